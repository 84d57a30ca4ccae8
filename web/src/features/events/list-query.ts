import {
  EVENT_PHASES_FILTER,
  EVENTS_PAGE_SIZE,
  type EventListStatus,
  type EventsQuery,
} from '@w2e/core/contracts/events';
import { pageParam } from '@w2e/core/format/page-count';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';

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
  return { filter, q, page };
}

export function listQuery({ filter, q, page }: ReturnType<typeof listState>): EventsQuery {
  return {
    ...(filter === 'nonstop' ? { type: 'nonstop' as const } : filter === 'all' ? {} : { status: filter }),
    ...(q ? { q } : {}),
    limit: EVENTS_PAGE_SIZE,
    offset: (page - 1) * EVENTS_PAGE_SIZE,
  };
}
