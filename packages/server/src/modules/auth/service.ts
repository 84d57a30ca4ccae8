import type { LoginViaUsernameBody, RegisterViaUsernameBody } from '@w2e/core/contracts/auth';
import type { LoginResult } from '@w2e/core/contracts/session';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import type { ClientContext } from '../../lib/client-context';
import { badRequest, fieldError, unauthorized } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import { clearFailures, consume, RATE_RULES, release } from '../../lib/rate-limit';
import { insertUser } from '../users/create-user';
import { sendVerificationMail } from '../users/email';
import { toUserInfo } from '../users/info';
import { type UserRow, usersRepository } from '../users/repository';
import { isTokenHolder } from '../users/token-holder';
import { passStepUp } from './step-up';

/**
 * Issues the session of a sign-in. With the caller's context, the address is remembered as one this account
 * signs in from (see loginViaUsername: such addresses are not stopped by the account's lock).
 */
export async function signIn(deps: Deps, user: UserRow, client?: ClientContext): Promise<LoginResult> {
  if (client) await rememberSignInAddress(deps, user.id, client.ip);
  const tokens = await deps.tokens.issue({ userId: user.id, version: user.tokenVersion });
  return toUserInfo(user, tokens, isTokenHolder(deps.config, user));
}

/**
 * "This email is already registered. Forgot your password?": kept, because the person typing their own
 * address needs to know to sign in or reset instead. It also tells a prober that the address has an
 * account, so each address gets 5 such answers an hour (then 429, whatever the address typed).
 */
async function emailTaken(deps: Deps, client: ClientContext): Promise<never> {
  await consume(deps.counters, RATE_RULES.registerEmailTakenPerIp, client.ip);
  throw fieldError('email', 'errors:emailTaken');
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
  await consume(
    deps.counters,
    { ...RATE_RULES.registerPerIp, max: deps.config.registerPerIpHour },
    client.ip,
  );
  const repo = usersRepository(deps.db);
  if (await repo.usernameInUse(body.username)) throw fieldError('username', 'errors:usernameTaken');
  if (await repo.emailInUse(body.email)) await emailTaken(deps, client);

  let referrerId: string | null = null;
  if (body.referral_code) {
    const referrer = await repo.findByReferralCode(body.referral_code);
    if (!referrer) throw badRequest('errors:referralNotFound');
    referrerId = referrer.id;
  }

  const passwordHash = await deps.hashing.run(() =>
    hashPassword(body.password, deps.config.passwordHashCost),
  );
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
    if (isUniqueViolation(error, 'email')) await emailTaken(deps, client);
    throw error;
  }
  // The account exists either way; a mail that failed is resent from the profile.
  await sendVerificationMail(deps, user, body.email).catch((error: unknown) =>
    deps.log.error({ err: error }, 'verification mail failed'),
  );
  return signIn(deps, user, client);
}

/** The account part of the sign-in limits' keys: the name as typed, so unknown names count the same. */
export const signInAccountKey = (username: string) => username.trim().toLowerCase();
const pairKey = (account: string, ip: string) => `${account}|${ip}`;
const knownAddressKey = (userId: string, ip: string) => `${userId}|${ip}`;

/** Remembers that this account signed in from this address (any sign-in method proves it is the owner's). */
export async function rememberSignInAddress(deps: Deps, userId: string, ip: string): Promise<void> {
  const rule = RATE_RULES.knownSignInAddress;
  await deps.counters.increment(`${rule.name}:${knownAddressKey(userId, ip)}`, rule.windowMs);
}

async function isKnownSignInAddress(deps: Deps, userId: string, ip: string): Promise<boolean> {
  const rule = RATE_RULES.knownSignInAddress;
  return (await deps.counters.peek(`${rule.name}:${knownAddressKey(userId, ip)}`)).count > 0;
}

/** Clears the locks an emailed reset should lift: the account's from new addresses, and this address's. */
export async function clearSignInLocks(deps: Deps, username: string, ip: string): Promise<void> {
  const account = signInAccountKey(username);
  await clearFailures(deps.counters, RATE_RULES.loginFailuresPerAccountFromNewAddresses, account);
  await clearFailures(deps.counters, RATE_RULES.loginAttemptsPerAccountAndIp, pairKey(account, ip));
}

