import type { ChatRecord, MonitoringStore, WeeklyReport } from '@w2e/bot/store';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { monitoringChats } from '../../db/schema/monitoring';
import { resultRows } from '../../lib/sql-rows';
import { topContributorsOf } from './activity';
import { inactiveCount, realHumansOf } from './members';

/**
 * The weekly report each active chat gets on Monday: joins, leaves, confirmed referrals, real humans, the top
 * contributors and the inactive count of the week before; each chat taken once across instances.
 */
export function weeklyReportsStore(
  db: Db,
  getChat: (chatId: number) => Promise<ChatRecord | null>,
): Pick<MonitoringStore, 'takeWeeklyReports'> {
  return {
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
