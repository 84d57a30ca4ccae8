import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@w2e/core/constants';
import type { Ack } from '@w2e/core/contracts/common';
import {
  SOCIAL_PROVIDERS,
  type SocialAccounts,
  type SocialAuthorize,
  type SocialProvider,
  type SocialResult,
} from '@w2e/core/contracts/social';
import type { Language } from '@w2e/core/i18n/languages';
import { exchangeCode, fetchIdentity } from '../../adapters/oauth';
import { OutsideFailure } from '../../adapters/outside';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { AppError, conflict } from '../../lib/errors';
import { consume, type RateRule } from '../../lib/rate-limit';
import type { UserRow } from '../users/repository';
import { socialRepository } from './repository';
import { sealTokens } from './tokens';

/**
 * Linking outside accounts with OAuth2 (authorization code + PKCE S256). The browser is sent to the provider
 * with a random state that is stored with the PKCE verifier and the user, and also set in a short cookie on
 * this browser: the callback only links when the state comes back from the same browser that asked, is
 * still live, and is used for the first time (it is deleted by the statement that reads it).
 */

const STATE_TTL_MS = 10 * 60_000;
const SCOPES: Record<SocialProvider, string> = {
  discord: 'identify guilds.members.read',
  x: 'tweet.read users.read follows.read like.read offline.access',
  youtube: 'https://www.googleapis.com/auth/youtube.readonly',
};
/** Google gives a refresh token only when asked for offline access (and again only with a fresh consent). */
const AUTHORIZE_EXTRA: Partial<Record<SocialProvider, Record<string, string>>> = {
  youtube: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
};
/** Names in messages: brand names, the same in every language. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  discord: 'Discord',
  x: 'X',
  youtube: 'YouTube',
};

const AUTHORIZE_RULE: RateRule = { name: 'social-authorize-user', max: 20, windowMs: 15 * 60_000 };

export const stateCookie = (provider: SocialProvider) => `w2e_oauth_${provider}`;
export const callbackPath = (provider: SocialProvider) => `${API_BASE}/users/social/${provider}/callback`;
const redirectUri = (config: Config, provider: SocialProvider) =>
  `${config.publicUrl}${callbackPath(provider)}`;

export function socialConfigured(config: Config, provider: SocialProvider): boolean {
  return Boolean(config.social[provider].clientId);
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** GET /users/social */
export async function listSocial(deps: Deps, user: UserRow): Promise<SocialAccounts> {
  const rows = await socialRepository(deps.db).listOf(user.id);
  return {
    providers: SOCIAL_PROVIDERS.map((provider) => {
      const row = rows.find((r) => r.provider === provider);
      return {
        provider,
        configured: socialConfigured(deps.config, provider),
        account: row ? { id: row.outsideId, name: row.name, linked_at: row.createdAt.toISOString() } : null,
      };
    }),
  };
}

/** POST /users/social/{provider}/authorize: the URL, and the state for this browser's cookie. */
export async function authorizeSocial(
  deps: Deps,
  user: UserRow,
  provider: SocialProvider,
): Promise<SocialAuthorize & { state: string }> {
  const settings = deps.config.social[provider];
  if (!settings.clientId) throw conflict('social:notConfigured', { provider: PROVIDER_NAMES[provider] });
  await consume(deps.counters, AUTHORIZE_RULE, user.id);
  const state = base64url(randomBytes(32));
  const codeVerifier = base64url(randomBytes(48));
  const expiresAt = new Date(Date.now() + STATE_TTL_MS);
  await socialRepository(deps.db).addState({ state, userId: user.id, provider, codeVerifier, expiresAt });
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: redirectUri(deps.config, provider),
    scope: SCOPES[provider],
    state,
    code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
    ...AUTHORIZE_EXTRA[provider],
  }).toString();
  return { url: url.toString(), expires_at: expiresAt.toISOString(), state };
}

function sameState(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * GET /users/social/{provider}/callback: always a result flag for the profile page, never an error page.
 * Nothing is linked unless every step succeeded; an outside failure is 'unavailable' (try again).
 */
export async function completeSocial(
  deps: Deps,
  provider: SocialProvider,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  cookieState: string | undefined,
): Promise<SocialResult> {
  const settings = deps.config.social[provider];
  if (!settings.clientId) return 'not_configured';
  if (!query.state || !sameState(cookieState, query.state)) return 'state';
  const repo = socialRepository(deps.db);
  const pending = await repo.consumeState(query.state, provider);
  if (!pending) return 'state';
  // The player said no on the provider's page (error=access_denied): the state is spent all the same.
  if (query.error || !query.code) return query.error ? 'denied' : 'code';
  try {
    const tokens = await exchangeCode(provider, settings, deps.config.verify.ratePerSecond, {
      code: query.code,
      redirectUri: redirectUri(deps.config, provider),
      codeVerifier: pending.codeVerifier,
    });
    if (!tokens) return 'code';
    const identity = await fetchIdentity(
      provider,
      settings,
      deps.config.verify.ratePerSecond,
      tokens.accessToken,
    );
    if (!identity) return 'no_account';
    return await repo.link(
      pending.userId,
      provider,
      identity,
      sealTokens(deps.sealer, provider, identity.id, tokens),
    );
  } catch (error) {
    if (error instanceof OutsideFailure) {
      deps.log.warn({ err: error.message }, 'social link: provider unavailable');
      return 'unavailable';
    }
    // The same user finishing two links of different accounts at once: the second one lost the race.
    if (isUniqueViolation(error, 'social_accounts_user_provider_key')) return 'unavailable';
    throw error;
  }
}

/** DELETE /users/social/{provider} */
export async function unlinkSocial(
  deps: Deps,
  user: UserRow,
  provider: SocialProvider,
  language: Language,
): Promise<Ack> {
  const params = { provider: PROVIDER_NAMES[provider] };
  if (!(await socialRepository(deps.db).unlink(user.id, provider)))
    throw new AppError(404, 'social:notLinked', params);
  return ack(language, 'social:unlinked', params);
}
