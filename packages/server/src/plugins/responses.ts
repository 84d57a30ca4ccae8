import { apiErrorSchema } from '@w2e/core/contracts/common';
import type { z } from 'zod';

/** Route response schemas: the success shapes given, plus the shared error shape for each listed status. */
export function responses<T extends Record<number, z.ZodType>, const E extends readonly number[]>(
  success: T,
  ...errorStatuses: E
): T & { [K in E[number]]: typeof apiErrorSchema } {
  const errors = Object.fromEntries(errorStatuses.map((status) => [status, apiErrorSchema]));
  return { ...success, ...errors } as T & { [K in E[number]]: typeof apiErrorSchema };
}

/** A route that needs a session: OpenAPI shows the bearer token it takes. */
export const signedIn = { security: [{ bearer: [] }] };

/**
 * A route a partner API key may call too (docs/partner-api.md): a session or a key. Only routes marked so
 * accept a key; any other answers a key with 403 (modules/partner/api-keys-auth.ts).
 */
export const signedInOrKey: { security: Record<string, string[]>[] } = {
  security: [{ bearer: [] }, { apiKey: [] }],
};

/** A public route that a partner API key may call too; with a key it reads the key's own project only. */
export const publicOrKey: { security: Record<string, string[]>[] } = {
  security: [{}, { bearer: [] }, { apiKey: [] }],
};
