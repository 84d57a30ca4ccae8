import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SocialAccounts as Accounts } from '@w2e/core/contracts/social';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { SocialAccounts } from './social-accounts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const accounts = (discord: { id: string; name: string } | null, xConfigured = true): Accounts => ({
  providers: [
    {
      provider: 'discord',
      configured: true,
      account: discord && { ...discord, linked_at: '2026-11-26T00:00:00.000Z' },
    },
    { provider: 'x', configured: xConfigured, account: null },
  ],
});

async function show(path: string, routes: Record<string, unknown>) {
  const server = fakeHttp(routes);
  const view = await renderRoutes([{ path: '/profile', element: <SocialAccounts /> }], {
    path,
    http: server.http,
    user: testUser,
  });
  return { ...view, calls: server.calls };
}

describe('Discord and X on the profile', () => {
  it('shows the linked Discord account and unlinks it', async () => {
    let linked = true;
    const { calls } = await show('/profile', {
      'GET users/social': () => accounts(linked ? { id: '42', name: 'gamer_42' } : null),
      'DELETE users/social/discord': () => {
        linked = false;
        return { message: 'Discord account unlinked' };
      },
    });
    expect((await screen.findByTestId('social-discord')).textContent).toBe('gamer_42');
    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Discord account unlinked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('social-discord')).toBeNull());
    expect(calls.map((call) => call.key)).toContain('DELETE users/social/discord');
    // X has no account yet: a Link button.
    expect(screen.getAllByRole('button', { name: 'Link' })).toHaveLength(2);
  });

  it('sends the browser to the provider to link, and hides providers this server cannot link', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    await show('/profile', {
      'GET users/social': accounts(null, false),
      'POST users/social/discord/authorize': {
        url: 'https://discord.com/oauth2/authorize?state=s',
        expires_at: '2026-11-26T00:10:00.000Z',
      },
    });
    const link = await screen.findByRole('button', { name: 'Link' });
    expect(screen.queryByText('X')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://discord.com/oauth2/authorize?state=s'));
  });

  it('turns the callback’s result into a toast once, and takes it off the address', async () => {
    const { router } = await show('/profile?tab=profile&social=discord&social_result=taken', {
      'GET users/social': accounts(null),
    });
    expect(await screen.findByText('This Discord account is already linked to another user')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=profile'));
  });

  it('speaks Vietnamese', async () => {
    await show('/profile', { 'GET users/social': accounts({ id: '42', name: 'gamer_42' }) });
    await screen.findByTestId('social-discord');
    await act(() => setLanguage('vi'));
    expect(screen.getByRole('button', { name: 'Hủy liên kết' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Liên kết' })).toBeTruthy();
  });
});
