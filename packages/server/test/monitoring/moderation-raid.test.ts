import { randomBytes } from 'node:crypto';
import {
  BotApiStandIn,
  callbackUpdate,
  groupMessage,
  joinRequestUpdate,
  joinUpdate,
  myChatMemberUpdate,
  type TestChat,
  textUpdate,
} from '@w2e/bot/test/bot-api-stand-in';
import type { MonitoringOverview } from '@w2e/core/contracts/monitoring';
import { eq, sql } from 'drizzle-orm';
import type { Update } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { monitoringCaptchas, monitoringChats } from '../../src/db/schema/monitoring';
import { users } from '../../src/db/schema/users';
import { bearer, openTestDatabase, register, type TestApp } from '../support/helpers';
import { deliver, PULSE_BOT, startMonitoringApp } from '../support/monitoring-harness';

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

/** Adds both bots to a new group as admins, the owner as its admin; sets the captcha and the lockdown. */
async function raidableGroup(chat: TestChat, settings: object, moderation: object) {
  await deliver(
    t.app,
    myChatMemberUpdate(chat, { id: owner.telegramId }, { from: 'left', to: 'administrator' }),
  );
  await deliver(
    t.app,
    myChatMemberUpdate(chat, { id: owner.telegramId }, { from: 'left', to: 'administrator', bot: PULSE_BOT }),
    'pulse',
  );
  api.admins.add(`${chat.id}:${owner.telegramId}`);
  const overview = (
    await t.app.inject({ method: 'GET', url: '/api/monitoring', headers: bearer(owner.token) })
  ).json() as MonitoringOverview;
  const ref = overview.chats.find((c) => c.chat_id === String(chat.id))!.id;
  for (const [url, payload] of [
    [`/api/monitoring/chats/${ref}/settings`, settings],
    [`/api/monitoring/chats/${ref}/moderation`, moderation],
  ] as const) {
    const response = await t.app.inject({ method: 'PATCH', url, headers: bearer(owner.token), payload });
    expect(response.statusCode).toBe(200);
  }
}

/** Polls (bounded) until `check` holds: a job on the queue does the work. */
async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 150 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
  expect(await check()).toBe(true);
}

/** Ends the lockdown as its quiet period would: the joins' minute forgotten, its end passed, the lift job due. */
async function quietPeriodPassed(chat: TestChat) {
  await t.app.deps.counters.reset(`tg-bot:joins:${chat.id}`);
  await t.app.deps.db
    .update(monitoringChats)
    .set({ lockdownUntil: sql`now() - interval '1 second'` })
    .where(eq(monitoringChats.chatId, chat.id));
  await t.app.deps.db.execute(
    sql`update jobs.job set start_after = now() where name = 'monitoring-lockdown-lift' and state = 'created'`,
  );
}

describe('raid lockdown', () => {
  it("turns the bots' invite links to join requests while it holds, answers them with the captcha, and restores them", async () => {
    const chat: TestChat = { id: -1001000009901, type: 'supergroup', title: 'Requests' };
    await raidableGroup(chat, { enabled: false }, { raid_joins_per_minute: 4, raid_quiet_minutes: 1 });
    const member = { id: 941_001, first_name: 'Mai' };
    const later = { id: 941_002, first_name: 'Lan' };
    for (const m of [member, later]) await deliver(t.app, groupMessage(chat, m, 'hi'), 'pulse');
    await t.app.monitoring.tick();
    await deliver(t.app, textUpdate('/invite', member), 'pulse');
    const created = callsTo('createChatInviteLink', chat.id);
    expect(created).toHaveLength(1);
    expect(created[0]!.params.creates_join_request).toBeUndefined();
    const link = /https:\/\/t\.me\/\+standin\d+/.exec(
      String(
        api
          .callsOf('sendMessage')
          .filter((c) => c.params.chat_id === member.id)
          .at(-1)!.params.text,
      ),
    )![0];

    // With the captcha off and no lockdown, a join request is left to the admins.
    const early = { id: nextUser++, first_name: 'Early' };
    await deliver(t.app, joinRequestUpdate(chat, early));
    expect(api.callsOf('sendMessage').filter((c) => c.params.chat_id === early.id)).toHaveLength(0);

    // A raid locks the chat down: the job switches the member's link to join requests.
    for (const m of Array.from({ length: 5 }, newcomer)) await deliver(t.app, joinUpdate(chat, m));
    expect((await lockdownRow(chat)).since).not.toBeNull();
    const edits = () => callsTo('editChatInviteLink', chat.id);
    await until(() => edits().length === 1);
    expect(edits()[0]!.params).toMatchObject({
      invite_link: link,
      name: 'Mai #941001',
      creates_join_request: true,
    });

    // A link asked for during the lockdown asks for join requests from the start.
    await deliver(t.app, textUpdate('/invite', later), 'pulse');
    expect(callsTo('createChatInviteLink', chat.id).at(-1)!.params.creates_join_request).toBe(true);

    // A join request is answered by the captcha in private (the captcha is off, the lockdown is not), approved on
    // the right answer, and the approved member is not restricted again.
    const asker = { id: nextUser++, first_name: 'Asker' };
    await deliver(t.app, joinRequestUpdate(chat, asker));
    expect(api.callsOf('sendMessage').filter((c) => c.params.chat_id === asker.id)).toHaveLength(1);
    const [captcha] = await t.app.deps.db
      .select()
      .from(monitoringCaptchas)
      .where(sql`${monitoringCaptchas.chatId} = ${chat.id} and ${monitoringCaptchas.userId} = ${asker.id}`);
    expect(captcha!.via).toBe('join_request');
    await deliver(
      t.app,
      callbackUpdate(asker, { chatId: asker.id, messageId: captcha!.messageId! }, 'cap:0'),
    );
    expect(callsTo('approveChatJoinRequest', chat.id).map((c) => c.params.user_id)).toEqual([asker.id]);
    await deliver(t.app, joinUpdate(chat, asker, { viaJoinRequest: true }));
    expect(restricted(chat)).not.toContain(asker.id);

    // The lockdown lifts: both links let people in directly again, once each.
    await quietPeriodPassed(chat);
    await until(async () => (await lockdownRow(chat)).since === null);
    await until(() => edits().filter((c) => c.params.creates_join_request === false).length === 2);
    expect(
      edits()
        .filter((c) => c.params.creates_join_request === false)
        .map((c) => c.params.name)
        .sort(),
    ).toEqual(['Lan #941002', 'Mai #941001']);
    expect(edits()).toHaveLength(3);

    // And a join request is the admins' again.
    const after = { id: nextUser++, first_name: 'After' };
    await deliver(t.app, joinRequestUpdate(chat, after));
    expect(api.callsOf('sendMessage').filter((c) => c.params.chat_id === after.id)).toHaveLength(0);
  });

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
      .filter(
        (c) => c.params.chat_id === owner.telegramId && String(c.params.text).includes('Raid in Raided'),
      );
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
