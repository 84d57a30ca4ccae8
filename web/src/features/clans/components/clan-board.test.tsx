import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ClanDetail, ClanLeaderboard } from '@w2e/core/contracts/clans';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { ClanListPage } from './clan-list-page';
import { ClanPage } from './clan-page';

afterEach(cleanup);

const row = (rank: number, name: string, score: number, type: 'public' | 'private' = 'public') => ({
  rank,
  clan: { id: `id-${name}`, slug: name.toLowerCase(), name, banner_url: null, type },
  member_count: rank + 2,
  score,
});

/** The board as the server answers it: a period's rows, paged. */
function boardServer(total = 2) {
  const rows: Record<string, ClanLeaderboard['items']> = {
    all: [row(1, 'Alpha', 1500), row(2, 'Gamma', 30, 'private')],
    '7d': [row(1, 'Delta', 50)],
  };
  return fakeHttp({
    'GET clans': { items: [], total: 0, limit: 20, offset: 0 },
    'GET clans/leaderboard': ({ params }: { params?: unknown }) => {
      const query = params as ClanLeaderboard & { period: 'all' | '30d' | '7d' };
      return {
        items: rows[query.period] ?? [],
        total,
        limit: query.limit,
        offset: query.offset,
        period: query.period,
        computed_at: '2026-01-01T00:00:00.000Z',
      } satisfies ClanLeaderboard;
    },
  });
}

const boardQueries = (calls: { key: string; params?: unknown }[]) =>
  calls.filter((call) => call.key === 'GET clans/leaderboard').map((call) => call.params);

describe('the clan leaderboard on /clan', () => {
  it('opens from its tab and ranks clans with their members and score, each linking to its page', async () => {
    const server = boardServer();
    const { router } = await renderRoutes([{ path: '/clan', element: <ClanListPage /> }], {
      path: '/clan',
      http: server.http,
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Clan leaderboard' }));
    const board = within(await screen.findByTestId('clan-board'));
    expect(router.state.location.search).toBe('?view=board');
    const rows = board.getAllByTestId('clan-board-row');
    expect(rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['1', 'Alpha', '3', '1,500'],
      ['2', 'GammaPrivate', '4', '30'],
    ]);
    expect(board.getByRole('link', { name: 'Alpha' }).getAttribute('href')).toBe('/clan/alpha');
    expect(screen.getByText(/the clan that reached its score first ranks higher/)).toBeTruthy();
    expect(boardQueries(server.calls)).toEqual([{ period: 'all', limit: 20, offset: 0 }]);
  });

  it('switches the period in the address, so a shared link shows the same board', async () => {
    const server = boardServer();
    const { router } = await renderRoutes([{ path: '/clan', element: <ClanListPage /> }], {
      path: '/clan?view=board',
      http: server.http,
    });
    await screen.findByTestId('clan-board');
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(await screen.findByRole('link', { name: 'Delta' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=board&period=7d');
    expect(boardQueries(server.calls).at(-1)).toEqual({ period: '7d', limit: 20, offset: 0 });
  });

  it('pages through `total`', async () => {
    const server = boardServer(45);
    const { router } = await renderRoutes([{ path: '/clan', element: <ClanListPage /> }], {
      path: '/clan?view=board&period=7d',
      http: server.http,
    });
    await screen.findByTestId('clan-board');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await screen.findByTestId('clan-board');
    expect(router.state.location.search).toBe('?view=board&period=7d&page=3');
    expect(boardQueries(server.calls).at(-1)).toEqual({ period: '7d', limit: 20, offset: 40 });
  });
});

const alpha: ClanDetail = {
  id: 'id-alpha',
  name: 'Alpha',
  slug: 'alpha',
  banner_url: null,
  type: 'public',
  member_limit: 50,
  member_count: 3,
  tier: 'basic',
  owner: { id: 'o', username: 'owner', name: 'Owner' },
  created_at: '2026-01-01T00:00:00.000Z',
  membership: null,
  can_manage: false,
};

describe('a clan’s page', () => {
  it('shows the clan’s rank for the chosen period and links to the board at that period', async () => {
    const server = fakeHttp({
      'GET clans/alpha': alpha,
      'GET clans/alpha/events': { items: [] },
      'GET clans/alpha/members': { items: [], total: 0, limit: 20, offset: 0 },
      'GET clans/alpha/rank': ({ params }: { params?: unknown }) => {
        const { period } = params as { period: string };
        return period === 'all'
          ? { period, rank: 1, score: 1500, total: 4, computed_at: '2026-01-01T00:00:00.000Z' }
          : { period, rank: 3, score: 50, total: 4, computed_at: '2026-01-01T00:00:00.000Z' };
      },
    });
    await renderRoutes([{ path: '/clan/:slug', element: <ClanPage /> }], {
      path: '/clan/alpha',
      http: server.http,
    });
    const rank = within(await screen.findByTestId('clan-rank'));
    expect(await rank.findByText('Rank #1 of 4 clans · 1,500 points')).toBeTruthy();
    fireEvent.click(rank.getByRole('radio', { name: 'Last 30 days' }));
    expect(await rank.findByText('Rank #3 of 4 clans · 50 points')).toBeTruthy();
    expect(rank.getByRole('link', { name: 'See the clan leaderboard' }).getAttribute('href')).toBe(
      '/clan?view=board&period=30d',
    );
  });
});
