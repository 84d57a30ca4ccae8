import { message } from '../validation/message';
import type { CompareMode } from './registry';

/**
 * Whether a tweet or reply meets its task's rules (compare mode, hashtags, tweet text, minimum member
 * mention). Where the spec is silent:
 * - include: the text must appear in the tweet, ignoring case and runs of spaces;
 * - exact: the tweet must equal the text once @mentions are taken out of both (spaces collapsed, case
 *   kept), so a player can still tag the friends a minimum-mention rule asks for;
 * - each hashtag must appear as a hashtag (#tag, any case), not just as a word;
 * - mentions count distinct accounts, so tagging one friend three times counts once.
 */
export interface TweetRules {
  compare_mode: CompareMode;
  hashtags: readonly string[];
  tweet_text?: string | undefined;
  min_mention: number;
}

const MENTION = /(^|[^A-Za-z0-9_])@([A-Za-z0-9_]{1,15})/g;
const HASHTAG = /(^|[^\p{L}\p{N}_])#([\p{L}\p{N}_]+)/gu;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const withoutMentions = (text: string) => squash(text.replace(MENTION, '$1'));

export function mentionsIn(text: string): Set<string> {
  return new Set([...text.matchAll(MENTION)].map((match) => match[2]!.toLowerCase()));
}

export function hashtagsIn(text: string): Set<string> {
  return new Set([...text.matchAll(HASHTAG)].map((match) => match[2]!.toLowerCase()));
}

/** Messages for every rule the tweet breaks; empty when it passes. */
export function checkTweet(rules: TweetRules, text: string): string[] {
  const problems: string[] = [];
  const wanted = squash(rules.tweet_text ?? '');
  if (rules.compare_mode === 'exact') {
    // Mentions come out of both sides: the required text may itself thank an account.
    if (withoutMentions(text) !== withoutMentions(wanted)) problems.push(message('tasks:tweetTextNotExact'));
  } else if (wanted !== '' && !squash(text).toLowerCase().includes(wanted.toLowerCase())) {
    problems.push(message('tasks:tweetTextMissing'));
  }
  const tags = hashtagsIn(text);
  for (const hashtag of rules.hashtags) {
    if (!tags.has(hashtag.replace(/^#/, '').toLowerCase())) {
      problems.push(message('tasks:tweetHashtagMissing', { hashtag: hashtag.replace(/^#/, '') }));
    }
  }
  if (mentionsIn(text).size < rules.min_mention) {
    problems.push(message('tasks:tweetMentionsTooFew', { min: rules.min_mention }));
  }
  return problems;
}
