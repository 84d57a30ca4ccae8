import { createHash, timingSafeEqual } from 'node:crypto';
import { ALLOWED_UPDATES, createBot, type MonitoringBot as RunningBot } from '@w2e/bot/create-bot';
import type { MonitoringStore } from '@w2e/bot/store';
import { API_BASE } from '@w2e/core/constants';
import { MONITORING_BOTS as BOT_IDS, type MonitoringBot as BotId } from '@w2e/core/contracts/monitoring';
import { ROUTES } from '@w2e/core/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Update, UserFromGetMe } from 'grammy/types';
import type { Config } from '../../config';
import { startTicker } from '../../lib/ticker';

export interface MonitoringBots {
  /** The bots that run (a token is configured and Telegram answered getMe). */
  bots: Map<BotId, RunningBot>;
  /** Telegram sends this in X-Telegram-Bot-Api-Secret-Token with each webhook call. */
  checkSecret(id: BotId, header: string | undefined): boolean;
  handle(id: BotId, update: Update): Promise<void>;
  /**
   * One round of timed work: due captcha timeouts, waiting captcha messages, paced removals and unbans, a batch
   * of counting, expired duels, due referrals, daily summaries and weekly reports.
   */
  tick(now?: Date): Promise<void>;
  close(): Promise<void>;
}

export interface MonitoringBotsOptions {
  config: Config;
  store: MonitoringStore;
  log: FastifyBaseLogger;
  /** Known identities (tests), so no getMe is needed. */
  botInfo?: Partial<Record<BotId, UserFromGetMe>>;
  /** How long a claim (for a message or a timeout) lasts before another instance may take it over. */
  staleClaimMs?: number;
  /** Run the timer that calls tick(); tests call tick() themselves. */
  timer?: boolean;
}

/** Messages and reactions counted per batch. */
const ACTIVITY_BATCH = 2000;

/** The Monday (UTC) of the week `now` is in, as YYYY-MM-DD. */
function mondayOf(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day))
    .toISOString()
    .slice(0, 10);
}

export const webhookPath = (id: BotId) => `${API_BASE}/telegram/webhook/${id}`;

function secretOf(config: Config, token: string): string {
  return config.monitoring.webhookSecret ?? createHash('sha256').update(`w2e-webhook:${token}`).digest('hex');
}

function sameSecret(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Runs the configured bots inside the API server. In production they take updates by webhook, so any instance
 * may take any update (registered at start from PUBLIC_URL); in development they poll. The timed work runs on
 * every instance and takes its rows from the database (FOR UPDATE SKIP LOCKED), so each is done once.
 */
export async function startMonitoringBots(options: MonitoringBotsOptions): Promise<MonitoringBots> {
  const { config, store, log } = options;
  const bots = new Map<BotId, RunningBot>();
  const dashboardUrl = `${config.publicUrl}${ROUTES.communityMonitoring}`;
  for (const id of BOT_IDS) {
    const token = config.monitoring.tokens[id];
    if (!token) continue;
    const botLog = log.child({ bot: id });
    const bot = createBot(token, {
      id,
      apiRoot: config.monitoring.apiRoot,
      ...(options.botInfo?.[id] ? { botInfo: options.botInfo[id] } : {}),
      onError: (error, updateId) => botLog.error({ err: error, updateId }, 'bot update failed'),
      monitoring: {
        store,
        log: botLog,
        dashboardUrl,
        ...(options.staleClaimMs !== undefined ? { staleClaimMs: options.staleClaimMs } : {}),
      },
    });
    try {
      await bot.init();
    } catch (error) {
      botLog.error({ err: error }, 'bot not started: getMe failed');
      continue;
    }
    bots.set(id, bot);
    if (config.monitoring.mode === 'webhook') {
      const url = `${config.publicUrl}${webhookPath(id)}`;
      try {
        await bot.api.setWebhook(url, {
          secret_token: secretOf(config, token),
          allowed_updates: [...ALLOWED_UPDATES],
          max_connections: 40,
        });
        botLog.info({ url, username: bot.botInfo.username }, 'bot webhook registered');
      } catch (error) {
        botLog.error({ err: error, url }, 'setWebhook failed; the bot gets no updates until the next start');
      }
    } else {
      void bot
        .start({ allowed_updates: [...ALLOWED_UPDATES], drop_pending_updates: false })
        .catch((error: unknown) => botLog.error({ err: error }, 'long polling stopped'));
      botLog.info({ username: bot.botInfo.username }, 'bot is polling for updates');
    }
  }

  let lastSummaryCheck = 0;
  const tick = async (now = new Date()) => {
    const guard = bots.get('guard')?.monitor;
    const pulse = bots.get('pulse')?.monitor;
    if (guard) {
      await guard.resolveDue();
      await guard.announceWaiting();
      await guard.runRemovals();
      await guard.runUnbans();
    }
    if (pulse) {
      // Several batches a tick when the queue is long, so the counting keeps up with a busy hour.
      for (let batch = 0; batch < 10; batch++) {
        if ((await store.countQueuedActivity(ACTIVITY_BATCH)) < ACTIVITY_BATCH) break;
      }
      await pulse.expireGames();
    }
    const either = guard ?? pulse;
    if (either) await store.decideDueReferrals(200);
    if (either && now.getTime() - lastSummaryCheck >= 60_000) {
      lastSummaryCheck = now.getTime();
      await guard?.sendDailySummaries(now.toISOString().slice(0, 10));
      await (pulse ?? guard)?.sendWeeklyReports(mondayOf(now));
    }
  };
  const ticker =
    options.timer === false || bots.size === 0
      ? null
      : startTicker(config.monitoring.tickMs, tick, (error) =>
          log.error({ err: error }, 'monitoring tick failed'),
        );

  return {
    bots,
    checkSecret(id, header) {
      const token = config.monitoring.tokens[id];
      return token !== undefined && sameSecret(secretOf(config, token), header);
    },
    async handle(id, update) {
      const bot = bots.get(id);
      if (!bot) return;
      try {
        await bot.handleUpdate(update);
      } catch (error) {
        log.error({ bot: id, err: error, updateId: update.update_id }, 'bot update failed');
      }
    },
    tick,
    async close() {
      await ticker?.close();
      for (const bot of bots.values()) {
        if (bot.isRunning()) await bot.stop();
        await bot.monitor?.idle();
      }
    },
  };
}
