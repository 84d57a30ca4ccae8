import { memberInviteLink } from '@w2e/bot/features/referrals';
import type { ContributorRecord } from '@w2e/bot/store';
import {
  type ChatInsights,
  type Contributor,
  type InviteLink,
  REAL_HUMANS_TARGET,
  REMOVALS_PER_SECOND,
  type Removal,
  type RemovalRequest,
  type SeenMemberList,
} from '@w2e/core/contracts/monitoring';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  monitoringChatAdmins,
  monitoringChatDaily,
  monitoringChats,
  monitoringMembers,
  monitoringOwnerLinks,
  monitoringReferrals,
  monitoringRemovals,
} from '../../db/schema/monitoring';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { resultRows, utcDates } from '../../lib/sql-rows';
import { isUuid } from '../../lib/sql-text';
import type { UserRow } from '../users/repository';
import { usersRepository } from '../users/repository';
import { topContributorsOf } from './activity';
import type { MonitoringBots } from './bots';
import { gameScoresOf } from './game';
import { inactiveCount, inactiveWhere, memberTotalsOf, realHumansFrom } from './members';
import { removalUndoUntil } from './removals';
import { databaseMonitoringStore } from './repository';

type ChatRow = typeof monitoringChats.$inferSelect;

/** getChatAdministrators is asked again when the list is older than this. */
const ADMINS_TTL_MS = 5 * 60_000;
/** getChatMemberCount likewise. */
const MEMBER_COUNT_TTL_MS = 10 * 60_000;

/** The Bot API of a bot that runs (Guard first, it is an admin everywhere it works). */
const anyBot = (bots: MonitoringBots) => bots.bots.get('guard') ?? bots.bots.get('pulse');

/** The Telegram accounts a portal user acts as: their Telegram sign-in and any /connect links. */
export async function telegramIdsOf(deps: Deps, user: UserRow): Promise<number[]> {
  const links = await deps.db
    .select({ id: monitoringOwnerLinks.telegramUserId })
    .from(monitoringOwnerLinks)
    .where(eq(monitoringOwnerLinks.userId, user.id));
  const ids = links.map((l) => l.id);
  if (user.telegramId) ids.push(Number(user.telegramId));
  return ids;
}

/** Replaces the chat's admin list with what Telegram says now, when the one we have is stale. */
async function refreshAdmins(deps: Deps, bots: MonitoringBots, row: ChatRow): Promise<void> {
  if (row.adminsCheckedAt && Date.now() - row.adminsCheckedAt.getTime() < ADMINS_TTL_MS) return;
  const bot = anyBot(bots);
  if (!bot) return;
  try {
    const admins = await bot.api.getChatAdministrators(row.chatId);
    await deps.db.transaction(async (tx) => {
      await tx.delete(monitoringChatAdmins).where(eq(monitoringChatAdmins.chatRef, row.id));
      const people = admins.filter((a) => !a.user.is_bot);
      if (people.length > 0) {
        await tx
          .insert(monitoringChatAdmins)
          .values(people.map((a) => ({ chatRef: row.id, userId: a.user.id })))
          .onConflictDoNothing();
      }
      await tx
        .update(monitoringChats)
        .set({ adminsCheckedAt: sql`now()` })
        .where(eq(monitoringChats.id, row.id));
    });
  } catch (error) {
    // Telegram unreachable: the last list we had decides, rather than locking every admin out.
    deps.log.warn({ chatId: row.chatId, err: String(error) }, 'chat admins not refreshed');
  }
}

/**
 * A chat's dashboard is for its admins only: the signed-in user's Telegram accounts must be among the chat's
 * administrators as getChatAdministrators tells (refreshed every few minutes). Unknown chat: 404; someone else's:
 * 403. Until Telegram has been asked once, the account that added the bot (the chat's owner) is let in.
 */
export async function adminChat(
  deps: Deps,
  bots: MonitoringBots,
  user: UserRow,
  id: string,
): Promise<ChatRow> {
  if (!isUuid(id)) throw notFound('monitoring:notFound');
  const [row] = await deps.db.select().from(monitoringChats).where(eq(monitoringChats.id, id));
  if (!row) throw notFound('monitoring:notFound');
  await refreshAdmins(deps, bots, row);
  const [fresh] = await deps.db
    .select({ checked: monitoringChats.adminsCheckedAt })
    .from(monitoringChats)
    .where(eq(monitoringChats.id, id));
  const ids = await telegramIdsOf(deps, user);
  if (!fresh?.checked) {
    if (row.ownerUserId === user.id) return row;
  } else if (ids.length > 0) {
    const [admin] = await deps.db
      .select({ n: count() })
      .from(monitoringChatAdmins)
      .where(and(eq(monitoringChatAdmins.chatRef, id), inArray(monitoringChatAdmins.userId, ids)));
    if ((admin?.n ?? 0) > 0) return row;
  }
  deps.log.warn(
    { chatId: row.chatId, userId: user.id },
    'dashboard of a chat the user is no admin of refused',
  );
  throw forbidden('monitoring:notChatAdmin');
}

