import { API_BASE } from '@w2e/core/constants';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config, TrustProxy } from './config';
import { type Database, openDatabase } from './db/database';
import type { Deps } from './deps';
import { startOutboxJob } from './jobs/outbox';
import { startJobQueue } from './jobs/queue';
import { startRewardsJob } from './jobs/rewards';
import { stepUpSecret, trustHashKey, unsubscribeSecret } from './lib/derived-secrets';
import { createHashQueue } from './lib/hash-queue';
import { serializeError } from './lib/log-safety';
import { createMailer } from './lib/mailer';
import { type CounterStore, databaseCounterStore, redisCounterStore } from './lib/rate-limit';
import { createSealer, sealingKey } from './lib/sealed-text';
import { createSessionTokens, resolveJwtSecret } from './lib/session-tokens';
import { databaseNonceStore, redisNonceStore } from './lib/wallet-nonces';
import { adminRoutes } from './modules/admin/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { articlesRoutes } from './modules/articles/routes';
import { authRoutes } from './modules/auth/routes';
import { clansRoutes } from './modules/clans/routes';
import { coHostsRoutes } from './modules/co-hosts/routes';
import { configRoutes } from './modules/config/routes';
import { contactMessagesRoutes } from './modules/contact-messages/routes';
import { eventDraftsRoutes } from './modules/events/drafts-routes';
import { eventsRoutes } from './modules/events/routes';
import { gameProfilesRoutes } from './modules/game-profiles/routes';
import { gameStatsRoutes } from './modules/game-stats/routes';
import { gamesRoutes } from './modules/games/routes';
import { healthRoutes } from './modules/health/routes';
import { leaderboardsRoutes } from './modules/leaderboards/routes';
import { type MonitoringBots, startMonitoringBots } from './modules/monitoring/bots';
import {
  dueLockdowns,
  LOCKDOWN_LIFT_QUEUE,
  LOCKDOWN_LINKS_QUEUE,
  liftLockdown,
  syncLockdownLinks,
} from './modules/monitoring/moderation-raid';
import { databaseMonitoringStore } from './modules/monitoring/repository';
import { monitoringRoutes } from './modules/monitoring/routes';
import { deliverNotificationEmail } from './modules/notifications/email';
import { notificationsRoutes } from './modules/notifications/routes';
import { telegramSender } from './modules/notifications/telegram';
import { registerApiKeys } from './modules/partner/api-keys-auth';
import { apiKeysRoutes } from './modules/partner/api-keys-routes';
import { webhooksRoutes, workWebhookDeliveries } from './modules/partner/webhooks-routes';
import { prizesRoutes } from './modules/prizes/routes';
import { planRequestsRoutes } from './modules/projects/plan-requests-routes';
import { projectsRoutes } from './modules/projects/routes';
import { rewardsRoutes } from './modules/rewards/routes';
import { socialRoutes } from './modules/social/routes';
import { tasksRoutes } from './modules/tasks/routes';
import { trustRoutes } from './modules/trust/routes';
import { deleteOldSightings } from './modules/trust/sightings';
import { registerUploadServing, uploadsRoutes } from './modules/uploads/routes';
import { localDiskStorage } from './modules/uploads/storage';
import { usersRoutes } from './modules/users/routes';
import { wheelRoutes } from './modules/wheel/routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerStaticApps } from './plugins/static-apps';
import { validatorCompiler } from './plugins/validation';
import { seedDemo } from './seed/demo';

/** How long a bot update's id is remembered across instances (Telegram gives up redelivering within a day). */
const UPDATE_CLAIM_MS = 24 * 3_600_000;

export interface BuildAppOptions {
  config: Config;
  /** Tests hand in a database they prepared (a migrated PGlite template, a fresh PostgreSQL database). */
  database?: Database;
  /** Tests prefix rate-limit keys so that parallel files sharing one Redis never meet. */
  redisKeyPrefix?: string;
  /** Tests: the bots' identities (no getMe), their claim timeout, and no background timer. */
  monitoring?: Omit<
    Parameters<typeof startMonitoringBots>[0],
    'config' | 'store' | 'log' | 'claimUpdate' | 'releaseUpdate'
  >;
  /** Tests read the log lines (JSON) here instead of stdout. */
  logStream?: { write(line: string): void };
}

export type App = FastifyInstance & { deps: Deps; monitoring: MonitoringBots };

