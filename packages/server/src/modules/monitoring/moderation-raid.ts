import { translator } from '@w2e/bot/i18n';
import { describeError, escapeHtml } from '@w2e/bot/monitor';
import type { MonitoringStore } from '@w2e/bot/store';
import { isLanguage } from '@w2e/core/i18n/languages';
import { and, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { monitoringChats, monitoringInviteLinks } from '../../db/schema/monitoring';
import type { JobQueue } from '../../jobs/queue';
import type { MonitoringBots } from './bots';

export const LOCKDOWN_LIFT_QUEUE = 'monitoring-lockdown-lift' as const;
/** Switches the chat's invite links to join requests at a lockdown's start, and back at its end. */
export const LOCKDOWN_LINKS_QUEUE = 'monitoring-lockdown-links' as const;

/**
 * The raid lockdown's state, in the chat's row so a restart keeps it: `lockdown_since` is set once (the
 * conditional update decides who started it and so who tells the admins and schedules the lift on the durable
 * job queue, in the same transaction); each later join moves `lockdown_until` to the end of a new quiet period.
 */
export function lockdownStore(
  db: Db,
  jobs: JobQueue | null,
  /** Without a job queue: the links' switch, run after the lockdown started. */
  onStarted?: (chatId: number) => Promise<unknown>,
): Pick<MonitoringStore, 'lockDown'> {
  return {
    async lockDown(chatId, quietMs) {
      const until = sql`now() + ${`${Math.round(quietMs)} milliseconds`}::interval`;
      const state = await db.transaction(async (tx) => {
        const [started] = await tx
          .update(monitoringChats)
          .set({ lockdownSince: sql`now()`, lockdownUntil: until })
          .where(and(eq(monitoringChats.chatId, chatId), isNull(monitoringChats.lockdownSince)))
          .returning({ until: monitoringChats.lockdownUntil });
        if (started) {
          await jobs?.insert(tx, LOCKDOWN_LIFT_QUEUE, [
            { data: { chat_id: chatId }, startAfter: started.until ?? new Date(Date.now() + quietMs) },
          ]);
          await jobs?.insert(tx, LOCKDOWN_LINKS_QUEUE, [{ data: { chat_id: chatId } }]);
          return 'started' as const;
        }
        // A raid's joins all move the same row: a move of under a second is skipped (a read instead of a write),
        // so 30 joins a second write the chat's row about once a second.
        const [extended] = await tx
          .update(monitoringChats)
          .set({ lockdownUntil: until })
          .where(
            and(
              eq(monitoringChats.chatId, chatId),
              isNotNull(monitoringChats.lockdownSince),
              lt(monitoringChats.lockdownUntil, sql`${until} - interval '1 second'`),
            ),
          )
          .returning({ chatId: monitoringChats.chatId });
        if (extended) return 'extended' as const;
        const [locked] = await tx
          .select({ chatId: monitoringChats.chatId })
          .from(monitoringChats)
          .where(and(eq(monitoringChats.chatId, chatId), isNotNull(monitoringChats.lockdownSince)));
        return locked ? ('extended' as const) : null;
      });
      if (state === 'started' && !jobs) await onStarted?.(chatId);
      return state;
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
  const lifted = await db.transaction(async (tx) => {
    const [row] = await tx
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
    if (row) await jobs?.insert(tx, LOCKDOWN_LINKS_QUEUE, [{ data: { chat_id: chatId } }]);
    return row;
  });
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
  if (!jobs) await syncLockdownLinks(db, bots, log, chatId);
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

/**
 * While a lockdown holds, a join through an invite link the bots created (the members' own links, made by Pulse's
 * `/invite`) becomes a join request, which Guard answers with its captcha in private before approving; when it
 * lifts, the links let people in directly again. The Bot API has no switch for a whole group's "approve new
 * members" and lets a bot edit only the links it created (`editChatInviteLink`), so the links of other admins and a
 * public group's username still let people join, restricted until they pass the captcha. Run from the job queue
 * (or directly without one); it reads the lockdown's state when it runs, so a late or repeated run does right.
 */
export async function syncLockdownLinks(
  db: Db,
  bots: MonitoringBots,
  log: FastifyBaseLogger,
  chatId: number,
): Promise<number> {
  const [chat] = await db
    .select({ ref: monitoringChats.id, since: monitoringChats.lockdownSince })
    .from(monitoringChats)
    .where(eq(monitoringChats.chatId, chatId));
  const api = bots.bots.get('pulse')?.api;
  if (!chat || !api) return 0;
  const requests = chat.since !== null;
  const links = await db
    .select({ link: monitoringInviteLinks.inviteLink, name: monitoringInviteLinks.name })
    .from(monitoringInviteLinks)
    .where(and(eq(monitoringInviteLinks.chatRef, chat.ref), isNotNull(monitoringInviteLinks.inviteLink)));
  let switched = 0;
  for (const { link, name } of links) {
    try {
      await api.editChatInviteLink(chatId, link!, { name, creates_join_request: requests });
      switched++;
    } catch (error) {
      log.warn({ chatId, err: describeError(error) }, 'invite link not switched for the lockdown');
    }
  }
  log.info(
    { chatId, links: switched, requests },
    requests
      ? 'invite links ask for join requests during the lockdown'
      : 'invite links restored after the lockdown',
  );
  return switched;
}
