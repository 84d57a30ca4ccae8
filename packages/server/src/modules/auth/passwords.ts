import type { ChangePasswordBody } from '@w2e/core/contracts/auth';
import type { Ack } from '@w2e/core/contracts/common';
import type { ChangeOwnPasswordBody, ChangeOwnPasswordResult } from '@w2e/core/contracts/users';
import type { Language } from '@w2e/core/i18n/languages';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { consumeAccountToken } from '../../lib/account-tokens';
import { ack } from '../../lib/ack';
import type { ClientContext } from '../../lib/client-context';
import { badRequest, conflict, fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { clearFailures, consume, RATE_RULES } from '../../lib/rate-limit';
import { accountMail, mailTokenLink } from '../users/mails';
import { type UserRow, usersRepository } from '../users/repository';
import { clearSignInLocks } from './service';

/** A new password and a new token generation: every session issued before ends. */
const newPasswordValues = (passwordHash: string) => ({
  passwordHash,
  tokenVersion: sql`${users.tokenVersion} + 1`,
});

function mailResetLink(deps: Deps, user: UserRow, to: string): Promise<void> {
  return mailTokenLink(deps, { userId: user.id, purpose: 'reset_password', email: to }, (token, hours) =>
    accountMail(deps, 'reset', {
      to,
      language: user.language,
      name: user.fullName ?? user.username,
      token,
      hours,
    }),
  );
}

/**
 * POST auth/forgot-password. The answer is the same whether or not an account uses the address, and the mail
 * goes out after the answer, so neither the text nor the timing tells. An address that has no verified
 * owner may still reset the account that registered with it: the link proves the mailbox.
 */
export async function forgotPassword(deps: Deps, email: string, client: ClientContext): Promise<Ack> {
  await consume(deps.counters, RATE_RULES.forgotPasswordPerIp, client.ip);
  await consume(deps.counters, RATE_RULES.forgotPasswordPerEmail, email.toLowerCase());
  const repo = usersRepository(deps.db);
  const user = (await repo.findByEmail(email)) ?? (await repo.findByUnverifiedEmail(email));
  if (user) {
    mailResetLink(deps, user, email).catch((error: unknown) =>
      deps.log.error({ err: error }, 'password reset mail failed'),
    );
  }
  return ack(client.language, 'account:resetSent', { email });
}

/** POST auth/change-password: the reset link's token and the new password; the token works once. */
export async function resetPassword(
  deps: Deps,
  body: ChangePasswordBody,
  client: ClientContext,
): Promise<Ack> {
  await consume(deps.counters, RATE_RULES.mailTokenPerIp, client.ip);
  // Hashing takes ~100 ms: done before the transaction, which then only writes.
  const passwordHash = await deps.hashing.run(() =>
    hashPassword(body.password, deps.config.passwordHashCost),
  );
  const user = await deps.db.transaction(async (tx) => {
    const row = await consumeAccountToken(tx, 'reset_password', body.token);
    if (!row) throw badRequest('account:linkInvalid');
    return usersRepository(tx).update(row.userId, newPasswordValues(passwordHash));
  });
  if (!user) throw badRequest('account:linkInvalid');
  // The emailed reset is the way out of a sign-in lock: the new password works at once.
  if (user.username) await clearSignInLocks(deps, user.username, client.ip);
  return ack(client.language, 'account:passwordChanged');
}

/**
 * PUT /users/profile/change-password. The current password is checked when the account has one, each check
 * counted before it is made (10 per 15 minutes); every other session ends, and this one gets a fresh token.
 * The write is conditional on the token generation the caller's session carries, so of several changes
 * sent at once exactly one succeeds; the others get 409 and change nothing.
 */
export async function changeOwnPassword(
  deps: Deps,
  user: UserRow,
  body: ChangeOwnPasswordBody,
  language: Language,
): Promise<ChangeOwnPasswordResult> {
  if (user.passwordHash) {
    if (!body.current_password) throw fieldError('current_password', 'account:currentPasswordRequired');
    await consume(deps.counters, RATE_RULES.passwordCheckAttemptsPerUser, user.id);
    const current = body.current_password;
    const stored = user.passwordHash;
    if (!(await deps.hashing.run(() => verifyPassword(current, stored), 'owner'))) {
      throw fieldError('current_password', 'account:currentPasswordWrong');
    }
    await clearFailures(deps.counters, RATE_RULES.passwordCheckAttemptsPerUser, user.id);
  }
  const passwordHash = await deps.hashing.run(
    () => hashPassword(body.password, deps.config.passwordHashCost),
    'owner',
  );
  const [updated] = await deps.db
    .update(users)
    .set({ ...newPasswordValues(passwordHash), updatedAt: sql`now()` })
    .where(and(eq(users.id, user.id), eq(users.tokenVersion, user.tokenVersion)))
    .returning({ tokenVersion: users.tokenVersion });
  if (!updated) throw conflict('account:passwordChangeConflict');
  const accessTokens = await deps.tokens.issue({ userId: user.id, version: updated.tokenVersion });
  return { ...ack(language, 'account:passwordChanged'), access_tokens: accessTokens };
}
