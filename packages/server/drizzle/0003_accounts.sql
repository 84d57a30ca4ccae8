CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"subject_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"wallet" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_stat_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"player_key" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"earning" numeric(38, 18) DEFAULT '0' NOT NULL,
	"unclaimed" numeric(38, 18),
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_stats_keys" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "telegram_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_sub" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ifo_subject" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_profiles" ADD CONSTRAINT "game_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_profiles" ADD CONSTRAINT "game_profiles_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stat_events" ADD CONSTRAINT "game_stat_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stats_keys" ADD CONSTRAINT "game_stats_keys_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_key" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_purpose_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "account_tokens_expires_at_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_profiles_user_game_key" ON "game_profiles" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_profiles_game_verified_email_key" ON "game_profiles" USING btree ("game_id",lower("email")) WHERE "game_profiles"."email_verified";--> statement-breakpoint
CREATE UNIQUE INDEX "game_profiles_game_wallet_key" ON "game_profiles" USING btree ("game_id",lower("wallet"));--> statement-breakpoint
CREATE INDEX "game_profiles_game_idx" ON "game_profiles" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_stat_events_external_key" ON "game_stat_events" USING btree ("game_id","external_id");--> statement-breakpoint
CREATE INDEX "game_stat_events_player_idx" ON "game_stat_events" USING btree ("game_id","player_key","occurred_at");--> statement-breakpoint
CREATE INDEX "game_stat_events_game_time_idx" ON "game_stat_events" USING btree ("game_id","occurred_at");--> statement-breakpoint
CREATE INDEX "game_stat_events_player_key_idx" ON "game_stat_events" USING btree ("player_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_telegram_id_key" ON "users" USING btree ("telegram_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE UNIQUE INDEX "users_ifo_subject_key" ON "users" USING btree ("ifo_subject");