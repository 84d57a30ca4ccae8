DROP INDEX "event_participants_rank_idx";--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "in_game_scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "social_scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "other_scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rank_by" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
CREATE INDEX "event_participants_board_total_idx" ON "event_participants" USING btree ("event_id",(-"total_score"),coalesce("last_scored_at", "joined_at"),"user_id");--> statement-breakpoint
CREATE INDEX "event_participants_board_in_game_idx" ON "event_participants" USING btree ("event_id",(-"in_game_score"),coalesce("in_game_scored_at", "joined_at"),"user_id");--> statement-breakpoint
CREATE INDEX "event_participants_board_social_idx" ON "event_participants" USING btree ("event_id",(-"social_score"),coalesce("social_scored_at", "joined_at"),"user_id");--> statement-breakpoint
CREATE INDEX "event_participants_board_other_idx" ON "event_participants" USING btree ("event_id",(-"other_score"),coalesce("other_scored_at", "joined_at"),"user_id");--> statement-breakpoint
CREATE INDEX "event_participants_joined_idx" ON "event_participants" USING btree ("event_id","joined_at");--> statement-breakpoint
CREATE INDEX "task_completions_time_idx" ON "task_completions" USING btree ("completed_at","user_id","score");--> statement-breakpoint
-- Before this migration a column's last change was not kept: the total's time is the best there is.
UPDATE "event_participants" SET
  "in_game_scored_at" = CASE WHEN "in_game_score" <> 0 THEN "last_scored_at" END,
  "social_scored_at" = CASE WHEN "social_score" <> 0 THEN "last_scored_at" END,
  "other_scored_at" = CASE WHEN "other_score" <> 0 THEN "last_scored_at" END
WHERE "last_scored_at" IS NOT NULL;