/** The chats a user manages: owned, or administered by one of their Telegram accounts (as last refreshed). */
export async function managedChatIds(deps: Deps, user: UserRow): Promise<string[]> {
  const ids = await telegramIdsOf(deps, user);
  const rows = await deps.db
    .select({ id: monitoringChats.id })
    .from(monitoringChats)
    .where(
      ids.length === 0
        ? eq(monitoringChats.ownerUserId, user.id)
        : sql`${monitoringChats.ownerUserId} = ${user.id} or exists (select 1 from monitoring_chat_admins a
            where a.chat_ref = ${monitoringChats.id} and a.user_id in (${sql.join(ids, sql`, `)}))`,
    );
  return rows.map((r) => r.id);
}

async function memberCount(
  deps: Deps,
  bots: MonitoringBots,
  row: ChatRow,
): Promise<{ count: number | null; at: Date | null }> {
  if (row.memberCountAt && Date.now() - row.memberCountAt.getTime() < MEMBER_COUNT_TTL_MS) {
    return { count: row.memberCount, at: row.memberCountAt };
  }
  const bot = anyBot(bots);
  if (!bot) return { count: row.memberCount, at: row.memberCountAt };
  try {
    const n = await bot.api.getChatMemberCount(row.chatId);
    const at = new Date();
    await deps.db
      .update(monitoringChats)
      .set({ memberCount: n, memberCountAt: at })
      .where(eq(monitoringChats.id, row.id));
    return { count: n, at };
  } catch (error) {
    deps.log.warn({ chatId: row.chatId, err: String(error) }, 'member count not read');
    return { count: row.memberCount, at: row.memberCountAt };
  }
}

const contributor = (c: ContributorRecord): Contributor => ({
  user_id: String(c.userId),
  user_name: c.userName,
  messages: c.messages,
  replies: c.replies,
  reactions: c.reactions,
  media: c.media,
  total: c.total,
});

async function latestRemoval(deps: Deps, chatRef: string): Promise<Removal | null> {
  const [removal] = await deps.db
    .select()
    .from(monitoringRemovals)
    .where(eq(monitoringRemovals.chatRef, chatRef))
    .orderBy(desc(monitoringRemovals.createdAt))
    .limit(1);
  if (!removal) return null;
  const rows = resultRows<{ status: string; n: number }>(
    await deps.db.execute(sql`
      select status, count(*)::int as n from monitoring_removal_members where removal_id = ${removal.id} group by status
    `),
  );
  const n = (...statuses: string[]) =>
    rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  return {
    id: removal.id,
    status: removal.status,
    inactive_days: removal.inactiveDays,
    total: removal.total,
    removed: n('removed', 'restored'),
    pending: n('pending', 'removing'),
    failed: n('failed'),
    undo_until: removal.undoUntil.toISOString(),
    created_at: removal.createdAt.toISOString(),
  };
}

