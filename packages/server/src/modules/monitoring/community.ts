import type {
  ChatRecord,
  ContributorRecord,
  GameRound,
  MemberEventInput,
  MonitoringStore,
  RealHumansRecord,
  WeeklyReport,
} from '@w2e/bot/store';
import { REFERRAL_STAY_HOURS, REMOVAL_UNDO_HOURS, REMOVALS_PER_SECOND } from '@w2e/core/contracts/monitoring';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  monitoringActivityInbox,
  monitoringChatMemberTotals,
  monitoringChats,
  monitoringGamePoints,
  monitoringGameRounds,
  monitoringInviteLinks,
  monitoringMembers,
  monitoringReferrals,
} from '../../db/schema/monitoring';
import { projects } from '../../db/schema/projects';
import { resultRows } from '../../lib/sql-rows';

/** Only one instance drains the counting queue at a time, so two drains never lock the same daily rows crosswise. */
const DRAIN_LOCK = 7_310_482_992;
const REMOVAL_LOCK = 7_310_482_993;
const ago = (ms: number) => sql`now() - ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

type GameRoundRow = typeof monitoringGameRounds.$inferSelect;
const toRound = (r: GameRoundRow): GameRound => ({
  id: r.id,
  chatId: r.chatId,
  challengerId: r.challengerId,
  challengerName: r.challengerName,
  opponentId: r.opponentId,
  opponentName: r.opponentName,
  status: r.status,
  messageId: r.messageId,
});

/** The member the event is about, as the bots now know them; a leave also voids their pending referral. */
export async function recordSeenMember(db: Db, chatRef: string, event: MemberEventInput): Promise<void> {
  const at = event.at;
  const left = event.kind === 'leave' || event.kind === 'kicked' || event.kind === 'banned';
  const set: Record<string, unknown> = {
    userName: event.userName,
    lastActiveAt: left
      ? sql`${monitoringMembers.lastActiveAt}`
      : sql`greatest(${monitoringMembers.lastActiveAt}, excluded.last_active_at)`,
  };
  if (event.kind === 'join') {
    set.status = sql`case when ${monitoringMembers.leftAt} is null or ${monitoringMembers.leftAt} <= excluded.joined_at then 'member' else ${monitoringMembers.status} end`;
    set.joinedAt = sql`excluded.joined_at`;
  } else if (left) {
    set.status = sql`case when ${monitoringMembers.joinedAt} is null or ${monitoringMembers.joinedAt} <= excluded.left_at then 'left' else ${monitoringMembers.status} end`;
    set.leftAt = sql`excluded.left_at`;
  } else if (event.kind === 'captcha_passed') {
    set.captchaPassedAt = sql`excluded.captcha_passed_at`;
  } else if (event.kind === 'captcha_failed') {
    set.captchaFailedAt = sql`excluded.captcha_failed_at`;
  }
  await db
    .insert(monitoringMembers)
    .values({
      chatRef,
      userId: event.userId,
      userName: event.userName,
      status: left ? 'left' : 'member',
      firstSeenAt: at,
      joinedAt: event.kind === 'join' ? at : null,
      leftAt: left ? at : null,
      lastActiveAt: at,
      captchaPassedAt: event.kind === 'captcha_passed' ? at : null,
      captchaFailedAt: event.kind === 'captcha_failed' ? at : null,
    })
    .onConflictDoUpdate({ target: [monitoringMembers.chatRef, monitoringMembers.userId], set });
  if (left) {
    await db
      .update(monitoringReferrals)
      .set({ status: 'void', reason: 'left', decidedAt: sql`now()` })
      .where(
        and(
          eq(monitoringReferrals.chatRef, chatRef),
          eq(monitoringReferrals.newcomerId, event.userId),
          eq(monitoringReferrals.status, 'pending'),
        ),
      );
  }
}

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

/** The per-chat counts over the members seen, kept by triggers (monitoring_chat_member_totals); zeros if none yet. */
export async function memberTotalsOf(db: Db, chatRef: string) {
  const [row] = await db
    .select()
    .from(monitoringChatMemberTotals)
    .where(eq(monitoringChatMemberTotals.chatRef, chatRef));
  return {
    seen: row?.seen ?? 0,
    inChat: row?.inChat ?? 0,
    humans: row?.humans ?? 0,
    passedCaptcha: row?.passedCaptcha ?? 0,
    spokeOrReacted: row?.spokeOrReacted ?? 0,
    keptOut: row?.keptOut ?? 0,
  };
}

/** The chat's members seen and still in it, with a sign of being human; see realHumansSchema. */
export async function realHumansOf(db: Db, chatRef: string): Promise<RealHumansRecord> {
  const totals = await memberTotalsOf(db, chatRef);
  return realHumansFrom(totals);
}

export function realHumansFrom(totals: Awaited<ReturnType<typeof memberTotalsOf>>): RealHumansRecord {
  const { inChat: counted, humans } = totals;
  return {
    counted,
    humans,
    ratio: counted === 0 ? null : humans / counted,
    passedCaptcha: totals.passedCaptcha,
    spokeOrReacted: totals.spokeOrReacted,
    keptOut: totals.keptOut,
  };
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

/** Current members (not admins) with no activity for `days` days: the inactive list and the bulk removal. */
export function inactiveWhere(chatRef: string, days: number) {
  return sql`${monitoringMembers.chatRef} = ${chatRef} and ${monitoringMembers.status} = 'member'
    and ${monitoringMembers.lastActiveAt} < now() - ${`${days} days`}::interval
    and not exists (select 1 from monitoring_chat_admins a where a.chat_ref = ${monitoringMembers.chatRef} and a.user_id = ${monitoringMembers.userId})`;
}

/**
 * How many current members (not admins) have been silent for `days` days: the members whose last activity fell on
 * a UTC day before the cut-off's (monitoring_member_last_days, kept by triggers), plus those of the cut-off's own
 * day that are before it (a range of the (chat_ref, last_active_at) index), less the admins among them. The same
 * number as counting inactiveWhere, without reading every silent member.
 */
export async function inactiveCount(db: Db, chatRef: string, days: number): Promise<number> {
  const cutoff = sql`(now() - ${`${days} days`}::interval)`;
  const cutoffDay = sql`(${cutoff} at time zone 'utc')::date`;
  const silent = sql`m.chat_ref = ${chatRef} and m.status = 'member' and m.last_active_at < ${cutoff}`;
  const [row] = resultRows<{ n: number }>(
    await db.execute(sql`
      select (select coalesce(sum(members), 0) from monitoring_member_last_days
            where chat_ref = ${chatRef} and day < ${cutoffDay})::int
        + (select count(*) from monitoring_members m where ${silent}
            and m.last_active_at >= (${cutoffDay})::timestamp at time zone 'utc')::int
        - (select count(*) from monitoring_chat_admins a
            join monitoring_members m on m.chat_ref = a.chat_ref and m.user_id = a.user_id
            where a.chat_ref = ${chatRef} and ${silent})::int as n
    `),
  );
  return row?.n ?? 0;
}

/** The part of the store the community features (counting, referrals, the game, removals, reports) use. */
export function communityStore(
  db: Db,
  getChat: (chatId: number) => Promise<ChatRecord | null>,
): Pick<
  MonitoringStore,
  | 'recordActivity'
  | 'countQueuedActivity'
  | 'topContributors'
  | 'chatsOfMember'
  | 'reserveInviteLink'
  | 'saveInviteLink'
  | 'dropInviteLink'
  | 'recordReferral'
  | 'decideDueReferrals'
  | 'miniGameAllowed'
  | 'openGameRound'
  | 'setGameMessage'
  | 'acceptGameRound'
  | 'finishGameRound'
  | 'expireGameRounds'
  | 'gameScores'
  | 'claimDueRemovals'
  | 'finishRemoval'
  | 'claimUnbans'
  | 'realHumans'
  | 'takeWeeklyReports'
> {
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
  const chatRefOf = async (chatId: number) => {
    const [row] = await db
      .select({ id: monitoringChats.id })
      .from(monitoringChats)
      .where(eq(monitoringChats.chatId, chatId));
    return row?.id ?? null;
  };

  return {
    async recordActivity(activity) {
      await insertActivity.execute({ ...activity });
    },

    countQueuedActivity: (limit) => drainActivity(db, limit),

    async topContributors(chatId, days, limit) {
      const ref = await chatRefOf(chatId);
      return ref ? topContributorsOf(db, ref, days, limit) : [];
    },

    async chatsOfMember(userId) {
      const rows = await db
        .select({ chatId: monitoringChats.chatId })
        .from(monitoringMembers)
        .innerJoin(monitoringChats, eq(monitoringChats.id, monitoringMembers.chatRef))
        .where(
          and(
            eq(monitoringMembers.userId, userId),
            eq(monitoringMembers.status, 'member'),
            eq(monitoringChats.status, 'active'),
          ),
        )
        .limit(20);
      const chats = await Promise.all(rows.map((r) => getChat(r.chatId)));
      return chats.filter((c): c is ChatRecord => c !== null);
    },

    async reserveInviteLink(chatId, userId, userName, name) {
      const ref = await chatRefOf(chatId);
      if (!ref) return { state: 'busy' };
      const [reserved] = await db
        .insert(monitoringInviteLinks)
        .values({ chatRef: ref, userId, userName, name })
        .onConflictDoNothing()
        .returning({ id: monitoringInviteLinks.id });
      if (reserved) return { state: 'reserved', id: reserved.id };
      const [existing] = await db
        .select()
        .from(monitoringInviteLinks)
        .where(and(eq(monitoringInviteLinks.chatRef, ref), eq(monitoringInviteLinks.userId, userId)));
      if (existing?.inviteLink) {
        return { state: 'existing', name: existing.name, inviteLink: existing.inviteLink };
      }
      // A reservation whose taker died before saving the link is taken over after a minute.
      const [takenOver] = await db
        .update(monitoringInviteLinks)
        .set({ createdAt: sql`now()`, userName, name })
        .where(
          and(
            eq(monitoringInviteLinks.chatRef, ref),
            eq(monitoringInviteLinks.userId, userId),
            sql`${monitoringInviteLinks.inviteLink} is null`,
            sql`${monitoringInviteLinks.createdAt} < now() - interval '1 minute'`,
          ),
        )
        .returning({ id: monitoringInviteLinks.id });
      return takenOver ? { state: 'reserved', id: takenOver.id } : { state: 'busy' };
    },

    async saveInviteLink(id, inviteLink) {
      await db.update(monitoringInviteLinks).set({ inviteLink }).where(eq(monitoringInviteLinks.id, id));
    },

    async dropInviteLink(id) {
      await db
        .delete(monitoringInviteLinks)
        .where(and(eq(monitoringInviteLinks.id, id), sql`${monitoringInviteLinks.inviteLink} is null`));
    },

    async recordReferral(chatId, link, newcomer, at) {
      const ref = await chatRefOf(chatId);
      if (!ref) return 'none';
      // The bot sees its own links in full; another bot's or admin's come shortened ("https://t.me/+AbC…"), so
      // those match by name (ours carry the member's id) and the part Telegram shows.
      const prefix = link.inviteLink.replace(/(…|\.\.\.)$/, '');
      const [owner] = await db
        .select()
        .from(monitoringInviteLinks)
        .where(
          and(
            eq(monitoringInviteLinks.chatRef, ref),
            link.name
              ? sql`(${monitoringInviteLinks.inviteLink} = ${link.inviteLink} or (${monitoringInviteLinks.name} = ${link.name}
                  and left(${monitoringInviteLinks.inviteLink}, ${prefix.length}) = ${prefix}))`
              : eq(monitoringInviteLinks.inviteLink, link.inviteLink),
          ),
        )
        .limit(1);
      if (!owner || owner.userId === newcomer.userId) return 'none';
      const [referrer] = await db
        .select({ status: monitoringMembers.status })
        .from(monitoringMembers)
        .where(and(eq(monitoringMembers.chatRef, ref), eq(monitoringMembers.userId, owner.userId)));
      const referrerLeft = referrer?.status !== 'member';
      const [row] = await db
        .insert(monitoringReferrals)
        .values({
          chatRef: ref,
          referrerId: owner.userId,
          newcomerId: newcomer.userId,
          newcomerName: newcomer.userName,
          joinedAt: at,
          dueAt: new Date(at.getTime() + REFERRAL_STAY_HOURS * 3_600_000),
          ...(referrerLeft
            ? { status: 'void' as const, reason: 'referrer_left', decidedAt: new Date() }
            : {}),
        })
        .onConflictDoNothing()
        .returning({ status: monitoringReferrals.status });
      return row ? (row.status === 'void' ? 'void' : 'pending') : 'none';
    },

    async decideDueReferrals(limit) {
      // Taken and decided in one statement: credited when the newcomer is still in, passed the captcha (or the
      // chat asks none) and the referrer is still a member; void otherwise, with the reason.
      const rows = resultRows<{ status: string }>(
        await db.execute(sql`
          with due as (
            select r.id from monitoring_referrals r
            where r.status = 'pending' and r.due_at <= now()
            order by r.due_at limit ${limit} for update skip locked
          ),
          verdict as (
            select r.id,
              case
                when n.status is distinct from 'member' then 'left'
                when n.captcha_passed_at is null and coalesce((c.settings->>'enabled')::boolean, true) then 'no_captcha'
                when f.status is distinct from 'member' then 'referrer_left'
              end as reason
            from monitoring_referrals r
            join due on due.id = r.id
            join monitoring_chats c on c.id = r.chat_ref
            left join monitoring_members n on n.chat_ref = r.chat_ref and n.user_id = r.newcomer_id
            left join monitoring_members f on f.chat_ref = r.chat_ref and f.user_id = r.referrer_id
          )
          update monitoring_referrals r
          set status = case when v.reason is null then 'confirmed' else 'void' end, reason = v.reason, decided_at = now()
          from verdict v where v.id = r.id and r.status = 'pending'
          returning r.status
        `),
      );
      const confirmed = rows.filter((r) => r.status === 'confirmed').length;
      return { confirmed, void: rows.length - confirmed };
    },

    async miniGameAllowed(chatId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(monitoringChats)
        .innerJoin(projects, eq(projects.ownerId, monitoringChats.ownerUserId))
        .where(and(eq(monitoringChats.chatId, chatId), inArray(projects.tier, ['premium', 'enterprise'])));
      return (row?.n ?? 0) > 0;
    },

    async openGameRound(chat, challenger, ttlSeconds) {
      const [row] = await db
        .insert(monitoringGameRounds)
        .values({
          chatRef: chat.ref,
          chatId: chat.chatId,
          challengerId: challenger.userId,
          challengerName: challenger.userName,
          expiresAt: sql`now() + ${`${ttlSeconds} seconds`}::interval`,
        })
        .onConflictDoNothing()
        .returning();
      return row ? toRound(row) : null;
    },

    async setGameMessage(roundId, messageId) {
      await db.update(monitoringGameRounds).set({ messageId }).where(eq(monitoringGameRounds.id, roundId));
    },

    async acceptGameRound(roundId, opponent) {
      const [row] = await db
        .update(monitoringGameRounds)
        .set({ status: 'playing', opponentId: opponent.userId, opponentName: opponent.userName })
        .where(
          and(
            eq(monitoringGameRounds.id, roundId),
            eq(monitoringGameRounds.status, 'open'),
            sql`${monitoringGameRounds.challengerId} <> ${opponent.userId}`,
            sql`${monitoringGameRounds.expiresAt} > now()`,
          ),
        )
        .returning();
      return row ? toRound(row) : null;
    },

    async finishGameRound(roundId, rolls) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(monitoringGameRounds)
          .set({ status: 'done', challengerRoll: rolls.challenger, opponentRoll: rolls.opponent })
          .where(and(eq(monitoringGameRounds.id, roundId), eq(monitoringGameRounds.status, 'playing')))
          .returning();
        if (!row || row.opponentId === null) return false;
        // A win is worth 3 points, a draw 1 each, a loss nothing (but the player shows on the board).
        const points = (mine: number, theirs: number) => (mine > theirs ? 3 : mine === theirs ? 1 : 0);
        await tx.insert(monitoringGamePoints).values([
          {
            roundId,
            chatRef: row.chatRef,
            userId: row.challengerId,
            userName: row.challengerName,
            points: points(rolls.challenger, rolls.opponent),
          },
          {
            roundId,
            chatRef: row.chatRef,
            userId: row.opponentId,
            userName: row.opponentName ?? '?',
            points: points(rolls.opponent, rolls.challenger),
          },
        ]);
        return true;
      });
    },

    async expireGameRounds(limit) {
      const due = db
        .select({ id: monitoringGameRounds.id })
        .from(monitoringGameRounds)
        .where(
          sql`(${monitoringGameRounds.status} = 'open' and ${monitoringGameRounds.expiresAt} <= now())
            or (${monitoringGameRounds.status} = 'playing' and ${monitoringGameRounds.expiresAt} <= now() - interval '5 minutes')`,
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(monitoringGameRounds)
        .set({ status: 'expired' })
        .where(
          and(
            inArray(monitoringGameRounds.id, due),
            inArray(monitoringGameRounds.status, ['open', 'playing']),
          ),
        )
        .returning();
      return rows.map(toRound);
    },

    async gameScores(chatId, limit) {
      const ref = await chatRefOf(chatId);
      if (!ref) return [];
      return gameScoresOf(db, ref, limit);
    },

    async claimDueRemovals(limit, staleAfterMs) {
      return db.transaction(async (tx) => {
        // One taker at a time, so the per-chat pace below counts every other instance's bans too.
        const [lock] = resultRows<{ ok: boolean }>(
          await tx.execute(sql`select pg_try_advisory_xact_lock(${REMOVAL_LOCK}) as ok`),
        );
        if (!lock?.ok) return [];
        // Whoever spoke since the removal was asked for stays (and is no longer due).
        await tx.execute(sql`
          update monitoring_removal_members rm set status = 'cancelled'
          from monitoring_removals r, monitoring_members m
          where rm.removal_id = r.id and rm.status = 'pending' and rm.due_at <= now()
            and m.chat_ref = r.chat_ref and m.user_id = rm.user_id
            and (m.last_active_at > r.created_at or m.status <> 'member')
        `);
        const candidates = resultRows<{
          removal_id: string;
          chat_id: string | number;
          user_id: string | number;
        }>(
          await tx.execute(sql`
            select rm.removal_id, rm.chat_id, rm.user_id from monitoring_removal_members rm
            join monitoring_removals r on r.id = rm.removal_id and r.status = 'running'
            where rm.due_at <= now()
              and (rm.status = 'pending' or (rm.status = 'removing' and rm.claimed_at < ${ago(staleAfterMs)}))
            order by rm.due_at limit ${limit} for update of rm skip locked
          `),
        );
        if (candidates.length === 0) return [];
        const chats = [...new Set(candidates.map((c) => Number(c.chat_id)))];
        const recent = resultRows<{ chat_id: string | number; n: number }>(
          await tx.execute(sql`
            select chat_id, count(*)::int as n from monitoring_removal_members
            where chat_id in (${sql.join(chats, sql`, `)}) and acted_at > now() - interval '1 second'
            group by chat_id
          `),
        );
        const room = new Map(chats.map((c) => [c, REMOVALS_PER_SECOND]));
        for (const r of recent) room.set(Number(r.chat_id), REMOVALS_PER_SECOND - r.n);
        const chosen = candidates.filter((c) => {
          const left = room.get(Number(c.chat_id)) ?? 0;
          room.set(Number(c.chat_id), left - 1);
          return left > 0;
        });
        if (chosen.length === 0) return [];
        await tx.execute(sql`
          update monitoring_removal_members set status = 'removing', claimed_at = now()
          where (removal_id, user_id) in (${sql.join(
            chosen.map((c) => sql`(${c.removal_id}::uuid, ${c.user_id}::bigint)`),
            sql`, `,
          )})
        `);
        return chosen.map((r) => ({
          removalId: r.removal_id,
          chatId: Number(r.chat_id),
          userId: Number(r.user_id),
        }));
      });
    },

    async finishRemoval(task, outcome) {
      await db.execute(sql`
        update monitoring_removal_members set status = ${outcome}, acted_at = now()
        where removal_id = ${task.removalId} and user_id = ${task.userId} and status = 'removing'
      `);
      if (outcome === 'removed') {
        await db.execute(sql`
          update monitoring_members m set status = 'removed', left_at = now()
          from monitoring_removals r
          where r.id = ${task.removalId} and m.chat_ref = r.chat_ref and m.user_id = ${task.userId}
        `);
      }
    },

    async claimUnbans(limit) {
      // A window that ended closes its removal; what is still queued then is not done.
      await db.execute(sql`
        update monitoring_removals set status = 'closed' where status = 'running' and undo_until <= now()
      `);
      await db.execute(sql`
        update monitoring_removal_members rm set status = 'cancelled'
        from monitoring_removals r
        where rm.removal_id = r.id and r.status <> 'running' and rm.status = 'pending'
      `);
      const rows = resultRows<{ removal_id: string; chat_id: string | number; user_id: string | number }>(
        await db.execute(sql`
          update monitoring_removal_members set status = 'restored'
          where (removal_id, user_id) in (
            select rm.removal_id, rm.user_id from monitoring_removal_members rm
            join monitoring_removals r on r.id = rm.removal_id and r.status in ('undone', 'closed')
            where rm.status = 'removed'
            limit ${limit} for update of rm skip locked
          )
          returning removal_id, chat_id, user_id
        `),
      );
      return rows.map((r) => ({
        removalId: r.removal_id,
        chatId: Number(r.chat_id),
        userId: Number(r.user_id),
      }));
    },

    async realHumans(chatId) {
      const ref = await chatRefOf(chatId);
      return ref ? realHumansOf(db, ref) : null;
    },

    async takeWeeklyReports(weekStart, limit) {
      const taken = await db
        .update(monitoringChats)
        .set({ lastWeeklyReportOn: weekStart })
        .where(
          inArray(
            monitoringChats.id,
            db
              .select({ id: monitoringChats.id })
              .from(monitoringChats)
              .where(
                and(
                  eq(monitoringChats.status, 'active'),
                  sql`(${monitoringChats.lastWeeklyReportOn} is null or ${monitoringChats.lastWeeklyReportOn} < ${weekStart})`,
                  sql`${monitoringChats.createdAt} < ${weekStart}::date`,
                ),
              )
              .limit(limit)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning({
          id: monitoringChats.id,
          chatId: monitoringChats.chatId,
          settings: monitoringChats.settings,
        });
      const out: WeeklyReport[] = [];
      for (const row of taken) {
        const chat = await getChat(row.chatId);
        if (!chat) continue;
        const [counts] = resultRows<{ joins: number; leaves: number; referrals: number }>(
          await db.execute(sql`
            select
              (select count(*)::int from monitoring_member_events e where e.chat_ref = ${row.id} and e.kind = 'join'
                and e.at >= ${weekStart}::date - 7 and e.at < ${weekStart}::date) as joins,
              (select count(*)::int from monitoring_member_events e where e.chat_ref = ${row.id}
                and e.kind in ('leave', 'kicked', 'banned')
                and e.at >= ${weekStart}::date - 7 and e.at < ${weekStart}::date) as leaves,
              (select count(*)::int from monitoring_referrals r where r.chat_ref = ${row.id} and r.status = 'confirmed'
                and r.decided_at >= ${weekStart}::date - 7 and r.decided_at < ${weekStart}::date) as referrals
          `),
        );
        out.push({
          chat,
          weekStart,
          ratio: await realHumansOf(db, row.id),
          top: await topContributorsOf(db, row.id, 7, 3),
          joins: counts?.joins ?? 0,
          leaves: counts?.leaves ?? 0,
          referrals: counts?.referrals ?? 0,
          inactive: await inactiveCount(db, row.id, chat.settings.inactive_days),
        });
      }
      return out;
    },
  };
}

export async function gameScoresOf(db: Db, chatRef: string, limit: number) {
  const rows = await db
    .select({
      userId: monitoringGamePoints.userId,
      userName: sql<string>`(array_agg(${monitoringGamePoints.userName} order by ${monitoringGamePoints.at} desc))[1]`,
      points: sql<number>`sum(${monitoringGamePoints.points})::int`,
    })
    .from(monitoringGamePoints)
    .where(eq(monitoringGamePoints.chatRef, chatRef))
    .groupBy(monitoringGamePoints.userId)
    .orderBy(sql`sum(${monitoringGamePoints.points}) desc`, monitoringGamePoints.userId)
    .limit(limit);
  return rows;
}

/**
 * A member's mini-game points in one chat since a moment (the per-event sum the `mini_game` task checks is
 * `miniGamePointsForEvent` below).
 *
 * @public the tests read one chat's points with it.
 */
export async function miniGamePointsFor(
  db: Db,
  chatId: number,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${monitoringGamePoints.points}), 0)::int` })
    .from(monitoringGamePoints)
    .innerJoin(monitoringChats, eq(monitoringChats.id, monitoringGamePoints.chatRef))
    .where(
      and(
        eq(monitoringChats.chatId, chatId),
        eq(monitoringGamePoints.userId, userId),
        sql`${monitoringGamePoints.at} >= ${since.toISOString()}`,
      ),
    );
  return row?.points ?? 0;
}

/**
 * The points a Telegram user won since `since` in every group tied to an event (its `event_ref` setting names
 * the event's slug or id): what the event's mini-game task checks.
 */
export async function miniGamePointsForEvent(
  db: Db,
  event: { id: string; slug: string },
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${monitoringGamePoints.points}), 0)::int` })
    .from(monitoringGamePoints)
    .innerJoin(monitoringChats, eq(monitoringChats.id, monitoringGamePoints.chatRef))
    .where(
      and(
        sql`lower(${monitoringChats.settings} ->> 'event_ref') in (lower(${event.id}), lower(${event.slug}))`,
        eq(monitoringGamePoints.userId, userId),
        sql`${monitoringGamePoints.at} >= ${since.toISOString()}`,
      ),
    );
  return row?.points ?? 0;
}

/** A bulk removal's window: the ban lasts until its end at the latest. */
export const removalUndoUntil = () => new Date(Date.now() + REMOVAL_UNDO_HOURS * 3_600_000);
