import { translator } from '@w2e/bot/i18n';
import { escapeHtml } from '@w2e/bot/monitor';
import type { MonitoringStore } from '@w2e/bot/store';
import { isLanguage } from '@w2e/core/i18n/languages';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { monitoringChats } from '../../db/schema/monitoring';
import type { JobQueue } from '../../jobs/queue';
import type { MonitoringBots } from './bots';

export const LOCKDOWN_LIFT_QUEUE = 'monitoring-lockdown-lift' as const;

/**
 * The raid lockdown's state, in the chat's row so a restart keeps it: `lockdown_since` is set once (the
 * conditional update decides who started it and so who tells the admins and schedules the lift on the durable
 * job queue, in the same transaction); each later join moves `lockdown_until` to the end of a new quiet period.
 */
export function lockdownStore(db: Db, jobs: JobQueue | null): Pick<MonitoringStore, 'lockDown'> {
  return {
    async lockDown(chatId, quietMs) {
      const until = sql`now() + ${`${Math.round(quietMs)} milliseconds`}::interval`;
      return db.transaction(async (tx) => {
        const [started] = await tx
          .update(monitoringChats)
          .set({ lockdownSince: sql`now()`, lockdownUntil: until })
          .where(and(eq(monitoringChats.chatId, chatId), isNull(monitoringChats.lockdownSince)))
          .returning({ until: monitoringChats.lockdownUntil });
        if (started) {
          await jobs?.insert(tx, LOCKDOWN_LIFT_QUEUE, [
            { data: { chat_id: chatId }, startAfter: started.until ?? new Date(Date.now() + quietMs) },
          ]);
          return 'started' as const;
        }
        const [extended] = await tx
          .update(monitoringChats)
          .set({ lockdownUntil: until })
          .where(and(eq(monitoringChats.chatId, chatId), isNotNull(monitoringChats.lockdownSince)))
          .returning({ chatId: monitoringChats.chatId });
        return extended ? ('extended' as const) : null;
      });
    },
  };
}

/**
 * The lift job: once the quiet period has passed the lockdown ends (conditional update, so it ends once) and the
 * admins are told; a chat where people kept joining gets a new job for its new end.
 */
export async function liftLockdown(
  db: Db,
  jobs: JobQueue | null,
  bots: MonitoringBots,
  log: FastifyBaseLogger,
  chatId: number,
): Promise<'lifted' | 'later' | 'none'> {
  const [lifted] = await db
    .update(monitoringChats)
    .set({ lockdownSince: null, lockdownUntil: null })
    .where(
      and(
        eq(monitoringChats.chatId, chatId),
        isNotNull(monitoringChats.lockdownSince),
        lte(monitoringChats.lockdownUntil, sql`now()`),
      ),
    )
    .returning();
  if (!lifted) {
    const [row] = await db
      .select({ until: monitoringChats.lockdownUntil })
      .from(monitoringChats)
      .where(and(eq(monitoringChats.chatId, chatId), isNotNull(monitoringChats.lockdownSince)));
    if (!row?.until) return 'none';
    await db.transaction((tx) =>
      jobs
        ? jobs.insert(tx, LOCKDOWN_LIFT_QUEUE, [{ data: { chat_id: chatId }, startAfter: row.until! }])
        : Promise.resolve(),
    );
    return 'later';
  }
  log.info({ chatId }, 'raid lockdown lifted after a quiet period');
  const monitor = bots.bots.get('guard')?.monitor;
  const chat = await monitor?.store.getChat(chatId);
  if (monitor && chat) {
    const t = translator(isLanguage(chat.settings.language) ? chat.settings.language : 'en');
    await monitor.notifyAdmins(chat, t('moderation:lockdownLifted', { title: escapeHtml(chat.title) }));
  }
  return 'lifted';
}

/** Without a job queue (JOBS_ENABLED=false), the monitoring tick lifts the lockdowns whose quiet period passed. */
export async function dueLockdowns(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ chatId: monitoringChats.chatId })
    .from(monitoringChats)
    .where(and(isNotNull(monitoringChats.lockdownSince), lte(monitoringChats.lockdownUntil, sql`now()`)))
    .limit(limit);
  return rows.map((r) => r.chatId);
}
