import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_SKEW_SECONDS } from '../../src/lib/telegram-auth';
import { createTestApp, type TestApp } from '../support/helpers';
import { miniAppInitData } from '../support/identity-helpers';

const BOT_TOKEN = '123456:TEST-bot-token-for-replay';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(t.config.telegram, { botToken: BOT_TOKEN });
});
afterAll(() => t.close());

const signIn = (initData: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login-via-telegram-bot',
    payload: { init_data: initData },
  });

describe('Mini App init data: one launch, one sign-in', () => {
  it('signs in once and refuses the same init data after, with a clear message', async () => {
    const initData = miniAppInitData(BOT_TOKEN, { id: 7_300_000_001, first_name: 'Lan' });
    const first = await signIn(initData);
    expect(first.statusCode).toBe(200);
    const second = await signIn(initData);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({
      code: 'account:telegramAlreadyUsed',
      message: 'This Telegram sign-in was already used. Please close and open the app again.',
    });
    // A new launch (new init data) signs the same person in.
    const next = await signIn(miniAppInitData(BOT_TOKEN, { id: 7_300_000_001, first_name: 'Lan' }));
    expect(next.statusCode).toBe(200);
    expect(next.json().id).toBe(first.json().id);
  });

  it('lets exactly one of ten simultaneous uses of the same init data through', async () => {
    const initData = miniAppInitData(BOT_TOKEN, { id: 7_300_000_002, first_name: 'Minh' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(initData)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code === 'account:telegramAlreadyUsed')).toHaveLength(9);
  });

  it("remembers the hash only until the init data's validity window closes", async () => {
    const maxAge = t.config.telegram.maxAgeSeconds;
    const authDate = Math.floor(Date.now() / 1000) - maxAge + 120;
    const initData = miniAppInitData(BOT_TOKEN, { id: 7_300_000_003, first_name: 'Hoa' }, authDate);
    const before = Date.now();
    expect((await signIn(initData)).statusCode).toBe(200);
    const hash = new URLSearchParams(initData).get('hash')!;
    const { count, resetInMs } = await t.app.deps.counters.peek(`tg-init-data:${hash}`);
    const after = Date.now();
    expect(count).toBe(1);
    // Kept for what is left of the window (120 s plus the clock skew allowed), not a fixed long time.
    const validUntil = (authDate + maxAge + CLOCK_SKEW_SECONDS) * 1000;
    expect(resetInMs).toBeLessThanOrEqual(validUntil - before + 5);
    expect(resetInMs).toBeGreaterThanOrEqual(validUntil - after - 5);
  });
});
