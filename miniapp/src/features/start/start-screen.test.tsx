import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { fakeServer, renderScreens, telegram } from '../../components/test-harness';
import { ROOT_LINKS } from './root-links';

vi.mock('@telegram-apps/sdk-react', async () => (await import('../../components/test-harness')).telegramSdk);

beforeEach(() => telegram.reset());

const emptyPage = { items: [], total: 0, limit: 20, offset: 0 };
const server = () =>
  fakeServer({
    'GET notifications/unread': { unread: 0 },
    'GET events': emptyPage,
    'GET clans': emptyPage,
    'GET users/my-clans': { clans: [], invitations: [], requests: [] },
  });

describe('StartScreen', { timeout: 30_000 }, () => {
  it('lists every section as a button named by its text, in order', async () => {
    await renderScreens(routes[0]!.children!, '/', server().http);
    const names = ['Events', 'Lucky wheel', 'Leaderboards', 'Clans', 'Notifications', 'Profile'];
    expect(ROOT_LINKS).toHaveLength(names.length);
    for (const name of names) expect(await screen.findByRole('button', { name })).toBeTruthy();
  });

  it('is operated by the keyboard alone: Tab reaches a section, Enter opens it', async () => {
    const user = userEvent.setup();
    const { router } = await renderScreens(routes[0]!.children!, '/', server().http);
    await screen.findByRole('button', { name: 'Events' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Events' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No events yet. Check back soon.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/events');
  });

  it('opens a section with Space too', async () => {
    const user = userEvent.setup();
    const { router } = await renderScreens(routes[0]!.children!, '/', server().http);
    const clans = await screen.findByRole('button', { name: 'Clans' });
    clans.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clans'));
    expect(await screen.findByTestId('clan-search')).toBeTruthy();
  });
});
