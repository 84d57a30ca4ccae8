import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { acceptsApiKey, apiKeyOf } from '../../lib/api-key-header';
import { batchedCounter } from '../../lib/batched-counter';
import { AppError, forbidden, unauthorized } from '../../lib/errors';
import type { WindowCount } from '../../lib/rate-limit';
import { hashApiKey } from './api-keys';
import { apiKeysRepository, lastUseIsStale } from './api-keys-repository';

const READ_METHODS = new Set(['GET', 'HEAD']);
const WINDOW_MS = 60_000;
/** How often an instance adds the calls it counted to the shared count (lib/batched-counter.ts). */
const SEND_COUNTS_MS = 100;

/**
 * Each key's own allowance per minute, counted in the shared rate-limit store (Redis when configured, the
 * database otherwise), so every instance counts the same calls: each instance counts a key's calls itself and
 * adds them to the store every `SEND_COUNTS_MS` (no round trip on each call; across instances a key may pass
 * its limit by what the others served it in that time). Every call with a valid key counts, refused ones too.
 * The answer says where the caller stands (`RateLimit-*`); past the limit, a 429 with `Retry-After`.
 */
function limitKey(limit: number, reply: FastifyReply, counted: WindowCount): void {
  const { count, resetInMs } = counted;
  const resetSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const headers = {
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(Math.max(0, limit - count)),
    'ratelimit-reset': String(resetSeconds),
  };
  reply.headers(headers);
  if (count <= limit) return;
  throw new AppError(
    429,
    'partner:keyRateLimited',
    { seconds: resetSeconds },
    {
      ...headers,
      'retry-after': String(resetSeconds),
    },
  );
}

/**
 * The partner API key principal (docs/partner-api.md, "Authentication"): one hook, before any route runs or
 * any body is read. A key that is unknown or revoked is a 401; a valid one is counted against its rate limit,
 * then refused with 403 on a route that does not list the API-key scheme (accounts, sign-in, other hosts'
 * pages) and on a method its scopes do not cover. What passes becomes `request.apiKey`, which
 * `currentUser` turns into the project's owner confined to that project (modules/users/access.ts).
 */
export function registerApiKeys(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('apiKey', null);
  const keyCalls = batchedCounter(deps.counters, SEND_COUNTS_MS);
  app.addHook('onClose', () => keyCalls.flush());
  app.addHook('onRequest', async (request, reply) => {
    const key = apiKeyOf(request.headers);
    if (key === null) return;
    const repo = apiKeysRepository(deps.db);
    const hash = hashApiKey(key);
    const found = await repo.byHash(hash);
    if (!found || found.key.revokedAt !== null) throw unauthorized('partner:keyInvalid');
    // Only a real key is counted: made-up ones would fill the process's counts.
    const counted = await keyCalls.increment(`api-key:${hash}`, WINDOW_MS);
    limitKey(deps.config.partner.keyRatePerMinute, reply, counted);
    if (!acceptsApiKey(request.routeOptions.schema?.security)) throw forbidden('partner:keyNotAllowedHere');
    const needed = READ_METHODS.has(request.method) ? 'read' : 'write';
    if (!found.key.scopes.includes(needed))
      throw forbidden(needed === 'read' ? 'partner:keyNeedsRead' : 'partner:keyNeedsWrite');
    request.apiKey = {
      keyId: found.key.id,
      projectId: found.key.projectId,
      scopes: found.key.scopes,
      owner: found.owner,
    };
    if (lastUseIsStale(found.key.lastUsedAt)) await repo.touch(found.key.id);
  });
}
