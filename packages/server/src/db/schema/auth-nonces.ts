import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wallet sign-in nonces when no Redis is configured (with Redis they live there). A nonce is deleted when a
 * signed message uses it, so it works once; expired ones are swept when new ones are issued.
 */
export const authNonces = pgTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
