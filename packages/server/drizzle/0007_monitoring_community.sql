CREATE TABLE "monitoring_activity_daily" (
	"chat_ref" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"reactions" integer DEFAULT 0 NOT NULL,
	"media" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monitoring_activity_daily_chat_ref_day_user_id_pk" PRIMARY KEY("chat_ref","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_activity_inbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_activity_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chat_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" text NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"reactions" integer DEFAULT 0 NOT NULL,
	"media" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_chat_admins" (
	"chat_ref" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "monitoring_chat_admins_chat_ref_user_id_pk" PRIMARY KEY("chat_ref","user_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_chat_daily" (
	"chat_ref" uuid NOT NULL,
	"day" date NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"reactions" integer DEFAULT 0 NOT NULL,
	"media" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monitoring_chat_daily_chat_ref_day_pk" PRIMARY KEY("chat_ref","day")
);
--> statement-breakpoint
CREATE TABLE "monitoring_game_points" (
	"round_id" uuid NOT NULL,
	"chat_ref" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" text NOT NULL,
	"points" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_game_points_round_id_user_id_pk" PRIMARY KEY("round_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_ref" uuid NOT NULL,
	"chat_id" bigint NOT NULL,
	"challenger_id" bigint NOT NULL,
	"challenger_name" text NOT NULL,
	"opponent_id" bigint,
	"opponent_name" text,
	"status" text DEFAULT 'open' NOT NULL,
	"message_id" integer,
	"challenger_roll" integer,
	"opponent_roll" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_invite_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_ref" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" text NOT NULL,
	"name" text NOT NULL,
	"invite_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_members" (
	"chat_ref" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" text NOT NULL,
	"status" text DEFAULT 'member' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captcha_passed_at" timestamp with time zone,
	"captcha_failed_at" timestamp with time zone,
	"messages" integer DEFAULT 0 NOT NULL,
	"reactions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monitoring_members_chat_ref_user_id_pk" PRIMARY KEY("chat_ref","user_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_ref" uuid NOT NULL,
	"referrer_id" bigint NOT NULL,
	"newcomer_id" bigint NOT NULL,
	"newcomer_name" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monitoring_removal_members" (
	"removal_id" uuid NOT NULL,
	"chat_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"acted_at" timestamp with time zone,
	CONSTRAINT "monitoring_removal_members_removal_id_user_id_pk" PRIMARY KEY("removal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_ref" uuid NOT NULL,
	"chat_id" bigint NOT NULL,
	"requested_by" uuid,
	"inactive_days" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"undo_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_chats" ADD COLUMN "last_weekly_report_on" date;--> statement-breakpoint
ALTER TABLE "monitoring_chats" ADD COLUMN "member_count" integer;--> statement-breakpoint
ALTER TABLE "monitoring_chats" ADD COLUMN "member_count_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoring_chats" ADD COLUMN "admins_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoring_activity_daily" ADD CONSTRAINT "monitoring_activity_daily_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_chat_admins" ADD CONSTRAINT "monitoring_chat_admins_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_chat_daily" ADD CONSTRAINT "monitoring_chat_daily_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_game_points" ADD CONSTRAINT "monitoring_game_points_round_id_monitoring_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."monitoring_game_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_game_points" ADD CONSTRAINT "monitoring_game_points_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_game_rounds" ADD CONSTRAINT "monitoring_game_rounds_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_invite_links" ADD CONSTRAINT "monitoring_invite_links_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_members" ADD CONSTRAINT "monitoring_members_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_referrals" ADD CONSTRAINT "monitoring_referrals_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_removal_members" ADD CONSTRAINT "monitoring_removal_members_removal_id_monitoring_removals_id_fk" FOREIGN KEY ("removal_id") REFERENCES "public"."monitoring_removals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_removals" ADD CONSTRAINT "monitoring_removals_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_removals" ADD CONSTRAINT "monitoring_removals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_chat_admins_user_idx" ON "monitoring_chat_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "monitoring_game_points_member_idx" ON "monitoring_game_points" USING btree ("chat_ref","user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_game_rounds_one_open_key" ON "monitoring_game_rounds" USING btree ("chat_id") WHERE "monitoring_game_rounds"."status" in ('open', 'playing');--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_invite_links_member_key" ON "monitoring_invite_links" USING btree ("chat_ref","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_invite_links_link_key" ON "monitoring_invite_links" USING btree ("invite_link");--> statement-breakpoint
CREATE INDEX "monitoring_members_active_idx" ON "monitoring_members" USING btree ("chat_ref","last_active_at","user_id") WHERE "monitoring_members"."status" = 'member';--> statement-breakpoint
CREATE INDEX "monitoring_members_seen_idx" ON "monitoring_members" USING btree ("chat_ref","last_active_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_referrals_newcomer_key" ON "monitoring_referrals" USING btree ("chat_ref","newcomer_id");--> statement-breakpoint
CREATE INDEX "monitoring_referrals_due_idx" ON "monitoring_referrals" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "monitoring_referrals_referrer_idx" ON "monitoring_referrals" USING btree ("chat_ref","referrer_id","status");--> statement-breakpoint
CREATE INDEX "monitoring_removal_members_acted_idx" ON "monitoring_removal_members" USING btree ("chat_id","acted_at");--> statement-breakpoint
CREATE INDEX "monitoring_removal_members_due_idx" ON "monitoring_removal_members" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_removals_one_running_key" ON "monitoring_removals" USING btree ("chat_ref") WHERE "monitoring_removals"."status" = 'running';