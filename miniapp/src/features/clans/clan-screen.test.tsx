import { act, screen, waitFor } from '@testing-library/react';
import type { ClanDetail, ClanMembership } from '@w2e/core/contracts/clans';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, refusal, renderScreens, telegram } from '../../components/test-harness';
import { clansRoutes } from './routes';

vi.mock('@telegram-apps/sdk-react', async () => (await import('../../components/test-harness')).telegramSdk);

const clan = (type: ClanDetail['type'], membership: ClanMembership | null): ClanDetail => ({
  id: 'c1',
  name: 'Night Owls',
  slug: 'night-owls',
  banner_url: null,
  type,
  member_limit: 50,
  member_count: membership?.status === 'active' ? 2 : 1,
  tier: 'basic',
  owner: { id: 'o', username: 'owl', name: 'Owl' },
  created_at: '2030-01-01T00:00:00.000Z',
  membership,
  can_manage: false,
});
const members = { items: [], total: 0, limit: 20, offset: 0 };

beforeEach(() => telegram.reset());

describe('ClanScreen', { timeout: 30_000 }, () => {
  it('joins a public clan with the MainButton, with haptic feedback, and then shows the membership', async () => {
    let joined = false;
    const { http, calls } = fakeServer({
      'GET clans/night-owls': () =>
        clan('public', joined ? { role: 'member', status: 'active', kind: null } : null),
      'GET clans/night-owls/members': members,
      'POST clans/c1/join': () => {
        joined = true;
        return { message: 'You joined the clan', status: 'active' };
      },
    });
    await renderScreens(clansRoutes, '/clans/night-owls', http);
    expect((await screen.findByTestId('clan-name')).textContent).toBe('Night Owls');
    await waitFor(() => expect(telegram.mainButton).toMatchObject({ text: 'Join', visible: true }));

    act(() => telegram.pressMain());
    expect((await screen.findByTestId('clan-outcome')).textContent).toBe('You joined the clan');
    expect(telegram.haptics).toEqual(['success']);
    await waitFor(() => expect(screen.getByTestId('clan-member-count').textContent).toBe('2 / 50 members'));
    expect(screen.getByTestId('clan-membership').dataset.status).toBe('active');
    // A member has nothing to join: the MainButton goes, leaving is a plain button on the screen.
    await waitFor(() => expect(telegram.mainButton.visible).toBe(false));
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST clans/c1/join')).toHaveLength(1);
  });

  it('asks to join a private clan, and says why the server refused', async () => {
    const { http } = fakeServer({
      'GET clans/night-owls': clan('private', null),
      'GET clans/night-owls/members': members,
      'POST clans/c1/join': () => {
        throw refusal(409, 'Clan is full');
      },
    });
    await renderScreens(clansRoutes, '/clans/night-owls', http);
    await waitFor(() =>
      expect(telegram.mainButton).toMatchObject({ text: 'Request to join', visible: true }),
    );
    act(() => telegram.pressMain());
    const outcome = await screen.findByTestId('clan-outcome');
    expect(outcome.textContent).toBe('Clan is full');
    expect(outcome.dataset.ok).toBe('false');
    expect(telegram.haptics).toEqual(['error']);
  });

  it('says a clan that does not exist is not there', async () => {
    const { http } = fakeServer({
      'GET clans/night-owls/members': members,
    });
    await renderScreens(clansRoutes, '/clans/night-owls', http);
    expect(await screen.findByText('Could not load the clan')).toBeTruthy();
    expect(telegram.mainButton.visible).toBe(false);
  });
});
