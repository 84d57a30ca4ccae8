import { type AbiEvent, parseAbiItem } from 'viem';
import { z } from 'zod';
import { payoutSchema } from '../contracts/prizes';
import type { TranslationKey } from '../i18n/resources-en';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { isEvmAddress } from '../validation/rules';
import { tonRawAddress } from '../wallet/ton-address';
import {
  chainAddressSchema,
  evmAddressSchema,
  optionalImageUrlSchema,
  optionalText,
  requiredText,
  webUrlSchema,
  weiAmountSchema,
  wholeNumber,
} from './fields';
import {
  discordInviteLink,
  parseDiscordInvite,
  parseFacebookPageUrl,
  parseTelegramPublicLink,
  parseTweetUrl,
  parseTwitterUsername,
  parseYoutubeChannelUrl,
  telegramLink,
  tweetLink,
} from './links';
import { type HoldNetworkKey, holdNetworkKeySchema, networkKeySchema, TON_NETWORK_KEY } from './networks';
import { recurringTypeSchema } from './recurrence';
import { TASK_TRAITS, TASK_TYPES, type TaskType, type TaskTypeTraits } from './types';

// What each task type is, without its schemas, lives in types.ts (no zod, no viem: pages that only list the
// types load that); the registry adds the schemas. Re-exported so the rest of the product keeps one import.
export * from './types';
export const taskTypeSchema = lazySchema(() => z.enum(TASK_TYPES, { error: message('tasks:choiceInvalid') }));

/** For values picked from a list: only a broken client sends anything else. */
const choice = { error: message('tasks:choiceInvalid') } as const;

export const COMPARE_MODES = ['include', 'exact'] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];
export const COMPARE_MODE_LABELS: Record<CompareMode, TranslationKey> = {
  include: 'tasks:compareInclude',
  exact: 'tasks:compareExact',
};

const TASK_ID_MAX = 64;
export const SCORE_MAX = 1_000_000;

/**
 * Fields every task has (spec section 3). Decisions where the spec is silent:
 * - `id` is chosen by the client (a UUID) so tasks can name each other in `dependent_tasks` before the
 *   event is saved;
 * - `weight` orders tasks on the event page, lower first;
 * - `prize` is free text ("10 USDT", "Whitelist spot") because prizes are not always token amounts;
 *   `prize_payout` says how it is paid when it is one (a token amount on a network, checked on delivery);
 * - `spins` is a lucky-wheel reward: each completion also grants that many spins on the event's wheel, or the
 *   platform wheel when the event has none (docs/wheel.md);
 * - `turn_limit` counts completions per recurrence window for DAILY/WEEKLY tasks and in total otherwise
 *   (see state.ts); absent means 1.
 */
const commonShape = {
  id: lazySchema(() =>
    z
      .string()
      .trim()
      .min(1, { error: message('validation:required') })
      .max(TASK_ID_MAX),
  ),
  name: lazySchema(() => requiredText(200)),
  score: lazySchema(() => wholeNumber(0, SCORE_MAX)),
  prize: lazySchema(() => optionalText(100)),
  /** How `prize` is paid (docs/prizes.md); absent: an item, handed over by contact. */
  prize_payout: lazySchema(() => payoutSchema.optional()),
  spins: lazySchema(() => wholeNumber(1, 100).optional()),
  description: lazySchema(() => optionalText(10_000)),
  weight: lazySchema(() => wholeNumber(0, 10_000).default(0)),
  group_name: lazySchema(() => optionalText(100)),
  dependent_tasks: lazySchema(() => z.array(z.string().trim().min(1).max(TASK_ID_MAX)).max(50).default([])),
  mandatory: lazySchema(() => z.boolean().default(false)),
  recurring_type: lazySchema(() => recurringTypeSchema.optional()),
  turn_limit: lazySchema(() => wholeNumber(1, 1000).optional()),
  banner: optionalImageUrlSchema,
  /**
   * The host's choice for when the task can only be self-declared (no API, no credentials on this
   * server): whether such a completion grants the task's score. Absent: it does.
   */
  self_declared_score: lazySchema(() => z.boolean().optional()),
  /** For platform token holders only (docs/verification.md); absent: open to every player. */
  premium: lazySchema(() => z.boolean().optional()),
};

/** A link field: `parse` finds the part the verifier needs, `format` rebuilds one canonical link from it. */
function linkField<T>(parse: (input: string) => T | null, format: (part: T) => string, key: TranslationKey) {
  return z
    .string({ error: message('validation:required') })
    .trim()
    .min(1, { error: message('validation:required') })
    .refine((value) => parse(value) !== null, { error: message(key) })
    .transform((value) => format(parse(value) as T));
}

const same = (value: string) => value;

