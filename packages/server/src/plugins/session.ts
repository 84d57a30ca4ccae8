import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, type SessionClaims, type SessionTokens } from '../lib/session-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified claims of the Bearer token; null when signed out or the token is not valid. */
    session: SessionClaims | null;
  }
}

/**
 * Reads `Authorization: Bearer <jwt>` on every request. A bad token is simply no session: endpoints that
 * need a user answer 401, the others treat the caller as signed out. It never becomes a 500.
 */
export function registerSession(app: FastifyInstance, tokens: SessionTokens): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.session = await tokens.verify(bearerToken(request.headers.authorization));
  });
}
