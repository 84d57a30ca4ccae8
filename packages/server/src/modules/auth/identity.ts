import type { LoginViaTelegramBody } from '@w2e/core/contracts/auth';
import type { Ack } from '@w2e/core/contracts/common';
import type { LoginResult } from '@w2e/core/contracts/session';
import { pickLanguage } from '@w2e/core/i18n/languages';
import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/database';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import type { ClientContext } from '../../lib/client-context';
import { conflict, unauthorized } from '../../lib/errors';
import { verifyIdToken } from '../../lib/id-tokens';
import { consume, RATE_RULES } from '../../lib/rate-limit';
import { CLOCK_SKEW_SECONDS, checkLoginWidget, checkMiniAppInitData } from '../../lib/telegram-auth';
import { creditChatReferral } from '../monitoring/dashboard';
import { notificationsRepository } from '../notifications/repository';
import { claimUnique, findOrCreateUser, insertUser } from '../users/create-user';
import { type UserRow, usersRepository } from '../users/repository';
import { signIn } from './service';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

interface GoogleIdentity {
  sub: string;
  email: string | null;
  name: string | null;
}

/**
 * A Google ID token, checked against Google's keys (GOOGLE_JWKS_URL): signature, issuer, audience (our
 * GOOGLE_CLIENT_ID) and expiry. Any failure, or Google sign-in not configured, is "Cannot login with google".
 */
async function verifyGoogle(deps: Deps, token: string): Promise<GoogleIdentity> {
  const { clientId, jwksUrl } = deps.config.google;
  if (!clientId) throw unauthorized('account:googleFailed');
  const payload = await verifyIdToken(
    token,
    { jwksUrl },
    { issuer: GOOGLE_ISSUERS, audience: clientId, requiredClaims: ['sub', 'exp'] },
  );
  if (!payload?.sub) throw unauthorized('account:googleFailed');
  // Only an address Google has verified is taken as the person's.
  const email = payload.email_verified === true && typeof payload.email === 'string' ? payload.email : null;
  return {
    sub: payload.sub,
    email: email?.toLowerCase() ?? null,
    name: typeof payload.name === 'string' ? payload.name.slice(0, 100) : null,
  };
}

async function createGoogleUser(deps: Deps, google: GoogleIdentity, client: ClientContext): Promise<UserRow> {
  const repo = usersRepository(deps.db);
  const email = google.email && !(await repo.findByEmail(google.email)) ? google.email : null;
  try {
    return await deps.db.transaction(async (tx) => {
      if (email) {
        await tx
          .update(users)
          .set({ emailUnverify: null })
          .where(sql`lower(${users.emailUnverify}) = ${email}`);
      }
      return insertUser(usersRepository(tx), {
        googleSub: google.sub,
        email,
        fullName: google.name,
        language: client.language,
      });
    });
  } catch (error) {
    // A simultaneous first sign-in with the same Google account won: use its user.
    if (!isUniqueViolation(error, 'users_google_sub_key')) throw error;
    const winner = await repo.findByGoogleSub(google.sub);
    if (!winner) throw error;
    return winner;
  }
}

/**
 * POST auth/login-via-google. Known Google account: its user. Else a verified Google address that an account
 * has verified too: that account, now linked. Else a new account, whose address counts as verified (Google
 * proved it), displacing anyone's unverified claim on it.
 */
export async function loginViaGoogle(deps: Deps, token: string, client: ClientContext): Promise<LoginResult> {
  await consume(deps.counters, RATE_RULES.identitySignInPerIp, client.ip);
  const google = await verifyGoogle(deps, token);
  const repo = usersRepository(deps.db);
  let user = await repo.findByGoogleSub(google.sub);
  if (!user && google.email) {
    const owner = await repo.findByEmail(google.email);
    if (owner && !owner.googleSub) user = await repo.update(owner.id, { googleSub: google.sub });
  }
  if (!user) user = await createGoogleUser(deps, google, client);
  return signIn(deps, user, client);
}

/** POST /users/link-google: adds Google sign-in to the signed-in account. */
export async function linkGoogle(
  deps: Deps,
  user: UserRow,
  token: string,
  client: ClientContext,
): Promise<Ack> {
  await consume(deps.counters, RATE_RULES.identitySignInPerIp, client.ip);
  const google = await verifyGoogle(deps, token);
  const repo = usersRepository(deps.db);
  await claimUnique(repo, user, {
    values: { googleSub: google.sub },
    owner: () => repo.findByGoogleSub(google.sub),
    index: 'users_google_sub_key',
    taken: () => conflict('account:googleInUse'),
  });
  return ack(client.language, 'account:googleLinkDone');
}

