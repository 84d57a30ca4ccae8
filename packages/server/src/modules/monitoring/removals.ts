import type { MonitoringStore } from '@w2e/bot/store';
import { REMOVAL_UNDO_HOURS, REMOVALS_PER_SECOND } from '@w2e/core/contracts/monitoring';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { resultRows } from '../../lib/sql-rows';

/**
 * Bulk removals of inactive members: bans taken at a pace per chat, undone when the window ends or the owner
 * undoes them.
 */

const REMOVAL_LOCK = 7_310_482_993;
const ago = (ms: number) => sql`now() - ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/** The store's removals part: who is due, what was done, and who is to be let back in. */
export function removalsStore(
  db: Db,
): Pick<MonitoringStore, 'claimDueRemovals' | 'finishRemoval' | 'claimUnbans'> {
  return {
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
  };
}

/** A bulk removal's window: the ban lasts until its end at the latest. */
export const removalUndoUntil = () => new Date(Date.now() + REMOVAL_UNDO_HOURS * 3_600_000);
