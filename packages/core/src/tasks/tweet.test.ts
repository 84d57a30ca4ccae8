import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../validation/message';
import { checkTweet, type TweetRules } from './tweet';

const keys = (messages: string[]) => messages.map((m) => parseMessage(m)?.key);
const rules = (over: Partial<TweetRules>): TweetRules => ({
  compare_mode: 'include',
  hashtags: [],
  min_mention: 0,
  ...over,
});
const handle = fc.stringMatching(/^[A-Za-z0-9_]{1,15}$/);

describe('tweet rules', () => {
  it('in include mode, find the text anywhere, ignoring case and spacing', () => {
    const r = rules({ tweet_text: 'Playing W2E  Hub today' });
    expect(checkTweet(r, 'gm! playing w2e hub today, join me')).toEqual([]);
    expect(keys(checkTweet(r, 'gm! playing something else'))).toEqual(['tasks:tweetTextMissing']);
  });

  it('in exact mode, match the text once mentions are taken out', () => {
    const r = rules({ compare_mode: 'exact', tweet_text: 'I joined the W2E Summer Quest', min_mention: 2 });
    expect(checkTweet(r, 'I joined the W2E Summer Quest @linh @an')).toEqual([]);
    expect(keys(checkTweet(r, 'I joined the W2E Summer Quest!! @linh @an'))).toEqual([
      'tasks:tweetTextNotExact',
    ]);
    expect(keys(checkTweet(r, 'i joined the w2e summer quest @linh @an'))).toEqual([
      'tasks:tweetTextNotExact',
    ]);
  });

  it('need every hashtag as a hashtag and count distinct mentions', () => {
    const r = rules({ hashtags: ['W2E', '#GameFi'], min_mention: 2 });
    expect(checkTweet(r, 'Love #w2e and #gamefi with @linh and @an')).toEqual([]);
    const found = checkTweet(r, 'Love w2e and #gamefi with @linh and @LINH, mail me a@b.co');
    expect(found.map((m) => parseMessage(m))).toEqual([
      { key: 'tasks:tweetHashtagMissing', params: { hashtag: 'W2E' } },
      { key: 'tasks:tweetMentionsTooFew', params: { min: 2 } },
    ]);
  });

  it('accept any tweet built from the text, the hashtags and enough friends', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z ]{0,40}$/),
        fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_]{1,10}$/), {
          maxLength: 3,
          selector: (t) => t.toLowerCase(),
        }),
        fc.uniqueArray(handle, { maxLength: 4, selector: (h) => h.toLowerCase() }),
        fc.constantFrom('include' as const, 'exact' as const),
        (text, tags, friends, compare_mode) => {
          const tweet_text = [text, ...tags.map((t) => `#${t}`)].join(' ');
          const r = rules({ compare_mode, tweet_text, hashtags: tags, min_mention: friends.length });
          expect(checkTweet(r, `${tweet_text} ${friends.map((f) => `@${f}`).join(' ')}`)).toEqual([]);
        },
      ),
    );
  });
});
