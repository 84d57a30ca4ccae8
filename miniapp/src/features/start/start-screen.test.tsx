import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleEventSummary } from '@w2e/core/events/example';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { fakeServer, renderScreens, telegram } from '../../components/test-harness';
import { ROOT_LINKS } from './root-links';

vi.mock('@telegram-apps/sdk-react', async () => (await import('../../components/test-harness')).telegramSdk);

beforeEach(() => telegram.reset());

const emptyPage = { items: [], total: 0, limit: 20, offset: 0 };
const featured = exampleEventSummary({ slug: 'summer-cup', title: 'Summer Cup', featured: true });
const joined = (total: number) => ({
  ...exampleEventSummary(),
  score: { in_game: 0, social: 0, other: total, total },
  joined_at: '2030-01-01T00:00:00.000Z',
});
const server = (withFeatured = false) =>
  fakeServer({
    'GET notifications/unread': { unread: 0 },
    'GET events': ({ params }: { params?: unknown }) =>
      withFeatured && (params as { featured?: string }).featured === 'true'
        ? { ...emptyPage, items: [featured], total: 1 }
        : emptyPage,
    'GET events/summer-cup': { ...featured },
    'GET clans': emptyPage,
    'GET users/my-clans': { clans: [], invitations: [], requests: [] },
    'GET users/my-campaigns': { hosted: [], joined: [joined(40), joined(25)] },
    'GET wheels/platform': {
      id: '00000000-0000-4000-8000-000000000100',
      name: 'Daily wheel',
      event_id: null,
      segments: [],
      me: {
        spins: 3,
        server_seed_hash: 'ab'.repeat(32),
        client_seed: 'seed',
        nonce: 0,
        next_free_spin_at: null,
      },
      can_manage: false,
    },
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

  it('is the player’s home: the featured quest as a button, their score and spins', async () => {
    const user = userEvent.setup();
    const { router } = await renderScreens(routes[0]!.children!, '/', server(true).http);
    const quest = await screen.findByRole('button', { name: /Summer Cup/ });
    expect(quest.textContent).toContain('Featured quest');
    expect((await screen.findByTestId('home-score')).textContent).toBe('65');
    expect((await screen.findByTestId('home-spins')).textContent).toBe('3');
    // The first Tab reaches the featured quest, before the sections; Enter opens it.
    await user.tab();
    expect(document.activeElement).toBe(quest);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/summer-cup'));
  });
});
