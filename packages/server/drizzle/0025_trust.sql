CREATE TABLE "trust_sightings" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_sightings_event_id_user_id_kind_hash_pk" PRIMARY KEY("event_id","user_id","kind","hash")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "eligibility" jsonb;--> statement-breakpoint
ALTER TABLE "event_results" ADD COLUMN "exclusions" jsonb;--> statement-breakpoint
ALTER TABLE "trust_sightings" ADD CONSTRAINT "trust_sightings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_sightings" ADD CONSTRAINT "trust_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_sightings_last_seen_idx" ON "trust_sightings" USING btree ("last_seen_at");