import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@w2e/core/contracts/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { fakeServer, renderScreens, telegram } from '../../components/test-harness';
import { notificationsRoutes } from './routes';

vi.mock('@telegram-apps/sdk-react', async () => (await import('../../components/test-harness')).telegramSdk);

beforeEach(() => telegram.reset());

const note = (overrides: Partial<Notification>): Notification => ({
  id: crypto.randomUUID(),
  kind: 'wheel_prize_won',
  params: { label: 'T-shirt' },
  target: { kind: 'wheel', id: 'w1' },
  read: false,
  created_at: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

function server(items: Notification[]) {
  const unread = () => items.filter((item) => !item.read).length;
  return fakeServer({
    'GET notifications': ({ params }) => {
      const { limit = 20, offset = 0 } = (params ?? {}) as { limit?: number; offset?: number };
      return {
        items: items.slice(offset, offset + limit),
        total: items.length,
        limit,
        offset,
        unread: unread(),
      };
    },
    'GET notifications/unread': () => ({ unread: unread() }),
    'POST notifications/read': ({ body }) => {
      const ids = (body as { ids?: string[] }).ids;
      for (const item of items) if (!ids || ids.includes(item.id)) item.read = true;
      return { unread: unread() };
    },
  });
}

describe('NotificationsScreen', { timeout: 30_000 }, () => {
  it('shows the unread count on the root screen and lists them; opening one reads it and goes to it', async () => {
    const prize = note({});
    const { http, calls } = server([
      prize,
      note({
        kind: 'clan_request_accepted',
        params: { clan: 'Night Owls' },
        target: { kind: 'clan', slug: 'night-owls' },
      }),
    ]);
    const { router } = await renderScreens(routes[0]!.children!, '/', http);
    expect((await screen.findByTestId('notification-count')).textContent).toBe('2');
    act(() => fireEvent.click(screen.getByTestId('nav-notifications')));
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('The wheel gave you T-shirt'),
      expect.stringContaining('Welcome to Night Owls: your request to join was accepted'),
    ]);
    act(() => fireEvent.click(items[0]!));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wheel/w1'));
    expect(calls.find((call) => call.key === 'POST notifications/read')?.body).toEqual({ ids: [prize.id] });
  });

  it('marks all read', async () => {
    const { http, calls } = server([note({}), note({})]);
    await renderScreens(notificationsRoutes, '/notifications', http);
    const readAll = await screen.findByTestId('notifications-read-all');
    act(() => fireEvent.click(readAll));
    await waitFor(() => expect(screen.queryByTestId('notifications-read-all')).toBeNull());
    expect(calls.find((call) => call.key === 'POST notifications/read')?.body).toEqual({ all: true });
    expect(screen.getAllByTestId('notification').every((item) => item.dataset.read === 'true')).toBe(true);
  });
});
