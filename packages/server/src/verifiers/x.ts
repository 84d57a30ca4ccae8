import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { parseTweetUrl } from '@w2e/core/tasks/links';
import type { MessageParams } from '@w2e/core/validation/message';
import { findInPages, type XFind } from '../adapters/x';
import { usableAccount } from '../modules/social/tokens';
import type { Verdict, Verifier } from './index';

/**
 * X follow, like and retweet, read with the player's linked X account (OAuth2 PKCE, modules/social/) at
 * X_API_BASE: who the player follows (/2/users/{id}/following), what they liked (/2/users/{id}/liked_tweets),
 * who reposted the post (/2/tweets/{id}/retweeted_by). Each list is read newest first for at most a few pages,
 * so a follow or like from long ago may not be seen (the player can undo and redo it).
 */
const MAX_PAGES = 5;

async function withX(
  deps: Parameters<Verifier>[0],
  player: Parameters<Verifier>[2],
  read: (account: { outsideId: string; accessToken: string }) => Promise<XFind>,
  refusal: { key: TranslationKey; params?: MessageParams },
): Promise<Verdict> {
  if (!deps.config.social.x.clientId) return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  try {
    const account = await usableAccount(deps, player.id, 'x');
    if (account === 'none') return { kind: 'refused', key: 'social:xRequired' };
    if (account === 'relink') return { kind: 'refused', key: 'social:xRelink' };
    const found = await read(account);
    if (found === 'found') return { kind: 'granted' };
    if (found === 'unauthorized') return { kind: 'refused', key: 'social:xRelink' };
    return { kind: 'refused', ...refusal };
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.message : error }, 'x check failed');
    return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  }
}

const pages = (deps: Parameters<Verifier>[0]) => ({
  config: deps.config.social.x,
  perSecond: deps.config.verify.ratePerSecond,
});

export const xFollow: Verifier<'twitter_follow'> = (deps, task, player) => {
  const { config, perSecond } = pages(deps);
  const username = task.username.toLowerCase();
  return withX(
    deps,
    player,
    (account) =>
      findInPages(
        config,
        perSecond,
        account.accessToken,
        `/2/users/${account.outsideId}/following`,
        { max_results: '1000' },
        (user) => String(user.username ?? '').toLowerCase() === username,
        MAX_PAGES,
      ),
    { key: 'social:xNotFollowing', params: { username: task.username } },
  );
};

export const xLike: Verifier<'twitter_like'> = (deps, task, player) => {
  const { config, perSecond } = pages(deps);
  const tweetId = parseTweetUrl(task.tweet_url)?.tweetId;
  return withX(
    deps,
    player,
    (account) =>
      findInPages(
        config,
        perSecond,
        account.accessToken,
        `/2/users/${account.outsideId}/liked_tweets`,
        { max_results: '100' },
        (tweet) => tweet.id === tweetId,
        MAX_PAGES,
      ),
    { key: 'social:xNotLiked' },
  );
};

export const xRetweet: Verifier<'twitter_retweet'> = (deps, task, player) => {
  const { config, perSecond } = pages(deps);
  const tweetId = parseTweetUrl(task.tweet_url)?.tweetId ?? '';
  return withX(
    deps,
    player,
    (account) =>
      findInPages(
        config,
        perSecond,
        account.accessToken,
        `/2/tweets/${tweetId}/retweeted_by`,
        { max_results: '100' },
        (user) => user.id === account.outsideId,
        MAX_PAGES,
      ),
    { key: 'social:xNotRetweeted' },
  );
};
