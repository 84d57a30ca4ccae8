CREATE TABLE "event_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slot_order" integer,
	"task_id" text,
	"position" integer,
	"draw_index" integer,
	"reward" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_awards_kind_fields" CHECK (("event_awards"."kind" = 'leaderboard' and "event_awards"."slot_order" is not null and "event_awards"."position" is not null and "event_awards"."task_id" is null) or ("event_awards"."kind" = 'task' and "event_awards"."task_id" is not null and "event_awards"."slot_order" is null))
);
--> statement-breakpoint
CREATE TABLE "event_results" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entries" jsonb,
	"list_hash" text,
	"distribution" text,
	"reward_by_leaderboard" boolean,
	"reward_by_task" boolean,
	"slots" jsonb,
	"task_prizes" jsonb,
	"published_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "event_results_published_complete" CHECK ("event_results"."state" <> 'published' or ("event_results"."list_hash" is not null and "event_results"."entries" is not null and "event_results"."published_at" is not null and "event_results"."distribution" is not null and "event_results"."reward_by_leaderboard" is not null and "event_results"."reward_by_task" is not null and "event_results"."slots" is not null and "event_results"."task_prizes" is not null))
);
--> statement-breakpoint
ALTER TABLE "event_awards" ADD CONSTRAINT "event_awards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_awards" ADD CONSTRAINT "event_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_results" ADD CONSTRAINT "event_results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_awards_leaderboard_key" ON "event_awards" USING btree ("event_id","user_id") WHERE "event_awards"."kind" = 'leaderboard';--> statement-breakpoint
CREATE UNIQUE INDEX "event_awards_task_key" ON "event_awards" USING btree ("event_id","task_id","user_id") WHERE "event_awards"."kind" = 'task';--> statement-breakpoint
CREATE INDEX "event_awards_user_idx" ON "event_awards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "event_results_pending_idx" ON "event_results" USING btree ("state") WHERE "event_results"."state" = 'pending';