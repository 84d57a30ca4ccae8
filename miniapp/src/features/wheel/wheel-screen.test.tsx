import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SpinResult, Wheel, WheelSpinPage } from '@w2e/core/contracts/wheel';
import { rotationFor } from '@w2e/core/fairness/wheel-disc';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, refusal, renderScreens, telegram } from '../../components/test-harness';
import { wheelRoutes } from './routes';

vi.mock('@telegram-apps/sdk-react', async () => (await import('../../components/test-harness')).telegramSdk);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HASH = 'a'.repeat(64);

const segment = (n: number, label: string, prize: 'spins' | 'badge' | 'manual', odds: number) => ({
  id: uuid(n),
  position: n,
  label,
  image: null,
  prize_kind: prize,
  amount: prize === 'spins' ? 2 : 1,
  score_column: null,
  weight: 1,
  stock: null,
  effective_weight: 1,
  odds,
});

const me = (spins: number) => ({
  spins,
  server_seed_hash: HASH,
  client_seed: 'seed',
  nonce: 0,
  next_free_spin_at: '2030-01-02T00:00:00.000Z',
});

const wheel = (spins: number): Wheel => ({
  id: uuid(100),
  name: 'Daily wheel',
  event_id: null,
  segments: [
    segment(0, 'Two spins', 'spins', 25),
    segment(1, 'Badge', 'badge', 50),
    segment(2, 'Cap', 'manual', 25),
  ],
  me: me(spins),
  can_manage: false,
});

const spinResult: SpinResult = {
  spin: {
    id: uuid(200),
    segment_index: 1,
    label: 'Badge',
    prize_kind: 'badge',
    amount: 1,
    score_column: null,
    weights: [1, 2, 1],
    server_seed_hash: HASH,
    server_seed: null,
    client_seed: 'seed',
    nonce: 0,
    created_at: '2030-01-01T10:00:00.000Z',
  },
  me: me(0),
};

const noSpins: WheelSpinPage = { items: [], total: 0, limit: 10, offset: 0 };

function server(spins: number, spin: () => unknown = () => spinResult) {
  let spun = false;
  return fakeServer({
    'GET wheels/platform': () => wheel(spun ? 0 : spins),
    'POST wheels/platform/spins': () => {
      const answer = spin();
      spun = true;
      return answer;
    },
    [`GET wheels/${uuid(100)}/spins`]: () =>
      spun ? { ...noSpins, items: [spinResult.spin], total: 1 } : noSpins,
  });
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => telegram.reset());
afterEach(() => vi.unstubAllGlobals());

describe('WheelScreen', { timeout: 30_000 }, () => {
  it('shows the odds in percent, the spins left and the seed hash, with Spin as the MainButton', async () => {
    preferReducedMotion(false);
    const { http } = server(1);
    await renderScreens(wheelRoutes, '/wheel', http);
    expect(await screen.findByTestId('wheel-balance-count')).toHaveProperty('textContent', '1');
    expect(screen.getByTestId('wheel-seed-hash').textContent).toBe(HASH);
    const odds = screen.getAllByTestId('wheel-odds-row').map((row) => row.textContent);
    expect(odds).toEqual([
      expect.stringContaining('25%'),
      expect.stringContaining('50%'),
      expect.stringContaining('25%'),
    ]);
    expect(odds[0]).toContain('Spins +2');
    expect(telegram.mainButton).toMatchObject({ text: 'Spin', visible: true, enabled: true });
    expect(telegram.backVisible).toBe(true);
  });

  it('spins on the server, turns to its segment, and tells the result only when the wheel stops', async () => {
    preferReducedMotion(false);
    const { http, calls } = server(1);
    await renderScreens(wheelRoutes, '/wheel', http);
    await screen.findByTestId('wheel-balance');
    act(() => telegram.pressMain());
    const disc = screen.getByTestId('wheel-disc');
    await waitFor(() => expect(disc.dataset.rotation).toBe(String(rotationFor(0, 1, 3, 5))));
    expect(calls.filter((call) => call.key === 'POST wheels/platform/spins')).toHaveLength(1);
    // Still turning: no result, no haptics, the balance not yet refreshed, the MainButton busy.
    expect(screen.queryByTestId('wheel-result')).toBeNull();
    expect(telegram.haptics).toEqual([]);
    expect(screen.getByTestId('wheel-balance-count').textContent).toBe('1');
    expect(telegram.mainButton.loading).toBe(true);
    // A second press while it turns spins nothing.
    act(() => telegram.pressMain());

    fireEvent.transitionEnd(disc);
    expect((await screen.findByTestId('wheel-result')).textContent).toContain('You won: Badge');
    expect(telegram.haptics).toEqual(['success']);
    await waitFor(() => expect(screen.getByTestId('wheel-balance-count').textContent).toBe('0'));
    expect(await screen.findAllByTestId('wheel-history-row')).toHaveLength(1);
    expect(telegram.mainButton).toMatchObject({ text: 'No spins left', enabled: false, loading: false });
    expect(calls.filter((call) => call.key === 'POST wheels/platform/spins')).toHaveLength(1);
  });

  it('with reduced motion, sets the wheel at once and tells the result without waiting', async () => {
    preferReducedMotion(true);
    const { http } = server(1);
    await renderScreens(wheelRoutes, '/wheel', http);
    await screen.findByTestId('wheel-balance');
    act(() => telegram.pressMain());
    expect((await screen.findByTestId('wheel-result')).textContent).toContain('You won: Badge');
    expect(screen.getByTestId('wheel-disc').dataset.rotation).toBe(String(rotationFor(0, 1, 3, 0)));
    expect(screen.getByTestId('wheel-disc').style.transition).toBe('none');
    expect(telegram.haptics).toEqual(['success']);
  });

  it('says why a spin was refused, with haptic feedback, and shows no result', async () => {
    preferReducedMotion(true);
    const { http } = server(1, () => {
      throw refusal(409, 'no spins left');
    });
    await renderScreens(wheelRoutes, '/wheel', http);
    await screen.findByTestId('wheel-balance');
    act(() => telegram.pressMain());
    expect((await screen.findByTestId('wheel-problem')).textContent).toBe('no spins left');
    expect(telegram.haptics).toEqual(['error']);
    expect(screen.queryByTestId('wheel-result')).toBeNull();
  });

  it('offers no spin with an empty balance', async () => {
    preferReducedMotion(false);
    const { http, calls } = server(0);
    await renderScreens(wheelRoutes, '/wheel', http);
    await screen.findByTestId('wheel-balance');
    expect(telegram.mainButton).toMatchObject({ text: 'No spins left', enabled: false });
    act(() => telegram.pressMain());
    expect(calls.some((call) => call.key === 'POST wheels/platform/spins')).toBe(false);
  });
});
