import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * A person. Any one of username/password, wallet, Google or Telegram identifies them, so every identity
 * column is nullable; each is unique where present, case-insensitively for the ones people type.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username'),
    /** The verified email. */
    email: text('email'),
    /** An email waiting for verification (after registration, or the new address during a change). */
    emailUnverify: text('email_unverify'),
    fullName: text('full_name'),
    passwordHash: text('password_hash'),
    walletAddress: text('wallet_address'),
    /**
     * A TON wallet proven with a TON Connect ton_proof, in raw form (`0:<64 hex>`, lower case) so the bounceable,
     * non-bounceable and test-only spellings of one wallet are one value.
     */
    tonAddress: text('ton_address'),
    /** Telegram user id (Mini App or Login Widget sign-in); Telegram ids exceed 2^31, so text. */
    telegramId: text('telegram_id'),
    /** Google's stable account id (`sub` of its ID tokens). */
    googleSub: text('google_sub'),
    /** The IFO partner's id for this person (`sub` of its signed tokens). */
    ifoSubject: text('ifo_subject'),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    referredAt: timestamp('referred_at', { withTimezone: true }),
    language: text('language').notNull().default('en'),
    /** `operator`: runs the platform (approves game claims, sets tiers, moderates). Everyone else is a `user`. */
    role: text('role', { enum: ['user', 'operator'] })
      .notNull()
      .default('user'),
    /**
     * The platform token check (docs/verification.md, "Platform token holders"): when the last balance read
     * was claimed, and for what (`<network>:<token>:<min wei>:<wallet>`, lower case), so a new wallet or a new
     * token in the configuration is checked afresh. Written by a conditional UPDATE: one read per hour.
     */
    tokenCheckedAt: timestamp('token_checked_at', { withTimezone: true }),
    tokenCheckedFor: text('token_checked_for'),
    /** What the last completed read proved: the same key when the wallet held enough, otherwise null. */
    tokenHolderFor: text('token_holder_for'),
    /** Bumped to revoke every token issued before (password change, "sign out everywhere"). */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_email_unverify_lower_key').on(sql`lower(${t.emailUnverify})`),
    uniqueIndex('users_wallet_address_key').on(sql`lower(${t.walletAddress})`),
    uniqueIndex('users_telegram_id_key').on(t.telegramId),
    uniqueIndex('users_ton_address_key').on(t.tonAddress),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_ifo_subject_key').on(t.ifoSubject),
    uniqueIndex('users_referral_code_upper_key').on(sql`upper(${t.referralCode})`),
    index('users_referred_by_idx').on(t.referredBy),
  ],
);
