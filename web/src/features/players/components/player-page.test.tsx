import { cleanup, screen, within } from '@testing-library/react';
import type { PublicUser } from '@w2e/core/contracts/users';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { PlayerPage } from './player-page';

afterEach(cleanup);

async function profile(user: PublicUser) {
  const server = fakeHttp({
    'GET users/username/neo': user,
    'GET users/neo/games': { items: [] },
    'GET users/neo/events': { items: [], total: 0, limit: 10, offset: 0 },
  });
  await renderRoutes([{ path: '/player/:username', element: <PlayerPage /> }], {
    path: '/player/neo',
    http: server.http,
  });
  await screen.findByTestId('player-profile');
}

const neo = { username: 'neo', name: 'Neo', joined_at: '2026-01-01T00:00:00.000Z' };

describe('a player’s public profile', () => {
  it('lists the player’s clans, each linking to its page, with the role of an owner or admin', async () => {
    await profile({
      ...neo,
      clans: [
        { id: 'a', slug: 'alpha', name: 'Alpha', banner_url: null, role: 'owner', joined_at: null },
        { id: 'd', slug: 'delta', name: 'Delta', banner_url: null, role: 'member', joined_at: null },
      ],
    });
    const clans = within(screen.getByTestId('player-clans'));
    expect(clans.getByRole('link', { name: 'Alpha' }).getAttribute('href')).toBe('/clan/alpha');
    expect(clans.getByRole('link', { name: 'Delta' }).getAttribute('href')).toBe('/clan/delta');
    expect(clans.getAllByText('Owner')).toHaveLength(1);
    expect(clans.queryByText('Member')).toBeNull();
  });

  it('says when the player is in no public clan', async () => {
    await profile({ ...neo, clans: [] });
    expect(screen.getByText('Not in a public clan.')).toBeTruthy();
  });
});
