import type { SocialProviderConfig } from '../config';
import { retryUnlessAnswered } from './oauth';
import { callOutside } from './outside';

/**
 * The YouTube Data API v3 at YOUTUBE_API_BASE, read with the player's own OAuth2 token (scope
 * youtube.readonly), for the YouTube subscribe check. Google's definite answers are returned (a channel
 * unknown, not subscribed, a token refused); a 429, a 5xx, a timeout, and Google's quota answers (403
 * quotaExceeded / rateLimitExceeded) go through callOutside's retry and become an OutsideFailure.
 */

/** Google's error reasons that mean "not now" rather than "this token may not". */
const QUOTA_REASONS = new Set([
  'quotaExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'dailyLimitExceeded',
]);

async function answer(response: Response): Promise<Record<string, unknown>> {
  retryUnlessAnswered(response);
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') throw new Error(`answered ${response.status} without JSON`);
  if (response.status === 403) {
    const errors = (body.error as { errors?: { reason?: unknown }[] } | undefined)?.errors ?? [];
    if (errors.some((e) => QUOTA_REASONS.has(String(e.reason)))) throw new Error('quota exceeded');
  }
  return body;
}

const get =
  (config: SocialProviderConfig, path: string, params: Record<string, string>, token: string) =>
  (signal: AbortSignal) =>
    fetch(`${config.apiBase}/youtube/v3/${path}?${new URLSearchParams(params)}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal,
    });

/**
 * The channel id of a canonical channel link (core's parseYoutubeChannelUrl): `channel/UC…` is the id itself;
 * `@handle` and `user/name` are looked up (channels.list forHandle / forUsername). Null when YouTube knows no
 * such channel, and for `c/name` links, which the API cannot resolve. 'unauthorized' when the token is refused.
 */
export async function channelIdOf(
  config: SocialProviderConfig,
  perSecond: number,
  accessToken: string,
  channelUrl: string,
): Promise<string | null | 'unauthorized'> {
  const path = new URL(channelUrl).pathname.slice(1);
  const direct = /^channel\/(UC[\w-]{22})$/.exec(path);
  if (direct) return direct[1]!;
  const lookup: Record<string, string> | undefined = path.startsWith('@')
    ? { forHandle: path }
    : path.startsWith('user/')
      ? { forUsername: path.slice('user/'.length) }
      : undefined;
  if (!lookup) return null;
  return callOutside('youtube', perSecond, async (signal) => {
    const response = await get(config, 'channels', { part: 'id', ...lookup }, accessToken)(signal);
    const body = await answer(response);
    if (response.status === 401 || response.status === 403) return 'unauthorized';
    if (!response.ok) throw new Error(`channels answered ${response.status}`);
    const id = (Array.isArray(body.items) ? (body.items[0] as { id?: unknown }) : undefined)?.id;
    return typeof id === 'string' ? id : null;
  });
}

/** subscriptions.list mine=true forChannelId: whether the player's own channel is subscribed to it. */
export function subscriptionOf(
  config: SocialProviderConfig,
  perSecond: number,
  accessToken: string,
  channelId: string,
): Promise<'subscribed' | 'not_subscribed' | 'unauthorized'> {
  return callOutside('youtube', perSecond, async (signal) => {
    const params = { part: 'id', mine: 'true', forChannelId: channelId, maxResults: '1' };
    const response = await get(config, 'subscriptions', params, accessToken)(signal);
    const body = await answer(response);
    if (response.status === 401 || response.status === 403) return 'unauthorized';
    if (!response.ok || !Array.isArray(body.items))
      throw new Error(`subscriptions answered ${response.status}`);
    return body.items.length > 0 ? 'subscribed' : 'not_subscribed';
  });
}
