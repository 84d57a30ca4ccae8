import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationPage,
} from '@w2e/core/contracts/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationBell } from '../../../components/notification-bell';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { NotificationsPage } from './notifications-page';

afterEach(cleanup);

const note = (overrides: Partial<Notification>): Notification => ({
  id: crypto.randomUUID(),
  kind: 'clan_invitation',
  params: { clan: 'Night Owls' },
  target: { kind: 'clan', slug: 'night-owls' },
  read: false,
  created_at: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

function server(
  items: Notification[],
  total = items.length,
  emailAvailable = true,
  telegram: { linked: boolean; available: boolean } = { linked: true, available: true },
) {
  const state = { items: items.map((item) => ({ ...item })) };
  const settings = {
    settings: NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_DEFAULTS[kind] })),
    email_available: emailAvailable,
    telegram_linked: telegram.linked,
    telegram_available: telegram.available,
  };
  const unread = () => state.items.filter((item) => !item.read).length;
  const fake = fakeHttp({
    'GET notifications': ({ params }: { params?: unknown }): NotificationPage => {
      const { limit = 20, offset = 0 } = (params ?? {}) as { limit?: number; offset?: number };
      return { items: state.items.slice(offset, offset + limit), total, limit, offset, unread: unread() };
    },
    'GET notifications/unread': () => ({ unread: unread() }),
    'GET users/notification-settings': () => settings,
    'PATCH users/notification-settings': ({ body }: { body?: unknown }) => {
      for (const change of (body as { settings: { kind: string }[] }).settings)
        settings.settings = settings.settings.map((s) =>
          s.kind === change.kind ? { ...s, ...change } : s,
        ) as never;
      return settings;
    },
    'POST notifications/read': ({ body }: { body?: unknown }) => {
      const ids = (body as { ids?: string[] }).ids;
      for (const item of state.items) if (!ids || ids.includes(item.id)) item.read = true;
      return { unread: unread() };
    },
  });
  return fake;
}

const show = (
  http: ReturnType<typeof fakeHttp>['http'],
  path = '/notifications',
  language: 'en' | 'vi' = 'en',
) =>
  renderRoutes(
    [
      {
        path: '/notifications',
        element: (
          <>
            <NotificationBell />
            <NotificationsPage />
          </>
        ),
      },
      { path: '/clan/:slug', element: <p>clan page</p> },
      { path: '/event/:slug', element: <p>event page</p> },
    ],
    { path, http, user: testUser, language },
  );

describe('notifications', () => {
  it('lists them newest first in the reader’s words, with the count on the bell, and reads all at once', async () => {
    const { http, calls } = server([
      note({
        kind: 'reward_awarded',
        params: { reward: '5 USDT', event: 'Summer Cup', position: 2 },
        target: { kind: 'event', slug: 'summer-cup' },
      }),
      note({}),
      note({
        kind: 'submission_rejected',
        params: { task: 'Find a bug', event: 'Summer Cup', reason: 'Duplicate' },
        read: true,
      }),
    ]);
    await show(http);
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('You placed #2 in Summer Cup and won 5 USDT'),
      expect.stringContaining('You are invited to join the clan Night Owls'),
      expect.stringContaining('Your submission for “Find a bug” in Summer Cup was rejected: Duplicate'),
    ]);
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(2);

    fireEvent.click(screen.getByTestId('notifications-read-all'));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(calls.find((call) => call.key === 'POST notifications/read')?.body).toEqual({ all: true });
    await screen.findByRole('link', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('marks one read when it is followed to what it is about', async () => {
    const invitation = note({});
    const { http, calls } = server([invitation]);
    const { router } = await show(http);
    fireEvent.click(await screen.findByRole('link', { name: 'You are invited to join the clan Night Owls' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clan/night-owls'));
    expect(calls.find((call) => call.key === 'POST notifications/read')?.body).toEqual({
      ids: [invitation.id],
    });
  });

  it('pages through them by ?page=', async () => {
    const many = Array.from({ length: 25 }, (_, i) => note({ params: { clan: `Clan ${i + 1}` } }));
    const { http, calls } = server(many);
    await show(http, '/notifications?page=2');
    const items = await screen.findAllByTestId('notification');
    expect(items).toHaveLength(5);
    expect(items[0]!.textContent).toContain('Clan 21');
    expect(calls.find((call) => call.key === 'GET notifications')?.params).toEqual({ limit: 20, offset: 20 });
  });

  it('says when there is nothing, in Vietnamese too', async () => {
    await show(server([]).http, '/notifications', 'vi');
    expect((await screen.findByTestId('notifications-empty')).textContent).toBe(
      'Chưa có gì. Giải thưởng, lời mời và kết quả duyệt bài nộp của bạn sẽ hiện ở đây.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thông báo' })).toBeTruthy();
  });

  it('lets the player choose what also comes by email, and says when no address can get it', async () => {
    const { http, calls } = server([]);
    await show(http);
    const invitations = await screen.findByRole('switch', { name: 'Clan invitations by Email' });
    expect((invitations as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Submissions rejected by Email' }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.click(invitations);
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PATCH users/notification-settings')?.body).toEqual({
        settings: [{ kind: 'clan_invitation', email: false }],
      }),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Clan invitations by Email' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    // Telegram kept its own choice.
    expect(
      (screen.getByRole('switch', { name: 'Clan invitations by Telegram' }) as HTMLInputElement).checked,
    ).toBe(true);
    cleanup();
    await show(server([], 0, false).http);
    expect((await screen.findByTestId('notification-settings-no-email')).textContent).toBe(
      'Verify an email address in your profile to get notifications by email.',
    );
    expect(
      (screen.getByRole('switch', { name: 'Clan invitations by Email' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('has a Telegram column: its own switches, and a hint while the bot cannot write to the player', async () => {
    const { http, calls } = server([]);
    await show(http);
    const wheel = await screen.findByRole('switch', { name: 'Wheel prizes by Telegram' });
    expect((wheel as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Submissions approved by Telegram' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.queryByTestId('notification-settings-no-telegram')).toBeNull();
    fireEvent.click(wheel);
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PATCH users/notification-settings')?.body).toEqual({
        settings: [{ kind: 'wheel_prize_won', telegram: false }],
      }),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Wheel prizes by Telegram' }) as HTMLInputElement).checked,
      ).toBe(false),
    );

    cleanup();
    await show(server([], 0, true, { linked: false, available: false }).http);
    expect((await screen.findByTestId('notification-settings-no-telegram')).textContent).toBe(
      'Open our Mini App in Telegram (or link your account to Telegram) to get notifications there.',
    );
    expect(
      (screen.getByRole('switch', { name: 'Wheel prizes by Telegram' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('switch', { name: 'Wheel prizes by Email' }) as HTMLInputElement).disabled).toBe(
      false,
    );

    cleanup();
    await show(server([], 0, true, { linked: true, available: false }).http, '/notifications', 'vi');
    expect((await screen.findByTestId('notification-settings-no-telegram')).textContent).toBe(
      'Mở Mini App của chúng tôi trong Telegram và cho phép bot nhắn tin cho bạn để nhận thông báo ở đó.',
    );
    expect(
      (screen.getByRole('switch', { name: 'Giải thưởng vòng quay qua Telegram' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
  });
});
