import { healthSchema, type Readiness, readinessSchema } from '@w2e/core/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import type { MonitoringBots } from '../monitoring/bots';

const startedAt = Date.now();
/** A readiness check that waits longer than this for the database or Redis counts it as down. */
const CHECK_DEADLINE_MS = 2000;

/** `check`'s answer, or false when it fails or takes longer than CHECK_DEADLINE_MS. */
async function withinDeadline(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_DEADLINE_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps; bots: MonitoringBots }> = async (
  app,
  { deps, bots },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers, with database and Redis reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const dbOk = await deps.database.ping();
      let redis: 'connected' | 'unavailable' | 'not_configured' = 'not_configured';
      if (deps.redis)
        redis = (await deps.redis.ping().catch(() => null)) === 'PONG' ? 'connected' : 'unavailable';
      const ok = dbOk && redis !== 'unavailable';
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version: deps.config.version,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
        database: { kind: deps.database.kind, ok: dbOk },
        redis,
      });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: database, Redis and each bot. 200 ready or degraded (a bot is not started), 503 unavailable',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const redis = deps.redis;
      const [dbUp, redisUp] = await Promise.all([
        withinDeadline(() => deps.database.ping()),
        redis ? withinDeadline(async () => (await redis.ping()) === 'PONG') : Promise.resolve(true),
      ]);
      const botStates = bots.health();
      const core = dbUp && redisUp;
      const status: Readiness['status'] = !core
        ? 'unavailable'
        : Object.values(botStates).every((bot) => bot.status === 'ready')
          ? 'ready'
          : 'degraded';
      return reply.status(core ? 200 : 503).send({
        status,
        database: { kind: deps.database.kind, status: dbUp ? 'up' : 'down' },
        redis: redis ? (redisUp ? 'up' : 'down') : 'not_configured',
        bots: botStates,
      });
    },
  );
};
