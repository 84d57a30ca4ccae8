import type { LoginViaUsernameBody, RegisterViaUsernameBody } from '@w2e/core/contracts/auth';
import type { LoginResult } from '@w2e/core/contracts/user';
import type { Language } from '@w2e/core/i18n/languages';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { badRequest, unauthorized } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import { assertAllowance, clearFailures, consume, RATE_RULES, recordFailure } from '../../lib/rate-limit';
import { generateReferralCode } from '../users/referral-code';
import { type UserRow, usersRepository } from '../users/repository';
import { toUserInfo } from '../users/service';

export interface ClientContext {
  ip: string;
  language: Language;
}

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
  if (await repo.usernameInUse(body.username)) throw badRequest('errors:usernameTaken');
  if (await repo.emailInUse(body.email)) throw badRequest('errors:emailTaken');

  let referrerId: string | null = null;
  if (body.referral_code) {
    const referrer = await repo.findByReferralCode(body.referral_code);
    if (!referrer) throw badRequest('errors:referralNotFound');
    referrerId = referrer.id;
  }

  const passwordHash = await hashPassword(body.password);
  for (let attempt = 0; ; attempt++) {
    try {
      const user = await repo.insert({
        username: body.username,
        emailUnverify: body.email,
        fullName: body.full_name,
        passwordHash,
        referralCode: generateReferralCode(),
        referredBy: referrerId,
        referredAt: referrerId ? new Date() : null,
        language: client.language,
      });
      return await signIn(deps, user);
    } catch (error) {
      if (isUniqueViolation(error, 'users_username_lower_key')) throw badRequest('errors:usernameTaken');
      if (isUniqueViolation(error, 'email')) throw badRequest('errors:emailTaken');
      // 31^8 codes: a clash is rare; a fresh code settles it.
      if (isUniqueViolation(error, 'users_referral_code_upper_key') && attempt < 5) continue;
      throw error;
    }
  }
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