/**
 * Checks a username and password. Unknown usernames and wrong passwords get the same 401 after the same
 * work (a decoy hash), so neither the message nor the timing says which accounts exist.
 *
 * Every attempt is counted before the password is checked (an atomic increment whose result is compared),
 * so fifty guesses sent at once are stopped like fifty sent in turn:
 * - per account and address (10 / 15 min, 429): a guesser stops; the owner elsewhere is not locked out;
 * - per address (50 / 15 min, 429): one address trying a password on many accounts stops;
 * - per account from addresses it never signed in from: past STEP_UP_AFTER_FAILURES, a proof-of-work step-up
 *   (stepUpIfNeeded), which guessing spread over many addresses pays for on every guess while the owner
 *   passes it and gets in. Addresses the account signed in from before are neither counted nor asked.
 * A successful sign-in gives back its own counts and clears the pair's.
 */
/**
 * How long a wrong password waits before its answer, by the attempt's number for this account from this
 * address: nothing for the first three (typos), then `base` (SIGN_IN_SLOWDOWN_MS, 250 ms) doubling to at most
 * 4 s. It slows a guesser down without stopping the owner, who signs in at once with the right password; the
 * limit of 10 per account and address stops the rest.
 */
export function signInDelayMs(attempt: number, base: number): number {
  return attempt <= 3 || base === 0 ? 0 : Math.min(4000, base * 2 ** (attempt - 4));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * From an address the account never signed in from, each attempt is counted on the account before its
 * password is checked; past STEP_UP_AFTER_FAILURES failures the attempt must carry a solved step-up
 * (modules/auth/step-up.ts). Without one the answer is "step-up required" (the attempt still counts toward
 * the per-address limits, so asking costs a guesser the same); with a wrong or used one it is a failed
 * attempt. The count is per name as typed, so unknown names are asked the same way as real ones.
 */
async function stepUpIfNeeded(deps: Deps, body: LoginViaUsernameBody, account: string): Promise<void> {
  const rule = RATE_RULES.loginFailuresPerAccountFromNewAddresses;
  const { count } = await deps.counters.increment(`${rule.name}:${account}`, rule.windowMs);
  if (count <= Math.min(deps.config.stepUp.afterFailures, rule.max)) return;
  if (!body.step_up) throw unauthorized('errors:stepUpRequired');
  await passStepUp(deps, body.step_up);
}

export async function loginViaUsername(
  deps: Deps,
  body: LoginViaUsernameBody,
  client: ClientContext,
): Promise<LoginResult> {
  const account = signInAccountKey(body.username);
  const pair = pairKey(account, client.ip);
  const user = await usersRepository(deps.db).findByUsername(body.username.trim());
  const knownAddress = user ? await isKnownSignInAddress(deps, user.id, client.ip) : false;
  const lane = knownAddress ? 'owner' : 'other';
  // A full hashing line answers 503 before anything is counted: nothing was checked.
  deps.hashing.admit(lane);

  await consume(deps.counters, RATE_RULES.loginAttemptsPerIp, client.ip);
  const attempt = await consume(deps.counters, RATE_RULES.loginAttemptsPerAccountAndIp, pair);
  if (!knownAddress) await stepUpIfNeeded(deps, body, account);

  // A sign-in from an address the account has used before goes ahead of the line: only its owner has one.
  const stored = user?.passwordHash ?? (await decoyHash(deps.config.passwordHashCost));
  const matches = await deps.hashing.run(() => verifyPassword(body.password, stored), lane);
  const ok = user?.passwordHash != null && matches;
  if (!user || !ok) {
    await sleep(signInDelayMs(attempt, deps.config.signInSlowdownMs));
    throw unauthorized('errors:invalidCredentials');
  }

  await Promise.all([
    release(deps.counters, RATE_RULES.loginAttemptsPerIp, client.ip),
    clearFailures(deps.counters, RATE_RULES.loginAttemptsPerAccountAndIp, pair),
    knownAddress
      ? undefined
      : release(deps.counters, RATE_RULES.loginFailuresPerAccountFromNewAddresses, account),
  ]);
  return signIn(deps, user, knownAddress ? undefined : client);
}
