import type { TranslationKey } from '../i18n/resources-en';
import { type PricingTier, tierIndex } from '../pricing/tiers';

/**
 * Every task type of spec section 3, with what the rest of the product needs to know about it besides its
 * config's schema (registry.ts adds that): how completion is verified, which leaderboard column its score feeds
 * and which pricing tier first offers it. Kept free of zod and viem, so a page that only lists the types (the
 * pricing page, the task guide) does not load them. Adding a type means an entry here and its schema there.
 */
export const TASK_TYPES = [
  'discord_join',
  'telegram_join',
  'youtube_subscribe',
  'facebook_like_page',
  'twitter_follow',
  'twitter_retweet',
  'twitter_reply',
  'twitter_like',
  'twitter_tweet',
  'quiz',
  'form',
  'visit_website',
  'register',
  'in_game',
  'bug_hunting',
  'hold_token',
  'hold_nft',
  'transaction',
  'mini_game',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export function isTaskType(value: unknown): value is TaskType {
  return typeof value === 'string' && (TASK_TYPES as readonly string[]).includes(value);
}
/**
 * - automatic: the server checks an outside source of truth (a Bot API, the X API, a chain, game statistics,
 *   its own redirect log) when the player asks to verify;
 * - submission: what the player submits completes the task at once, graded by rules (quiz answers, form
 *   answers, the account they registered);
 * - review: the player submits proof and the event owner accepts or rejects it;
 * - self_declared: nothing can check it (no API tells it, e.g. a Facebook page like; or this server has no
 *   credentials for the source): the player declares it, and the task's `self_declared_score` says whether
 *   that grants score.
 */
export const VERIFICATIONS = ['automatic', 'submission', 'review', 'self_declared'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

/** The leaderboard's three score columns (spec section 2); total is their sum. */
export const SCORE_COLUMNS = ['in_game', 'social', 'other'] as const;
export type ScoreColumn = (typeof SCORE_COLUMNS)[number];

/** What the product needs to know of a task type besides its config's schema. */
export interface TaskTypeTraits {
  labelKey: TranslationKey;
  verification: Verification;
  scoreColumn: ScoreColumn;
  minTier: PricingTier;
}

/**
 * Decisions where the spec is silent: Facebook is self-declared (no API tells a third party about a page
 * like), and so is YouTube until its OAuth check lands (issue 11); visit website counts as a social task for
 * the Basic tier; register sits with forms in Standard and feeds "other", like every task that is neither
 * social nor played in a game.
 */
export const TASK_TRAITS: { readonly [T in TaskType]: TaskTypeTraits } = {
  discord_join: t('tasks:typeDiscordJoin', 'automatic', 'social', 'basic'),
  telegram_join: t('tasks:typeTelegramJoin', 'automatic', 'social', 'basic'),
  youtube_subscribe: t('tasks:typeYoutubeSubscribe', 'self_declared', 'social', 'basic'),
  facebook_like_page: t('tasks:typeFacebookLikePage', 'self_declared', 'social', 'basic'),
  twitter_follow: t('tasks:typeTwitterFollow', 'automatic', 'social', 'basic'),
  twitter_retweet: t('tasks:typeTwitterRetweet', 'automatic', 'social', 'basic'),
  twitter_reply: t('tasks:typeTwitterReply', 'automatic', 'social', 'basic'),
  twitter_like: t('tasks:typeTwitterLike', 'automatic', 'social', 'basic'),
  twitter_tweet: t('tasks:typeTwitterTweet', 'automatic', 'social', 'basic'),
  visit_website: t('tasks:typeVisitWebsite', 'automatic', 'social', 'basic'),
  hold_token: t('tasks:typeHoldToken', 'automatic', 'other', 'basic'),
  hold_nft: t('tasks:typeHoldNft', 'automatic', 'other', 'basic'),
  transaction: t('tasks:typeTransaction', 'automatic', 'other', 'standard'),
  quiz: t('tasks:typeQuiz', 'submission', 'other', 'standard'),
  form: t('tasks:typeForm', 'submission', 'other', 'standard'),
  register: t('tasks:typeRegister', 'submission', 'other', 'standard'),
  in_game: t('tasks:typeInGame', 'automatic', 'in_game', 'standard'),
  bug_hunting: t('tasks:typeBugHunting', 'review', 'other', 'premium'),
  mini_game: t('tasks:typeMiniGame', 'automatic', 'other', 'premium'),
};

function t(
  labelKey: TranslationKey,
  verification: Verification,
  scoreColumn: ScoreColumn,
  minTier: PricingTier,
): TaskTypeTraits {
  return { labelKey, verification, scoreColumn, minTier };
}

/** Whether an event owner on `tier` may add a task of `type`. */
export function tierAllows(tier: PricingTier, type: TaskType): boolean {
  return tierIndex(tier) >= tierIndex(TASK_TRAITS[type].minTier);
}

/** The task types a tier offers, in registry order: what the "add task" menu lists. */
export function taskTypesForTier(tier: PricingTier): TaskType[] {
  return TASK_TYPES.filter((type) => tierAllows(tier, type));
}
