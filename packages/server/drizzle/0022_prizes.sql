CREATE TABLE "prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"event_id" uuid,
	"award_id" uuid,
	"spin_id" uuid,
	"wheel_id" uuid,
	"position" integer,
	"label" text NOT NULL,
	"payout" jsonb NOT NULL,
	"status" text DEFAULT 'won' NOT NULL,
	"claim_address" text,
	"claim_contact" text,
	"claimed_at" timestamp with time zone,
	"delivery_network" text,
	"delivery_tx_hash" text,
	"delivery_note" text,
	"delivered_at" timestamp with time zone,
	"delivered_by" uuid,
	"confirmed_at" timestamp with time zone,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prizes_source_fields" CHECK (("prizes"."source" in ('leaderboard', 'task') and "prizes"."award_id" is not null and "prizes"."event_id" is not null and "prizes"."spin_id" is null) or ("prizes"."source" = 'wheel' and "prizes"."spin_id" is not null and "prizes"."wheel_id" is not null and "prizes"."award_id" is null)),
	CONSTRAINT "prizes_claim_complete" CHECK ("prizes"."status" = 'won' or ("prizes"."claimed_at" is not null and ("prizes"."claim_address" is null) <> ("prizes"."claim_contact" is null))),
	CONSTRAINT "prizes_delivery_complete" CHECK ("prizes"."status" in ('won', 'claimed') or "prizes"."delivered_at" is not null),
	CONSTRAINT "prizes_delivery_tx" CHECK (("prizes"."delivery_tx_hash" is null) = ("prizes"."delivery_network" is null)),
	CONSTRAINT "prizes_confirmed_complete" CHECK ("prizes"."status" <> 'confirmed' or "prizes"."confirmed_at" is not null),
	CONSTRAINT "prizes_disputed_complete" CHECK ("prizes"."status" <> 'disputed' or ("prizes"."dispute_reason" is not null and "prizes"."disputed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "wheel_segments" ADD COLUMN "payout" jsonb;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_award_id_event_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."event_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_spin_id_wheel_spins_id_fk" FOREIGN KEY ("spin_id") REFERENCES "public"."wheel_spins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_wheel_id_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."wheels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prizes_award_key" ON "prizes" USING btree ("award_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prizes_spin_key" ON "prizes" USING btree ("spin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prizes_delivery_tx_key" ON "prizes" USING btree ("delivery_network","delivery_tx_hash") WHERE "prizes"."delivery_tx_hash" is not null;--> statement-breakpoint
CREATE INDEX "prizes_user_idx" ON "prizes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prizes_event_idx" ON "prizes" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "prizes_wheel_idx" ON "prizes" USING btree ("wheel_id","created_at");