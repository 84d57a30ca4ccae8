import {
  EVENT_PHASES_FILTER,
  EVENTS_PAGE_SIZE,
  type EventListStatus,
  type EventsQuery,
} from '@w2e/core/contracts/events';
import {
  EVENT_SORTS,
  type EventSort,
  REWARD_KINDS,
  type RewardKind,
  TASK_KIND_KEYS,
  type TaskKind,
  taskKindsOf,
} from '@w2e/core/events/discovery';
import { EVENT_HOST_KINDS, type EventHostKind } from '@w2e/core/events/summary';
import { pageParam } from '@w2e/core/format/page-count';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { HOLD_NETWORK_KEYS, type HoldNetworkKey } from '@w2e/core/tasks/networks';

/**
 * The event list's state in its URL, read by one helper so the list page and anything that fetches for it ask
 * for the same page of events.
 */
type Filter = 'all' | EventListStatus | 'nonstop';
export const FILTERS: { value: Filter; label: TranslationKey }[] = [
  { value: 'all', label: 'eventPlay:filterAll' },
  { value: 'ongoing', label: 'eventPlay:filterOngoing' },
  { value: 'upcoming', label: 'eventPlay:filterUpcoming' },
  { value: 'ended', label: 'eventPlay:filterEnded' },
  { value: 'nonstop', label: 'eventPlay:filterNonstop' },
];

/** The list's state lives in the URL (`?status=`, `?type=nonstop`, `?q=`, `?page=`), so a link shares it. */
export function listState(params: URLSearchParams) {
  const status = params.get('status');
  const filter: Filter =
    params.get('type') === 'nonstop'
      ? 'nonstop'
      : EVENT_PHASES_FILTER.includes(status as EventListStatus)
        ? (status as EventListStatus)
        : 'all';
  const q = params.get('q')?.trim() ?? '';
  const page = pageParam(params);
  return { filter, q, page, discovery: discoveryState(params) };
}

/** The discovery part of the URL (`?sort=`, `?network=`, `?reward=`, `?host_kind=`, `?task=a,b`). */
export interface DiscoveryState {
  sort: EventSort | null;
  network: HoldNetworkKey | null;
  reward: RewardKind | null;
  hostKind: EventHostKind | null;
  tasks: TaskKind[];
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function discoveryState(params: URLSearchParams): DiscoveryState {
  return {
    sort: oneOf(EVENT_SORTS, params.get('sort')),
    network: oneOf(HOLD_NETWORK_KEYS, params.get('network')),
    reward: oneOf(REWARD_KINDS, params.get('reward')),
    hostKind: oneOf(EVENT_HOST_KINDS, params.get('host_kind')),
    tasks: taskKindsOf(params.get('task') ?? undefined).filter((kind) => TASK_KIND_KEYS.includes(kind)),
  };
}

/** The URL parameters the "clear filters" action removes (the phase chip, the search and the sort stay). */
export const DISCOVERY_FILTER_PARAMS = ['network', 'reward', 'host_kind', 'task'] as const;

/** How many filters are on, for the list's "filters on" state. */
export function filtersOn(state: DiscoveryState): number {
  return [state.network, state.reward, state.hostKind].filter(Boolean).length + state.tasks.length;
}

function discoveryQuery(state: DiscoveryState): Partial<EventsQuery> {
  return {
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.network ? { network: state.network } : {}),
    ...(state.reward ? { reward: state.reward } : {}),
    ...(state.hostKind ? { host_kind: state.hostKind } : {}),
    ...(state.tasks.length > 0 ? { task: state.tasks.join(',') } : {}),
  };
}

export function listQuery({ filter, q, page, discovery }: ReturnType<typeof listState>): EventsQuery {
  return {
    ...(filter === 'nonstop' ? { type: 'nonstop' as const } : filter === 'all' ? {} : { status: filter }),
    ...(q ? { q } : {}),
    ...discoveryQuery(discovery),
    limit: EVENTS_PAGE_SIZE,
    offset: (page - 1) * EVENTS_PAGE_SIZE,
  };
}
