import type { ContributorRecord, MonitoringStore } from '@w2e/bot/store';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { monitoringActivityInbox } from '../../db/schema/monitoring';
import { resultRows } from '../../lib/sql-rows';
import type { ChatRefOf } from './community';

/**
 * Activity and contributions (the bots' `activity` feature): messages and reactions arrive in a queue, a drain
 * counts them into member and chat days, and the top contributors are read from the rolling windows.
 */

/** Only one instance drains the counting queue at a time, so two drains never lock the same daily rows crosswise. */
const DRAIN_LOCK = 7_310_482_992;

/** The windows the contribution totals are kept for (monitoring_contribution_windows); others are aggregated. */
const KEPT_WINDOWS = [7, 30];

/**
 * Moves every chat whose rolling contribution windows are behind the current UTC day to it, subtracting the member
 * days that fall out of each window (day <= today - window_days) from its totals, and dropping the totals left
 * with no day. Run under the counting lock (the drain and, on a stale chat, the dashboard), so no day row is added
 * between the move and the subtraction; the conditional update on `windows_on` makes a second run a no-op.
 */
async function ageContributionWindows(tx: Db): Promise<void> {
  await tx.execute(sql`
    with moved as (
      update monitoring_chats c set windows_on = (now() at time zone 'utc')::date
      from (
        select id, windows_on as old from monitoring_chats
        where windows_on < (now() at time zone 'utc')::date
        order by id for update
      ) o
      where c.id = o.id
      returning c.id, o.old, c.windows_on as new
    ),
    gone as (
      select d.chat_ref, w.days as window_days, d.user_id, sum(d.messages)::int as messages,
        sum(d.replies)::int as replies, sum(d.reactions)::int as reactions, sum(d.media)::int as media,
        count(*)::int as days
      from moved m
      cross join (values (7), (30)) as w(days)
      join monitoring_activity_daily d on d.chat_ref = m.id and d.day > m.old - w.days and d.day <= m.new - w.days
      group by d.chat_ref, w.days, d.user_id
    ),
    dropped as (
      delete from monitoring_contribution_windows cw using gone g
      where cw.chat_ref = g.chat_ref and cw.window_days = g.window_days and cw.user_id = g.user_id
        and cw.days <= g.days
    )
    update monitoring_contribution_windows cw set
      messages = cw.messages - g.messages, replies = cw.replies - g.replies,
      reactions = cw.reactions - g.reactions, media = cw.media - g.media, days = cw.days - g.days
    from gone g
    where cw.chat_ref = g.chat_ref and cw.window_days = g.window_days and cw.user_id = g.user_id
      and cw.days > g.days
  `);
}

/**
 * Counts one batch of the queue: the rows are taken (FOR UPDATE SKIP LOCKED) and deleted by the same statement
 * that adds them to each member's day, each chat's day and the members seen, so a row is counted exactly once
 * even when an instance dies mid-way (the transaction rolls back and the rows stay queued). The rolling
 * contribution windows and the per-chat member totals follow from triggers on the tables written here.
 */
