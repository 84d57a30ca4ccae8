import { SOCIAL_PROVIDERS } from '@w2e/core/contracts/social';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Outside accounts linked with OAuth2 (modules/social/). One outside account links to one user only (the
 * provider + outside id key), and a user has at most one account per provider: both are unique indexes, so
 * two simultaneous links can never both land. Tokens are what the verifiers read the provider's API with, stored
 * sealed (`sealed:v1:…`, lib/sealed-text.ts; modules/social/tokens.ts seals and opens them).
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    /** The account's id at the provider (a Discord snowflake, an X user id): text, they exceed 2^53. */
    outsideId: text('outside_id').notNull(),
    name: text('name').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    /** When the access token stops working (null: the provider did not say). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('social_accounts_provider_outside_key').on(t.provider, t.outsideId),
    uniqueIndex('social_accounts_user_provider_key').on(t.userId, t.provider),
  ],
);

/**
 * OAuth2 requests in flight: the random state sent to the provider, the PKCE verifier kept back, whose
 * request it is. A state works once: the callback deletes it with the same statement that reads it, so a
 * replayed callback finds nothing. Ten minutes to come back; expired ones are swept when new ones are made.
 */
export const socialStates = pgTable(
  'social_states',
  {
    state: text('state').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_states_expires_at_idx').on(t.expiresAt)],
);
