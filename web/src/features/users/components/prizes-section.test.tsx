import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserReward } from '@w2e/core/contracts/rewards';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { PrizesSection } from './prizes-section';

afterEach(cleanup);

const prize = (n: number): UserReward => ({
  event: { id: `e${n}`, slug: `cup-${n}`, title: `Cup ${n}` },
  kind: 'leaderboard',
  position: 1,
  reward: `Prize ${n}`,
  won_at: '2026-01-01T00:00:00.000Z',
});

describe('the profile’s prizes', () => {
  it('shows the newest ten and pages through the rest with the total the server gives', async () => {
    const server = fakeHttp({
      'GET users/player/rewards': ({ params }: { params?: unknown }) => {
        const { limit, offset } = params as { limit: number; offset: number };
        const items = Array.from({ length: 23 }, (_, i) => prize(i)).slice(offset, offset + limit);
        return { items, total: 23, limit, offset };
      },
    });
    await renderRoutes([{ path: '/profile', element: <PrizesSection username="player" /> }], {
      path: '/profile',
      http: server.http,
    });
    await screen.findByText('Prize 0');
    expect(screen.getAllByTestId('profile-prize')).toHaveLength(10);
    expect(server.calls.at(-1)!.params).toEqual({ limit: 10, offset: 0 });

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(screen.getAllByTestId('profile-prize')).toHaveLength(3));
    expect(screen.getByText('Prize 22')).toBeTruthy();
    expect(server.calls.at(-1)!.params).toEqual({ limit: 10, offset: 20 });
  });

  it('shows no pager when every prize fits on one page', async () => {
    const server = fakeHttp({
      'GET users/player/rewards': { items: [prize(1)], total: 1, limit: 10, offset: 0 },
    });
    await renderRoutes([{ path: '/profile', element: <PrizesSection username="player" /> }], {
      path: '/profile',
      http: server.http,
    });
    await screen.findByText('Prize 1');
    expect(screen.queryByTestId('profile-prizes-pages')).toBeNull();
  });
});
