import type { SocialProvider } from '@w2e/core/contracts/social';
import type { SocialProviderConfig } from '../config';
import { callOutside } from './outside';

/**
 * The two OAuth2 calls of linking an outside account, at the provider's configured API base: the code
 * exchange and "who is this token". The provider's own refusal of a code (400/401: invalid_grant, a replayed
 * or expired code, a wrong PKCE verifier) is an answer; a 429, a 5xx, a timeout or nonsense is a failure that
 * callOutside retries once and then reports as OutsideFailure.
 */

export interface OAuthTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

export interface OutsideIdentity {
  id: string;
  name: string;
}

const TOKEN_PATHS: Record<SocialProvider, string> = {
  discord: '/oauth2/token',
  x: '/2/oauth2/token',
  // Google's token endpoint, also served at www.googleapis.com (oauth2.googleapis.com/token is the same).
  youtube: '/oauth2/v4/token',
};

/**
 * "Who is this token" per provider: the path, and how its answer names the account. Discord and X ids are
 * numbers (snowflakes) kept as text; a YouTube account is its channel (`UC` + 22 characters), since that is
 * what subscriptions are made with.
 */
const IDENTITY: Record<
  SocialProvider,
  { path: string; read: (body: Record<string, unknown>) => { id: unknown; name: unknown }; id: RegExp }
> = {
  discord: {
    path: '/users/@me',
    read: (body) => ({ id: body.id, name: body.global_name ?? body.username }),
    id: /^\d{1,32}$/,
  },
  x: {
    path: '/2/users/me',
    read: (body) => {
      const user = body.data as Record<string, unknown> | undefined;
      return { id: user?.id, name: user?.username };
    },
    id: /^\d{1,32}$/,
  },
  youtube: {
    path: '/youtube/v3/channels?part=snippet&mine=true',
    read: (body) => {
      const channel = (Array.isArray(body.items) ? body.items[0] : undefined) as
        | { id?: unknown; snippet?: { title?: unknown } }
        | undefined;
      return { id: channel?.id, name: channel?.snippet?.title };
    },
    id: /^UC[\w-]{22}$/,
  },
};

/** An answer the call retries (rate limited, the provider down); a definite refusal is returned instead. */
class Retryable extends Error {}

async function json(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {}
  throw new Error(`answered ${response.status} with something that is not a JSON object`);
}

/** Throws Retryable for what is worth a second try (429, 5xx); anything else is the caller's to read. */
export function retryUnlessAnswered(response: Response): void {
  if (response.status === 429 || response.status >= 500) throw new Retryable(`answered ${response.status}`);
}

export function exchangeCode(
  provider: SocialProvider,
  config: SocialProviderConfig,
  perSecond: number,
  grant: { code: string; redirectUri: string; codeVerifier: string },
): Promise<OAuthTokens | null> {
  return tokenRequest(provider, config, perSecond, {
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
  });
}

/** A new access token from a refresh token; null when the provider refuses it (revoked, already used). */
export function refreshTokens(
  provider: SocialProvider,
  config: SocialProviderConfig,
  perSecond: number,
  refreshToken: string,
): Promise<OAuthTokens | null> {
  return tokenRequest(provider, config, perSecond, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
}

function tokenRequest(
  provider: SocialProvider,
  config: SocialProviderConfig,
  perSecond: number,
  fields: Record<string, string>,
): Promise<OAuthTokens | null> {
  return callOutside(provider, perSecond, async (signal) => {
    const form = new URLSearchParams(fields);
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    // Confidential clients authenticate with HTTP Basic (both providers accept it); public X clients name
    // themselves in the form and are bound by PKCE alone.
    if (config.clientSecret) {
      const basic = `${encodeURIComponent(config.clientId ?? '')}:${encodeURIComponent(config.clientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
    } else form.set('client_id', config.clientId ?? '');
    const response = await fetch(`${config.apiBase}${TOKEN_PATHS[provider]}`, {
      method: 'POST',
      headers,
      body: form,
      signal,
    });
    retryUnlessAnswered(response);
    const body = await json(response);
    if (response.status === 400 || response.status === 401) return null;
    if (!response.ok || typeof body.access_token !== 'string')
      throw new Error(`token endpoint answered ${response.status} without an access token`);
    const expiresIn = Number(body.expires_in);
    return {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null,
    };
  });
}

/**
 * Discord's /users/@me, X's /2/users/me, YouTube's own channel: the account's stable id and a name to show.
 * Null when a Google account has no YouTube channel: it has nothing to subscribe with, so nothing to link.
 */
export async function fetchIdentity(
  provider: SocialProvider,
  config: SocialProviderConfig,
  perSecond: number,
  accessToken: string,
): Promise<OutsideIdentity | null> {
  const identity = IDENTITY[provider];
  return callOutside(provider, perSecond, async (signal) => {
    const response = await fetch(`${config.apiBase}${identity.path}`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal,
    });
    retryUnlessAnswered(response);
    const body = await json(response);
    if (!response.ok) throw new Error(`${identity.path} answered ${response.status}`);
    const { id, name } = identity.read(body);
    if (provider === 'youtube' && id === undefined) return null;
    if (typeof id !== 'string' || !identity.id.test(id))
      throw new Error(`${identity.path} answered no account id`);
    return { id, name: typeof name === 'string' && name ? name : id };
  });
}
