CREATE TABLE "wheel_badges" (
	"user_id" uuid NOT NULL,
	"badge" text NOT NULL,
	"wheel_id" uuid,
	"spin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_badges_user_id_badge_pk" PRIMARY KEY("user_id","badge")
);
--> statement-breakpoint
CREATE TABLE "wheel_players" (
	"wheel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"spins" integer DEFAULT 0 NOT NULL,
	"free_spin_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_players_wheel_id_user_id_pk" PRIMARY KEY("wheel_id","user_id"),
	CONSTRAINT "wheel_players_spins_nonnegative" CHECK ("wheel_players"."spins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wheel_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"image" text,
	"prize_kind" text NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"score_column" text,
	"weight" integer NOT NULL,
	"stock" integer,
	CONSTRAINT "wheel_segments_weight_positive" CHECK ("wheel_segments"."weight" > 0),
	CONSTRAINT "wheel_segments_stock_nonnegative" CHECK ("wheel_segments"."stock" is null or "wheel_segments"."stock" >= 0),
	CONSTRAINT "wheel_segments_amount_positive" CHECK ("wheel_segments"."amount" > 0),
	CONSTRAINT "wheel_segments_score_column" CHECK ("wheel_segments"."prize_kind" <> 'score' or "wheel_segments"."score_column" is not null)
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wheel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"segment_id" uuid,
	"segment_index" integer NOT NULL,
	"label" text NOT NULL,
	"prize_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"score_column" text,
	"weights" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"event_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wheel_badges" ADD CONSTRAINT "wheel_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_badges" ADD CONSTRAINT "wheel_badges_wheel_id_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."wheels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_badges" ADD CONSTRAINT "wheel_badges_spin_id_wheel_spins_id_fk" FOREIGN KEY ("spin_id") REFERENCES "public"."wheel_spins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_players" ADD CONSTRAINT "wheel_players_wheel_id_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."wheels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_players" ADD CONSTRAINT "wheel_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_segments" ADD CONSTRAINT "wheel_segments_wheel_id_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."wheels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_wheel_id_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."wheels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_segment_id_wheel_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."wheel_segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheels" ADD CONSTRAINT "wheels_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheels" ADD CONSTRAINT "wheels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wheel_players_user_idx" ON "wheel_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_segments_position_key" ON "wheel_segments" USING btree ("wheel_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_nonce_key" ON "wheel_spins" USING btree ("wheel_id","user_id","nonce");--> statement-breakpoint
CREATE INDEX "wheel_spins_player_idx" ON "wheel_spins" USING btree ("wheel_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wheels_event_key" ON "wheels" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheels_platform_key" ON "wheels" USING btree ((true)) WHERE "wheels"."event_id" is null;