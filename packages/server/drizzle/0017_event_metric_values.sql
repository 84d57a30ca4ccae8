CREATE TABLE "event_metric_values" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_metric_values_event_id_metric_user_id_pk" PRIMARY KEY("event_id","metric","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_metric_values" ADD CONSTRAINT "event_metric_values_participant_fk" FOREIGN KEY ("event_id","user_id") REFERENCES "public"."event_participants"("event_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_metric_values_board_desc_idx" ON "event_metric_values" USING btree ("event_id","metric",(-"value"),"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "event_metric_values_board_asc_idx" ON "event_metric_values" USING btree ("event_id","metric","value","reached_at","user_id");