import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_MODERATION_SETTINGS, type ModerationLogEntry } from '@w2e/core/contracts/moderation';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes, testUser } from '../../../lib/test-render';
import { ModerationLogTable, ModerationSettingsPanel } from './moderation-panel';

afterEach(cleanup);

const held: ModerationLogEntry = {
  id: 'a1',
  user_id: '930001',
  user_name: 'Newbie',
  action: 'held',
  rule: 'newcomer_hold',
  detail: 'link',
  until: '2026-12-04T08:00:00.000Z',
  undoable: true,
  undone_at: null,
  at: '2026-12-03T08:00:00.000Z',
};

async function panel(language: 'en' | 'vi' = 'en') {
  const server = fakeHttp({
    'GET monitoring/chats/c1/moderation': DEFAULT_MODERATION_SETTINGS,
    'PATCH monitoring/chats/c1/moderation': ({ body }: { body?: unknown }) => ({
      ...DEFAULT_MODERATION_SETTINGS,
      ...(body as object),
    }),
    'GET monitoring/chats/c1/moderation/log': { items: [held], total: 1 },
    'POST monitoring/chats/c1/moderation/log/a1/undo': { ...held, undoable: false, undone_at: held.at },
  });
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <ModerationSettingsPanel chatId="c1" />
            <ModerationLogTable chatId="c1" />
          </>
        ),
      },
    ],
    {
      path: '/',
      http: server.http,
      user: testUser,
      language,
    },
  );
  return server.calls;
}

describe('the moderation panel', () => {
  it('refuses a stop word that matches everything before sending, and saves a good one', async () => {
    const calls = await panel();
    const words = await screen.findByLabelText(/Stop words/);
    fireEvent.change(words, { target: { value: 'airdrop*\n*' } });
    expect(screen.getByText('These stop words would match nearly every message: *')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save moderation' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(words, { target: { value: 'airdrop*\nđăng ký' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PATCH monitoring/chats/c1/moderation')?.body).toMatchObject({
        stop_words: ['airdrop*', 'đăng ký'],
        newcomer_hold_hours: 24,
      }),
    );
  });

  it('lists what the bots did with the rule, and undoes a held message', async () => {
    const calls = await panel();
    const log = within(await screen.findByTestId('moderation-log'));
    expect(log.getByText('Held')).toBeTruthy();
    expect(log.getByText('Newcomer hold (links)')).toBeTruthy();
    fireEvent.click(log.getByRole('button', { name: 'Undo: Held, Newbie' }));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST monitoring/chats/c1/moderation/log/a1/undo')).toBe(true),
    );
  });

  it('speaks Vietnamese', async () => {
    await panel('vi');
    expect(await screen.findByRole('heading', { name: 'Kiểm duyệt' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Lưu kiểm duyệt' })).toBeTruthy();
  });
});
