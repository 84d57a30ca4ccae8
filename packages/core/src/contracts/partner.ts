import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { isPlainText, noMarkup } from '../validation/rules';
import { pricingTierSchema } from './projects';

/**
 * The partner API of the Enterprise plan (docs/partner-api.md).
 *
 * API keys: a project's key acts for that project only, through the endpoints the portal uses, within its
 * scopes (`read`: GET; `write`: every other method). The full key is shown once, in the answer that creates
 * it; the server keeps only its SHA-256 and its first characters (`prefix`) to tell keys apart.
 */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** What every key starts with, so a leaked one is recognised (secret scanners) and told from a session token. */
export const API_KEY_MARK = 'w2e_live_';
export const API_KEY_NAME_MAX = 60;
/** Active keys a project may hold at once. */
export const API_KEYS_PER_PROJECT = 25;

export const apiKeySchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      /** The key's first characters (its mark included), enough to recognise it, useless to call with. */
      prefix: z.string(),
      scopes: z.array(z.enum(API_KEY_SCOPES)),
      created_at: z.iso.datetime(),
      created_by: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
      last_used_at: z.iso.datetime().nullable(),
      revoked_at: z.iso.datetime().nullable(),
    })
    .meta({ id: 'ApiKey' }),
);
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /projects/{id}/api-keys. */
export const createApiKeyBodySchema = lazySchema(() =>
  z
    .object({
      name: z
        .string({ error: message('validation:required') })
        .trim()
        .min(1, { error: message('validation:required') })
        .max(API_KEY_NAME_MAX, { error: message('validation:maxLength', { maxLength: API_KEY_NAME_MAX }) })
        .refine(isPlainText, noMarkup),
      scopes: z
        .array(z.enum(API_KEY_SCOPES, { error: message('partner:scopeInvalid') }), {
          error: message('partner:scopesRequired'),
        })
        .min(1, { error: message('partner:scopesRequired') })
        .max(API_KEY_SCOPES.length)
        .refine((scopes) => new Set(scopes).size === scopes.length, {
          error: message('partner:scopeInvalid'),
        }),
    })
    .meta({ id: 'CreateApiKeyBody' }),
);
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

/** The answer that creates a key: the only one that ever carries the whole key. */
export const createdApiKeySchema = lazySchema(() =>
  z
    .object({
      message: z.string(),
      api_key: apiKeySchema,
      /** The full key: shown once, never stored, never shown again. */
      key: z.string(),
    })
    .meta({ id: 'CreatedApiKey' }),
);
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** GET /projects/{id}/api-keys: the project (so its page can name it and its plan) and its keys, newest first. */
export const apiKeyListSchema = lazySchema(() =>
  z
    .object({
      project: z.object({ id: z.string(), name: z.string(), slug: z.string(), tier: pricingTierSchema }),
      items: z.array(apiKeySchema),
    })
    .meta({ id: 'ApiKeyList' }),
);
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const revokedApiKeySchema = lazySchema(() =>
  z.object({ message: z.string(), api_key: apiKeySchema }).meta({ id: 'RevokedApiKey' }),
);
export type RevokedApiKey = z.infer<typeof revokedApiKeySchema>;
