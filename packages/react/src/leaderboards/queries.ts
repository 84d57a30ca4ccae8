import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPlayerGames } from '@w2e/core/api/game-profiles';
import { getEventLeaderboard, getPlayerEvents } from '@w2e/core/api/leaderboards';
import { getUserByUsername } from '@w2e/core/api/users';
import type { EventLeaderboardQuery } from '@w2e/core/contracts/leaderboards';
import { useApi } from '../api-provider';
import { useSession } from '../session/queries';

export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  /** Per viewer: the board carries the signed-in player's own row. */
  event: (slug: string, query: EventLeaderboardQuery, viewerId: string | null) =>
    [...leaderboardKeys.all, 'event', slug, query, viewerId] as const,
  /** A player's public profile: who they are, their games, their events. */
  player: (username: string) => [...leaderboardKeys.all, 'player', username.toLowerCase()] as const,
  playerGames: (username: string) => [...leaderboardKeys.player(username), 'games'] as const,
  playerEvents: (username: string, page: number) =>
    [...leaderboardKeys.player(username), 'events', page] as const,
};

/** GET /api/users/username/{username}: 404 answers an error, which the page shows as not found. */
export function usePublicPlayer(username: string) {
  const api = useApi();
  return useQuery({
    queryKey: leaderboardKeys.player(username),
    queryFn: async () => getUserByUsername(await api.http(), username, { skipErrorToast: true }),
    retry: false,
    staleTime: 60_000,
  });
}

/** GET /api/users/{username}/games: the player's linked games with their statistics. */
export function usePlayerGames(username: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: leaderboardKeys.playerGames(username),
    queryFn: async () => getPlayerGames(await api.http(), username),
    enabled,
    staleTime: 60_000,
  });
}

export const PLAYER_EVENTS_PAGE_SIZE = 10;

/** GET /api/users/{username}/events: the events the player took part in, a page at a time. */
export function usePlayerEvents(username: string, page: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: leaderboardKeys.playerEvents(username, page),
    queryFn: async () =>
      getPlayerEvents(await api.http(), username, {
        limit: PLAYER_EVENTS_PAGE_SIZE,
        offset: (page - 1) * PLAYER_EVENTS_PAGE_SIZE,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

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
