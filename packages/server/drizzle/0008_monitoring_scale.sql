CREATE TABLE "monitoring_chat_member_totals" (
	"chat_ref" uuid PRIMARY KEY NOT NULL,
	"seen" integer DEFAULT 0 NOT NULL,
	"in_chat" integer DEFAULT 0 NOT NULL,
	"humans" integer DEFAULT 0 NOT NULL,
	"passed_captcha" integer DEFAULT 0 NOT NULL,
	"spoke_or_reacted" integer DEFAULT 0 NOT NULL,
	"kept_out" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_contribution_windows" (
	"chat_ref" uuid NOT NULL,
	"window_days" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"reactions" integer DEFAULT 0 NOT NULL,
	"media" integer DEFAULT 0 NOT NULL,
	"total" integer GENERATED ALWAYS AS (messages + reactions) STORED,
	"days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monitoring_contribution_windows_chat_ref_window_days_user_id_pk" PRIMARY KEY("chat_ref","window_days","user_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_member_last_days" (
	"chat_ref" uuid NOT NULL,
	"day" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monitoring_member_last_days_chat_ref_day_pk" PRIMARY KEY("chat_ref","day")
);
--> statement-breakpoint
ALTER TABLE "monitoring_chat_daily" ADD COLUMN "joins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_chat_daily" ADD COLUMN "leaves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_chats" ADD COLUMN "windows_on" date DEFAULT (now() at time zone 'utc')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_chat_member_totals" ADD CONSTRAINT "monitoring_chat_member_totals_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_contribution_windows" ADD CONSTRAINT "monitoring_contribution_windows_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_member_last_days" ADD CONSTRAINT "monitoring_member_last_days_chat_ref_monitoring_chats_id_fk" FOREIGN KEY ("chat_ref") REFERENCES "public"."monitoring_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_contribution_windows_rank_idx" ON "monitoring_contribution_windows" USING btree ("chat_ref","window_days","total" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- The rolling contribution windows follow monitoring_activity_daily, whoever writes it: a day row counts in a window
-- when day > windows_on - window_days (the days that age out are subtracted by ageContributionWindows, which moves
-- windows_on). One aggregated upsert per statement (transition tables), in key order.
CREATE FUNCTION "monitoring_activity_daily_windows"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    WITH changes AS (%s)
    INSERT INTO monitoring_contribution_windows AS cw
      (chat_ref, window_days, user_id, messages, replies, reactions, media, days)
    SELECT ch.chat_ref, w.days, ch.user_id, sum(ch.sign * ch.messages)::int, sum(ch.sign * ch.replies)::int,
      sum(ch.sign * ch.reactions)::int, sum(ch.sign * ch.media)::int, sum(ch.sign)::int
    FROM changes ch
    JOIN monitoring_chats c ON c.id = ch.chat_ref
    CROSS JOIN (VALUES (7), (30)) AS w(days)
    WHERE ch.day > c.windows_on - w.days
    GROUP BY ch.chat_ref, w.days, ch.user_id
    ORDER BY ch.chat_ref, w.days, ch.user_id
    ON CONFLICT (chat_ref, window_days, user_id) DO UPDATE SET
      messages = cw.messages + excluded.messages, replies = cw.replies + excluded.replies,
      reactions = cw.reactions + excluded.reactions, media = cw.media + excluded.media, days = cw.days + excluded.days
  $q$, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
  END);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The per-chat counts over the members seen and the current members by the day of their last activity follow
-- monitoring_members, whoever writes it (the counting, joins and leaves, captchas, removals and their undo).
CREATE FUNCTION "monitoring_members_totals"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    WITH changes AS (%s),
    flags AS (
      SELECT ch.chat_ref, ch.sign,
        (ch.status = 'member')::int AS in_chat,
        (ch.status = 'member' AND (ch.captcha_passed_at IS NOT NULL OR ch.messages > 0 OR ch.reactions > 0))::int AS humans,
        (ch.status = 'member' AND ch.captcha_passed_at IS NOT NULL)::int AS passed,
        (ch.status = 'member' AND (ch.messages > 0 OR ch.reactions > 0))::int AS spoke,
        (ch.captcha_failed_at IS NOT NULL AND ch.captcha_passed_at IS NULL)::int AS kept_out,
        (ch.last_active_at AT TIME ZONE 'utc')::date AS last_day
      FROM changes ch
      WHERE EXISTS (SELECT 1 FROM monitoring_chats c WHERE c.id = ch.chat_ref)
    ),
    totals AS (
      INSERT INTO monitoring_chat_member_totals AS t
        (chat_ref, seen, in_chat, humans, passed_captcha, spoke_or_reacted, kept_out)
      SELECT chat_ref, sum(sign)::int, sum(sign * in_chat)::int, sum(sign * humans)::int, sum(sign * passed)::int,
        sum(sign * spoke)::int, sum(sign * kept_out)::int
      FROM flags GROUP BY chat_ref
      HAVING sum(sign) <> 0 OR sum(sign * in_chat) <> 0 OR sum(sign * humans) <> 0 OR sum(sign * passed) <> 0
        OR sum(sign * spoke) <> 0 OR sum(sign * kept_out) <> 0
      ORDER BY chat_ref
      ON CONFLICT (chat_ref) DO UPDATE SET
        seen = t.seen + excluded.seen, in_chat = t.in_chat + excluded.in_chat, humans = t.humans + excluded.humans,
        passed_captcha = t.passed_captcha + excluded.passed_captcha,
        spoke_or_reacted = t.spoke_or_reacted + excluded.spoke_or_reacted, kept_out = t.kept_out + excluded.kept_out
    )
    INSERT INTO monitoring_member_last_days AS d (chat_ref, day, members)
    SELECT chat_ref, last_day, sum(sign)::int FROM flags WHERE in_chat = 1
    GROUP BY chat_ref, last_day HAVING sum(sign) <> 0
    ORDER BY chat_ref, last_day
    ON CONFLICT (chat_ref, day) DO UPDATE SET members = d.members + excluded.members
  $q$, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
  END);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "monitoring_activity_daily_windows_insert" AFTER INSERT ON "monitoring_activity_daily"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "monitoring_activity_daily_windows"();
