import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Clan, ClanLeaderboard, ClanPage } from '@w2e/core/contracts/clans';
import type { GameStatisticList } from '@w2e/core/contracts/game-profiles';
import type {
  PlatformLeaderboard,
  PlatformLeaderboardRow,
  PlayerEvents,
} from '@w2e/core/contracts/leaderboards';
import type { PublicUser } from '@w2e/core/contracts/users';
import { ROUTES } from '@w2e/core/routes';
import { clanKeys } from '@w2e/react/clans/queries';
import { leaderboardKeys } from '@w2e/react/leaderboards/queries';
import { sessionKeys } from '@w2e/react/session/queries';
import { afterEach, describe, expect, it } from 'vitest';
import { clanRoutes } from '../features/clans/routes';
import { leaderboardRoutes } from '../features/leaderboards/routes';
import { playerRoutes } from '../features/players/routes';
import type { PortalRoute } from '../lib/feature-routes';
import { fakeHttp, type RecordedCall, testUser } from '../lib/test-render';
import { keysWithData, openRoute } from './route-test-harness';

/**
 * The public pages whose data their route declares (features' route-data.ts), opened as a first visit opens
 * them: the loader fills the cache with what the page reads first, and nothing else, so the page's first
 * render (the server's render of a deep link too) has its content instead of a loader, and the page asks the
 * server for nothing more.
 */

afterEach(cleanup);

const routeOf = (routes: PortalRoute[] | undefined, path: string) =>
  routes!.find((candidate) => candidate.path === path)!;

/** What the loader and the page asked the server for, in order. */
const asked = (calls: RecordedCall[]) => calls.map((call) => [call.key, call.params]);