/** Everything the chat's dashboard shows but the member list: charts, top contributors, coverage, the ratio … */
export async function chatInsights(
  deps: Deps,
  bots: MonitoringBots,
  row: ChatRow,
  days: number,
): Promise<ChatInsights> {
  const db = deps.db;
  const settings = databaseMonitoringStore(db);
  const chat = await settings.getChat(row.chatId);
  const inactiveDays = chat?.settings.inactive_days ?? 30;
  const since = sql`(now() at time zone 'utc')::date - ${days - 1}::int`;
  const [daily, top7, top30, totals, members, inactive, referrers, game, allowed, removal] =
    await Promise.all([
      db
        .select()
        .from(monitoringChatDaily)
        .where(and(eq(monitoringChatDaily.chatRef, row.id), sql`${monitoringChatDaily.day} >= ${since}`)),
      topContributorsOf(db, row.id, 7, 10),
      topContributorsOf(db, row.id, 30, 10),
      memberTotalsOf(db, row.id),
      memberCount(deps, bots, row),
      inactiveCount(db, row.id, inactiveDays),
      // The board is counted first (index-only, per referrer) and only its 20 rows are given names.
      db.execute(sql`
        with board as (
          select referrer_id, count(*) filter (where status = 'confirmed')::int as confirmed,
            count(*) filter (where status = 'pending')::int as pending
          from monitoring_referrals
          where chat_ref = ${row.id} and status <> 'void'
          group by referrer_id
          order by confirmed desc, pending desc, referrer_id
          limit 20
        )
        select b.referrer_id as user_id, coalesce(m.user_name, l.user_name, b.referrer_id::text) as user_name,
          b.confirmed, b.pending
        from board b
        left join monitoring_members m on m.chat_ref = ${row.id} and m.user_id = b.referrer_id
        left join monitoring_invite_links l on l.chat_ref = ${row.id} and l.user_id = b.referrer_id
        order by b.confirmed desc, b.pending desc, b.referrer_id
      `),
      gameScoresOf(db, row.id, 10),
      settings.miniGameAllowed(row.chatId),
      latestRemoval(deps, row.id),
    ]);
  const ratio = realHumansFrom(totals);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  return {
    days: utcDates(days).map((day) => {
      const d = byDay.get(day);
      return {
        day,
        joins: d?.joins ?? 0,
        leaves: d?.leaves ?? 0,
        messages: d?.messages ?? 0,
        replies: d?.replies ?? 0,
        reactions: d?.reactions ?? 0,
        media: d?.media ?? 0,
        active_members: d?.activeMembers ?? 0,
      };
    }),
    top_7: top7.map(contributor),
    top_30: top30.map(contributor),
    coverage: {
      seen: totals.seen,
      seen_in_chat: totals.inChat,
      member_count: members.count,
      member_count_at: members.at?.toISOString() ?? null,
    },
    inactive,
    real_humans: {
      counted: ratio.counted,
      humans: ratio.humans,
      ratio: ratio.ratio,
      target: REAL_HUMANS_TARGET,
      passed_captcha: ratio.passedCaptcha,
      spoke_or_reacted: ratio.spokeOrReacted,
      kept_out: ratio.keptOut,
    },
    referrers: resultRows<{
      user_id: string | number;
      user_name: string;
      confirmed: number;
      pending: number;
    }>(referrers).map((r) => ({
      user_id: String(r.user_id),
      user_name: r.user_name,
      confirmed: r.confirmed,
      pending: r.pending,
    })),
    game: game.map((g) => ({ user_id: String(g.userId), user_name: g.userName, points: g.points })),
    minigame_allowed: allowed,
    removal,
  };
}

/** The members seen, most recently active first; or the inactive ones, longest silent first. */
export async function seenMembers(
  deps: Deps,
  row: ChatRow,
  query: { inactive_days?: number | undefined; limit: number; offset: number },
): Promise<SeenMemberList> {
  const where =
    query.inactive_days === undefined
      ? eq(monitoringMembers.chatRef, row.id)
      : inactiveWhere(row.id, query.inactive_days);
  // The page's keys are picked first from the index in the list's own order ((chat_ref, last_active_at, user_id),
  // an index-only scan past the offset), then only those rows are read and their credited referrals counted. The
  // index is (chat_ref, last_active_at desc nulls last, user_id): the order says `nulls last` too, or PostgreSQL
  // sorts the whole chat instead (last_active_at is never null, so the order is the same).
  const order =
    query.inactive_days === undefined
      ? sql`m.last_active_at desc nulls last, m.user_id`
      : sql`m.last_active_at, m.user_id`;
  // The total: every member seen from the chat's totals row (kept by triggers), or the inactive count.
  const [total, items] = await Promise.all([
    query.inactive_days === undefined
      ? memberTotalsOf(deps.db, row.id).then((t) => t.seen)
      : inactiveCount(deps.db, row.id, query.inactive_days),
    deps.db.execute(sql`
      with page as (
        select ${monitoringMembers.userId} as user_id from ${monitoringMembers}
        where ${where}
        order by ${query.inactive_days === undefined ? sql`${monitoringMembers.lastActiveAt} desc nulls last` : monitoringMembers.lastActiveAt}, ${monitoringMembers.userId}
        limit ${query.limit} offset ${query.offset}
      )
      select m.user_id, m.user_name, m.status, to_json(m.joined_at) #>> '{}' as joined_at,
        to_json(m.last_active_at) #>> '{}' as last_active_at, m.captcha_passed_at is not null as captcha_passed,
        m.messages, m.reactions,
        (select count(*)::int from monitoring_referrals r
          where r.chat_ref = m.chat_ref and r.referrer_id = m.user_id and r.status = 'confirmed') as referrals
      from page join monitoring_members m on m.chat_ref = ${row.id} and m.user_id = page.user_id
      order by ${order}
    `),
  ]);
  return {
    total,
    items: resultRows<{
      user_id: string | number;
      user_name: string;
      status: (typeof monitoringMembers.$inferSelect)['status'];
      joined_at: string | null;
      last_active_at: string;
      captcha_passed: boolean;
      messages: number;
      reactions: number;
      referrals: number;
    }>(items).map((m) => ({
      user_id: String(m.user_id),
      user_name: m.user_name,
      status: m.status,
      joined_at: m.joined_at === null ? null : new Date(m.joined_at).toISOString(),
      last_active_at: new Date(m.last_active_at).toISOString(),
      captcha_passed: m.captcha_passed,
      messages: m.messages,
      reactions: m.reactions,
      referrals: m.referrals,
    })),
  };
}

