import type { LoginViaUsernameBody, RegisterViaUsernameBody } from '@w2e/core/contracts/auth';
import type { LoginResult } from '@w2e/core/contracts/session';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import type { ClientContext } from '../../lib/client-context';
import { badRequest, fieldError, unauthorized } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import { assertAllowance, clearFailures, consume, RATE_RULES, recordFailure } from '../../lib/rate-limit';
import { insertUser } from '../users/create-user';
import { sendVerificationMail } from '../users/email';
import { type UserRow, usersRepository } from '../users/repository';
import { toUserInfo } from '../users/service';

export async function signIn(deps: Deps, user: UserRow): Promise<LoginResult> {
  const tokens = await deps.tokens.issue({ userId: user.id, version: user.tokenVersion });
  return toUserInfo(user, tokens);
}

/**
 * Creates an account and signs it in. Nothing is written unless every check passes; a race with another
 * registration for the same name or email is caught by the unique indexes and answered the same way.
 */
export async function registerViaUsername(
  deps: Deps,
  body: RegisterViaUsernameBody,
  client: ClientContext,
): Promise<LoginResult> {
  await consume(deps.counters, RATE_RULES.registerPerIp, client.ip);
  const repo = usersRepository(deps.db);
  if (await repo.usernameInUse(body.username)) throw fieldError('username', 'errors:usernameTaken');
  if (await repo.emailInUse(body.email)) throw fieldError('email', 'errors:emailTaken');

  let referrerId: string | null = null;
  if (body.referral_code) {
    const referrer = await repo.findByReferralCode(body.referral_code);
    if (!referrer) throw badRequest('errors:referralNotFound');
    referrerId = referrer.id;
  }

  const passwordHash = await hashPassword(body.password);
  let user: UserRow;
  try {
    user = await insertUser(repo, {
      username: body.username,
      emailUnverify: body.email,
      fullName: body.full_name,
      passwordHash,
      referredBy: referrerId,
      referredAt: referrerId ? new Date() : null,
      language: client.language,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key'))
      throw fieldError('username', 'errors:usernameTaken');
    if (isUniqueViolation(error, 'email')) throw fieldError('email', 'errors:emailTaken');
    throw error;
  }
  // The account exists either way; a mail that failed is resent from the profile.
  await sendVerificationMail(deps, user, body.email).catch((error: unknown) =>
    deps.log.error({ err: error }, 'verification mail failed'),
  );
  return signIn(deps, user);
}

/**
 * Checks a username and password. Unknown usernames and wrong passwords get the same 401 after the same
 * work (a decoy hash), so neither the message nor the timing says which accounts exist.
 */
export async function loginViaUsername(
  deps: Deps,
  body: LoginViaUsernameBody,
  client: ClientContext,
): Promise<LoginResult> {
  const account = body.username.trim().toLowerCase();
  await assertAllowance(deps.counters, RATE_RULES.loginFailuresPerAccount, account);
  await assertAllowance(deps.counters, RATE_RULES.loginFailuresPerIp, client.ip);

  const user = await usersRepository(deps.db).findByUsername(body.username.trim());
  let ok = false;
  if (user?.passwordHash) ok = await verifyPassword(body.password, user.passwordHash);
  else await verifyPassword(body.password, await decoyHash());

  if (!user || !ok) {
    await recordFailure(deps.counters, RATE_RULES.loginFailuresPerAccount, account);
    await recordFailure(deps.counters, RATE_RULES.loginFailuresPerIp, client.ip);
    throw unauthorized('errors:invalidCredentials');
  }
  await clearFailures(deps.counters, RATE_RULES.loginFailuresPerAccount, account);
  return signIn(deps, user);
}