/** Long enough for a fetch the page would start itself to have been made. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const leaderboardRoute = routeOf(leaderboardRoutes.public, ROUTES.leaderboard);

const row = (rank: number, id: string, name: string): PlatformLeaderboardRow => ({
  rank,
  player: { id, name, username: name.toLowerCase(), token_holder: false },
  in_game_score: 10,
  social_score: 5,
  other_score: 0,
  total_score: 15 * (10 - rank),
});

const board = (me: PlatformLeaderboardRow | null): PlatformLeaderboard => ({
  items: [row(1, 'p1', 'Linh'), row(2, 'p2', 'Minh')],
  period: 'all',
  me,
  computed_at: '2026-01-01T00:00:00.000Z',
});

describe('/leaderboard, opened first', () => {
  it('declares its data', () => {
    expect(leaderboardRoute.data).toBeTypeOf('function');
  });

  it('has the all-time board in its first render, fetched once, and nothing else the page reads', async () => {
    const server = fakeHttp({ 'GET users/leaderboards': board(null) });
    const { loaded, queryClient } = await openRoute(leaderboardRoute, {
      path: '/leaderboard',
      http: server.http,
    });
    expect(loaded).toEqual([sessionKeys.all, leaderboardKeys.platform('all', null)]);
    // The page's first render: the rows, no loader.
    const table = within(screen.getByTestId('leaderboard'));
    expect(table.getByRole('link', { name: 'Linh' })).toBeTruthy();
    expect(table.getAllByTestId('leaderboard-row')).toHaveLength(2);
    expect(screen.queryByLabelText(/loading/i)).toBeNull();
    // The page read what the loader fetched, and asked for nothing more.
    await settle();
    expect(keysWithData(queryClient)).toEqual(loaded);
    expect(asked(server.calls)).toEqual([['GET users/leaderboards', { period: 'all' }]]);
  });

  it("has a signed-in reader's own row in its first render (the board is per viewer)", async () => {
    const me = row(40, testUser.id, 'Me');
    const server = fakeHttp({ 'GET users/leaderboards': board(me) });
    const { loaded } = await openRoute(leaderboardRoute, {
      path: '/leaderboard',
      http: server.http,
      user: testUser,
    });
    expect(loaded).toEqual([sessionKeys.all, leaderboardKeys.platform('all', testUser.id)]);
    expect(screen.getByTestId('leaderboard-me').textContent).toContain('Me (You)');
    await waitFor(() => expect(server.calls).toHaveLength(1));
  });
});

const clanListRoute = routeOf(clanRoutes.public, ROUTES.clans);

const raiders: Clan = {
  id: 'c1',
  name: 'Star Raiders Squad',
  slug: 'star-raiders-squad',
  banner_url: null,
  type: 'public',
  member_limit: 50,
  member_count: 3,
  tier: 'standard',
  owner: { id: 'o', username: 'owner', name: 'Owner' },
  created_at: '2026-01-01T00:00:00.000Z',
};

function clanServer() {
  return fakeHttp({
    'GET clans': ({ params }: { params?: unknown }) =>
      ({ items: [raiders], total: 45, ...(params as { limit: number; offset: number }) }) satisfies ClanPage,
    'GET clans/leaderboard': ({ params }: { params?: unknown }) =>
      ({
        items: [
          {
            rank: 21,
            clan: { id: 'c1', slug: raiders.slug, name: raiders.name, banner_url: null, type: 'public' },
            member_count: 3,
            score: 1500,
          },
        ],
        total: 45,
        period: '7d',
        computed_at: '2026-01-01T00:00:00.000Z',
        ...(params as { limit: number; offset: number }),
      }) satisfies ClanLeaderboard,
  });
}

describe('/clan, opened first', () => {
  it('declares its data', () => {
    expect(clanListRoute.data).toBeTypeOf('function');
  });

  it("has the list's page the address asks for (search, type, page) in its first render, and nothing else", async () => {
    const http = clanServer();
    const { loaded, queryClient } = await openRoute(clanListRoute, {
      path: '/clan?q=raid&type=public&page=2',
      http: http.http,
    });
    const query = { q: 'raid', type: 'public', limit: 20, offset: 20 } as const;
    expect(loaded).toEqual([sessionKeys.all, clanKeys.list(query)]);
    const list = within(screen.getByTestId('clan-list'));
    expect(list.getByRole('link', { name: 'Star Raiders Squad' }).getAttribute('href')).toBe(
      '/clan/star-raiders-squad',
    );
    expect(screen.queryByLabelText(/loading/i)).toBeNull();
    await settle();
    expect(keysWithData(queryClient)).toEqual(loaded);
    expect(asked(http.calls)).toEqual([['GET clans', query]]);
  });

  it("has the board's period and page in its first render when the address asks for the board, not the list", async () => {
    const http = clanServer();
    const { loaded, queryClient } = await openRoute(clanListRoute, {
      path: '/clan?view=board&period=7d&page=2',
      http: http.http,
    });
    const query = { period: '7d', limit: 20, offset: 20 } as const;
    expect(loaded).toEqual([sessionKeys.all, clanKeys.board(query)]);
    const rows = within(screen.getByTestId('clan-board')).getAllByTestId('clan-board-row');
    expect(rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['21', 'Star Raiders Squad', '3', '1,500'],
    ]);
    expect(screen.queryByLabelText(/loading/i)).toBeNull();
    // The list's tab is not shown: the page does not fetch it either.
    await settle();
    expect(keysWithData(queryClient)).toEqual(loaded);
    expect(asked(http.calls)).toEqual([['GET clans/leaderboard', query]]);
  });
});

const playerRoute = routeOf(playerRoutes.public, ROUTES.player);

const neo: PublicUser = {
  username: 'neo',
  name: 'Neo',
  joined_at: '2026-01-01T00:00:00.000Z',
  clans: [],
  token_holder: false,
};

function playerServer() {
  return fakeHttp({
    'GET users/username/neo': neo,
    'GET users/neo/games': {
      items: [
        {
          game_id: 'g1',
          slug: 'star-raiders',
          name: 'Star Raiders',
          logo: null,
          totalEarning: '12',
          todayEarning: '1',
          unclaimed: '0',
          last_reported_at: null,
        },
      ],
    } satisfies GameStatisticList,
    'GET users/neo/events': {
      items: [
        {
          slug: 'season-1',
          title: 'Season 1',
          thumbnail: null,
          status: 'finished',
          end_time: null,
          joined_at: '2026-01-02T00:00:00.000Z',
          total_score: 1200,
        },
      ],
      total: 1,
      limit: 10,
      offset: 0,
    } satisfies PlayerEvents,
  });
}

describe('/player/:username, opened first', () => {
  it('declares its data', () => {
    expect(playerRoute.data).toBeTypeOf('function');
  });

  it('has the player, their games and their first page of events in its first render, and nothing else', async () => {
    const http = playerServer();
    const { loaded, queryClient } = await openRoute(playerRoute, { path: '/player/neo', http: http.http });
    expect(loaded).toEqual([
      sessionKeys.all,
      leaderboardKeys.player('neo'),
      leaderboardKeys.playerGames('neo'),
      leaderboardKeys.playerEvents('neo', 1),
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Neo');
    expect(screen.getByRole('link', { name: 'Star Raiders' }).getAttribute('href')).toBe(
      '/game/star-raiders',
    );
    expect(within(screen.getByTestId('player-events')).getByRole('link', { name: 'Season 1' })).toBeTruthy();
    expect(screen.queryByLabelText(/loading/i)).toBeNull();
    await settle();
    expect(keysWithData(queryClient)).toEqual(loaded);
    expect(asked(http.calls)).toEqual([
      ['GET users/username/neo', undefined],
      ['GET users/neo/games', undefined],
      ['GET users/neo/events', { limit: 10, offset: 0 }],
    ]);
  });
});
