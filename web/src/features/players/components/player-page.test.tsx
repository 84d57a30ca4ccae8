import { act, cleanup, screen, within } from '@testing-library/react';
import type { PublicUser } from '@w2e/core/contracts/users';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { PlayerPage } from './player-page';

afterEach(cleanup);

async function profile(overrides: Partial<PublicUser>) {
  const player: PublicUser = {
    username: 'neo',
    name: 'Neo',
    joined_at: '2026-01-01T00:00:00.000Z',
    clans: [],
    token_holder: false,
    ...overrides,
  };
  const server = fakeHttp({
    'GET users/username/neo': player,
    'GET users/neo/games': { items: [] },
    'GET users/neo/events': { items: [], total: 0, limit: 10, offset: 0 },
  });
  await renderRoutes([{ path: '/player/:username', element: <PlayerPage /> }], {
    path: '/player/neo',
    http: server.http,
  });
  await screen.findByTestId('player-profile');
  return screen.getByRole('heading', { level: 1 });
}

describe('a player’s public profile', () => {
  it('lists the player’s clans, each linking to its page, with the role of an owner or admin', async () => {
    await profile({
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
    await profile({ clans: [] });
    expect(screen.getByText('Not in a public clan.')).toBeTruthy();
  });

  it('shows the token holder badge beside a holder’s name, in both languages', async () => {
    const heading = await profile({ token_holder: true });
    expect(heading.textContent).toBe('NeoToken holder');
    await act(() => setLanguage('vi'));
    expect(heading.textContent).toBe('NeoNgười giữ token');
    await act(() => setLanguage('en'));
  });

  it('shows no badge for anyone else', async () => {
    expect((await profile({ token_holder: false })).textContent).toBe('Neo');
  });
});