/**
 * One launch, one sign-in: a Mini App's init data signs in once. Its hash is remembered in the store every
 * instance shares (Redis, or the database) until the data would expire anyway, and the atomic count that
 * remembers it also tells a second use, however close behind the first it comes.
 */
async function useInitDataOnce(deps: Deps, hash: string, authDate: number): Promise<void> {
  const validUntilMs = (authDate + deps.config.telegram.maxAgeSeconds + CLOCK_SKEW_SECONDS) * 1000;
  const { count } = await deps.counters.increment(
    `${RATE_RULES.telegramInitDataUsed.name}:${hash}`,
    Math.max(1000, validUntilMs - Date.now()),
  );
  if (count > RATE_RULES.telegramInitDataUsed.max) throw unauthorized('account:telegramAlreadyUsed');
}

/**
 * POST auth/login-via-telegram-bot: the Mini App's init data or the Login Widget's data, each checked with
 * its own hash scheme and refused when older than TELEGRAM_AUTH_MAX_AGE_SECONDS; init data works once. The user is found by
 * Telegram id or created, in the language of their Telegram client.
 */
export async function loginViaTelegram(
  deps: Deps,
  body: LoginViaTelegramBody,
  client: ClientContext,
): Promise<LoginResult> {
  const { botToken, maxAgeSeconds } = deps.config.telegram;
  if (!botToken) throw unauthorized('account:telegramUnavailable');
  await consume(deps.counters, RATE_RULES.identitySignInPerIp, client.ip);
  const check =
    'init_data' in body
      ? checkMiniAppInitData(body.init_data, botToken, maxAgeSeconds)
      : checkLoginWidget(body.login_widget, botToken, maxAgeSeconds);
  if (!check.ok)
    throw unauthorized(check.reason === 'expired' ? 'account:telegramExpired' : 'account:telegramInvalid');
  if ('init_data' in body) await useInitDataOnce(deps, check.hash, check.authDate);
  const { identity } = check;
  const repo = usersRepository(deps.db);
  const { user } = await findOrCreateUser(
    repo,
    () => repo.findByTelegramId(identity.id),
    () => ({
      telegramId: identity.id,
      fullName: [identity.firstName, identity.lastName].filter(Boolean).join(' ').slice(0, 100) || null,
      language: identity.languageCode ? pickLanguage(identity.languageCode) : client.language,
    }),
    'users_telegram_id_key',
  );
  await creditChatReferral(deps, user);
  // Telegram says the bot may message this user: notifications they want by Telegram go there
  // (docs/notifications.md). Not saying so removes nothing: a 403 from Telegram does that.
  if (check.identity.allowsWriteToPm) await notificationsRepository(deps.db).allowTelegram(identity.id);
  return signIn(deps, user, client);
}

/**
 * POST auth/ifo/login: a token the IFO partner signed (IFO_JWT_SECRET or IFO_JWKS_URL), with the configured
 * issuer and audience, not expired. Its `sub` is the partner's id for the person.
 */
export async function loginViaIfo(deps: Deps, token: string, client: ClientContext): Promise<LoginResult> {
  await consume(deps.counters, RATE_RULES.identitySignInPerIp, client.ip);
  const { secret, jwksUrl, issuer, audience } = deps.config.ifo;
  const source = jwksUrl ? { jwksUrl } : secret ? { secret } : null;
  if (!source) throw unauthorized('account:ifoInvalid');
  const payload = await verifyIdToken(token, source, {
    ...(issuer ? { issuer } : {}),
    ...(audience ? { audience } : {}),
    requiredClaims: ['sub', 'exp'],
  });
  if (!payload?.sub) throw unauthorized('account:ifoInvalid');
  const subject = payload.sub.slice(0, 256);
  const repo = usersRepository(deps.db);
  const { user } = await findOrCreateUser(
    repo,
    () => repo.findByIfoSubject(subject),
    () => ({
      ifoSubject: subject,
      fullName: typeof payload.name === 'string' ? payload.name.slice(0, 100) : null,
      language: client.language,
    }),
    'users_ifo_subject_key',
  );
  return signIn(deps, user, client);
}
