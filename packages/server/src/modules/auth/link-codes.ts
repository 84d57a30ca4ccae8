import type { LinkCode, RedeemLinkCodeBody } from '@w2e/core/contracts/link-codes';
import type { LoginResult } from '@w2e/core/contracts/session';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Db, isUniqueViolation } from '../../db/database';
import { clanMembers } from '../../db/schema/clans';
import { eventParticipants } from '../../db/schema/events';
import { taskCompletions, taskSubmissions } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { wheelSpins } from '../../db/schema/wheel';
import type { Deps } from '../../deps';
import { consumeAccountToken, issueAccountToken } from '../../lib/account-tokens';
import type { ClientContext } from '../../lib/client-context';
import { badRequest, conflict } from '../../lib/errors';
import { consume, RATE_RULES } from '../../lib/rate-limit';
import { generateReferralCode } from '../users/referral-code';
import type { UserRow } from '../users/repository';
import { signIn } from './service';

/**
 * One account for a player who has both a web account and the Mini App: the web profile shows a one-time
 * code (POST /users/link-codes); typed into the Mini App (POST /users/link-codes/redeem), it moves the
 * Telegram identity of the Mini App's account onto the web account and signs the Mini App in as that account,
 * so from then on both surfaces earn one score. Codes are stored hashed, work once, and expire in an hour.
 */

/** POST /users/link-codes: a fresh code for the signed-in account; earlier codes stop working. */
export async function issueLinkCode(deps: Deps, user: UserRow): Promise<LinkCode> {
  await consume(deps.counters, RATE_RULES.linkCodePerUser, user.id);
  // Short enough to type on a phone; the alphabet has no look-alike characters. Guessing one is bounded by
  // the redeem rate limits, far below 31^8 tries in a code's hour.
  for (let attempt = 0; ; attempt++) {
    const code = generateReferralCode();
    try {
      const { row } = await issueAccountToken(deps.db, {
        userId: user.id,
        purpose: 'link_code',
        // Nothing is mailed for this purpose; the column is the address a mailed link went to.
        email: '',
        token: code,
      });
      return { code, expires_at: row.expiresAt.toISOString() };
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'account_tokens_hash_key')) continue;
      throw error;
    }
  }
}

/** Whether an account has anything a merge would have to carry over (then the code is refused instead). */
async function hasProgress(db: Db, userId: string): Promise<boolean> {
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  const one = (
    table: typeof taskCompletions | typeof taskSubmissions | typeof eventParticipants | typeof wheelSpins,
  ) => db.select({ one: sql`1` }).from(table).where(eq(table.userId, userId)).limit(1);
  // A clan the player is in or asked to join is theirs; an invitation someone else sent is not.
  const clan = db
    .select({ one: sql`1` })
    .from(clanMembers)
    .where(
      and(
        eq(clanMembers.userId, userId),
        or(eq(clanMembers.status, 'active'), eq(clanMembers.kind, 'request')),
      ),
    )
    .limit(1);
  return (
    (await exists(one(eventParticipants))) ||
    (await exists(one(taskCompletions))) ||
    (await exists(one(taskSubmissions))) ||
    (await exists(one(wheelSpins))) ||
    (await exists(clan))
  );
}

/**
 * POST /users/link-codes/redeem, from the Mini App. The redeeming account must be a Telegram one with no
 * progress of its own (joined events, completions, submissions, wheel spins, clans joined or asked to join): its Telegram id moves to the code's account
 * (and its TON wallet, when the web account has none), its sessions end, and the answer signs in as the web
 * account. All in one transaction; the code is deleted by the same statement that reads it, so it works once.
 */
export async function redeemLinkCode(
  deps: Deps,
  user: UserRow,
  body: RedeemLinkCodeBody,
  client: ClientContext,
): Promise<LoginResult> {
  await consume(deps.counters, RATE_RULES.linkCodeRedeemPerUser, user.id);
  await consume(deps.counters, RATE_RULES.linkCodeRedeemPerIp, client.ip);
  if (!user.telegramId) throw badRequest('miniapp:linkNeedsTelegram');
  const telegramId = user.telegramId;

  const target = await deps.db.transaction(async (tx) => {
    // Read inside the transaction, right before the move. A task finished in the same instant by the
    // Telegram account can still slip between the two (nothing locks a user's progress as a whole): it then
    // stays with the emptied Telegram account. docs/miniapp.md lists this.
    if (await hasProgress(tx, user.id)) throw conflict('miniapp:linkHasProgress');
    const token = await consumeAccountToken(tx, 'link_code', body.code.toUpperCase());
    if (!token) throw badRequest('miniapp:linkCodeInvalid');
    if (token.userId === user.id) throw badRequest('miniapp:linkCodeOwn');
    // Free the identity first: the unique index allows one holder at a time, even inside a transaction.
    const [freed] = await tx
      .update(users)
      .set({
        telegramId: null,
        tonAddress: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, user.id), eq(users.telegramId, telegramId)))
      .returning({ id: users.id });
    if (!freed) throw conflict('miniapp:linkCodeInvalid');
    const [linked] = await tx
      .update(users)
      .set({
        telegramId,
        tonAddress: sql`coalesce(${users.tonAddress}, ${user.tonAddress ?? null}::text)`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, token.userId), isNull(users.telegramId)))
      .returning();
    // The web account already has a (different) Telegram: nothing changes, the code is put back by the rollback.
    if (!linked) throw conflict('miniapp:linkTelegramTaken');
    return linked;
  });
  return signIn(deps, target, client);
}
