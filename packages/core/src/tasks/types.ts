import type { TranslationKey } from '../i18n/resources-en';
import { type PricingTier, tierIndex } from '../pricing/tiers';

/**
 * Every task type of spec section 3, with what the rest of the product needs to know about it besides its
 * config's schema (registry.ts adds that): how completion is checked (the one answer the server's verifiers
 * register against), which leaderboard column its score feeds and which pricing tier first offers it. Kept free of zod and viem, so a page that only lists the types (the
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
  'custom_api',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export function isTaskType(value: unknown): value is TaskType {
  return typeof value === 'string' && (TASK_TYPES as readonly string[]).includes(value);
}
/**
 * - automatic: the server checks a source of truth when the player asks to verify: an outside one (a Bot API,
 *   the X API, a chain: `CHECK_SOURCES`), or this product's own records (its redirect log, its sign-ups, game
 *   statistics, the community bot's game);
 * - submission: what the player submits completes the task at once, graded by rules (quiz answers, form
 *   answers);
 * - review: the player submits proof and the event owner accepts or rejects it;
 * - self_declared: nothing can check it (no API tells it, e.g. a Facebook page like; or this server has no
 *   credentials for the source): the player declares it, and the task's `self_declared_score` says whether
 *   that grants score.
 */
export const VERIFICATIONS = ['automatic', 'submission', 'review', 'self_declared'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

/**
 * Where an automatic check reads its truth (`host`: the event host's own server, the custom API task). Each outside source has one verifier file on the server
 * (`packages/server/src/verifiers/<source>.ts`), which registers exactly the task types `TASK_TRAITS` names for
 * that source (the server's typecheck and its registry test hold it so); `platform` is this product's own
 * records, read by the tasks module.
 */
export const CHECK_SOURCES = ['chain', 'telegram', 'discord', 'x', 'youtube', 'host', 'platform'] as const;
export type CheckSource = (typeof CHECK_SOURCES)[number];
export type OutsideSource = Exclude<CheckSource, 'platform'>;

/** How a task type is checked: the source an automatic check reads, or how it completes without one. */
export type CheckedBy = CheckSource | Exclude<Verification, 'automatic'>;

/** What players read for an automatic check, by its source ("On-chain: checked on the blockchain", …). */
export const SOURCE_LABELS: { readonly [S in CheckSource]: TranslationKey } = {
  chain: 'eventPlay:checkOnChain',
  telegram: 'eventPlay:checkTelegram',
  discord: 'verification:checkDiscord',
  x: 'verification:checkX',
  youtube: 'verification:checkYoutube',
  host: 'verification:checkHost',
  platform: 'eventPlay:checkServer',
};

/**
 * What a task checked by an outside source becomes on a server that can't ask it (no bot token, no OAuth
 * client, no node for the network): a social account's task is taken on the player's word, an on-chain task
 * can't be done there.
 */
export const WITHOUT_ACCESS: { readonly [S in OutsideSource]: 'self_declared' | 'unavailable' } = {
  chain: 'unavailable',
  telegram: 'self_declared',
  discord: 'self_declared',
  x: 'self_declared',
  youtube: 'self_declared',
  // The host's own server: always asked (nothing of this server's is needed), so never without access.
  host: 'unavailable',
};

/** The leaderboard's three score columns (spec section 2); total is their sum. */
export const SCORE_COLUMNS = ['in_game', 'social', 'other'] as const;
export type ScoreColumn = (typeof SCORE_COLUMNS)[number];

/** What the product needs to know of a task type besides its config's schema. */
export interface TaskTypeTraits<C extends CheckedBy = CheckedBy> {
  labelKey: TranslationKey;
  /** The one answer to how the type is checked; the server's verifiers register against it. */
  checkedBy: C;
  /** Derived from `checkedBy`: `automatic` when a source checks it. */
  verification: Verification;
  scoreColumn: ScoreColumn;
  minTier: PricingTier;
}

/**
 * Decisions where the spec is silent: Facebook is self-declared (no API tells a third party about a page
 * like); register is checked against this platform's own sign-ups, like visit website against its redirect
 * log; visit website counts as a social task for the Basic tier; register sits with forms in Standard and
 * feeds "other", like every task that is neither social nor played in a game.
 */
export const TASK_TRAITS = {
  discord_join: t('tasks:typeDiscordJoin', 'discord', 'social', 'basic'),
  telegram_join: t('tasks:typeTelegramJoin', 'telegram', 'social', 'basic'),
  youtube_subscribe: t('tasks:typeYoutubeSubscribe', 'youtube', 'social', 'basic'),
  facebook_like_page: t('tasks:typeFacebookLikePage', 'self_declared', 'social', 'basic'),
  twitter_follow: t('tasks:typeTwitterFollow', 'x', 'social', 'basic'),
  twitter_retweet: t('tasks:typeTwitterRetweet', 'x', 'social', 'basic'),
  twitter_reply: t('tasks:typeTwitterReply', 'x', 'social', 'basic'),
  twitter_like: t('tasks:typeTwitterLike', 'x', 'social', 'basic'),
  twitter_tweet: t('tasks:typeTwitterTweet', 'x', 'social', 'basic'),
  visit_website: t('tasks:typeVisitWebsite', 'platform', 'social', 'basic'),
  hold_token: t('tasks:typeHoldToken', 'chain', 'other', 'basic'),
  hold_nft: t('tasks:typeHoldNft', 'chain', 'other', 'basic'),
  transaction: t('tasks:typeTransaction', 'chain', 'other', 'standard'),
  quiz: t('tasks:typeQuiz', 'submission', 'other', 'standard'),
  form: t('tasks:typeForm', 'submission', 'other', 'standard'),
  register: t('tasks:typeRegister', 'platform', 'other', 'standard'),
  in_game: t('tasks:typeInGame', 'platform', 'in_game', 'standard'),
  bug_hunting: t('tasks:typeBugHunting', 'review', 'other', 'premium'),
  mini_game: t('tasks:typeMiniGame', 'platform', 'other', 'premium'),
  custom_api: t('tasks:typeCustomApi', 'host', 'other', 'enterprise'),
} as const satisfies { readonly [T in TaskType]: TaskTypeTraits };

function t<C extends CheckedBy>(
  labelKey: TranslationKey,
  checkedBy: C,
  scoreColumn: ScoreColumn,
  minTier: PricingTier,
): TaskTypeTraits<C> {
  const by: CheckedBy = checkedBy;
  const verification = isCheckSource(by) ? 'automatic' : by;
  return { labelKey, checkedBy, verification, scoreColumn, minTier };
}

/** The task types the registry says `source` checks (a type-level list: what a source's verifiers must cover). */
export type TaskTypesCheckedBy<S extends CheckedBy> = {
  [T in TaskType]: (typeof TASK_TRAITS)[T]['checkedBy'] extends S ? T : never;
}[TaskType];

export function isCheckSource(value: CheckedBy): value is CheckSource {
  return (CHECK_SOURCES as readonly string[]).includes(value);
}

/** The outside source that checks `type`, or undefined when its truth is this product's own or no one's. */
export function outsideSourceOf(type: TaskType): OutsideSource | undefined {
  const by: CheckedBy = TASK_TRAITS[type].checkedBy;
  return by in WITHOUT_ACCESS ? (by as OutsideSource) : undefined;
}

/**
 * Whether a player may ever complete `type` on their word: self-declared by nature, or a social task whose
 * source this server may have no access to. Its task form offers the host the "self-declared completions give
 * score" switch.
 */
export function selfDeclarable(type: TaskType): boolean {
  const source = outsideSourceOf(type);
  return (
    TASK_TRAITS[type].checkedBy === 'self_declared' ||
    (source !== undefined && WITHOUT_ACCESS[source] === 'self_declared')
  );
}

/** Whether an event owner on `tier` may add a task of `type`. */
export function tierAllows(tier: PricingTier, type: TaskType): boolean {
  return tierIndex(tier) >= tierIndex(TASK_TRAITS[type].minTier);
}

/** The task types a tier offers, in registry order: what the "add task" menu lists. */
export function taskTypesForTier(tier: PricingTier): TaskType[] {
  return TASK_TYPES.filter((type) => tierAllows(tier, type));
}
