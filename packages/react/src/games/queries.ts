import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  addGame,
  claimGame,
  decideGameClaim,
  getGame,
  getGameStatistics,
  listGameClaims,
  listGames,
} from '@w2e/core/api/games';
import type { AddGameBody, GameClaimBody } from '@w2e/core/contracts/game-claims';
import { GAMES_PAGE_LIMIT_DEFAULT, type GameClaimStatus } from '@w2e/core/contracts/games';
import { type ApiClient, useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { useSession } from '../session/queries';
import { PUBLIC_CONTENT_STALE_MS } from '../stale-time';

export const gameKeys = {
  all: ['games'] as const,
  list: (query: string, page: number) => [...gameKeys.all, 'list', query, page] as const,
  /** A game as one reader sees it (`my_claim`, `is_owner`): per viewer, so a sign-in reloads it. */
  detail: (idOrSlug: string, viewerId: string | null) =>
    [...gameKeys.all, 'detail', idOrSlug, viewerId] as const,
  statistics: (gameId: string | undefined, daterange: number) =>
    [...gameKeys.all, 'statistics', gameId, daterange] as const,
  claims: (status: GameClaimStatus) => [...gameKeys.all, 'claims', status] as const,
};

/** One page of the games list; the previous page stays on screen while the next one loads. */
export function gameListQueryOptions(api: ApiClient, query: string, page: number) {
  return queryOptions({
    queryKey: gameKeys.list(query, page),
    queryFn: async () =>
      listGames(await api.http(), {
        query: query || undefined,
        limit: GAMES_PAGE_LIMIT_DEFAULT,
        offset: (page - 1) * GAMES_PAGE_LIMIT_DEFAULT,
      }),
    staleTime: PUBLIC_CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useGameList(query: string, page: number) {
  return useQuery(gameListQueryOptions(useApi(), query, page));
}

/** A game as one reader (`viewerId`, null signed out) sees it, with their claim on it. */
export function gameQueryOptions(api: ApiClient, idOrSlug: string, viewerId: string | null) {
  return queryOptions({
    queryKey: gameKeys.detail(idOrSlug, viewerId),
    queryFn: async () => getGame(await api.http(), idOrSlug, { quiet: true }),
    staleTime: PUBLIC_CONTENT_STALE_MS,
    retry: false,
  });
}

/** A game with the reader's claim on it: reloaded when who is signed in changes. */
export function useGame(idOrSlug: string) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({ ...gameQueryOptions(api, idOrSlug, user?.id ?? null), enabled: !loading });
}

export function useGameStatistics(gameId: string | undefined, daterange: number) {
  const api = useApi();
  return useQuery({
    queryKey: gameKeys.statistics(gameId, daterange),
    queryFn: async () => getGameStatistics(await api.http(), gameId!, daterange),
    enabled: gameId !== undefined,
  });
}

/** /game/add: the game goes in unpublished with the adder's ownership claim. */
export function useAddGame() {
  return useApiMutation((http, body: AddGameBody) => addGame(http, body), { invalidates: [gameKeys.all] });
}

export function useClaimGame(gameId: string) {
  return useApiMutation((http, body: GameClaimBody) => claimGame(http, gameId, body), {
    invalidates: [gameKeys.all],
  });
}

/** Operators: the claims waiting for a decision (or decided), oldest first. */
export function useGameClaims(status: GameClaimStatus) {
  const api = useApi();
  return useQuery({
    queryKey: gameKeys.claims(status),
    queryFn: async () => listGameClaims(await api.http(), { status, limit: 100 }),
  });
}

/**
 * Approve or reject a claim. The games and claims are refetched whatever the answer: a refusal (already
 * owned, already decided) means the list on screen is out of date.
 */
export function useDecideGameClaim(claimId: string) {
  return useApiMutation((http, decision: 'approve' | 'reject') => decideGameClaim(http, claimId, decision), {
    invalidates: [gameKeys.all],
    invalidatesOnError: true,
  });
}
