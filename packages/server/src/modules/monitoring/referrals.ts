import type { MonitoringStore } from '@w2e/bot/store';
import { REFERRAL_STAY_HOURS } from '@w2e/core/contracts/monitoring';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { monitoringInviteLinks, monitoringMembers, monitoringReferrals } from '../../db/schema/monitoring';
import { resultRows } from '../../lib/sql-rows';
import type { ChatRefOf } from './community';

/**
 * Referrals (the bots' `referrals` feature): one invite link per member and chat, the newcomers who joined
 * through it, and the verdict once a newcomer stayed REFERRAL_STAY_HOURS.
 */
export function referralsStore(
  db: Db,
  chatRefOf: ChatRefOf,
): Pick<
  MonitoringStore,
  'reserveInviteLink' | 'saveInviteLink' | 'dropInviteLink' | 'recordReferral' | 'decideDueReferrals'
> {
  return {
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
  };
}
