import { channelIdOf, subscriptionOf } from '../adapters/youtube';
import { usableAccount } from '../modules/social/tokens';
import type { Verifier, VerifierSource } from './index';

/**
 * YouTube subscribe: the player's linked YouTube account (OAuth2 with Google, modules/social/; the account is
 * its channel) is subscribed to the channel of the task's link, read with the player's own token
 * (subscriptions.list mine=true forChannelId). A link by handle or legacy user name is resolved to its
 * channel id first; a `/c/name` link cannot be resolved through the API and asks the host to fix it.
 */
export const youtubeSubscribe: Verifier<'youtube_subscribe'> = async (deps, task, player) => {
  const settings = deps.config.social.youtube;
  if (!settings.clientId) return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  const perSecond = deps.config.verify.ratePerSecond;
  try {
    const account = await usableAccount(deps, player.id, 'youtube');
    if (account === 'none') return { kind: 'refused', key: 'social:youtubeRequired' };
    if (account === 'relink') return { kind: 'refused', key: 'social:youtubeRelink' };
    const channelId = await channelIdOf(settings, perSecond, account.accessToken, task.channel_url);
    if (channelId === 'unauthorized') return { kind: 'refused', key: 'social:youtubeRelink' };
    if (!channelId) return { kind: 'unavailable', key: 'social:youtubeChannelUnknown' };
    const subscription = await subscriptionOf(settings, perSecond, account.accessToken, channelId);
    if (subscription === 'subscribed') return { kind: 'granted' };
    if (subscription === 'unauthorized') return { kind: 'refused', key: 'social:youtubeRelink' };
    return { kind: 'refused', key: 'social:youtubeNotSubscribed' };
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.message : error }, 'youtube check failed');
    return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  }
};

/** The registry's `youtube` source: asked with the player's linked account (OAuth2 client credentials). */
export const youtubeSource: VerifierSource<'youtube'> = {
  configured: (config) => Boolean(config.social.youtube.clientId),
  verifiers: { youtube_subscribe: youtubeSubscribe },
};