/** A spreadsheet cell: quoted, and never read as a formula (a name starting with = + - @). */
function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_COLUMNS = [
  'user_id',
  'user_name',
  'status',
  'joined_at',
  'last_active_at',
  'captcha_passed',
  'messages',
  'reactions',
  'referrals',
] as const;

/** Every member seen, with their activity and credited referrals, read in keyset pages (a chat may have 200,000). */
export async function membersCsv(deps: Deps, row: ChatRow): Promise<string> {
  const lines = [CSV_COLUMNS.join(',')];
  // Credited referrals per referrer, counted once for the whole export rather than once per member.
  const credited = new Map(
    resultRows<{ referrer_id: string | number; n: number }>(
      await deps.db.execute(sql`
        select referrer_id, count(*)::int as n from monitoring_referrals
        where chat_ref = ${row.id} and status = 'confirmed' group by referrer_id
      `),
    ).map((r) => [Number(r.referrer_id), r.n]),
  );
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const page = await deps.db
      .select()
      .from(monitoringMembers)
      .where(and(eq(monitoringMembers.chatRef, row.id), sql`${monitoringMembers.userId} > ${after}`))
      .orderBy(asc(monitoringMembers.userId))
      .limit(5000);
    for (const m of page) {
      lines.push(
        [
          m.userId,
          m.userName,
          m.status,
          m.joinedAt?.toISOString() ?? null,
          m.lastActiveAt.toISOString(),
          m.captchaPassedAt !== null,
          m.messages,
          m.reactions,
          credited.get(m.userId) ?? 0,
        ]
          .map(csvCell)
          .join(','),
      );
    }
    const last = page.at(-1);
    if (!last || page.length < 5000) break;
    after = last.userId;
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Queues the removal of the inactive members the admin saw listed: refused (409) when the count differs (the list
 * moved) or a removal of the chat is still running (a partial unique index decides). Each member's ban is due at
 * REMOVALS_PER_SECOND, within Telegram's limits; the bots' tick carries it out.
 */
export async function startRemoval(
  deps: Deps,
  user: UserRow,
  row: ChatRow,
  request: RemovalRequest,
): Promise<Removal> {
  const id = await deps.db.transaction(async (tx) => {
    const [removal] = await tx
      .insert(monitoringRemovals)
      .values({
        chatRef: row.id,
        chatId: row.chatId,
        requestedBy: user.id,
        inactiveDays: request.inactive_days,
        total: request.expected,
        undoUntil: removalUndoUntil(),
      })
      .onConflictDoNothing()
      .returning({ id: monitoringRemovals.id });
    if (!removal) throw conflict('monitoring:removalRunning');
    const queued = resultRows<{ n: number }>(
      await tx.execute(sql`
        with picked as (
          insert into monitoring_removal_members (removal_id, chat_id, user_id, due_at)
          select ${removal.id}::uuid, ${row.chatId}::bigint, ${monitoringMembers.userId},
            now() + ((row_number() over (order by ${monitoringMembers.lastActiveAt}, ${monitoringMembers.userId}) - 1)
              / ${REMOVALS_PER_SECOND}::int) * interval '1 second'
          from ${monitoringMembers}
          where ${inactiveWhere(row.id, request.inactive_days)}
          returning 1
        )
        select count(*)::int as n from picked
      `),
    );
    if ((queued[0]?.n ?? 0) !== request.expected) {
      throw new AppError(409, 'monitoring:removalCountChanged', { count: queued[0]?.n ?? 0 });
    }
    return removal.id;
  });
  deps.log.info(
    { chatId: row.chatId, userId: user.id, count: request.expected, days: request.inactive_days },
    'bulk removal of inactive members queued',
  );
  const removal = await latestRemoval(deps, row.id);
  if (!removal || removal.id !== id) throw notFound('monitoring:notFound');
  return removal;
}

/** Undo within the window: what is still queued is cancelled and the removed are unbanned by the tick. */
export async function undoRemoval(deps: Deps, row: ChatRow, removalId: string): Promise<Removal> {
  if (!isUuid(removalId)) throw notFound('monitoring:notFound');
  const undone = await deps.db
    .update(monitoringRemovals)
    .set({ status: 'undone' })
    .where(
      and(
        eq(monitoringRemovals.id, removalId),
        eq(monitoringRemovals.chatRef, row.id),
        eq(monitoringRemovals.status, 'running'),
        sql`${monitoringRemovals.undoUntil} > now()`,
      ),
    )
    .returning({ id: monitoringRemovals.id });
  if (undone.length === 0) throw conflict('monitoring:removalNotUndoable');
  await deps.db.execute(sql`
    update monitoring_removal_members set status = 'cancelled'
    where removal_id = ${removalId} and status = 'pending'
  `);
  await deps.db.execute(sql`
    update monitoring_members m set status = 'member', left_at = null
    from monitoring_removal_members rm
    where rm.removal_id = ${removalId} and rm.status = 'removed' and m.chat_ref = ${row.id} and m.user_id = rm.user_id
  `);
  deps.log.info({ chatId: row.chatId, removalId }, 'bulk removal undone');
  const removal = await latestRemoval(deps, row.id);
  if (!removal) throw notFound('monitoring:notFound');
  return removal;
}

/**
 * The Mini App's "my invite link": for a user signed in with Telegram, their own link to a chat they are in
 * (the same link /invite gives), with their portal referral link beside it.
 */
export async function inviteLinkFor(
  deps: Deps,
  bots: MonitoringBots,
  user: UserRow,
  id: string,
): Promise<InviteLink> {
  if (!user.telegramId) throw forbidden('monitoring:telegramRequired');
  const [row] = await deps.db
    .select()
    .from(monitoringChats)
    .where(
      isUuid(id)
        ? eq(monitoringChats.id, id)
        : /^-?\d{1,20}$/.test(id)
          ? eq(monitoringChats.chatId, Number(id))
          : sql`false`,
    );
  const monitor = bots.bots.get('pulse')?.monitor;
  if (row?.status !== 'active' || row.type === 'channel') throw notFound('monitoring:notFound');
  if (!monitor) throw notFound('monitoring:notFound');
  const chat = await monitor.store.getChat(row.chatId);
  if (!chat) throw notFound('monitoring:notFound');
  const outcome = await memberInviteLink(monitor, chat, {
    id: Number(user.telegramId),
    first_name: user.fullName ?? user.username ?? 'Member',
  });
  if (!outcome.ok) {
    if (outcome.reason === 'not_member') throw forbidden('monitoring:inviteNotMember');
    if (outcome.reason === 'busy') throw conflict('monitoring:inviteBusy');
    throw new AppError(502, 'monitoring:inviteFailed');
  }
  return {
    chat_id: String(row.chatId),
    name: outcome.name,
    invite_link: outcome.inviteLink,
    portal_referral_url: `${deps.config.publicUrl}/auth/register?referral_code=${encodeURIComponent(user.referralCode)}`,
  };
}

/**
 * The platform's referrals follow the chats': someone who joined a chat through a member's link and then signs in
 * to the portal with Telegram gets that member's portal account as their referrer (once, never in a circle).
 */
export async function creditChatReferral(deps: Deps, user: UserRow): Promise<void> {
  if (!user.telegramId || user.referredBy) return;
  const [referral] = await deps.db
    .select({ referrer: users.id })
    .from(monitoringReferrals)
    .innerJoin(users, sql`${users.telegramId} = ${monitoringReferrals.referrerId}::text`)
    .where(
      and(
        eq(monitoringReferrals.newcomerId, Number(user.telegramId)),
        inArray(monitoringReferrals.status, ['pending', 'confirmed']),
      ),
    )
    .orderBy(asc(monitoringReferrals.joinedAt))
    .limit(1);
  if (!referral || referral.referrer === user.id) return;
  const outcome = await usersRepository(deps.db).setReferrer(user.id, referral.referrer);
  deps.log.info({ userId: user.id, outcome }, 'portal referral from a chat invite link');
}
