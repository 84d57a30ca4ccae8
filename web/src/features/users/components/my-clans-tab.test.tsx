import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyClan, MyClans } from '@w2e/core/contracts/clans';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { ProfilePage } from './profile-page';

afterEach(cleanup);

const clan = (overrides: Partial<MyClan>): MyClan => ({
  id: 'c',
  slug: 'c',
  name: 'C',
  banner_url: null,
  type: 'public',
  member_count: 3,
  member_limit: 10,
  role: 'member',
  joined_at: '2026-02-03T00:00:00.000Z',
  created_at: '2026-02-01T00:00:00.000Z',
  ...overrides,
});

async function tab(clans: MyClans) {
  const server = fakeHttp({
    'GET users/my-clans': clans,
    'GET clans/iron-wolves/events': { items: [] },
    'POST clans/c-inv/invitation/accept': { message: 'You joined the clan' },
  });
  await renderRoutes([{ path: '/profile', element: <ProfilePage /> }], {
    path: '/profile?tab=clan',
    http: server.http,
    user: testUser,
  });
  return server.calls;
}

describe('the profile’s clan tab', () => {
  it('lists the player’s clans with role and seats, the invitations to answer and the requests sent', async () => {
    const calls = await tab({
      clans: [clan({ id: 'c-1', slug: 'iron-wolves', name: 'Iron Wolves', role: 'owner' })],
      invitations: [clan({ id: 'c-inv', slug: 'night-owls', name: 'Night Owls', joined_at: null })],
      requests: [
        clan({ id: 'c-req', slug: 'sky-guild', name: 'Sky Guild', type: 'private', joined_at: null }),
      ],
    });
    const mine = within(await screen.findByTestId('my-clans'));
    expect(mine.getByRole('link', { name: 'Iron Wolves' }).getAttribute('href')).toBe('/clan/iron-wolves');
    expect(mine.getByText('Owner')).toBeTruthy();
    expect(mine.getByText('3 / 10 members')).toBeTruthy();

    const invitations = screen.getByRole('heading', { name: 'Invitations waiting for you' }).parentElement!;
    expect(within(invitations).getByRole('link', { name: 'Night Owls' })).toBeTruthy();
    const requests = screen.getByRole('heading', { name: 'Requests sent' }).parentElement!;
    expect(within(requests).getByRole('link', { name: 'Sky Guild' })).toBeTruthy();
    expect(within(requests).getByText('Requested')).toBeTruthy();

    fireEvent.click(within(invitations).getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST clans/c-inv/invitation/accept'));
  });

  it('says when the player has no clan and offers the clan list', async () => {
    await tab({ clans: [], invitations: [], requests: [] });
    expect(await screen.findByText('You are not in a clan yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse clans' }).getAttribute('href')).toBe('/clan');
    expect(screen.queryByTestId('my-clans')).toBeNull();
  });
});
