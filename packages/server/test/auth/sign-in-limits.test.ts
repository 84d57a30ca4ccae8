import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { signInDelayMs } from '../../src/modules/auth/service';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, PASSWORD, register, type TestApp } from '../support/helpers';
import { miniAppInitData, tokenFromMail } from '../support/identity-helpers';

/**
 * The password limits as an attacker meets them: guesses fired all at once, guesses from many addresses, and
 * a stranger trying to lock the owner out. Runs on PGlite, and on PostgreSQL with Redis in CI.
 */
const BOT_TOKEN = '123456:TEST-bot-token-for-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(t.config.telegram, { botToken: BOT_TOKEN });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login-via-username',
    payload: { username, password },
    remoteAddress,
  });

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, code) => {
    acc[code] = (acc[code] ?? 0) + 1;
    return acc;
  }, {});

describe('sign-in limits under concurrency', () => {
  it('checks at most 10 of 50 wrong passwords sent at once, and then stops the right one from that address', async () => {
    const { body } = await register(t.app, {}, '10.1.0.1');
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(body.username, `Wrong!pass${i}`, '10.1.0.2')),
    );
    const counts = tally(attempts.map((r) => r.statusCode));
    // 401 means the password was checked; 429 means it was refused before any check.
    expect(counts[401]).toBeLessThanOrEqual(10);
    expect(counts[401]).toBeGreaterThan(0);
    expect(counts[429]).toBe(50 - counts[401]!);
    expect(counts[200]).toBeUndefined();
    const right = await login(body.username, PASSWORD, '10.1.0.2');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks at most 10 of 50 wrong current passwords sent at once to change-password', async () => {
    const { token } = await register(t.app, {}, '10.2.0.1');
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/profile/change-password',
          payload: { current_password: `Wrong!pass${i}`, password: 'N3w!password' },
          headers: bearer(token),
        }),
      ),
    );
    const wrong = attempts.filter((r) => r.json().code === 'account:currentPasswordWrong').length;
    const limited = attempts.filter((r) => r.statusCode === 429).length;
    expect(wrong).toBeLessThanOrEqual(10);
    expect(wrong + limited).toBe(50);
  });

  it('lets exactly one of ten simultaneous password changes through; the others change nothing', async () => {
    const { body, token } = await register(t.app, {}, '10.3.0.1');
    const changes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/profile/change-password',
          payload: { current_password: PASSWORD, password: `N3w!password${i}` },
          headers: bearer(token),
        }),
      ),
    );
    const ok = changes.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(changes.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(changes.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Your password was just changed by another request. Sign in again with the new password.',
    );
    const winner = changes.indexOf(ok[0]!);
    const fresh = ok[0]!.json().access_tokens.access_token;
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await login(body.username, `N3w!password${winner}`, '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('slowing a guesser down', () => {
  it('answers repeated wrong passwords later and later, and the right one at once', async () => {
    const { body } = await register(t.app, {}, '10.5.0.1');
    t.config.signInSlowdownMs = 40;
    // Six checked passwords from one new address: no step-up in between here (sign-in-step-up.test.ts).
    t.config.stepUp.afterFailures = 10;
    try {
      const took: number[] = [];
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        expect((await login(body.username, `Wrong!pass${i}`, '10.5.0.9')).statusCode).toBe(401);
        took.push(performance.now() - started);
      }
      // Lower bounds only: the first three are typos and wait nothing, then 40, 80, 160 ms.
      expect(took[3]).toBeGreaterThanOrEqual(40);
      expect(took[4]).toBeGreaterThanOrEqual(80);
      expect(took[5]).toBeGreaterThanOrEqual(160);
      expect((await login(body.username, PASSWORD, '10.5.0.9')).statusCode).toBe(200);
    } finally {
      t.config.signInSlowdownMs = 0;
      t.config.stepUp.afterFailures = 5;
    }
  });

  it('waits nothing for typos, doubles after, and never more than 4 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => signInDelayMs(n, 250))).toEqual([0, 0, 0, 250, 500, 1000]);
    expect(signInDelayMs(10, 250)).toBe(4000);
    expect(signInDelayMs(9, 0)).toBe(0);
  });
});

describe('no lock-out by strangers', () => {
  it("a stranger's wrong passwords lock only the stranger's address, not the owner's", async () => {
    const { body } = await register(t.app, {}, '10.4.0.1');
    for (let i = 0; i < 12; i++) await login(body.username, `Wrong!pass${i}`, '10.4.0.66');
    expect((await login(body.username, PASSWORD, '10.4.0.66')).statusCode).toBe(429);
    // The owner, from where they signed up: in. From an address never seen before: asked for the step-up
    // (past five failures on the account), never refused (sign-in-step-up.test.ts).
    expect((await login(body.username, PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    expect((await login(body.username, PASSWORD, '10.4.0.2')).json().code).toBe('errors:stepUpRequired');
  });

  it('asks guessing spread over many addresses for a step-up, but not the owner from a known address, Telegram or a reset', async () => {
    const { body, user } = await register(t.app, {}, '10.5.0.1');
    await usersRepository(t.app.deps.db).update(user.id, { telegramId: '7100000001' });
    // 100 addresses, one guess each: a few are checked, the rest are asked for a step-up (sign-in-step-up.test.ts).
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(body.username, `Wrong!pass${i}`, `10.6.${Math.floor(i / 200)}.${(i % 200) + 1}`),
      ),
    );
    const codes = guesses.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'errors:invalidCredentials').length).toBe(t.config.stepUp.afterFailures);
    expect(codes.filter((c) => c === 'errors:stepUpRequired').length).toBe(
      100 - t.config.stepUp.afterFailures,
    );

    const fromNewPlace = await login(body.username, PASSWORD, '10.7.0.1');
    expect(fromNewPlace.statusCode).toBe(401);
    expect(fromNewPlace.json().code).toBe('errors:stepUpRequired');

    // Where the owner signed in before, the right password still works.
    expect((await login(body.username, PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    // Telegram sign-in never looks at the password limits.
    const telegram = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-telegram-bot',
      payload: { init_data: miniAppInitData(BOT_TOKEN, { id: 7_100_000_001, first_name: 'Owner' }) },
      remoteAddress: '10.7.0.1',
    });
    expect(telegram.statusCode).toBe(200);
    expect(telegram.json().id).toBe(user.id);

    // The emailed reset is the way out: afterwards the new password works from a new place too.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.email },
      remoteAddress: '10.7.0.2',
    });
    expect(forgot.statusCode).toBe(200);
    await expect
      .poll(async () =>
        (
          await t.app.deps.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.to, body.email))
            .orderBy(desc(mailOutbox.createdAt))
        ).find((m) => m.subject.startsWith('Reset')),
      )
      .toBeTruthy();
    const [mail] = await t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, body.email))
      .orderBy(desc(mailOutbox.createdAt));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { token: tokenFromMail(mail!.text), password: 'N3w!password' },
      remoteAddress: '10.7.0.2',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(body.username, 'N3w!password', '10.7.0.3')).statusCode).toBe(200);
  }, 120_000);

  it('limits one address trying many accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 51; i++)
      codes.push((await login(`nobody_${i}`, 'Wrong!pass1', '10.8.0.1')).statusCode);
    expect(codes.slice(0, 50).every((c) => c === 401)).toBe(true);
    expect(codes[50]).toBe(429);
    // 50 password hashes one after another.
  }, 120_000);
});
