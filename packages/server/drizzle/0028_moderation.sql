CREATE TABLE "monitoring_moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_ref" uuid NOT NULL,
	"chat_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"rule" text NOT NULL,
	"detail" text,
	"message_id" integer,
	"until" timestamp with time zone,
	"undoable" boolean DEFAULT false NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	"dedupe_key" text NOT NULL,
	"origin_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_moderation_approvals" (
	"chat_ref" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_moderation_approvals_chat_ref_user_id_pk" PRIMARY KEY("chat_ref","user_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_spam_messages" (
	"fingerprint" text NOT NULL,
	"chat_id" bigint NOT NULL,
	"message_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_spam_messages_chat_id_message_id_pk" PRIMARY KEY("chat_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_spam_waves" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"chats" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_chats" ADD COLUMN "moderation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_chats" ADD COLUMN "lockdown_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoring_chats" ADD COLUMN "lockdown_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoring_moderation_actions" ADD CONSTRAINT "monitoring_moderation_actions_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_moderation_actions" ADD CONSTRAINT "monitoring_moderation_actions_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_moderation_approvals" ADD CONSTRAINT "monitoring_moderation_approvals_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_moderation_actions_dedupe_key" ON "monitoring_moderation_actions" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "monitoring_moderation_actions_origin_idx" ON "monitoring_moderation_actions" USING btree ("origin_id");--> statement-breakpoint
CREATE INDEX "monitoring_moderation_actions_member_idx" ON "monitoring_moderation_actions" USING btree ("chat_id","user_id");--> statement-breakpoint
CREATE INDEX "monitoring_moderation_actions_chat_idx" ON "monitoring_moderation_actions" USING btree ("chat_ref","at");--> statement-breakpoint
CREATE INDEX "monitoring_spam_messages_fingerprint_idx" ON "monitoring_spam_messages" USING btree ("fingerprint","at");