import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';

/**
 * Every 4xx/5xx body. `message` is already in the caller's language (Accept-Language) and is what the
 * portal shows in its error toast; `code` is the stable i18n key, `errors` lists each invalid field.
 */
export const apiErrorSchema = lazySchema(() =>
  z
    .object({
      statusCode: z.number().int(),
      error: z.string(),
      message: z.string(),
      code: z.string(),
      errors: z.array(z.object({ path: z.string(), message: z.string(), code: z.string() })).optional(),
    })
    .meta({ id: 'ApiError' }),
);
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A plain acknowledgement with a human message in the caller's language. */
export const ackSchema = lazySchema(() => z.object({ message: z.string() }).meta({ id: 'Ack' }));
export type Ack = z.infer<typeof ackSchema>;

export const healthSchema = lazySchema(() =>
  z
    .object({
      status: z.enum(['ok', 'degraded']),
      version: z.string(),
      uptime_s: z.number(),
      database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
      redis: z.enum(['connected', 'unavailable', 'not_configured']),
    })
    .meta({ id: 'Health' }),
);
export type Health = z.infer<typeof healthSchema>;

/** One bot's start-up: `unavailable` before Telegram answered getMe, `degraded` before its webhook is registered. */
export const botReadinessSchema = lazySchema(() =>
  z
    .object({
      status: z.enum(['ready', 'degraded', 'unavailable']),
      attempts: z.number().int(),
      last_error: z.string().optional(),
    })
    .meta({ id: 'BotReadiness' }),
);

/**
 * GET /api/health/ready: what this instance can do. `unavailable` (HTTP 503): the database or Redis is down, take
 * the instance out of the load balancer. `degraded` (200): it serves the API, but a bot is not started.
 */
export const readinessSchema = lazySchema(() =>
  z
    .object({
      status: z.enum(['ready', 'degraded', 'unavailable']),
      database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
      redis: z.enum(['up', 'down', 'not_configured']),
      bots: z.object({ guard: botReadinessSchema.optional(), pulse: botReadinessSchema.optional() }),
    })
    .meta({ id: 'Readiness' }),
);
export type Readiness = z.infer<typeof readinessSchema>;

/**
 * Paging of every list endpoint: `?limit=&offset=` in, `{ items, total, limit, offset }` out (pageOf). Each
 * endpoint sets its own default page size; the portal's pager reads `total` (format/page-count.ts).
 */
export const pageQuerySchema = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  });

/** A page of items, with the total to paginate by. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
