import { BotApiStandIn } from '@w2e/bot/test/bot-api-stand-in';
import type { NotificationSettings } from '@w2e/core/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTick } from '../../src/jobs/outbox';
import { resultRows } from '../../src/lib/sql-rows';
import { telegramSender } from '../../src/modules/notifications/telegram';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { miniAppInitData } from '../support/identity-helpers';

/**
 * Notifications by Telegram (docs/notifications.md), on PGlite and PostgreSQL, through the job queue and a Bot
 * API stand-in over real HTTP on loopback that enforces Telegram's limits: who gets a message (linked, allowed
 * the bot, wants the kind), in their language with a button to the Mini App; a blocked bot ends the permission;
 * a 429 is waited out and the message arrives once; the settings that decide it.
 */

const BOT_TOKEN = '7000000009:MINIAPP-test-token';
let t: TestApp;
let telegram: BotApiStandIn;
beforeAll(async () => {
  telegram = await new BotApiStandIn().start();
  telegram.enforceLimits = true;
  t = await createTestApp({
    publicUrl: 'https://w2e.example',
    jobs: { enabled: true, expireSeconds: 120, retryDelaySeconds: 1 },
    telegram: { botToken: BOT_TOKEN, botUsername: 'w2e_test_bot', maxAgeSeconds: 3600 },
    telegramNotify: { apiRoot: telegram.apiRoot, perSecond: 25, callTimeoutMs: 10_000 },
  });
});
afterAll(async () => {
  await t.close();
  await telegram.stop();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
/** Each test file's Telegram ids apart from the others' (a shared PostgreSQL keeps no state across, but clarity). */
let nextTelegramId = 880_000_000 + Math.floor(Math.random() * 1_000_000) * 10;

/** A player, linked to a Telegram user (or not), who allowed the bot to write (or not), in a language. */
async function player(options: { linked?: boolean; allowed?: boolean; language?: 'en' | 'vi' } = {}) {
  const made = await register(t.app, {}, `10.231.${serial++ % 250}.${1 + (Date.now() % 250)}`);
  const chat = nextTelegramId++;
  await usersRepository(t.app.deps.db).update(made.user.id, {
    telegramId: options.linked === false ? null : String(chat),
    language: options.language ?? 'en',
  });
  if (options.allowed !== false && options.linked !== false) {
    const allowed = await call('POST', '/api/notifications/telegram-allowed', made.token);
    expect(allowed.statusCode, allowed.body).toBe(200);
  }
  return { ...made, chat };
}
async function clanOwnedBy(owner: { token: string }) {
  const created = await call('POST', '/api/clans', owner.token, { name: `Tg ${unique()}`, type: 'private' });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().clan as { id: string; slug: string; name: string };
}
const invite = async (clan: { id: string }, owner: { token: string }, username: string) =>
  expect(
    (await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, { username })).statusCode,
  ).toBe(200);

/** The messages Telegram accepted for a chat (not the ones it answered with an error). */
const messagesTo = (chat: number) =>
  telegram.callsOf('sendMessage').filter((c) => Number(c.params.chat_id) === chat && !c.limited);
/** Every sendMessage call for a chat, refused ones included. */
const callsTo = (chat: number) =>
  telegram.callsOf('sendMessage').filter((c) => Number(c.params.chat_id) === chat);

/** The notification-telegram jobs for a player's notifications, in any state. */
async function jobsFor(userId: string) {
  return resultRows<{ state: string }>(
    await t.app.deps.db.execute(sql`
      select j.state from jobs.job j join notifications n on n.id = (j.data->>'notification_id')::uuid
      where j.name = 'notification-telegram' and n.user_id = ${userId}`),
  );
}
/** Waits until the player's notifications exist (the outbox is read: on PostgreSQL maybe not at first pass). */
async function notified(token: string, count: number) {
  await expect
    .poll(
      async () => {
        await outboxTick(t.app.deps);
        return (await call('GET', '/api/notifications', token)).json().total;
      },
      { timeout: 30_000 },
    )
    .toBe(count);
}
const settingsOf = async (token: string) =>
  (await call('GET', '/api/users/notification-settings', token)).json() as NotificationSettings;

describe('notifications by Telegram', { timeout: 90_000 }, () => {
  it('messages a linked player who allowed the bot once, in their language, with a button to the Mini App', async () => {
    const owner = await player();
    const clan = await clanOwnedBy(owner);
    const vi = await player({ language: 'vi' });
    await invite(clan, owner, vi.body.username);
    await notified(vi.token, 1);
    await expect.poll(() => messagesTo(vi.chat).length, { timeout: 30_000 }).toBe(1);
    const [message] = messagesTo(vi.chat);
    expect(String(message!.params.text)).toContain(`Bạn được mời tham gia clan ${clan.name}`);
    expect(message!.params.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Mở', url: `https://t.me/w2e_test_bot?startapp=clan_${clan.slug}` }]],
    });

    // The job ran to completion and recorded the send: running it again (a retry after a crash) sends nothing.
    await expect.poll(async () => (await jobsFor(vi.user.id)).map((job) => job.state)).toEqual(['completed']);
    const [row] = resultRows<{ id: string; sent: boolean }>(
      await t.app.deps.db.execute(
        sql`select id, telegram_sent_at is not null as sent from notifications where user_id = ${vi.user.id}`,
      ),
    );
    expect(row!.sent).toBe(true);
    await telegramSender(t.app.deps)!.deliver(row!.id);
    expect(messagesTo(vi.chat)).toHaveLength(1);
  });

  it('sends nothing to a player who is not linked, did not allow the bot, or turned the kind off', async () => {
    const owner = await player();
    const clan = await clanOwnedBy(owner);
    const unlinked = await player({ linked: false });
    const notStarted = await player({ allowed: false });
    const declined = await player();
    const saved = await call('PATCH', '/api/users/notification-settings', declined.token, {
      settings: [{ kind: 'clan_invitation', telegram: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const control = await player();
    for (const who of [unlinked, notStarted, declined, control]) await invite(clan, owner, who.body.username);
    for (const who of [unlinked, notStarted, declined, control]) await notified(who.token, 1);
    // The consumer wrote them in one transaction with their jobs: the control's message proves the jobs ran.
    await expect.poll(() => messagesTo(control.chat).length, { timeout: 30_000 }).toBe(1);
    for (const who of [unlinked, notStarted, declined]) expect(await jobsFor(who.user.id)).toEqual([]);
    expect(callsTo(notStarted.chat)).toEqual([]);
    expect(callsTo(declined.chat)).toEqual([]);
  });

  it('stops for good when the player blocked the bot (403)', async () => {
    const owner = await player();
    const blocker = await player();
    telegram.blockedChats.add(blocker.chat);
    expect((await settingsOf(blocker.token)).telegram_available).toBe(true);
    await invite(await clanOwnedBy(owner), owner, blocker.body.username);
    await notified(blocker.token, 1);
    await expect
      .poll(async () => (await settingsOf(blocker.token)).telegram_available, { timeout: 30_000 })
      .toBe(false);
    await expect
      .poll(async () => (await jobsFor(blocker.user.id)).map((job) => job.state))
      .toEqual(['completed']);
    // The next notification queues no message at all.
    await invite(await clanOwnedBy(owner), owner, blocker.body.username);
    await notified(blocker.token, 2);
    expect(await jobsFor(blocker.user.id)).toHaveLength(1);
    expect(callsTo(blocker.chat)).toHaveLength(1);
    expect((await settingsOf(blocker.token)).telegram_linked).toBe(true);
  });

  it('waits out a 429 for its retry_after and sends the message once', async () => {
    const owner = await player();
    const clan = await clanOwnedBy(owner);
    const target = await player();
    telegram.failures.set('sendMessage', {
      error_code: 429,
      description: 'Too Many Requests: retry after 1',
      parameters: { retry_after: 1 },
    });
    await invite(clan, owner, target.body.username);
    await notified(target.token, 1);
    await expect.poll(() => callsTo(target.chat).length, { timeout: 30_000 }).toBe(2);
    await expect
      .poll(async () => (await jobsFor(target.user.id)).map((job) => job.state))
      .toEqual(['completed']);
    const [refused, sent] = callsTo(target.chat);
    expect(telegram.failures.has('sendMessage')).toBe(false);
    expect(sent!.at - refused!.at).toBeGreaterThanOrEqual(950);
    const [row] = resultRows<{ sent: boolean }>(
      await t.app.deps.db.execute(
        sql`select telegram_sent_at is not null as sent from notifications where user_id = ${target.user.id}`,
      ),
    );
    expect(row!.sent).toBe(true);
    expect(callsTo(target.chat)).toHaveLength(2);
    expect((await settingsOf(target.token)).telegram_available).toBe(true);
  });

  it('keeps one message a second in a chat: two notifications at once arrive a second apart, unrefused', async () => {
    const owner = await player();
    const busy = await player();
    const first = await clanOwnedBy(owner);
    const second = await clanOwnedBy(owner);
    await invite(first, owner, busy.body.username);
    await invite(second, owner, busy.body.username);
    await notified(busy.token, 2);
    await expect.poll(() => callsTo(busy.chat).length, { timeout: 30_000 }).toBe(2);
    const [a, b] = callsTo(busy.chat);
    expect(a!.limited ?? false).toBe(false);
    expect(b!.limited ?? false).toBe(false);
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(1000);
  });
});

describe('Telegram in the notification settings', { timeout: 30_000 }, () => {
  it('has a telegram channel per kind with defaults that do not spam, changed apart from email', async () => {
    const someone = await player();
    const defaults = await settingsOf(someone.token);
    expect(defaults).toMatchObject({ telegram_linked: true, telegram_available: true });
    expect(Object.fromEntries(defaults.settings.map((s) => [s.kind, s.telegram]))).toMatchObject({
      reward_awarded: true,
      wheel_prize_won: true,
      clan_invitation: true,
      clan_request_accepted: false,
      clan_request_declined: false,
      submission_approved: false,
      submission_rejected: false,
    });
    const off = await call('PATCH', '/api/users/notification-settings', someone.token, {
      settings: [{ kind: 'wheel_prize_won', telegram: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().settings.find((s: { kind: string }) => s.kind === 'wheel_prize_won')).toEqual({
      kind: 'wheel_prize_won',
      email: true,
      telegram: false,
    });
    // Email alone changes email alone; both at once change both.
    await call('PATCH', '/api/users/notification-settings', someone.token, {
      settings: [{ kind: 'wheel_prize_won', email: false }],
    });
    await call('PATCH', '/api/users/notification-settings', someone.token, {
      settings: [{ kind: 'submission_approved', email: true, telegram: true }],
    });
    const after = await settingsOf(someone.token);
    expect(after.settings.find((s) => s.kind === 'wheel_prize_won')).toMatchObject({
      email: false,
      telegram: false,
    });
    expect(after.settings.find((s) => s.kind === 'submission_approved')).toMatchObject({
      email: true,
      telegram: true,
    });
    expect(
      (
        await call('PATCH', '/api/users/notification-settings', someone.token, {
          settings: [{ kind: 'clan_invitation', telegram: 'yes' }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('knows who the bot may write to: Mini App init data allowing it, or the Mini App’s request', async () => {
    const unlinked = await player({ linked: false });
    expect(await settingsOf(unlinked.token)).toMatchObject({
      telegram_linked: false,
      telegram_available: false,
    });
    expect((await call('POST', '/api/notifications/telegram-allowed', unlinked.token)).statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/telegram-allowed')).statusCode).toBe(401);

    const notYet = await player({ allowed: false });
    expect(await settingsOf(notYet.token)).toMatchObject({
      telegram_linked: true,
      telegram_available: false,
    });

    const signIn = async (allows: boolean) => {
      const id = nextTelegramId++;
      const signed = await call('POST', '/api/auth/login-via-telegram-bot', undefined, {
        init_data: miniAppInitData(BOT_TOKEN, {
          id,
          first_name: 'Lan',
          ...(allows ? { allows_write_to_pm: true } : {}),
        }),
      });
      expect(signed.statusCode, signed.body).toBe(200);
      return signed.json().access_tokens.access_token as string;
    };
    expect((await settingsOf(await signIn(true))).telegram_available).toBe(true);
    expect((await settingsOf(await signIn(false))).telegram_available).toBe(false);
  });
});
