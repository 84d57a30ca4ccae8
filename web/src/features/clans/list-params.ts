import {
  CLAN_BOARD_OFFSET_MAX,
  CLAN_BOARD_PAGE_SIZE,
  CLANS_PAGE_SIZE,
  type ClanLeaderboardQuery,
  type ClansQuery,
  type ClanType,
} from '@w2e/core/contracts/clans';
import {
  PLATFORM_LEADERBOARD_PERIODS,
  type PlatformLeaderboardPeriod,
} from '@w2e/core/contracts/leaderboards';
import { pageParam } from '@w2e/core/format/page-count';

/** `?period=` as the board reads it: anything else is all time. */
export function boardPeriod(value: string | null): PlatformLeaderboardPeriod {
  return PLATFORM_LEADERBOARD_PERIODS.find((period) => period === value) ?? 'all';
}

/** The deepest page of the clan leaderboard the server serves (its offset bound). */
export const CLAN_BOARD_LAST_PAGE = Math.floor(CLAN_BOARD_OFFSET_MAX / CLAN_BOARD_PAGE_SIZE) + 1;

/**
 * /clan's address, read alike by the page and its route data: the list's search, type and page
 * (`?q=&type=&page=`), or the clan leaderboard's period and page (`?view=board&period=&page=`).
 */
export function clanListParams(params: URLSearchParams) {
  const typeParam = params.get('type');
  const type: ClanType | undefined =
    typeParam === 'public' || typeParam === 'private' ? typeParam : undefined;
  return {
    q: params.get('q') ?? '',
    type,
    page: pageParam(params),
    view: params.get('view') === 'board' ? ('board' as const) : ('clans' as const),
    period: boardPeriod(params.get('period')),
  };
}

/** The list's request for a search, type and page (GET /api/clans). */
export function clanListQuery({ q, type, page }: { q: string; type?: ClanType; page: number }): ClansQuery {
  return {
    ...(q ? { q } : {}),
    ...(type ? { type } : {}),
    limit: CLANS_PAGE_SIZE,
    offset: (page - 1) * CLANS_PAGE_SIZE,
  };
}

/** The clan leaderboard's request for a period and page (GET /api/clans/leaderboard). */
export function clanBoardQuery(period: PlatformLeaderboardPeriod, page: number): ClanLeaderboardQuery {
  return {
    period,
    limit: CLAN_BOARD_PAGE_SIZE,
    offset: (Math.min(page, CLAN_BOARD_LAST_PAGE) - 1) * CLAN_BOARD_PAGE_SIZE,
  };
}
