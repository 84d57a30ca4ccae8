ALTER TABLE "events" ADD COLUMN "premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_checked_for" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_holder_for" text;