export async function drainActivity(db: Db, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = resultRows<{ ok: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${DRAIN_LOCK}) as ok`),
    );
    if (!lock?.ok) return 0;
    await ageContributionWindows(tx);
    const [row] = resultRows<{ n: number }>(
      await tx.execute(sql`
        with taken as (
          delete from monitoring_activity_inbox
          where id in (select id from monitoring_activity_inbox order by id limit ${limit} for update skip locked)
          returning chat_id, user_id, user_name, messages, replies, reactions, media, at
        ),
        per_user as (
          select c.id as chat_ref, (t.at at time zone 'utc')::date as day, t.user_id,
            sum(t.messages)::int as messages, sum(t.replies)::int as replies,
            sum(t.reactions)::int as reactions, sum(t.media)::int as media,
            max(t.at) as last_at, min(t.at) as first_at,
            (array_agg(t.user_name order by t.at desc))[1] as user_name
          from taken t join monitoring_chats c on c.chat_id = t.chat_id
          group by 1, 2, 3
        ),
        daily as (
          insert into monitoring_activity_daily as d (chat_ref, day, user_id, messages, replies, reactions, media)
          select chat_ref, day, user_id, messages, replies, reactions, media from per_user
          order by chat_ref, day, user_id
          on conflict (chat_ref, day, user_id) do update set
            messages = d.messages + excluded.messages, replies = d.replies + excluded.replies,
            reactions = d.reactions + excluded.reactions, media = d.media + excluded.media
          returning d.chat_ref, d.day, (xmax = 0) as fresh
        ),
        chat_days as (
          insert into monitoring_chat_daily as c (chat_ref, day, messages, replies, reactions, media, active_members)
          select p.chat_ref, p.day, sum(p.messages), sum(p.replies), sum(p.reactions), sum(p.media),
            (select count(*) from daily d where d.chat_ref = p.chat_ref and d.day = p.day and d.fresh)
          from per_user p group by p.chat_ref, p.day
          order by p.chat_ref, p.day
          on conflict (chat_ref, day) do update set
            messages = c.messages + excluded.messages, replies = c.replies + excluded.replies,
            reactions = c.reactions + excluded.reactions, media = c.media + excluded.media,
            active_members = c.active_members + excluded.active_members
        ),
        seen as (
          insert into monitoring_members as m (chat_ref, user_id, user_name, first_seen_at, last_active_at, messages, reactions)
          select chat_ref, user_id, (array_agg(user_name order by last_at desc))[1], min(first_at), max(last_at),
            sum(messages), sum(reactions)
          from per_user group by chat_ref, user_id
          order by chat_ref, user_id
          on conflict (chat_ref, user_id) do update set
            user_name = excluded.user_name,
            last_active_at = greatest(m.last_active_at, excluded.last_active_at),
            messages = m.messages + excluded.messages,
            reactions = m.reactions + excluded.reactions,
            -- Whoever writes or reacts is in the chat, whatever we last heard.
            status = case when m.left_at is null or excluded.last_active_at > m.left_at then 'member' else m.status end
        )
        select count(*)::int as n from taken
      `),
    );
    return row?.n ?? 0;
  });
}

/**
 * The chat's top contributors over its last `days` UTC days (today included), by messages and reactions, ties by
 * user id. For 7 and 30 days these are the first rows of the rolling windows' index (aged first if the chat's
 * windows are behind today); any other span aggregates the member days.
 */
export async function topContributorsOf(
  db: Db,
  chatRef: string,
  days: number,
  limit: number,
): Promise<ContributorRecord[]> {
  type Row = {
    user_id: string | number;
    user_name: string;
    messages: number;
    replies: number;
    reactions: number;
    media: number;
  };
  let rows: Row[];
  if (KEPT_WINDOWS.includes(days)) {
    const [chat] = resultRows<{ stale: boolean }>(
      await db.execute(
        sql`select windows_on < (now() at time zone 'utc')::date as stale from monitoring_chats where id = ${chatRef}`,
      ),
    );
    if (chat?.stale) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DRAIN_LOCK})`);
        await ageContributionWindows(tx);
      });
    }
    rows = resultRows<Row>(
      await db.execute(sql`
        with top as (
          select user_id, messages, replies, reactions, media, total from monitoring_contribution_windows
          where chat_ref = ${chatRef} and window_days = ${days}::int and days > 0
          order by total desc nulls last, user_id
          limit ${limit}
        )
        select top.user_id, top.messages, top.replies, top.reactions, top.media, m.user_name from top
        join monitoring_members m on m.chat_ref = ${chatRef} and m.user_id = top.user_id
        order by top.total desc, top.user_id
      `),
    );
  } else {
    rows = resultRows<Row>(
      await db.execute(sql`
        with top as (
          select user_id, sum(messages)::int as messages, sum(replies)::int as replies,
            sum(reactions)::int as reactions, sum(media)::int as media
          from monitoring_activity_daily
          where chat_ref = ${chatRef} and day > (now() at time zone 'utc')::date - ${days}::int
          group by user_id
          order by sum(messages) + sum(reactions) desc, user_id
          limit ${limit}
        )
        select top.*, m.user_name from top
        join monitoring_members m on m.chat_ref = ${chatRef} and m.user_id = top.user_id
        order by top.messages + top.reactions desc, top.user_id
      `),
    );
  }
  return rows.map((r) => ({
    userId: Number(r.user_id),
    userName: r.user_name,
    messages: r.messages,
    replies: r.replies,
    reactions: r.reactions,
    media: r.media,
    total: r.messages + r.reactions,
  }));
}

/** The store's counting part: the hot path writes one queued row per message or reaction. */
export function activityStore(
  db: Db,
  chatRefOf: ChatRefOf,
): Pick<MonitoringStore, 'recordActivity' | 'countQueuedActivity' | 'topContributors'> {
  // The hot path: one prepared statement per message or reaction.
  const insertActivity = db
    .insert(monitoringActivityInbox)
    .values({
      chatId: sql.placeholder('chatId'),
      userId: sql.placeholder('userId'),
      userName: sql.placeholder('userName'),
      messages: sql.placeholder('messages'),
      replies: sql.placeholder('replies'),
      reactions: sql.placeholder('reactions'),
      media: sql.placeholder('media'),
      at: sql.placeholder('at'),
    })
    .prepare('monitoring_activity_insert');

  return {
    async recordActivity(activity) {
      await insertActivity.execute({ ...activity });
    },

    countQueuedActivity: (limit) => drainActivity(db, limit),

    async topContributors(chatId, days, limit) {
      const ref = await chatRefOf(chatId);
      return ref ? topContributorsOf(db, ref, days, limit) : [];
    },
  };
}
