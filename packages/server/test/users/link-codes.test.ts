import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants, events } from '../../src/db/schema/events';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { miniAppInitData } from '../support/identity-helpers';

const BOT_TOKEN = '123456:test-bot-token';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(t.config.telegram, { botToken: BOT_TOKEN, botUsername: 'w2e_test_bot' });
});
afterAll(() => t.close());

let nextTelegramId = 8_100_000_000 + Math.floor(Math.random() * 1_000_000);

/** A player as the Mini App signs them in: a Telegram account made on first open. */
async function miniAppPlayer() {
  const telegramId = nextTelegramId++;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login-via-telegram-bot',
    payload: { init_data: miniAppInitData(BOT_TOKEN, { id: telegramId, first_name: 'Mai' }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const user = response.json() as { id: string; access_tokens: { access_token: string } };
  return { telegramId: String(telegramId), id: user.id, token: user.access_tokens.access_token };
}

const issue = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/link-codes', headers: bearer(token) });
const redeem = (token: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/link-codes/redeem',
    headers: bearer(token),
    payload: { code },
  });
const userRow = (id: string) => usersRepository(t.app.deps.db).findById(id);

describe('one-time link codes', () => {
  it('joins the Mini App account to the web account: one account, signed in as the web one', async () => {
    const web = await register(t.app);
    const mini = await miniAppPlayer();
    const issued = await issue(web.token);
    expect(issued.statusCode).toBe(200);
    const { code, expires_at } = issued.json();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const hours = (new Date(expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.9);
    expect(hours).toBeLessThanOrEqual(1);

    // Typed on a phone: lower case and a space are the same code.
    const linked = await redeem(mini.token, `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ id: web.user.id, username: web.body.username });

    expect((await userRow(web.user.id))?.telegramId).toBe(mini.telegramId);
    expect((await userRow(mini.id))?.telegramId).toBeNull();
    // The Mini App's old session ends; the new one is the web account's.
    const old = await t.app.inject({ url: '/api/users/profile', headers: bearer(mini.token) });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      url: '/api/users/profile',
      headers: bearer(linked.json().access_tokens.access_token),
    });
    expect(fresh.json()).toMatchObject({ id: web.user.id, telegram_linked: true });

    // Opening the Mini App again signs in straight to the web account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-telegram-bot',
      payload: { init_data: miniAppInitData(BOT_TOKEN, { id: Number(mini.telegramId), first_name: 'Mai' }) },
    });
    expect(again.json().id).toBe(web.user.id);
  });

  it('works once: a second use and a simultaneous use are refused', async () => {
    const web = await register(t.app);
    const { code } = (await issue(web.token)).json();
    const [a, b, c] = await Promise.all([miniAppPlayer(), miniAppPlayer(), miniAppPlayer()]);
    const results = await Promise.all([redeem(a.token, code), redeem(b.token, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json().message).toBe('This link code is wrong, expired or already used');
    const late = await redeem(c.token, code);
    expect(late.statusCode).toBe(400);
    // Exactly one Telegram identity landed on the web account; the loser kept its own.
    const owners = await Promise.all([a, b].map(async (p) => (await userRow(p.id))?.telegramId));
    expect(owners.filter((id) => id === null)).toHaveLength(1);
  });

  it('stops an earlier code working once a new one is issued', async () => {
    const web = await register(t.app);
    const first = (await issue(web.token)).json().code;
    const second = (await issue(web.token)).json().code;
    const mini = await miniAppPlayer();
    expect((await redeem(mini.token, first)).statusCode).toBe(400);
    expect((await redeem(mini.token, second)).statusCode).toBe(200);
  });

  it('refuses a Telegram account with progress of its own, and changes nothing', async () => {
    const web = await register(t.app);
    const mini = await miniAppPlayer();
    const [event] = await t.app.deps.db
      .insert(events)
      .values({
        slug: `link-${randomUUID()}`,
        hostKind: 'project',
        hostId: randomUUID(),
        title: 'Played already',
        startTime: new Date(),
      })
      .returning();
    await t.app.deps.db.insert(eventParticipants).values({ eventId: event!.id, userId: mini.id });
    const { code } = (await issue(web.token)).json();
    const response = await redeem(mini.token, code);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('miniapp:linkHasProgress');
    expect((await userRow(mini.id))?.telegramId).toBe(mini.telegramId);
    expect((await userRow(web.user.id))?.telegramId).toBeNull();
  });

  it('refuses a Telegram account that founded or joined a clan in the Mini App, and changes nothing', async () => {
    const web = await register(t.app);
    const mini = await miniAppPlayer();
    const founded = await t.app.inject({
      method: 'POST',
      url: '/api/clans',
      headers: bearer(mini.token),
      payload: { name: `Mini clan ${randomUUID().slice(0, 8)}` },
    });
    expect(founded.statusCode, founded.body).toBe(200);
    const { code } = (await issue(web.token)).json();
    const response = await redeem(mini.token, code);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('miniapp:linkHasProgress');
    expect((await userRow(mini.id))?.telegramId).toBe(mini.telegramId);
    expect((await userRow(web.user.id))?.telegramId).toBeNull();
  });

  it('refuses when the web account already has another Telegram, and the code stays usable', async () => {
    const web = await register(t.app);
    const first = await miniAppPlayer();
    expect((await redeem(first.token, (await issue(web.token)).json().code)).statusCode).toBe(200);
    const { code } = (await issue(web.token)).json();
    const second = await miniAppPlayer();
    const response = await redeem(second.token, code);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('That web account is already linked to another Telegram account');
    expect((await userRow(second.id))?.telegramId).toBe(second.telegramId);
    // Nothing was used up by the refusal (the transaction rolled back), so the code is still the newest one.
    const third = await miniAppPlayer();
    expect((await redeem(third.token, code)).statusCode).toBe(409);
  });

  it('refuses bad input, a code of your own, a non-Telegram redeemer and guests', async () => {
    const web = await register(t.app);
    const mini = await miniAppPlayer();
    const short = await redeem(mini.token, 'ABC');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('A link code is 8 letters and digits');
    expect((await redeem(mini.token, 'ZZZZZZZZ')).statusCode).toBe(400);

    const own = (await issue(mini.token)).json().code;
    const mine = await redeem(mini.token, own);
    expect(mine.statusCode).toBe(400);
    expect(mine.json().code).toBe('miniapp:linkCodeOwn');

    const other = await register(t.app);
    const notTelegram = await redeem(other.token, (await issue(web.token)).json().code);
    expect(notTelegram.statusCode).toBe(400);
    expect(notTelegram.json().code).toBe('miniapp:linkNeedsTelegram');

    expect((await t.app.inject({ method: 'POST', url: '/api/users/link-codes' })).statusCode).toBe(401);
    expect((await userRow(web.user.id))?.telegramId).toBeNull();
  });
});
