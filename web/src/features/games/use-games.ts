import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getGame, getGameStatistics, listGames } from '@w2e/core/api/games';
import { GAMES_PAGE_LIMIT_DEFAULT } from '@w2e/core/contracts/games';
import { http } from '../../lib/api';
import { useSession } from '../session/use-session';

export const gameKey = (idOrSlug: string) => ['game', idOrSlug] as const;

/** One page of the games list; the previous page stays on screen while the next one loads. */
export function useGameList(query: string, page: number) {
  return useQuery({
    queryKey: ['games', query, page],
    queryFn: () =>
      listGames(http, {
        query: query || undefined,
        limit: GAMES_PAGE_LIMIT_DEFAULT,
        offset: (page - 1) * GAMES_PAGE_LIMIT_DEFAULT,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A game with the reader's claim on it: reloaded when who is signed in changes. */
export function useGame(idOrSlug: string) {
  const { user, loading } = useSession();
  return useQuery({
    queryKey: [...gameKey(idOrSlug), user?.id ?? null],
    queryFn: () => getGame(http, idOrSlug, { quiet: true }),
    enabled: !loading,
    retry: false,
  });
}

export function useGameStatistics(gameId: string | undefined, daterange: number) {
  return useQuery({
    queryKey: ['game-statistics', gameId, daterange],
    queryFn: () => getGameStatistics(http, gameId!, daterange),
    enabled: gameId !== undefined,
  });
}
