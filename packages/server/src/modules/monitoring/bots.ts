import { createHash, timingSafeEqual } from 'node:crypto';
import { ALLOWED_UPDATES, createBot, type MonitoringBot as RunningBot } from '@w2e/bot/create-bot';
import type { MonitoringStore } from '@w2e/bot/store';
import { API_BASE } from '@w2e/core/constants';
import { MONITORING_BOTS as BOT_IDS, type MonitoringBot as BotId } from '@w2e/core/contracts/monitoring';
import { ROUTES } from '@w2e/core/routes';
import type { FastifyBaseLogger } from 'fastify';
import { Api, GrammyError, HttpError } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import type { Config } from '../../config';
import { deadline } from '../../lib/deadline';
import { startTicker } from '../../lib/ticker';
import { spammerList } from './spammer-list';

/**
 * Where a configured bot stands: `unavailable` until Telegram answered getMe (its updates get 503 and Telegram
 * retries them), `degraded` while it takes updates but its webhook is not registered yet, `ready` after.
 */
export type BotStatus = 'ready' | 'degraded' | 'unavailable';

export interface BotHealth {
  status: BotStatus;
  /** Start-up calls made so far (getMe, setWebhook). */
  attempts: number;
  /** The cause of the last failed call, while it is not ready. */
  last_error?: string;
}

export interface MonitoringBots {
  /** The bots that run (a token is configured and Telegram answered getMe). */
  bots: Map<BotId, RunningBot>;
  /** Each configured bot's start-up state, for readiness. */
  health(): Partial<Record<BotId, BotHealth>>;
  /** Resolves when every configured bot is ready (or the bots are closed): tests and benchmarks wait on it. */
  started(): Promise<void>;
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
  /**
   * Claims an update across instances: true for the first caller of a key, false for every later one (Telegram
   * delivering it again, or to a second instance). Unset: every update is handled.
   */
  claimUpdate?: (key: string) => Promise<boolean>;
  /** Gives a claim back when handling failed, so a redelivery is handled. */
  releaseUpdate?: (key: string) => Promise<void>;
  /** A counter shared by every instance (Redis or the database), for the bots' once-only actions and rates. */
  counter?: (key: string, windowMs: number) => Promise<number>;
  /** More timed work, at the end of each tick (the lockdown lifts when there is no job queue). */
  onTick?: () => Promise<void>;
}

/** grammY types its signals with its own AbortSignal shim; Node's is the same thing at run time. */
type GrammySignal = Parameters<Api['getMe']>[0];

/** The first wait before a failed start-up call is tried again; it doubles up to TELEGRAM_RETRY_MAX_MS. */
const FIRST_RETRY_MS = 1000;

/** A failed Bot API call's cause in one line: the network error under grammY's HttpError, or Telegram's answer. */
function causeOf(error: unknown): string {
  if (error instanceof HttpError) {
    const inner = error.error as { message?: string; code?: string; name?: string } | undefined;
    const detail = inner?.message ?? String(inner);
    return inner?.name === 'AbortError' || /abort/i.test(detail) ? 'no answer within the deadline' : detail;
  }
  if (error instanceof GrammyError) return `${error.error_code} ${error.description}`;
  return error instanceof Error ? error.message : String(error);
}

/** Telegram refused the token itself: retrying changes nothing until the configuration does. */
const isPermanent = (error: unknown) =>
  error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404);

/** Waits `ms`, or less if `signal` aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
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
 * may take any update (registered at start from PUBLIC_URL); in development they poll. Each bot starts in the
 * background (getMe, then setWebhook or polling), so the server never waits for Telegram to listen. The timed work runs on
 * every instance and takes its rows from the database (FOR UPDATE SKIP LOCKED), so each is done once.
 */