/** Stored without the leading '#', which players may or may not type. */
const hashtagSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^#?[\p{L}\p{N}_]{1,100}$/u, { error: message('tasks:hashtagInvalid') })
    .transform((tag) => tag.replace(/^#/, '')),
);

/** What a tweet or a reply must contain (compare mode, hashtags, text, mentions: spec section 3). */
const tweetRulesShape = {
  compare_mode: lazySchema(() => z.enum(COMPARE_MODES, choice).default('include')),
  hashtags: lazySchema(() => z.array(hashtagSchema).max(10).default([])),
  tweet_text: lazySchema(() => optionalText(280)),
  min_mention: lazySchema(() => wholeNumber(0, 50).default(0)),
};

/** "exact" with no text would accept only an empty tweet, which no one can post. */
function exactNeedsText(
  task: { compare_mode: CompareMode; tweet_text?: string | undefined },
  ctx: z.core.$RefinementCtx,
) {
  if (task.compare_mode === 'exact' && !task.tweet_text) {
    ctx.addIssue({ code: 'custom', path: ['tweet_text'], message: message('validation:required') });
  }
}

const tweetUrlField = lazySchema(() => linkField(parseTweetUrl, tweetLink, 'tasks:tweetUrlInvalid'));

const quizPassMessage = { error: message('tasks:quizPassPercent') } as const;

const quizQuestionSchema = lazySchema(() =>
  z
    .object({
      question: requiredText(500),
      options: z
        .array(requiredText(200))
        .min(2, { error: message('tasks:quizOptionsMin', { min: 2 }) })
        .max(10, { error: message('validation:maximum', { maxNumber: 10 }) }),
      /** Indexes into `options`; more than one means the player must pick exactly all of them. */
      correct: z
        .array(z.number().int().nonnegative())
        .min(1, { error: message('tasks:quizCorrectRequired') }),
    })
    .superRefine((question, ctx) => {
      const distinct = new Set(question.correct);
      const outside = question.correct.some((index) => index >= question.options.length);
      if (outside || distinct.size !== question.correct.length) {
        ctx.addIssue({ code: 'custom', path: ['correct'], message: message('tasks:quizCorrectInvalid') });
      }
    }),
);
export type QuizQuestion = z.output<typeof quizQuestionSchema>;

export const FORM_FIELD_KINDS = ['text', 'textarea', 'number', 'email', 'url', 'wallet'] as const;
const formFieldSchema = lazySchema(() =>
  z.object({
    label: requiredText(200),
    kind: z.enum(FORM_FIELD_KINDS, choice).default('text'),
    required: z.boolean().default(true),
  }),
);

export const TRANSACTION_MATCHES = ['sent', 'event'] as const;
export type TransactionMatch = (typeof TRANSACTION_MATCHES)[number];

/**
 * A Solidity event signature as hosts copy it from a contract ("Transfer(address indexed from, address indexed
 * to, uint256 value)"), parsed by viem; undefined when it isn't one, or has no indexed address parameter to
 * find the player's wallet in.
 */
export function parseEventSignature(signature: string): AbiEvent | undefined {
  try {
    const item = parseAbiItem(`event ${signature.trim().replace(/^event\s+/, '')}`) as AbiEvent;
    if (item.type !== 'event') return undefined;
    return item.inputs.some((input) => input.indexed && input.type === 'address') ? item : undefined;
  } catch {
    return undefined;
  }
}

/** "event" mode needs a signature with an indexed address parameter. */
function eventNeedsSignature(
  task: { match: TransactionMatch; event_signature?: string | undefined },
  ctx: z.core.$RefinementCtx,
) {
  if (task.match !== 'event') return;
  if (!task.event_signature) {
    ctx.addIssue({ code: 'custom', path: ['event_signature'], message: message('validation:required') });
  } else if (!parseEventSignature(task.event_signature)) {
    ctx.addIssue({
      code: 'custom',
      path: ['event_signature'],
      message: message('verification:txEventInvalid'),
    });
  }
}

/**
 * Hold tasks: the address must be of the network's kind. On TON it is the jetton master (hold token) or the
 * NFT collection (hold NFT); chainAddressSchema has already put it in raw form.
 */
function addressOnNetwork(field: 'contract_address' | 'nft_address') {
  return (task: { network: HoldNetworkKey; [key: string]: unknown }, ctx: z.core.$RefinementCtx) => {
    const value = String(task[field]);
    const ton = task.network === TON_NETWORK_KEY;
    if (ton ? tonRawAddress(value) === value : isEvmAddress(value)) return;
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: message(ton ? 'tasks:tonAddressInvalid' : 'validation:ethAddress'),
    });
  };
}

