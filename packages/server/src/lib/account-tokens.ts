import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type AccountTokenPurpose, accountTokens } from '../db/schema/account-tokens';

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** How long each kind of mailed link works. A reset is short-lived: it hands over the account. */
export const ACCOUNT_TOKEN_TTL_HOURS: Record<AccountTokenPurpose, number> = {
  verify_email: 24,
  reset_password: 1,
  email_change_old: 24,
  game_email: 24,
  link_code: 1,
  verified_email: 24,
};

/** Only this is stored: the table alone opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Creates a token for a mailed link and returns it in the clear (the only time it exists so). Earlier tokens
 * of the same purpose for the same user (and game profile) stop working: only the newest link counts.
 */
export async function issueAccountToken(
  db: Db,
  input: {
    userId: string;
    purpose: AccountTokenPurpose;
    email: string;
    subjectId?: string | null;
    /** A token chosen by the caller (a short code to type); otherwise 32 random bytes. */
    token?: string;
  },
): Promise<{ token: string; row: AccountTokenRow; hours: number }> {
  const token = input.token ?? randomBytes(32).toString('base64url');
  const hours = ACCOUNT_TOKEN_TTL_HOURS[input.purpose];
  const subject = input.subjectId ?? null;
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.purpose, input.purpose),
        subject ? eq(accountTokens.subjectId, subject) : isNull(accountTokens.subjectId),
      ),
    );
  // Expired tokens of anyone go too; the index on expires_at keeps this cheap.
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, sql`now()`));
  const [row] = await db
    .insert(accountTokens)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      email: input.email,
      subjectId: subject,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(hours => ${hours})`,
    })
    .returning();
  return { token, row: row!, hours };
}

/** A token of this purpose that exists and has not expired. */
const usable = (purpose: AccountTokenPurpose, token: string) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    sql`${accountTokens.expiresAt} > now()`,
  );

/**
 * Uses a token: deleted and returned in one statement, so of two simultaneous uses only one gets it. Inside
 * the caller's transaction, a later failure puts it back. Null for unknown, expired or used tokens.
 */
export async function consumeAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<AccountTokenRow | null> {
  const [row] = await db.delete(accountTokens).where(usable(purpose, token)).returning();
  return row ?? null;
}

/** After a verification link worked: a receipt under its hash, so opening it again can say it already did. */
export async function keepVerifiedReceipt(db: Db, used: AccountTokenRow): Promise<void> {
  await db.insert(accountTokens).values({
    userId: used.userId,
    purpose: 'verified_email',
    email: used.email,
    tokenHash: used.tokenHash,
    expiresAt: used.expiresAt,
  });
}

/** Reads a token without using it (a landing page that shows what the link will do). */
export async function peekAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<AccountTokenRow | null> {
  const [row] = await db.select().from(accountTokens).where(usable(purpose, token));
  return row ?? null;
}

/** Removes a token whose mail could not be sent, so a failed request leaves nothing behind. */
export async function deleteAccountToken(db: Db, id: string): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.id, id));
}
