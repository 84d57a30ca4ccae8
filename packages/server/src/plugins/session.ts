import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyOf } from '../lib/api-key-header';
import { unauthorized } from '../lib/errors';
import { bearerToken, type SessionClaims, type SessionTokens } from '../lib/session-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified claims of the Bearer token; null when signed out or the token is not valid. */
    session: SessionClaims | null;
  }
}

/**
 * True for a route whose API document asks for a Bearer session (or a partner API key) with no signed-out
 * alternative (an empty security requirement, `{}`, marks a route that also answers signed-out callers).
 */
function needsSession(security: unknown): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  return security.every(
    (scheme) => scheme && typeof scheme === 'object' && ('bearer' in scheme || 'apiKey' in scheme),
  );
}

/**
 * Reads `Authorization: Bearer <jwt>` on every request. A bad token is simply no session: endpoints that
 * need a user answer 401, the others treat the caller as signed out. It never becomes a 500.
 */
export function registerSession(app: FastifyInstance, tokens: SessionTokens): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // A partner API key is no session: modules/partner/api-keys-auth.ts checks it in the next hook.
    if (apiKeyOf(request.headers) !== null) return;
    request.session = await tokens.verify(bearerToken(request.headers.authorization));
    // Authenticate first: a route that needs a session refuses a caller without a good one before its body
    // is read or any rule of its path, query or body runs, so a stranger learns nothing about them and
    // spends no parsing. This checks the token only (no database read); the route's own guard (requireUser)
    // still refuses a deleted user or a revoked token.
    if (request.session || !needsSession(request.routeOptions.schema?.security)) return;
    throw unauthorized(request.headers.authorization ? 'errors:invalidSession' : 'errors:unauthorized');
  });
}
