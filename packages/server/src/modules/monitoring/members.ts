import type { ChatRecord, MemberEventInput, MonitoringStore, RealHumansRecord } from '@w2e/bot/store';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  monitoringChatMemberTotals,
  monitoringChats,
  monitoringMembers,
  monitoringReferrals,
} from '../../db/schema/monitoring';
import { resultRows } from '../../lib/sql-rows';
import type { ChatRefOf } from './community';

/**
 * Members (the bots' `members` feature): joins and leaves as the bots see them, the per-chat totals kept by
 * triggers (real humans), and who has been silent long enough to count as inactive.
 */

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

/** The store's members part: the chats a member is in, and a chat's real humans. */
export function membersStore(
  db: Db,
  chatRefOf: ChatRefOf,
  getChat: (chatId: number) => Promise<ChatRecord | null>,
): Pick<MonitoringStore, 'chatsOfMember' | 'realHumans'> {
  return {
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

    async realHumans(chatId) {
      const ref = await chatRefOf(chatId);
      return ref ? realHumansOf(db, ref) : null;
    },
  };
}
