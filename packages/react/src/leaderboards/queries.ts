import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPlayerGames } from '@w2e/core/api/game-profiles';
import {
  downloadEventExport,
  type EventExport,
  type ExportProgress,
  getEventLeaderboard,
  getEventStatistics,
  getLeaderboards,
  getPlayerEvents,
} from '@w2e/core/api/leaderboards';
import { getUserByUsername } from '@w2e/core/api/users';
import type { EventLeaderboardQuery, PlatformLeaderboardPeriod } from '@w2e/core/contracts/leaderboards';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiClient, useApi } from '../api-provider';
import { useSession } from '../session/queries';

export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  /** The platform-wide board, per period and viewer: it carries the signed-in player's own row. */
  platform: (period: PlatformLeaderboardPeriod, viewerId: string | null) =>
    [...leaderboardKeys.all, 'platform', period, viewerId] as const,
  /** Per viewer: the board carries the signed-in player's own row. */
  event: (slug: string, query: EventLeaderboardQuery, viewerId: string | null) =>
    [...leaderboardKeys.all, 'event', slug, query, viewerId] as const,
  /** A player's public profile: who they are, their games, their events. */
  player: (username: string) => [...leaderboardKeys.all, 'player', username.toLowerCase()] as const,
  playerGames: (username: string) => [...leaderboardKeys.player(username), 'games'] as const,
  playerEvents: (username: string, page: number) =>
    [...leaderboardKeys.player(username), 'events', page] as const,
  /** The host's figures of one event (by id). */
  statistics: (eventId: string) => [...leaderboardKeys.all, 'statistics', eventId] as const,
};

/** GET /api/users/username/{username}: 404 answers an error, which the page shows as not found. */
export function publicPlayerQueryOptions(api: ApiClient, username: string) {
  return queryOptions({
    queryKey: leaderboardKeys.player(username),
    queryFn: async () => getUserByUsername(await api.http(), username, { skipErrorToast: true }),
    retry: false,
    staleTime: 60_000,
  });
}

/** A player's public profile; the same for every viewer, so its page's route fetches it (route-data.ts). */
export function usePublicPlayer(username: string) {
  return useQuery(publicPlayerQueryOptions(useApi(), username));
}

/** GET /api/users/{username}/games: the player's linked games with their statistics. */
export function playerGamesQueryOptions(api: ApiClient, username: string) {
  return queryOptions({
    queryKey: leaderboardKeys.playerGames(username),
    queryFn: async () => getPlayerGames(await api.http(), username),
    staleTime: 60_000,
  });
}

export function usePlayerGames(username: string, enabled: boolean) {
  return useQuery({ ...playerGamesQueryOptions(useApi(), username), enabled });
}

export const PLAYER_EVENTS_PAGE_SIZE = 10;

/** GET /api/users/{username}/events: the events the player took part in, a page at a time. */
export function playerEventsQueryOptions(api: ApiClient, username: string, page: number) {
  return queryOptions({
    queryKey: leaderboardKeys.playerEvents(username, page),
    queryFn: async () =>
      getPlayerEvents(await api.http(), username, {
        limit: PLAYER_EVENTS_PAGE_SIZE,
        offset: (page - 1) * PLAYER_EVENTS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function usePlayerEvents(username: string, page: number, enabled: boolean) {
  return useQuery({ ...playerEventsQueryOptions(useApi(), username, page), enabled });
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

/** GET /api/events/{id}/statistics, fetched only once `enabled` (when the host opens the statistics). */
export function useEventStatistics(eventId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: leaderboardKeys.statistics(eventId),
    queryFn: async () => getEventStatistics(await api.http(), eventId),
    enabled,
    staleTime: 30_000,
  });
}

export type EventExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress }
  | { status: 'done'; rows: number; filename: string }
  | { status: 'failed'; error: unknown };

/**
 * The host's CSV export (GET /api/events/{id}/export.csv) with its progress: `start` streams the file with the
 * session's token and resolves to it (the app saves it), or null when it failed or was cancelled; `state` says
 * how far it is. Leaving the page cancels it.
 */
export function useEventExport(eventId: string) {
  const api = useApi();
  const [state, setState] = useState<EventExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (language?: string): Promise<EventExport | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'running', progress: { rows: 0, bytes: 0, total: null } });
      try {
        const http = await api.http();
        const file = await downloadEventExport({
          baseURL: http.baseURL,
          eventId,
          token: api.tokens.get(),
          language,
          signal: controller.signal,
          onProgress: (progress) => {
            if (running.current === controller) setState({ status: 'running', progress });
          },
        });
        if (running.current !== controller) return null;
        setState({ status: 'done', rows: file.rows, filename: file.filename });
        return file;
      } catch (error) {
        if (running.current === controller)
          setState(controller.signal.aborted ? { status: 'idle' } : { status: 'failed', error });
        return null;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [api, eventId],
  );

  const cancel = useCallback(() => {
    const controller = running.current;
    running.current = null;
    controller?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel };
}

/** GET /api/users/leaderboards (spec section 7), as one viewer sees it (with their own row). */
export function platformLeaderboardQueryOptions(
  api: ApiClient,
  period: PlatformLeaderboardPeriod,
  viewerId: string | null,
) {
  return queryOptions({
    queryKey: leaderboardKeys.platform(period, viewerId),
    queryFn: async () => getLeaderboards(await api.http(), { period }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function usePlatformLeaderboard(period: PlatformLeaderboardPeriod) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({ ...platformLeaderboardQueryOptions(api, period, user?.id ?? null), enabled: !loading });
}
