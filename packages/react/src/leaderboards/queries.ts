import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getEventLeaderboard } from '@w2e/core/api/leaderboards';
import type { EventLeaderboardQuery } from '@w2e/core/contracts/leaderboards';
import { useApi } from '../api-provider';
import { useSession } from '../session/queries';

export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  /** Per viewer: the board carries the signed-in player's own row. */
  event: (slug: string, query: EventLeaderboardQuery, viewerId: string | null) =>
    [...leaderboardKeys.all, 'event', slug, query, viewerId] as const,
};

/** An event's leaderboard page; the previous page stays on screen while the next one (or a search) loads. */
export function useEventLeaderboard(slug: string, query: EventLeaderboardQuery) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({
    queryKey: leaderboardKeys.event(slug, query, user?.id ?? null),
    queryFn: async () => getEventLeaderboard(await api.http(), slug, query),
    placeholderData: keepPreviousData,
    enabled: !loading && slug !== '',
    staleTime: 15_000,
  });
}
