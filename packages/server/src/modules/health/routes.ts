import { healthSchema } from '@w2e/core/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and readiness: database and Redis reachability',
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
};
