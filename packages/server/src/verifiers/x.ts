import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { parseTweetUrl } from '@w2e/core/tasks/links';
import { checkTweet } from '@w2e/core/tasks/tweet';
import type { MessageParams } from '@w2e/core/validation/message';
import { parseMessage } from '@w2e/core/validation/message';
import { findInPages, type XFind } from '../adapters/x';
import { usableAccount } from '../modules/social/tokens';
import type { Verdict, Verifier, VerifierSource } from './index';

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
  refusal:
    | { key: TranslationKey; params?: MessageParams }
    | (() => { key: TranslationKey; params?: MessageParams }),
): Promise<Verdict> {
  if (!deps.config.social.x.clientId) return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  try {
    const account = await usableAccount(deps, player.id, 'x');
    if (account === 'none') return { kind: 'refused', key: 'social:xRequired' };
    if (account === 'relink') return { kind: 'refused', key: 'social:xRelink' };
    const found = await read(account);
    if (found === 'found') return { kind: 'granted' };
    if (found === 'unauthorized') return { kind: 'refused', key: 'social:xRelink' };
    return { kind: 'refused', ...(typeof refusal === 'function' ? refusal() : refusal) };
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

/** X's recent search covers the last seven days; a little inside it, so the bound is never refused. */
const SEARCH_WINDOW_MS = 7 * 86_400_000 - 60_000;

/**
 * Tweet and reply: the player's own posts since the event started (at most the last seven days, which is all
 * X's recent search holds), read with `from:{id}` (for a reply, in the post's conversation), checked with the
 * task's rules (core's checkTweet: compare mode, hashtags, text, mentions). Refused with what the newest post
 * misses, or that no post was found.
 */
function postVerifier(kind: 'tweet' | 'reply'): Verifier<'twitter_tweet' | 'twitter_reply'> {
  return (deps, task, player, context) => {
    const { config, perSecond } = pages(deps);
    const since = new Date(Math.max(context.eventStart.getTime(), Date.now() - SEARCH_WINDOW_MS));
    const tweetId = task.type === 'twitter_reply' ? (parseTweetUrl(task.tweet_url)?.tweetId ?? '') : '';
    let newestProblems: string[] | undefined;
    return withX(
      deps,
      player,
      (account) =>
        findInPages(
          config,
          perSecond,
          account.accessToken,
          '/2/tweets/search/recent',
          {
            query:
              kind === 'reply'
                ? `from:${account.outsideId} conversation_id:${tweetId} is:reply`
                : `from:${account.outsideId} -is:retweet`,
            start_time: since.toISOString(),
            max_results: '100',
            'tweet.fields': 'created_at,conversation_id,author_id',
          },
          (post) => {
            const problems = checkTweet(task, String(post.text ?? ''));
            newestProblems ??= problems;
            return problems.length === 0;
          },
          MAX_PAGES,
        ),
      () => {
        const first = newestProblems?.[0] ? parseMessage(newestProblems[0]) : null;
        if (first) return first;
        return { key: kind === 'reply' ? 'social:xNoReply' : 'social:xNoPost' };
      },
    );
  };
}

export const xTweet = postVerifier('tweet') as Verifier<'twitter_tweet'>;
export const xReply = postVerifier('reply') as Verifier<'twitter_reply'>;

/** The registry's `x` source: asked with the player's linked account (OAuth2 client credentials). */
export const xSource: VerifierSource<'x'> = {
  configured: (config) => Boolean(config.social.x.clientId),
  verifiers: {
    twitter_follow: xFollow,
    twitter_like: xLike,
    twitter_retweet: xRetweet,
    twitter_reply: xReply,
    twitter_tweet: xTweet,
  },
};
