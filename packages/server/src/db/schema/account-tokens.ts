import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a mailed link may do. `email_change_old` proves the old address during an email change (it carries
 * the requested new address); `game_email` verifies the email of a game profile. `link_code` is not mailed: it is the one-time code
 * the web profile shows to join a Mini App account to it (modules/auth/link-codes.ts). `verified_email` is the
 * receipt a used verification link leaves (same hash, same address, until the link would have expired), so
 * opening the link again says the address is already verified instead of calling the link invalid.
 */
export const ACCOUNT_TOKEN_PURPOSES = [
  'verify_email',
  'reset_password',
  'email_change_old',
  'game_email',
  'link_code',
  'verified_email',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens sent by mail. Only the SHA-256 of a token is kept, so a leaked table opens nothing; a
 * token is deleted when used (atomically, so two clicks can't both succeed) and refused once expired.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was mailed to, or for `email_change_old` the requested new address. */
    email: text('email').notNull(),
    /** For `game_email`: the game profile whose email it verifies. */
    subjectId: uuid('subject_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_at_idx').on(t.expiresAt),
  ],
);
