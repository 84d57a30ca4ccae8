import { useQuery } from '@tanstack/react-query';
import { getEventRewards } from '@w2e/core/api/rewards';
import type { EventRewards } from '@w2e/core/contracts/rewards';
import { useApi } from '../api-provider';

export const rewardKeys = {
  all: ['rewards'] as const,
  event: (slug: string) => [...rewardKeys.all, 'event', slug] as const,
};

/** How often to look again around an event's end, until its results are in (the job runs every few seconds). */
const AWAITING_RESULTS_MS = 3000;
/** Polling starts this long before the end, so a page left open shows the winners as they come. */
const AWAIT_BEFORE_END_MS = 10 * 60_000;

function awaitingResults(data: EventRewards | undefined): boolean {
  return (
    data?.state === 'pending' &&
    data.end_time !== null &&
    Date.parse(data.end_time) - Date.now() <= AWAIT_BEFORE_END_MS
  );
}

/** An event's rewards and draw; polled around the event's end until its results are published. */
export function useEventRewards(slug: string) {
  const api = useApi();
  return useQuery({
    queryKey: rewardKeys.event(slug),
    queryFn: async () => getEventRewards(await api.http(), slug),
    enabled: slug !== '',
    staleTime: 15_000,
    refetchInterval: (query) => (awaitingResults(query.state.data) ? AWAITING_RESULTS_MS : false),
  });
}
