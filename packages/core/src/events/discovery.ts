import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { HOLD_NETWORK_KEYS } from '../tasks/networks';
import type { TaskType } from '../tasks/types';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { EVENT_HOST_KINDS } from './summary';

/**
 * How players find events (GET /api/events): the orders the list offers and the filters beside the phase
 * and title search. Kept in one shape of its own that the list's query schema spreads in, so other
 * parameters of the same list stay apart from these.
 */
export const EVENT_SORTS = ['ending_soon', 'newest', 'prize', 'most_joined'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

export const EVENT_SORT_LABELS: Record<EventSort, TranslationKey> = {
  ending_soon: 'discovery:sortEndingSoon',
  newest: 'discovery:sortNewest',
  prize: 'discovery:sortPrize',
  most_joined: 'discovery:sortMostJoined',
};

/** What the leaderboard pays: a token amount on a network, or an item the host hands over. */
export const REWARD_KINDS = ['token', 'item'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const REWARD_KIND_LABELS: Record<RewardKind, TranslationKey> = {
  token: 'discovery:rewardToken',
  item: 'discovery:rewardItem',
};

export const HOST_KIND_LABELS: Record<(typeof EVENT_HOST_KINDS)[number], TranslationKey> = {
  project: 'discovery:hostProject',
  game: 'discovery:hostGame',
  clan: 'discovery:hostClan',
};

/** Task kinds as players think of them: each a group of the registry's task types. */
export const TASK_KINDS = {
  social: [
    'discord_join',
    'telegram_join',
    'youtube_subscribe',
    'facebook_like_page',
    'twitter_follow',
    'twitter_retweet',
    'twitter_reply',
    'twitter_like',
    'twitter_tweet',
  ],
  quiz: ['quiz', 'form'],
  on_chain: ['hold_token', 'hold_nft', 'transaction'],
  game: ['in_game', 'mini_game', 'register', 'bug_hunting'],
  visit: ['visit_website'],
} as const satisfies Record<string, readonly TaskType[]>;
export type TaskKind = keyof typeof TASK_KINDS;
export const TASK_KIND_KEYS = Object.keys(TASK_KINDS) as TaskKind[];

export const TASK_KIND_LABELS: Record<TaskKind, TranslationKey> = {
  social: 'discovery:taskSocial',
  quiz: 'discovery:taskQuiz',
  on_chain: 'discovery:taskOnChain',
  game: 'discovery:taskGame',
  visit: 'discovery:taskVisit',
};

const choice = { error: message('tasks:choiceInvalid') } as const;

/** The kinds a `task` parameter names (`social,quiz`: any of them), unknown parts dropped. */
export function taskKindsOf(value: string | undefined): TaskKind[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim()))].filter((part): part is TaskKind =>
    Object.hasOwn(TASK_KINDS, part),
  );
}

/** `task=social,quiz`: a comma list, so a link carries it in one parameter; every part a known kind. */
const taskKindsParam = lazySchema(() =>
  z
    .string()
    .trim()
    .max(200, choice)
    .refine((value) => value.split(',').every((part) => Object.hasOwn(TASK_KINDS, part.trim())), choice),
);

/** The discovery parameters of GET /api/events (the list's phase, `status`, also takes `live`). */
export const discoveryQueryShape = lazySchema(() => ({
  sort: z.enum(EVENT_SORTS, choice).optional(),
  network: z.enum(HOLD_NETWORK_KEYS, choice).optional(),
  reward: z.enum(REWARD_KINDS, choice).optional(),
  host_kind: z.enum(EVENT_HOST_KINDS, choice).optional(),
  task: taskKindsParam.optional(),
  featured: z.enum(['true'], choice).optional(),
}));

/** A player's view of where a listed event stands, for its card's badge. */
export type EventBadge = 'ongoing' | 'upcoming' | 'ended' | 'nonstop';

export function eventBadge(
  event: { status: string; start_time: string; end_time: string | null },
  now: Date,
): EventBadge {
  const at = now.getTime();
  if (event.status === 'finished' || (event.end_time !== null && Date.parse(event.end_time) <= at))
    return 'ended';
  if (Date.parse(event.start_time) > at) return 'upcoming';
  return event.end_time === null ? 'nonstop' : 'ongoing';
}

export const EVENT_BADGE_LABELS: Record<EventBadge, TranslationKey> = {
  ongoing: 'discovery:badgeOngoing',
  upcoming: 'discovery:badgeUpcoming',
  ended: 'discovery:badgeEnded',
  nonstop: 'discovery:badgeNonstop',
};

/** PUT /api/events/{id}/featured (operators): puts the event in the featured row or takes it out. */
export const eventFeaturedBodySchema = lazySchema(() =>
  z.object({ featured: z.boolean({ error: message('tasks:choiceInvalid') }) }),
);
export const eventFeaturedResultSchema = lazySchema(() =>
  z.object({ message: z.string(), featured: z.boolean() }),
);
export type EventFeaturedResult = z.infer<typeof eventFeaturedResultSchema>;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "in 3 days", "in 5 hours" (or "trong 3 ngày"): how far `at` is from `now`, in its largest whole unit. */
export function relativeTime(at: Date | string, now: Date, language: string): string {
  const ms = new Date(at).getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS)
    if (Math.abs(ms) >= size || unit === 'minute') return format.format(Math.round(ms / size), unit);
  return format.format(0, 'minute');
}