/**
 * TRUST_PROXY for Fastify. A hop count is given as a function, because Fastify refuses a plain number
 * (it fails closed: a client that reaches the server directly could write enough hops itself). With a
 * count, the server must be reachable only through those proxies; a list of their addresses has no such
 * condition (docs/security.md, "Addresses behind a proxy").
 */
function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
}

async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  try {
    await redis.connect();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL is set but Redis is unreachable (${(error as Error).message})`);
  }
}

/**
 * Builds the whole server: database and migrations, Redis when configured, the API under /api, OpenAPI at
 * /api/docs, and the portal and Mini App builds. `main.ts` only starts it; tests build their own.
 */
export async function buildApp({
  config,
  database,
  redisKeyPrefix,
  monitoring: monitoringOptions,
  logStream,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      // Errors are logged without the values of the request that caused them (lib/log-safety.ts).
      serializers: { err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Slow and idle connections are bounded (docs/operations.md). Node checks the headers and request deadlines
    // on an interval (30 s by default), so it is kept below the headers deadline.
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutMs),
    },
    // One line per API request, written by the onResponse hook below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  const db =
    database ??
    (await openDatabase(
      config.database.kind === 'pglite' ? { kind: 'pglite', dir: config.database.dir } : config.database,
      config.migrationsDir,
    ));
  let redis: Redis | null = null;
  try {
    redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  } catch (error) {
    await db.close();
    throw error;
  }
  const counters: CounterStore = redis
    ? redisCounterStore(redis, redisKeyPrefix)
    : databaseCounterStore(db.db);
  const sessionSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createSessionTokens(sessionSecret, config.sessionTtlDays);
  const sealer = createSealer(sealingKey(config.socialTokenKey, sessionSecret));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: db.db, log: app.log });
  const nonces = redis ? redisNonceStore(redis, `${redisKeyPrefix ?? ''}nonce:`) : databaseNonceStore(db.db);
  const deps: Deps = {
    config,
    database: db,
    db: db.db,
    tokens,
    counters,
    redis,
    mailer,
    nonces,
    hashing: createHashQueue(config.passwordHashing),
    stepUpSecret: stepUpSecret(sessionSecret),
    unsubscribeSecret: unsubscribeSecret(sessionSecret),
    trustHashKey: config.trust.hashKey ?? trustHashKey(sessionSecret),
    jobs: config.jobs.enabled ? await startJobQueue(db.db, app.log, config.jobs) : null,
    sealer,
    log: app.log,
  };
  app.decorate('deps', deps);
  // The community-monitoring bots run inside the API server (webhooks in production, polling in development);
  // they start in the background, so a Bot API outage never keeps the server from listening.
  const monitoring = startMonitoringBots({
    config,
    store: databaseMonitoringStore(db.db, deps.jobs, (chatId) =>
      syncLockdownLinks(db.db, monitoring, app.log, chatId),
    ),
    log: app.log,
    // Telegram may deliver an update twice (a slow answer, a retry landing on another instance): one handles it.
    claimUpdate: async (key) => (await counters.increment(`tg-update:${key}`, UPDATE_CLAIM_MS)).count === 1,
    releaseUpdate: (key) => counters.reset(`tg-update:${key}`),
    counter: async (key, windowMs) => (await counters.increment(`tg-bot:${key}`, windowMs)).count,
    // Raid lockdowns are lifted by a job on the queue; without one, by the tick.
    ...(deps.jobs
      ? {}
      : {
          onTick: async () => {
            for (const chatId of await dueLockdowns(db.db, 20))
              await liftLockdown(db.db, null, monitoring, app.log, chatId);
          },
        }),
    ...monitoringOptions,
  });
  app.decorate('monitoring', monitoring);
  if (config.trustProxy === true) {
    app.log.warn(
      "TRUST_PROXY=true takes the leftmost X-Forwarded-For entry, which any client can write: every per-address limit can be bypassed. Set the number of proxy hops (e.g. TRUST_PROXY=1) or the proxies' addresses instead.",
    );
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSession(app, tokens);
  registerApiKeys(app, deps);

  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith(API_BASE)) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  registerSecurityHeaders(app, config);

  await registerDocs(app, config.version);
  // Uploaded images; an S3-compatible Storage can replace the local disk here (docs/api.md, "Uploads").
  const uploads = localDiskStorage(config.uploads.dir);
  registerUploadServing(app, uploads);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { deps, bots: monitoring });
      await api.register(authRoutes, { deps });
      await api.register(usersRoutes, { deps });
      await api.register(socialRoutes, { deps });
      await api.register(configRoutes, { deps });
      await api.register(gameProfilesRoutes, { deps });
      await api.register(gameStatsRoutes, { deps });
      await api.register(analyticsRoutes, { deps });
      await api.register(contactMessagesRoutes, { deps });
      await api.register(projectsRoutes, { deps });
      await api.register(planRequestsRoutes, { deps });
      await api.register(articlesRoutes, { deps });
      await api.register(adminRoutes, { deps });
      await api.register(gamesRoutes, { deps });
      await api.register(uploadsRoutes, { deps, storage: uploads });
      await api.register(monitoringRoutes, { deps, bots: monitoring });
      await api.register(eventsRoutes, { deps });
      await api.register(eventDraftsRoutes, { deps });
      await api.register(coHostsRoutes, { deps });
      await api.register(tasksRoutes, { deps });
      await api.register(leaderboardsRoutes, { deps });
      await api.register(rewardsRoutes, { deps });
      await api.register(trustRoutes, { deps });
      await api.register(wheelRoutes, { deps });
      await api.register(clansRoutes, { deps });
      await api.register(notificationsRoutes, { deps });
      await api.register(prizesRoutes, { deps });
      await api.register(apiKeysRoutes, { deps });
      await api.register(webhooksRoutes, { deps });
    },
    { prefix: API_BASE },
  );
  await registerStaticApps(app, {
    webDist: config.webDist,
    miniappDist: config.miniappDist,
    publicUrl: config.publicUrl,
  });

  // Expired rate-limit windows are swept now and then; with Redis they expire on their own.
  const sweep = setInterval(() => void counters.sweep().catch(() => {}), 10 * 60_000);
  sweep.unref();
  // Hashed sightings of addresses and devices are kept TRUST_SIGHTINGS_DAYS (docs/trust.md); any instance may
  // delete the older ones, a delete being the same whoever runs it.
  const trustSweep = setInterval(
    () =>
      void deleteOldSightings(db.db, config.trust.sightingsDays).catch((error: unknown) =>
        app.log.error({ err: error }, 'trust sightings sweep failed'),
      ),
    60 * 60_000,
  );
  trustSweep.unref();
  // End-of-event results: every instance ticks, the database lets one compute each event (jobs/rewards.ts).
  const rewardsJob = config.rewards.tickMs > 0 ? startRewardsJob(deps, config.rewards.tickMs, app.log) : null;
  // The job queue's workers: each job runs once across instances (jobs/queue.ts).
  await deps.jobs?.work<{ notification_id: string }>('notification-email', (job) =>
    deliverNotificationEmail(deps, job.data.notification_id),
  );
  await deps.jobs?.work<{ chat_id: number }>(LOCKDOWN_LIFT_QUEUE, async (job) => {
    await liftLockdown(deps.db, deps.jobs, monitoring, app.log, job.data.chat_id);
  });
  await deps.jobs?.work<{ chat_id: number }>(LOCKDOWN_LINKS_QUEUE, async (job) => {
    await syncLockdownLinks(deps.db, monitoring, app.log, job.data.chat_id);
  });
  const telegram = telegramSender(deps);
  if (telegram)
    await deps.jobs?.work<{ notification_id: string }>('notification-telegram', (job) =>
      telegram.deliver(job.data.notification_id),
    );
  await workWebhookDeliveries(deps);
  // The outbox's consumers (notifications, webhooks): every instance ticks, a consumer's locked cursor lets one read.
  const outboxJob = config.outbox.tickMs > 0 ? startOutboxJob(deps, config.outbox.tickMs, app.log) : null;
  // Closing: Node stops accepting and closes the connections idle at that moment, but a keep-alive connection
  // busy then would stay open until its keep-alive timeout once answered. So every answer from now on says
  // `Connection: close`, and connections that turn idle are closed as they do (docs/operations.md).
  let closing: NodeJS.Timeout | null = null;
  app.addHook('preClose', async () => {
    closing = setInterval(() => app.server.closeIdleConnections(), 50);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    if (closing) clearInterval(closing);
    clearInterval(sweep);
    clearInterval(trustSweep);
    await rewardsJob?.close();
    await outboxJob?.close();
    await deps.jobs?.stop(config.shutdownTimeoutMs);
    await monitoring.close();
    mailer.close();
    redis?.disconnect();
    await db.close();
  });

  if (config.seedDemo) await seedDemo(db.db, app.log);
  return app as unknown as App;
}
