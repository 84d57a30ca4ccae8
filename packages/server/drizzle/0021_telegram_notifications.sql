CREATE TABLE "telegram_chats" (
	"telegram_id" text PRIMARY KEY NOT NULL,
	"allowed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_send_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_send_budget" (
	"id" smallint PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "telegram" boolean;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "telegram_sent_at" timestamp with time zone;