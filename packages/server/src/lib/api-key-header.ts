import type { IncomingHttpHeaders } from 'node:http';
import { API_KEY_MARK } from '@w2e/core/contracts/partner';
import { bearerToken } from './session-tokens';

/**
 * The partner API key a request carries, if any: `X-API-Key: <key>`, or `Authorization: Bearer <key>` when
 * the token has the keys' mark (a session token never does). Whatever `X-API-Key` holds counts as a key, so
 * a mistyped one is refused as a key rather than ignored.
 */
export function apiKeyOf(headers: IncomingHttpHeaders): string | null {
  const header = headers['x-api-key'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const token = bearerToken(headers.authorization);
  return token?.startsWith(API_KEY_MARK) ? token : null;
}

/** Whether a route's API document lists the API-key scheme (plugins/responses.ts `keyAccepted`). */
export function acceptsApiKey(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    security.some((scheme) => scheme !== null && typeof scheme === 'object' && 'apiKey' in scheme)
  );
}