/** ERC-1155 token ids have no TON counterpart: an NFT collection there is counted item by item. */
function noTokenIdOnTon(
  task: { network: HoldNetworkKey; token_id?: string | undefined },
  ctx: z.core.$RefinementCtx,
) {
  if (task.network === TON_NETWORK_KEY && task.token_id !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['token_id'], message: message('tasks:tonTokenIdUnsupported') });
  }
}

/** What a custom API task may send of the player to the host's endpoint (docs/verification.md). */
export const CUSTOM_API_IDENTITIES = ['wallet_address', 'telegram_id', 'username', 'email'] as const;
export type CustomApiIdentity = (typeof CUSTOM_API_IDENTITIES)[number];
export const CUSTOM_API_IDENTITY_LABELS: Record<CustomApiIdentity, TranslationKey> = {
  wallet_address: 'customApi:identityWallet',
  telegram_id: 'customApi:identityTelegram',
  username: 'customApi:identityUsername',
  email: 'customApi:identityEmail',
};

/**
 * The host's endpoint: a web URL without credentials. That it is https and points outside is the server's check
 * when saved (its outbound guard, which lets an operator's own listed hosts use plain http).
 */
const endpointUrlSchema = lazySchema(() =>
  z
    .string({ error: message('validation:required') })
    .trim()
    .min(1, { error: message('validation:required') })
    .max(2000)
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
        } catch {
          return false;
        }
      },
      { error: message('customApi:endpointInvalid') },
    ),
);

function taskObject<T extends TaskType, S extends z.core.$ZodLooseShape>(type: T, own: S) {
  return z.object({ ...commonShape, type: z.literal(type), ...own });
}

const schemas = {
  discord_join: lazySchema(() =>
    taskObject('discord_join', {
      invite_url: linkField(parseDiscordInvite, discordInviteLink, 'tasks:invitationUrlInvalid'),
    }),
  ),
  telegram_join: lazySchema(() =>
    taskObject('telegram_join', {
      link: linkField(parseTelegramPublicLink, telegramLink, 'tasks:telegramLinkInvalid'),
    }),
  ),
  youtube_subscribe: lazySchema(() =>
    taskObject('youtube_subscribe', {
      channel_url: linkField(parseYoutubeChannelUrl, same, 'tasks:youtubeUrlInvalid'),
    }),
  ),
  facebook_like_page: lazySchema(() =>
    taskObject('facebook_like_page', {
      page_url: linkField(parseFacebookPageUrl, same, 'tasks:facebookUrlInvalid'),
    }),
  ),
  twitter_follow: lazySchema(() =>
    taskObject('twitter_follow', {
      /** A profile URL or a bare username; stored as the bare username. */
      username: linkField(parseTwitterUsername, same, 'tasks:twitterUsernameInvalid'),
    }),
  ),
  twitter_retweet: lazySchema(() => taskObject('twitter_retweet', { tweet_url: tweetUrlField })),
  twitter_reply: lazySchema(() =>
    taskObject('twitter_reply', { tweet_url: tweetUrlField, ...tweetRulesShape }).superRefine(exactNeedsText),
  ),
  twitter_like: lazySchema(() => taskObject('twitter_like', { tweet_url: tweetUrlField })),
  twitter_tweet: lazySchema(() => taskObject('twitter_tweet', tweetRulesShape).superRefine(exactNeedsText)),
  quiz: lazySchema(() =>
    taskObject('quiz', {
      questions: z
        .array(quizQuestionSchema, { error: message('tasks:quizQuestionsRequired') })
        .min(1, { error: message('tasks:quizQuestionsRequired') })
        .max(100, { error: message('validation:maximum', { maxNumber: 100 }) }),
      /** Minimum share of correctly answered questions, in percent, to pass. */
      pass_percent: z.number(quizPassMessage).min(0, quizPassMessage).max(100, quizPassMessage),
    }),
  ),
  form: lazySchema(() =>
    taskObject('form', {
      fields: z
        .array(formFieldSchema, { error: message('tasks:formFieldsRequired') })
        .min(1, { error: message('tasks:formFieldsRequired') })
        .max(30, { error: message('validation:maximum', { maxNumber: 30 }) }),
    }),
  ),
  visit_website: lazySchema(() => taskObject('visit_website', { url: webUrlSchema })),
  /**
   * The player signed up on this platform through the event's registration link
   * (`/auth/register?event={slug}`) while the event ran: the server checks its own records, so there is
   * nothing to configure beyond the common fields.
   */
  register: lazySchema(() => taskObject('register', {})),
  /** Reach `target` in the game statistic `metric` of the game `game_id`. */
  in_game: lazySchema(() =>
    taskObject('in_game', {
      game_id: requiredText(64),
      metric: requiredText(100),
      target: wholeNumber(1, 1_000_000_000),
    }),
  ),
  bug_hunting: lazySchema(() => taskObject('bug_hunting', {})),
  /** On an EVM network an ERC-20 contract; on TON a jetton master. */
  hold_token: lazySchema(() =>
    taskObject('hold_token', {
      network: holdNetworkKeySchema,
      contract_address: chainAddressSchema,
      token_label: requiredText(32),
      /**
       * Minimum balance in the token's smallest unit (wei; a jetton's own decimals on TON), as a decimal string.
       */
      amount_threshold: weiAmountSchema,
    }).superRefine(addressOnNetwork('contract_address')),
  ),
  /** On an EVM network an ERC-721 or ERC-1155 contract; on TON an NFT collection. */
  hold_nft: lazySchema(() =>
    taskObject('hold_nft', {
      network: holdNetworkKeySchema,
      nft_address: chainAddressSchema,
      /** How many tokens of the collection the wallet must hold. */
      required_amount: wholeNumber(1, 1_000_000),
      /** ERC-1155: the token id counted; absent: an ERC-721 collection, counted by balanceOf(owner). */
      token_id: weiAmountSchema.optional(),
    })
      .superRefine(addressOnNetwork('nft_address'))
      .superRefine(noTokenIdOnTon),
  ),
  /**
   * Transaction task (Standard tier, spec section 6): since the event started, the player's linked wallet
   * sent a transaction to `contract_address` (`sent`), or the contract emitted `event_signature` with the
   * wallet in one of its indexed address parameters (`event`).
   */
  transaction: lazySchema(() =>
    taskObject('transaction', {
      network: networkKeySchema,
      contract_address: evmAddressSchema,
      match: z.enum(TRANSACTION_MATCHES, choice).default('sent'),
      event_signature: optionalText(300),
    }).superRefine(eventNeedsSignature),
  ),
  /**
   * Win `min_points` in the community bot's group game (the dice duel) in the Telegram groups tied to this
   * event (a group's monitoring setting `event_ref` names the event's slug or id), since the event started
   * (or since the window opened, for a DAILY or WEEKLY task). The player is known by their Telegram sign-in.
   */
  mini_game: lazySchema(() => taskObject('mini_game', { min_points: wholeNumber(1, 1_000_000) })),
  /**
   * Custom API task (Enterprise): the host's server decides. When a player submits, this server POSTs the
   * identities chosen here to `endpoint_url`, signed, and grants the task only on `{ "completed": true }`.
   * Email is sent only when the player also agrees on submitting. The signing secret is the server's, never
   * part of what the host sends.
   */
  custom_api: lazySchema(() =>
    taskObject('custom_api', {
      endpoint_url: endpointUrlSchema,
      identities: z
        .array(z.enum(CUSTOM_API_IDENTITIES, choice))
        .max(CUSTOM_API_IDENTITIES.length)
        .default([])
        .refine((list) => new Set(list).size === list.length, { error: message('tasks:choiceInvalid') }),
    }),
  ),
} as const satisfies Record<TaskType, z.ZodType>;

