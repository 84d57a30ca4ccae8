import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type {
  EventLeaderboard,
  PlatformLeaderboard,
  PlatformLeaderboardRow,
} from '@w2e/core/contracts/leaderboards';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderScreens, telegram } from '../../components/test-harness';
import { leaderboardsRoutes } from './routes';

vi.mock('@telegram-apps/sdk-react', async () => (await import('../../components/test-harness')).telegramSdk);

const row = (rank: number, id: string, name: string, total: number): PlatformLeaderboardRow => ({
  rank,
  player: { id, name, username: null, token_holder: false },
  in_game_score: 0,
  social_score: total,
  other_score: 0,
  total_score: total,
});

const platformBoard = (period: PlatformLeaderboard['period']): PlatformLeaderboard => ({
  period,
  items:
    period === '7d'
      ? [row(1, 'p7', 'Weekly star', 40)]
      : [row(1, 'p1', 'Ana', 900), row(2, 'p2', 'Bao', 800)],
  // The player is far down the board: not on the page shown, still in sight.
  me: period === '7d' ? null : row(57, 'me', 'Minh', 120),
  computed_at: '2030-01-01T00:00:00.000Z',
});

beforeEach(() => telegram.reset());

describe('LeaderboardsScreen', { timeout: 30_000 }, () => {
  it("pins the player's own row above everyone's board, and switches the period", async () => {
    const { http, calls } = fakeServer({
      'GET users/leaderboards': ({ params }) =>
        platformBoard((params as { period: PlatformLeaderboard['period'] }).period),
    });
    await renderScreens(leaderboardsRoutes, '/leaderboards', http);
    const mine = await screen.findByTestId('board-me');
    expect(mine.textContent).toContain('#57');
    expect(mine.textContent).toContain('Minh');
    expect(mine.textContent).toContain('120');
    expect(screen.getAllByTestId('board-row').map((cell) => cell.textContent)).toEqual([
      expect.stringContaining('Ana'),
      expect.stringContaining('Bao'),
    ]);
    expect(telegram.backVisible).toBe(true);

    act(() => fireEvent.click(screen.getByTestId('board-period-7d')));
    await waitFor(() => expect(screen.getAllByTestId('board-row')[0]?.textContent).toContain('Weekly star'));
    expect(calls.at(-1)?.params).toEqual({ period: '7d' });
    expect(screen.getByTestId('board-me-missing').textContent).toBe('You are not on this board yet.');
  });

  it("ranks the clans with the player's own pinned, and opens a clan's members' board", async () => {
    const clan = {
      id: 'c1',
      slug: 'night-owls',
      name: 'Night Owls',
      banner_url: null,
      type: 'public',
      member_count: 3,
      member_limit: 50,
      role: 'member',
      joined_at: '2030-01-01T00:00:00.000Z',
      created_at: '2030-01-01T00:00:00.000Z',
    };
    const { http, calls } = fakeServer({
      'GET users/leaderboards': platformBoard('all'),
      'GET users/my-clans': { clans: [clan], invitations: [], requests: [] },
      // The player's clan is below the page of clans shown: its own place comes from its rank.
      'GET clans/leaderboard': ({ params }) => ({
        items: [
          {
            rank: 1,
            clan: { id: 'c9', slug: 'top-dogs', name: 'Top Dogs', banner_url: null, type: 'public' },
            member_count: 40,
            score: 9000,
          },
        ],
        total: 30,
        limit: 50,
        offset: 0,
        period: (params as { period: string }).period,
        computed_at: '2030-01-01T00:00:00.000Z',
      }),
      'GET clans/night-owls/rank': {
        period: 'all',
        rank: 12,
        score: 600,
        total: 30,
        computed_at: '2030-01-01T00:00:00.000Z',
      },
      'GET clans/night-owls': {
        ...clan,
        tier: 'basic',
        owner: { id: 'o', username: 'owl', name: 'Owl' },
        membership: { role: 'member', status: 'active', kind: null },
        can_manage: false,
      },
      'GET clans/night-owls/members': {
        items: [
          { id: 'o', name: 'Owl', score: 300 },
          { id: 'x', name: 'Xuan', score: 200 },
          { id: 'me', name: 'Minh', score: 100 },
        ].map((member) => ({
          user: { id: member.id, username: null, name: member.name },
          role: 'member',
          status: 'active',
          kind: null,
          joined_at: '2030-01-01T00:00:00.000Z',
          created_at: '2030-01-01T00:00:00.000Z',
          score: member.score,
        })),
        total: 3,
        limit: 100,
        offset: 0,
      },
    });
    const { router } = await renderScreens(leaderboardsRoutes, '/leaderboards', http);
    const clansTab = await screen.findByTestId('board-tab-clans');
    act(() => fireEvent.click(clansTab));
    const pinned = await screen.findByTestId('board-me');
    expect(pinned.textContent).toContain('#12');
    expect(pinned.textContent).toContain('Night Owls');
    expect(screen.getByTestId('board-clan-row').textContent).toContain('Top Dogs');
    expect(calls.find((call) => call.key === 'GET clans/leaderboard')?.params).toEqual({
      period: 'all',
      limit: 50,
    });
    const clanCell = await screen.findByTestId('board-clan');
    act(() => fireEvent.click(clanCell));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clans/night-owls/leaderboard'));
    expect((await screen.findByTestId('board-title')).textContent).toBe('Night Owls');
    expect((await screen.findByTestId('board-me')).textContent).toContain('#3');
    expect(screen.getAllByTestId('board-row').filter((cell) => cell.dataset.me === 'true')).toHaveLength(1);
  });
});

describe('EventBoardScreen', { timeout: 30_000 }, () => {
  it('ranks by the column the host chose, in the event’s word for score, with the player pinned', async () => {
    const eventRow = (rank: number, id: string, name: string, social: number) => ({
      ...row(rank, id, name, social + 1000),
      player: { id, name, username: null, token_holder: false },
      social_score: social,
      reached_at: null,
      metric_value: null,
    });
    const board: EventLeaderboard = {
      items: [eventRow(1, 'a', 'Ana', 70), eventRow(2, 'me', 'Minh', 50)],
      total: 2,
      limit: 50,
      offset: 0,
      me: eventRow(2, 'me', 'Minh', 50),
      score_label: 'XP',
      rank_by: 'social',
      metric: null,
    };
    const { http, calls } = fakeServer({ 'GET events/cup/leaderboard': board });
    await renderScreens(leaderboardsRoutes, '/events/cup/leaderboard', http);
    expect((await screen.findByTestId('board-me')).textContent).toContain('50 XP');
    const rows = screen.getAllByTestId('board-row');
    expect(rows[0]?.textContent).toContain('70 XP');
    expect(rows[1]?.dataset.me).toBe('true');
    expect(calls.find((call) => call.key === 'GET events/cup/leaderboard')?.params).toEqual({ limit: 50 });
  });
});
