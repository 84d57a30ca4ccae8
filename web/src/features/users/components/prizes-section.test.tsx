import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Prize } from '@w2e/core/contracts/prizes';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { PrizesSection } from './prizes-section';

afterEach(cleanup);

const prize = (n: number, overrides: Partial<Prize> = {}): Prize => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  source: 'leaderboard',
  event: { id: `e${n}`, slug: `cup-${n}`, title: `Cup ${n}` },
  wheel: null,
  position: 1,
  label: `Prize ${n}`,
  payout: { kind: 'item' },
  status: 'won',
  claim_kind: 'contact',
  claim: null,
  delivery: null,
  confirmed_at: null,
  dispute: null,
  won_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const show = (http: ReturnType<typeof fakeHttp>['http']) =>
  renderRoutes([{ path: '/profile', element: <PrizesSection /> }], {
    path: '/profile',
    http,
    user: testUser,
  });

describe('the profile’s prizes', () => {
  it('lists the signed-in player’s prizes, the wheel’s among them, ten a page with the server’s total', async () => {
    const server = fakeHttp({
      'GET users/prizes': ({ params }: { params?: unknown }) => {
        const { limit, offset } = params as { limit: number; offset: number };
        const items = Array.from({ length: 23 }, (_, i) =>
          i === 0
            ? prize(i, {
                source: 'wheel',
                event: null,
                wheel: { id: 'w1', name: 'Platform wheel' },
                position: null,
              })
            : prize(i),
        ).slice(offset, offset + limit);
        return { items, total: 23, limit, offset };
      },
    });
    await show(server.http);
    await screen.findByText('Prize 0');
    expect(screen.getAllByTestId('profile-prize')).toHaveLength(10);
    expect(screen.getByText('Lucky wheel', { exact: false })).toBeTruthy();
    expect(screen.getAllByTestId('prize-status')[0]!.textContent).toBe('Won');
    expect(server.calls.at(-1)!.params).toEqual({ limit: 10, offset: 0 });

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(screen.getAllByTestId('profile-prize')).toHaveLength(3));
    expect(screen.getByText('Prize 22')).toBeTruthy();
    expect(server.calls.at(-1)!.params).toEqual({ limit: 10, offset: 20 });
  });

  it('shows no pager when every prize fits on one page', async () => {
    const server = fakeHttp({ 'GET users/prizes': { items: [prize(1)], total: 1, limit: 10, offset: 0 } });
    await show(server.http);
    await screen.findByText('Prize 1');
    expect(screen.queryByTestId('profile-prizes-pages')).toBeNull();
  });
});
