CREATE TABLE "monitoring_captchas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_ref" uuid NOT NULL,
	"chat_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" text NOT NULL,
	"language" text NOT NULL,
	"via" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"challenge" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message_chat_id" bigint,
	"message_id" integer,
	"announce_claimed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"resolve_claimed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_chat_bots" (
	"chat_ref" uuid NOT NULL,
	"bot" text NOT NULL,
	"status" text NOT NULL,
	"missing_rights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_chat_bots_chat_ref_bot_pk" PRIMARY KEY("chat_ref","bot")
);
--> statement-breakpoint
CREATE TABLE "monitoring_chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" bigint NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"owner_user_id" uuid,
	"added_by_telegram_id" bigint,
	"channel_validated_at" timestamp with time zone,
	"settings" jsonb NOT NULL,
	"last_summary_on" date,
	"raid_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_connect_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monitoring_member_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_ref" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" text NOT NULL,
	"kind" text NOT NULL,
	"method" text,
	"invite_link" text,
	"actor_id" bigint,
	"actor_name" text,
	"at" timestamp with time zone NOT NULL,
	"dedupe_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_owner_links" (
	"telegram_user_id" bigint PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_captchas" ADD CONSTRAINT "monitoring_captchas_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_chat_bots" ADD CONSTRAINT "monitoring_chat_bots_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_chats" ADD CONSTRAINT "monitoring_chats_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_connect_codes" ADD CONSTRAINT "monitoring_connect_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_member_events" ADD CONSTRAINT "monitoring_member_events_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_owner_links" ADD CONSTRAINT "monitoring_owner_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_captchas_one_open_key" ON "monitoring_captchas" USING btree ("chat_id","user_id") WHERE "monitoring_captchas"."status" in ('pending', 'resolving');--> statement-breakpoint
CREATE INDEX "monitoring_captchas_due_idx" ON "monitoring_captchas" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "monitoring_captchas_message_idx" ON "monitoring_captchas" USING btree ("message_chat_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_chats_chat_id_key" ON "monitoring_chats" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "monitoring_chats_owner_idx" ON "monitoring_chats" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_member_events_dedupe_key" ON "monitoring_member_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "monitoring_member_events_chat_at_idx" ON "monitoring_member_events" USING btree ("chat_ref","at");