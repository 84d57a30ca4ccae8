import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@w2e/core/contracts/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderScreens, telegram } from '../../components/test-harness';
import { notificationsRoutes } from './routes';

vi.mock('@telegram-apps/sdk-react', async () => (await import('../../components/test-harness')).telegramSdk);

beforeEach(() => telegram.reset());

/** The server's settings, changed by PATCH and by the permission, as the real one answers them. */
function server(start: { linked?: boolean; allowed?: boolean; email?: boolean } = {}) {
  const state: NotificationSettings = {
    settings: NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_DEFAULTS[kind] })),
    email_available: start.email ?? false,
    telegram_linked: start.linked ?? true,
    telegram_available: start.allowed ?? true,
  };
  return fakeServer({
    'GET users/notification-settings': () => state,
    'PATCH users/notification-settings': ({ body }) => {
      for (const change of (body as NotificationSettingsBody).settings)
        state.settings = state.settings.map((s) => (s.kind === change.kind ? { ...s, ...change } : s));
      return state;
    },
    'POST notifications/telegram-allowed': () => {
      state.telegram_available = true;
      return state;
    },
  });
}

const switchOf = (channel: 'telegram' | 'email', kind: string) =>
  screen.getByTestId(`setting-${channel}-${kind}`).querySelector('input') as HTMLInputElement;

describe('NotificationSettingsScreen', { timeout: 30_000 }, () => {
  it('switches a kind’s Telegram messages off, leaving its email as it was', async () => {
    const { http, calls } = server();
    await renderScreens(notificationsRoutes, '/notifications/settings', http);
    await screen.findByTestId('setting-telegram-wheel_prize_won');
    expect(switchOf('telegram', 'wheel_prize_won').checked).toBe(true);
    expect(switchOf('telegram', 'submission_approved').checked).toBe(false);
    expect(screen.getByTestId('telegram-permission').textContent).toBe('The bot may message you.');
    expect(screen.queryByTestId('telegram-allow')).toBeNull();
    // No verified address: the email switches are there but cannot change.
    expect(switchOf('email', 'wheel_prize_won').disabled).toBe(true);

    act(() => fireEvent.click(switchOf('telegram', 'wheel_prize_won')));
    await waitFor(() => expect(switchOf('telegram', 'wheel_prize_won').checked).toBe(false));
    expect(calls.find((call) => call.key === 'PATCH users/notification-settings')?.body).toEqual({
      settings: [{ kind: 'wheel_prize_won', telegram: false }],
    });
  });

  it('asks Telegram for the permission, and tells the server only once the player allowed it', async () => {
    const { http, calls } = server({ allowed: false });
    await renderScreens(notificationsRoutes, '/notifications/settings', http);
    const allow = await screen.findByTestId('telegram-allow');
    expect(switchOf('telegram', 'clan_invitation').disabled).toBe(true);

    telegram.writeAccess = 'cancelled';
    act(() => fireEvent.click(allow));
    await waitFor(() => expect(telegram.writeAccessAsked).toBe(1));
    // The answer is handled in promise callbacks: a timer's turn comes after all of them.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls.some((call) => call.key === 'POST notifications/telegram-allowed')).toBe(false);

    telegram.writeAccess = 'allowed';
    act(() => fireEvent.click(screen.getByTestId('telegram-allow')));
    await waitFor(() => expect(screen.queryByTestId('telegram-allow')).toBeNull());
    expect(calls.filter((call) => call.key === 'POST notifications/telegram-allowed')).toHaveLength(1);
    expect(screen.getByTestId('telegram-permission').textContent).toBe('The bot may message you.');
    expect(switchOf('telegram', 'clan_invitation').disabled).toBe(false);
  });

  it('is reached from the list of notifications', async () => {
    const { http } = fakeServer({
      'GET notifications': { items: [], total: 0, limit: 20, offset: 0, unread: 0 },
      'GET notifications/unread': { unread: 0 },
      'GET users/notification-settings': {
        settings: NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_DEFAULTS[kind] })),
        email_available: true,
        telegram_linked: true,
        telegram_available: true,
      },
    });
    const { router } = await renderScreens(notificationsRoutes, '/notifications', http);
    const link = await screen.findByTestId('notification-settings-link');
    act(() => fireEvent.click(link));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/settings'));
    expect(await screen.findByTestId('setting-telegram-clan_invitation')).toBeTruthy();
  });
});