/** One task config of any type; `type` picks the schema. */
export const taskConfigSchema = lazySchema(() =>
  z.discriminatedUnion(
    'type',
    [
      schemas.discord_join,
      schemas.telegram_join,
      schemas.youtube_subscribe,
      schemas.facebook_like_page,
      schemas.twitter_follow,
      schemas.twitter_retweet,
      schemas.twitter_reply,
      schemas.twitter_like,
      schemas.twitter_tweet,
      schemas.quiz,
      schemas.form,
      schemas.visit_website,
      schemas.register,
      schemas.in_game,
      schemas.bug_hunting,
      schemas.hold_token,
      schemas.hold_nft,
      schemas.transaction,
      schemas.mini_game,
      schemas.custom_api,
    ],
    choice,
  ),
);
/** What a form holds and the API receives. */
export type TaskConfigInput = z.input<typeof taskConfigSchema>;
/** What a successful parse gives: links canonical, addresses checksummed, defaults filled. */
export type TaskConfig = z.output<typeof taskConfigSchema>;
export type TaskConfigOf<T extends TaskType> = Extract<TaskConfig, { type: T }>;

/** A task type's traits (`tasks/types.ts`) and the schema of its config. */
export interface TaskTypeDefinition<T extends TaskType = TaskType> extends TaskTypeTraits {
  type: T;
  schema: (typeof schemas)[T];
}

export const taskRegistry: { readonly [T in TaskType]: TaskTypeDefinition<T> } = Object.fromEntries(
  TASK_TYPES.map((type) => [type, { type, ...TASK_TRAITS[type], schema: schemas[type] }]),
) as { [T in TaskType]: TaskTypeDefinition<T> };
