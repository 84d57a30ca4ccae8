import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getEventRewards, getUserRewards } from '@w2e/core/api/rewards';
import { type EventRewards, USER_REWARDS_PAGE_SIZE } from '@w2e/core/contracts/rewards';
import { useApi } from '../api-provider';

export const rewardKeys = {
  all: ['rewards'] as const,
  event: (slug: string) => [...rewardKeys.all, 'event', slug] as const,
  user: (username: string) => [...rewardKeys.all, 'user', username] as const,
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

/** The prizes a player has won, `USER_REWARDS_PAGE_SIZE` a page (page 1: the newest). */
export function useUserRewards(username: string | null | undefined, page = 1) {
  const api = useApi();
  return useQuery({
    queryKey: [...rewardKeys.user(username ?? ''), page] as const,
    queryFn: async () =>
      getUserRewards(await api.http(), username!, {
        limit: USER_REWARDS_PAGE_SIZE,
        offset: (page - 1) * USER_REWARDS_PAGE_SIZE,
      }),
    enabled: Boolean(username),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
