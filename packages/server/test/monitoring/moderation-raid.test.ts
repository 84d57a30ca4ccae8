import { randomBytes } from 'node:crypto';
import { BotApiStandIn, joinUpdate, myChatMemberUpdate, type TestChat } from '@w2e/bot/test/bot-api-stand-in';
import type { MonitoringOverview } from '@w2e/core/contracts/monitoring';
import { eq, sql } from 'drizzle-orm';
import type { Update } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { monitoringChats } from '../../src/db/schema/monitoring';
import { users } from '../../src/db/schema/users';
import { bearer, openTestDatabase, register, type TestApp } from '../support/helpers';
import { deliver, startMonitoringApp } from '../support/monitoring-harness';

let api: BotApiStandIn;
let t: TestApp;
let second: TestApp;
let database: Database;
let closeDatabase: () => Promise<void>;
let owner: { token: string; telegramId: number };
let nextUser = 940_001;
const logs: { msg: string; [key: string]: unknown }[] = [];
const withJobs: Partial<Config> = { jobs: { enabled: true, expireSeconds: 30, retryDelaySeconds: 1 } };
/** Every instance here is one deployment: one database, one Redis key space when Redis is set. */
const prefix = `test:${randomBytes(6).toString('hex')}:`;
const start = () => startMonitoringApp(api, database, logs, {}, withJobs, prefix);

beforeAll(async () => {
  api = await new BotApiStandIn().start();
  const opened = await openTestDatabase((await import('../../src/config')).loadConfig({}).migrationsDir);
  database = { ...opened, close: async () => {} };
  closeDatabase = opened.close;
  t = await start();
  second = await start();
  const o = await register(t.app);
  owner = { token: o.token, telegramId: 557_001 };
  await t.app.deps.db
    .update(users)
    .set({ telegramId: String(owner.telegramId) })
    .where(eq(users.id, o.user.id));
});

afterAll(async () => {
  await second?.close();
  await t?.close();
  await closeDatabase?.();
  await api?.stop();
});

const callsTo = (method: string, chatId: number) =>
  api.callsOf(method).filter((c) => Number(c.params.chat_id) === chatId);
const restricted = (chat: TestChat) =>
  callsTo('restrictChatMember', chat.id)
    .filter((c) => (c.params.permissions as Record<string, boolean>).can_send_messages === false)
    .map((c) => c.params.user_id);
const newcomer = () => ({ id: nextUser++, first_name: 'Raider' });

async function lockdownRow(chat: TestChat) {
  const [row] = await t.app.deps.db
    .select({ since: monitoringChats.lockdownSince, until: monitoringChats.lockdownUntil })
    .from(monitoringChats)
    .where(eq(monitoringChats.chatId, chat.id));
  return row!;
}

describe('raid lockdown', () => {
  it('locks the chat down past the threshold (captcha off), tells the admins once, survives a restart, lifts by a job', async () => {
    const chat: TestChat = { id: -1001000009900, type: 'supergroup', title: 'Raided' };
    await deliver(
      t.app,
      myChatMemberUpdate(chat, { id: owner.telegramId }, { from: 'left', to: 'administrator' }),
    );
    api.admins.add(`${chat.id}:${owner.telegramId}`);
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/monitoring', headers: bearer(owner.token) })
    ).json() as MonitoringOverview;
    const ref = overview.chats.find((c) => c.chat_id === String(chat.id))!.id;
    for (const [url, payload] of [
      [`/api/monitoring/chats/${ref}/settings`, { enabled: false }],
      [`/api/monitoring/chats/${ref}/moderation`, { raid_joins_per_minute: 4, raid_quiet_minutes: 1 }],
    ] as const) {
      const response = await t.app.inject({ method: 'PATCH', url, headers: bearer(owner.token), payload });
      expect(response.statusCode).toBe(200);
    }

    // Three joins: under the threshold, and the captcha is off: nobody restricted.
    const early = [newcomer(), newcomer(), newcomer()];
    for (const m of early) await deliver(t.app, joinUpdate(chat, m));
    expect(restricted(chat)).toEqual([]);
    expect((await lockdownRow(chat)).since).toBeNull();

    // The raid goes on, its joins split between two instances at once: one lockdown, one notice.
    const raiders = Array.from({ length: 6 }, newcomer);
    await Promise.all(
      raiders.map((m, i) => deliver(i % 2 === 0 ? t.app : second.app, joinUpdate(chat, m) as Update)),
    );
    expect((await lockdownRow(chat)).since).not.toBeNull();
    const notices = api
      .callsOf('sendMessage')
      .filter((c) => c.params.chat_id === owner.telegramId && String(c.params.text).includes('locked down'));
    expect(notices).toHaveLength(1);
    expect(String(notices[0]!.params.text)).toContain('It lifts after 1 min without a join.');
    // From the threshold on, every newcomer is restricted and asked the captcha.
    expect(restricted(chat).length).toBeGreaterThanOrEqual(raiders.length - 1);

    // A restart mid-lockdown: a new instance on the same database keeps it.
    await t.close();
    t = await start();
    const late = newcomer();
    await deliver(t.app, joinUpdate(chat, late));
    expect(restricted(chat)).toContain(late.id);

    // The quiet period passed (so has the minute the joins were counted in): the queued lift job runs, made due
    // now, and lifts it once, telling the admins.
    await t.app.deps.counters.reset(`tg-bot:joins:${chat.id}`);
    await t.app.deps.db
      .update(monitoringChats)
      .set({ lockdownUntil: sql`now() - interval '1 second'` })
      .where(eq(monitoringChats.chatId, chat.id));
    await t.app.deps.db.execute(
      sql`update jobs.job set start_after = now() where name = 'monitoring-lockdown-lift' and state = 'created'`,
    );
    for (let i = 0; i < 100 && (await lockdownRow(chat)).since !== null; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await lockdownRow(chat)).toEqual({ since: null, until: null });
    for (let i = 0; i < 50; i++) {
      if (
        api.callsOf('sendMessage').some((c) => String(c.params.text).includes('lockdown of Raided is lifted'))
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      api
        .callsOf('sendMessage')
        .filter((c) => String(c.params.text).includes('lockdown of Raided is lifted')),
    ).toHaveLength(1);

    // Newcomers are treated as usual again: the captcha is off, nobody restricted.
    const after = newcomer();
    await deliver(t.app, joinUpdate(chat, after));
    expect(restricted(chat)).not.toContain(after.id);
  });
});
