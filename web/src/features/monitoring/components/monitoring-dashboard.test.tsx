import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_MODERATION_SETTINGS } from '@w2e/core/contracts/moderation';
import { DEFAULT_CAPTCHA_SETTINGS, type MonitoringChat } from '@w2e/core/contracts/monitoring';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { MonitoringDashboardPage } from './monitoring-dashboard';

afterEach(cleanup);

const chat = (id: string, over: Partial<MonitoringChat>): MonitoringChat => ({
  id,
  chat_id: `-100${id.slice(1)}`,
  type: 'supergroup',
  title: id,
  status: 'active',
  bots: [],
  channel_validated_at: null,
  settings: DEFAULT_CAPTCHA_SETTINGS,
  joins_today: 0,
  leaves_today: 0,
  pending_captchas: 0,
  member_count: null,
  created_at: '2026-12-01T08:00:00.000Z',
  ...over,
});
const lotus = chat('c1', { title: 'Lotus Guild', member_count: 120 });
const sen = chat('c2', {
  title: 'Sen Chat',
  type: 'group',
  settings: { ...DEFAULT_CAPTCHA_SETTINGS, log_chat_id: '-1009' },
});
const news = chat('c3', { title: 'News', type: 'channel' });

async function dashboard(path = '/', language: 'en' | 'vi' = 'en') {
  const server = fakeHttp({
    'GET monitoring': { bots: [], chats: [lotus, sen, news] },
    'PATCH monitoring/chats/c1/settings': ({ body }: { body?: unknown }) => ({
      ...lotus,
      settings: { ...lotus.settings, ...(body as object) },
    }),
    'GET monitoring/chats/c2/moderation': DEFAULT_MODERATION_SETTINGS,
    'GET monitoring/chats/c3/member-events': { items: [], total: 0 },
  });
  const view = await renderRoutes([{ path: '/', element: <MonitoringDashboardPage /> }], {
    path,
    http: server.http,
    user: testUser,
    language,
  });
  return { calls: server.calls, router: view.router };
}

const location = (router: Awaited<ReturnType<typeof dashboard>>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the monitoring dashboard', () => {
  it('lists the admin’s chats with type and members, and opens one at a time with its sections as tabs in the address', async () => {
    const { router } = await dashboard();
    const picker = within(await screen.findByTestId('chat-picker'));
    expect(picker.getByRole('link', { name: /Lotus Guild/ }).textContent).toContain(
      'Supergroup · Members: 120',
    );
    expect(picker.getByRole('link', { name: /Sen Chat/ }).textContent).toContain(
      'Group · Members: not counted yet',
    );
    expect(picker.getByRole('link', { name: /News/ }).textContent).toContain('Channel');
    // Nothing is open yet: no long page of every chat.
    expect(screen.queryByTestId('monitoring-chat')).toBeNull();
    expect(screen.getByText(/Pick a chat/)).toBeTruthy();

    fireEvent.click(picker.getByRole('link', { name: /Lotus Guild/ }));
    const opened = await screen.findByTestId('monitoring-chat');
    expect(within(opened).getByRole('heading', { name: 'Lotus Guild', level: 2 })).toBeTruthy();
    expect(location(router)).toBe('/?chat=c1&tab=overview');
    expect(picker.getByRole('link', { name: /Lotus Guild/ }).getAttribute('aria-current')).toBe('page');
    expect(within(opened).getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(opened).getByRole('tab', { name: 'Captcha' }));
    await waitFor(() => expect(location(router)).toBe('/?chat=c1&tab=captcha'));
    expect(await screen.findByRole('form', { name: 'Captcha' })).toBeTruthy();

    // The back button returns to the overview.
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.queryByRole('form', { name: 'Captcha' })).toBeNull();
    expect(location(router)).toBe('/?chat=c1&tab=overview');
  });

  it('opens a link to a chat’s tab directly; a channel has no captcha or moderation; an unknown chat says so', async () => {
    await dashboard('/?chat=c2&tab=moderation');
    expect(await screen.findByRole('form', { name: 'Moderation' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Moderation' }).getAttribute('aria-selected')).toBe('true');
    cleanup();

    await dashboard('/?chat=c3&tab=captcha');
    const opened = await screen.findByTestId('monitoring-chat');
    expect(within(opened).queryByRole('tab', { name: 'Captcha' })).toBeNull();
    expect(within(opened).queryByRole('tab', { name: 'Moderation' })).toBeNull();
    expect(within(opened).getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    cleanup();

    await dashboard('/?chat=nope');
    expect(await screen.findByText('That chat is not among yours. Pick one from the list.')).toBeTruthy();
  });

  it('chooses the log chat from the admin’s chats by name and saves its Telegram id', async () => {
    const { calls } = await dashboard('/?chat=c1&tab=captcha');
    const select = (await screen.findByLabelText(/Log chat/)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'None',
      'Lotus Guild (this chat)',
      'Sen Chat',
      'News',
    ]);
    fireEvent.change(select, { target: { value: '-1002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PATCH monitoring/chats/c1/settings')?.body).toMatchObject({
        log_chat_id: '-1002',
      }),
    );
  });

  it('shows a live preview of the welcome message with the placeholders filled in, and saves it', async () => {
    const { calls } = await dashboard('/?chat=c1&tab=captcha');
    expect(screen.queryByTestId('welcome-preview')).toBeNull();
    fireEvent.change(await screen.findByLabelText(/Welcome message/), {
      target: { value: 'Welcome {name} to {chat}!' },
    });
    expect(screen.getByTestId('welcome-preview').textContent).toBe('PreviewWelcome Alex to Lotus Guild!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PATCH monitoring/chats/c1/settings')?.body).toMatchObject({
        welcome_message: 'Welcome {name} to {chat}!',
      }),
    );
  });

  it('keeps a log chat saved before as an id that is not one of the admin’s chats', async () => {
    await dashboard('/?chat=c2&tab=captcha');
    const select = (await screen.findByLabelText(/Log chat/)) as HTMLSelectElement;
    expect(select.value).toBe('-1009');
    expect(select.selectedOptions[0]?.text).toBe('Chat -1009 (not added here)');
  });

  it('speaks Vietnamese', async () => {
    await dashboard('/?chat=c1&tab=overview', 'vi');
    expect(await screen.findByRole('tab', { name: 'Kiểm duyệt' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Nhật ký' })).toBeTruthy();
    expect(screen.getByText(/Thành viên: 120/)).toBeTruthy();
  });
});
