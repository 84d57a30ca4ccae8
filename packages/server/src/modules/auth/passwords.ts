import type { ChangePasswordBody } from '@w2e/core/contracts/auth';
import type { Ack } from '@w2e/core/contracts/common';
import type { ChangeOwnPasswordBody, ChangeOwnPasswordResult } from '@w2e/core/contracts/users';
import type { Language } from '@w2e/core/i18n/languages';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { consumeAccountToken } from '../../lib/account-tokens';
import { ack } from '../../lib/ack';
import type { ClientContext } from '../../lib/client-context';
import { badRequest, fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertAllowance, clearFailures, consume, RATE_RULES, recordFailure } from '../../lib/rate-limit';
import { accountMail, mailTokenLink } from '../users/mails';
import { type UserRow, usersRepository } from '../users/repository';

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
  const passwordHash = await hashPassword(body.password);
  const user = await deps.db.transaction(async (tx) => {
    const row = await consumeAccountToken(tx, 'reset_password', body.token);
    if (!row) throw badRequest('account:linkInvalid');
    return usersRepository(tx).update(row.userId, newPasswordValues(passwordHash));
  });
  if (!user) throw badRequest('account:linkInvalid');
  if (user.username) {
    await clearFailures(deps.counters, RATE_RULES.loginFailuresPerAccount, user.username.toLowerCase());
  }
  return ack(client.language, 'account:passwordChanged');
}

/**
 * PUT /users/profile/change-password. The current password is checked when the account has one (and wrong
 * guesses are counted); every other session ends, and this one gets a fresh token.
 */
export async function changeOwnPassword(
  deps: Deps,
  user: UserRow,
  body: ChangeOwnPasswordBody,
  language: Language,
): Promise<ChangeOwnPasswordResult> {
  if (user.passwordHash) {
    if (!body.current_password) throw fieldError('current_password', 'account:currentPasswordRequired');
    await assertAllowance(deps.counters, RATE_RULES.passwordCheckFailuresPerUser, user.id);
    if (!(await verifyPassword(body.current_password, user.passwordHash))) {
      await recordFailure(deps.counters, RATE_RULES.passwordCheckFailuresPerUser, user.id);
      throw fieldError('current_password', 'account:currentPasswordWrong');
    }
  }
  const passwordHash = await hashPassword(body.password);
  const updated = await usersRepository(deps.db).update(user.id, newPasswordValues(passwordHash));
  const accessTokens = await deps.tokens.issue({ userId: user.id, version: updated!.tokenVersion });
  return { ...ack(language, 'account:passwordChanged'), access_tokens: accessTokens };
}
