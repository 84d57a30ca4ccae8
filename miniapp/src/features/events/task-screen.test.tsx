import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PlayerTask } from '@w2e/core/contracts/tasks';
import type { Profile } from '@w2e/core/contracts/users';
import { examplePlayerTask } from '@w2e/core/events/example';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, refusal, renderScreens, telegram } from '../../components/test-harness';
import { eventsRoutes } from './routes';

vi.mock('@telegram-apps/sdk-react', async () => (await import('../../components/test-harness')).telegramSdk);

const WALLET = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';

const task = (type: PlayerTask['type'], settings: Record<string, unknown>): PlayerTask =>
  examplePlayerTask({
    id: 't1',
    event_id: 'e1',
    type,
    name: 'Hold JET',
    score: 30,
    check: 'automatic',
    settings,
  });

const jetton = task('hold_token', {
  network: 'ton',
  contract_address: `0:${'ab'.repeat(32)}`,
  token_label: 'JET',
  amount_threshold: '1000000000',
});

const profile = (tonWallet: string | null): Profile => ({
  id: 'me',
  username: 'minh',
  email: null,
  email_unverify: null,
  email_status: 'none',
  full_name: null,
  referral_code: 'MINH',
  wallet_address: null,
  ton_wallet_address: tonWallet,
  referred_by: null,
  language: 'en',
  has_password: false,
  google_linked: false,
  telegram_linked: true,
  token_holder: false,
  created_at: '2030-06-01T00:00:00.000Z',
});

async function render(item: PlayerTask, tonWallet: string | null, submit?: () => unknown) {
  const server = fakeServer({
    'GET events/summer-cup/tasks': { items: [item], score_label: null },
    'GET users/profile': profile(tonWallet),
    ...(submit ? { 'POST tasks/t1/submissions': submit } : {}),
  });
  const screens = await renderScreens(
    [...eventsRoutes, { path: 'profile', element: <p>the profile</p> }],
    '/events/summer-cup/tasks/t1',
    server.http,
  );
  return { server, ...screens };
}

beforeEach(() => telegram.reset());

describe('TaskScreen: holdings on TON', { timeout: 30_000 }, () => {
  it('checks a jetton holding here with the linked TON wallet, and says how it went', async () => {
    const { server } = await render(jetton, WALLET, () => ({
      message: 'Task completed',
      granted: 30,
      task: { ...jetton, state: { ...jetton.state, status: 'done' } },
      quiz: null,
    }));
    expect((await screen.findByTestId('ton-goal')).textContent).toBe(
      'Hold at least 1000000000 JET (in its smallest units) on TON',
    );
    expect(screen.getByTestId('ton-wallet').textContent).toBe(
      'Checked with your linked TON wallet 0:83...f31a8',
    );
    await waitFor(() => expect(telegram.mainButton).toMatchObject({ text: 'Verify', visible: true }));
    act(() => telegram.pressMain());
    expect((await screen.findByTestId('task-outcome')).textContent).toBe('Task completed');
    expect(server.calls.filter((call) => call.key === 'POST tasks/t1/submissions')).toHaveLength(1);
    expect(telegram.haptics).toEqual(['success']);
  });

  it('shows a refusal in the player’s words, such as a balance below the threshold', async () => {
    await render(jetton, WALLET, () => {
      throw refusal(400, 'Balance 0.4 of 1 JET');
    });
    await screen.findByTestId('ton-wallet');
    await waitFor(() => expect(telegram.mainButton.visible).toBe(true));
    act(() => telegram.pressMain());
    const outcome = await screen.findByTestId('task-outcome');
    expect(outcome.textContent).toBe('Balance 0.4 of 1 JET');
    expect(outcome.getAttribute('data-ok')).toBe('false');
  });

  it('without a linked TON wallet, offers the way to connect one in the profile and no check', async () => {
    const { router, server } = await render(
      task('hold_nft', { network: 'ton', nft_address: WALLET, required_amount: 2 }),
      null,
    );
    expect((await screen.findByTestId('ton-goal')).textContent).toBe('Hold 2 NFTs of 0:83...f31a8 on TON');
    expect(
      screen.getByText('This task is checked with a TON wallet: connect one in your profile first'),
    ).toBeTruthy();
    expect(telegram.mainButton.visible).toBe(false);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Connect a TON wallet' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(server.calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('keeps sending EVM holdings to the web portal', async () => {
    await render(task('hold_token', { network: 'bsc', contract_address: `0x${'ab'.repeat(20)}` }), WALLET);
    expect(await screen.findByText('This task is done on the web portal')).toBeTruthy();
    expect(screen.queryByTestId('ton-goal')).toBeNull();
    await waitFor(() => expect(telegram.mainButton.text).toBe('Do it on the web'));
  });
});

describe('TaskScreen: visit website', { timeout: 30_000 }, () => {
  it('records the visit with the server, then opens the site itself outside the Mini App', async () => {
    const visit = task('visit_website', { url: 'https://acme.example/' });
    const server = fakeServer({
      'GET events/summer-cup/tasks': { items: [visit], score_label: null },
      'GET users/profile': profile(null),
      'POST tasks/t1/visits': { visit_url: '/api/visits/one-time-token' },
      'POST visits/one-time-token': { url: 'https://acme.example/' },
    });
    await renderScreens(eventsRoutes, '/events/summer-cup/tasks/t1', server.http);
    const button = await screen.findByRole('button', { name: 'Visit' });
    act(() => fireEvent.click(button));
    await waitFor(() => expect(telegram.openedLinks).toEqual(['https://acme.example/']));
    expect(server.calls.map((call) => call.key).filter((key) => key.startsWith('POST'))).toEqual([
      'POST tasks/t1/visits',
      'POST visits/one-time-token',
    ]);
  });
});