--> statement-breakpoint
CREATE TRIGGER "monitoring_activity_daily_windows_update" AFTER UPDATE ON "monitoring_activity_daily"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "monitoring_activity_daily_windows"();
--> statement-breakpoint
CREATE TRIGGER "monitoring_activity_daily_windows_delete" AFTER DELETE ON "monitoring_activity_daily"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "monitoring_activity_daily_windows"();
--> statement-breakpoint
CREATE TRIGGER "monitoring_members_totals_insert" AFTER INSERT ON "monitoring_members"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "monitoring_members_totals"();
--> statement-breakpoint
CREATE TRIGGER "monitoring_members_totals_update" AFTER UPDATE ON "monitoring_members"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "monitoring_members_totals"();
--> statement-breakpoint
CREATE TRIGGER "monitoring_members_totals_delete" AFTER DELETE ON "monitoring_members"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "monitoring_members_totals"();
--> statement-breakpoint
-- What is already there, counted once (the triggers above hold the tables' writers off until this commits).
INSERT INTO "monitoring_contribution_windows" (chat_ref, window_days, user_id, messages, replies, reactions, media, days)
SELECT d.chat_ref, w.days, d.user_id, sum(d.messages)::int, sum(d.replies)::int, sum(d.reactions)::int,
  sum(d.media)::int, count(*)::int
FROM "monitoring_activity_daily" d
JOIN "monitoring_chats" c ON c.id = d.chat_ref
CROSS JOIN (VALUES (7), (30)) AS w(days)
WHERE d.day > c.windows_on - w.days
GROUP BY d.chat_ref, w.days, d.user_id;
--> statement-breakpoint
INSERT INTO "monitoring_chat_member_totals" (chat_ref, seen, in_chat, humans, passed_captcha, spoke_or_reacted, kept_out)
SELECT chat_ref, count(*)::int,
  count(*) FILTER (WHERE status = 'member')::int,
  count(*) FILTER (WHERE status = 'member' AND (captcha_passed_at IS NOT NULL OR messages > 0 OR reactions > 0))::int,
  count(*) FILTER (WHERE status = 'member' AND captcha_passed_at IS NOT NULL)::int,
  count(*) FILTER (WHERE status = 'member' AND (messages > 0 OR reactions > 0))::int,
  count(*) FILTER (WHERE captcha_failed_at IS NOT NULL AND captcha_passed_at IS NULL)::int
FROM "monitoring_members" GROUP BY chat_ref;
--> statement-breakpoint
INSERT INTO "monitoring_member_last_days" (chat_ref, day, members)
SELECT chat_ref, (last_active_at AT TIME ZONE 'utc')::date, count(*)::int
FROM "monitoring_members" WHERE status = 'member' GROUP BY 1, 2;
--> statement-breakpoint
-- Joins and leaves per chat and UTC day follow monitoring_member_events (written once per event, dedupe key).
CREATE FUNCTION "monitoring_member_events_daily"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    WITH changes AS (%s)
    INSERT INTO monitoring_chat_daily AS c (chat_ref, day, joins, leaves)
    SELECT ch.chat_ref, (ch.at AT TIME ZONE 'utc')::date,
      coalesce(sum(ch.sign) FILTER (WHERE ch.kind = 'join'), 0)::int,
      coalesce(sum(ch.sign) FILTER (WHERE ch.kind IN ('leave', 'kicked', 'banned')), 0)::int
    FROM changes ch
    WHERE ch.kind IN ('join', 'leave', 'kicked', 'banned')
      AND EXISTS (SELECT 1 FROM monitoring_chats mc WHERE mc.id = ch.chat_ref)
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (chat_ref, day) DO UPDATE SET
      joins = c.joins + excluded.joins, leaves = c.leaves + excluded.leaves
  $q$, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows'
  END);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "monitoring_member_events_daily_insert" AFTER INSERT ON "monitoring_member_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "monitoring_member_events_daily"();
--> statement-breakpoint
CREATE TRIGGER "monitoring_member_events_daily_update" AFTER UPDATE ON "monitoring_member_events"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "monitoring_member_events_daily"();
--> statement-breakpoint
CREATE TRIGGER "monitoring_member_events_daily_delete" AFTER DELETE ON "monitoring_member_events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "monitoring_member_events_daily"();
--> statement-breakpoint
INSERT INTO "monitoring_chat_daily" AS c (chat_ref, day, joins, leaves)
SELECT chat_ref, (at AT TIME ZONE 'utc')::date, count(*) FILTER (WHERE kind = 'join')::int,
  count(*) FILTER (WHERE kind IN ('leave', 'kicked', 'banned'))::int
FROM "monitoring_member_events" WHERE kind IN ('join', 'leave', 'kicked', 'banned')
GROUP BY 1, 2
ON CONFLICT (chat_ref, day) DO UPDATE SET joins = excluded.joins, leaves = excluded.leaves;
