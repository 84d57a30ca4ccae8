import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../src/seed/demo';
import { bearer, createTestApp, type TestApp } from '../support/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('demo statistics', () => {
  it('give the demo player linked games with earnings, and the demo games 100 days of players', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-username',
      payload: DEMO_ACCOUNT,
    });
    const token = login.json().access_tokens.access_token;
    const profiles = (await t.app.inject({ url: '/api/users/profile/games', headers: bearer(token) })).json();
    expect(profiles.total).toBe(3);
    const games = (await t.app.inject({ url: '/api/users/demo/games' })).json();
    for (const game of games.items) {
      expect(Number(game.totalEarning)).toBeGreaterThan(0);
      expect(Number(game.todayEarning)).toBeGreaterThan(0);
    }
    const chart = (await t.app.inject({ url: '/api/games/star-raiders/statistics' })).json();
    expect(chart.series).toHaveLength(100);
    expect(chart.series.every((day: { players: number }) => day.players > 0)).toBe(true);
    expect(chart.series.at(-1).players).toBeGreaterThan(chart.series[0].players);
  });
});