export function startMonitoringBots(options: MonitoringBotsOptions): MonitoringBots {
  const { config, store, log } = options;
  const bots = new Map<BotId, RunningBot>();
  const states = new Map<BotId, BotHealth>();
  const stopping = new AbortController();
  const starts: Promise<void>[] = [];
  const dashboardUrl = `${config.publicUrl}${ROUTES.communityMonitoring}`;
  const { callTimeoutMs, retryMaxMs } = config.monitoring;
  const knownSpammer = spammerList(config.monitoring.spammerListUrl, log);

  /**
   * One start-up call with its own deadline, tried again after a capped exponential backoff until it succeeds, the
   * bots close or Telegram refuses the token. Each failure is logged once, with its cause. The calls go through a
   * plain Api (no auto-retry), so the deadline and the backoff here are the only ones.
   */
  async function untilDone<T>(
    id: BotId,
    what: string,
    call: (signal: GrammySignal) => Promise<T>,
  ): Promise<T | undefined> {
    const state = states.get(id)!;
    const botLog = log.child({ bot: id });
    let wait = Math.min(FIRST_RETRY_MS, retryMaxMs);
    while (!stopping.signal.aborted) {
      state.attempts++;
      try {
        const limit = deadline(callTimeoutMs, stopping.signal);
        const result = await call(limit.signal as unknown as GrammySignal).finally(limit.clear);
        if (state.attempts > 1) botLog.info({ attempts: state.attempts }, `${what} succeeded`);
        return result;
      } catch (error) {
        if (stopping.signal.aborted) return undefined;
        state.last_error = `${what}: ${causeOf(error)}`;
        if (isPermanent(error)) {
          botLog.error({ cause: state.last_error }, `bot not started: Telegram refused the token (${what})`);
          return undefined;
        }
        botLog.warn(
          { cause: state.last_error, attempt: state.attempts, retryInMs: wait },
          `${what} failed; retrying`,
        );
        await pause(wait, stopping.signal);
        wait = Math.min(wait * 2, retryMaxMs);
      }
    }
    return undefined;
  }

  async function startBot(id: BotId, token: string, bot: RunningBot) {
    const botLog = log.child({ bot: id });
    const state = states.get(id)!;
    const plain = new Api(token, { apiRoot: config.monitoring.apiRoot });
    if (!options.botInfo?.[id]) {
      const me = await untilDone(id, 'getMe', (signal) => plain.getMe(signal));
      if (!me) return;
      bot.botInfo = me;
    }
    bots.set(id, bot);
    state.status = 'degraded';
    if (config.monitoring.mode === 'webhook') {
      const url = `${config.publicUrl}${webhookPath(id)}`;
      const done = await untilDone(id, 'setWebhook', (signal) =>
        plain.setWebhook(
          url,
          {
            secret_token: secretOf(config, token),
            allowed_updates: [...ALLOWED_UPDATES],
            max_connections: 40,
          },
          signal,
        ),
      );
      if (!done) return;
      botLog.info({ url, username: bot.botInfo.username }, 'bot webhook registered');
    } else {
      void bot
        .start({ allowed_updates: [...ALLOWED_UPDATES], drop_pending_updates: false })
        .catch((error: unknown) => botLog.error({ err: error }, 'long polling stopped'));
      botLog.info({ username: bot.botInfo.username }, 'bot is polling for updates');
    }
    state.status = 'ready';
    delete state.last_error;
  }

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
        ...(options.counter ? { counter: options.counter } : {}),
        ...(knownSpammer ? { knownSpammer } : {}),
      },
    });
    states.set(id, { status: 'unavailable', attempts: 0 });
    // In the background: the server listens whether or not Telegram answers (docs/operations.md).
    starts.push(
      startBot(id, token, bot).catch((error: unknown) =>
        botLog.error({ err: error }, 'bot start stopped unexpectedly'),
      ),
    );
  }
  const allStarted = Promise.all(starts).then(() => {});

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
    if (either) await options.onTick?.();
  };
  const ticker =
    options.timer === false || states.size === 0
      ? null
      : startTicker(config.monitoring.tickMs, tick, (error) =>
          log.error({ err: error }, 'monitoring tick failed'),
        );

  return {
    bots,
    health: () => Object.fromEntries([...states].map(([id, state]) => [id, { ...state }])),
    started: () => allStarted,
    checkSecret(id, header) {
      const token = config.monitoring.tokens[id];
      return token !== undefined && sameSecret(secretOf(config, token), header);
    },
    async handle(id, update) {
      const bot = bots.get(id);
      if (!bot) return;
      // Telegram numbers updates per bot: the claim names the bot by its Telegram id, not by its role here, so a
      // new token for the role (another bot) is not taken for the old bot's updates.
      const key = `${bot.botInfo.id}:${update.update_id}`;
      if (options.claimUpdate && !(await options.claimUpdate(key))) {
        log.info({ bot: id, updateId: update.update_id }, 'bot update already taken; skipped');
        return;
      }
      try {
        await bot.handleUpdate(update);
      } catch (error) {
        await options.releaseUpdate?.(key).catch(() => {});
        log.error({ bot: id, err: error, updateId: update.update_id }, 'bot update failed');
      }
    },
    tick,
    async close() {
      stopping.abort();
      await allStarted;
      await ticker?.close();
      for (const bot of bots.values()) {
        if (bot.isRunning()) await bot.stop();
        await bot.monitor?.idle();
      }
    },
  };
}
