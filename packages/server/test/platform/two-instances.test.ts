import { randomBytes } from 'node:crypto';
import { BotApiStandIn, myChatMemberUpdate, TEST_BOT } from '@w2e/bot/test/bot-api-stand-in';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { events } from '../../src/db/schema/events';
import { monitoringChats } from '../../src/db/schema/monitoring';
import { eventAwards } from '../../src/db/schema/rewards';
import { taskCompletions } from '../../src/db/schema/tasks';
import { wheelPlayers } from '../../src/db/schema/wheel';
import { settleEvent } from '../../src/jobs/rewards';
import { resultRows } from '../../src/lib/sql-rows';
import { usersRepository } from '../../src/modules/users/repository';
import { eventHost } from '../support/event-host';
import { bearer, createTestApp, openTestDatabase, register, type TestApp } from '../support/helpers';
import { GUARD_TOKEN, monitoringConfig, PULSE_BOT, secret } from '../support/monitoring-harness';

/**
 * Two server instances on one database (and one Redis, when the suite has one), as behind a load balancer: each
 * race is fired at both at once, half the requests to each, and has exactly one effect. On PGlite the two share
 * one in-process database, so the PostgreSQL run (TEST_DATABASE_URL) is the one that proves it across
 * connections.
 */

let api: BotApiStandIn;
let database: Database;
let closeDatabase: () => Promise<void>;
let a: TestApp;
let b: TestApp;
let prefix: string;
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const HOUR = 3_600_000;

/** One instance: its own Fastify, pools, bots and ticks; the database and the Redis key space are shared. */
const instance = (prefix: string) =>
  createTestApp(
    { publicUrl: 'https://w2e.example', monitoring: monitoringConfig(api.apiRoot) },
    {
      database,
      redisKeyPrefix: prefix,
      monitoring: { timer: false, botInfo: { guard: TEST_BOT, pulse: PULSE_BOT } },
    },
  );

beforeAll(async () => {
  api = await new BotApiStandIn().start();
  const migrations = (await import('../../src/config')).loadConfig({}).migrationsDir;
  const opened = await openTestDatabase(migrations);
  // Each app closes what it is given: the shared database closes once, after both.
  database = { ...opened, close: async () => {} };
  closeDatabase = opened.close;
  prefix = `test:${randomBytes(6).toString('hex')}:`;
  a = await instance(prefix);
  b = await instance(prefix);
  await Promise.all([a.app.monitoring.started(), b.app.monitoring.started()]);
}, 120_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await closeDatabase?.();
  await api?.stop();
});

/** `count` calls alternating between the two instances, all sent at once. */
function both(count: number, call: (app: App) => Promise<{ statusCode: number }>) {
  return Promise.all(Array.from({ length: count }, (_, i) => call(i % 2 === 0 ? a.app : b.app)));
}

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((all, { statusCode }) => {
    all[statusCode] = (all[statusCode] ?? 0) + 1;
    return all;
  }, {});

/** Players with tokens straight from the database (registering 50 would hash 50 passwords). */
async function quickPlayers(n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const id = unique();
      const user = await usersRepository(a.app.deps.db).insert({
        username: `twin_${id}`,
        referralCode: `T${id}`.toUpperCase().slice(0, 20),
      });
      const tokens = await a.app.deps.tokens.issue({ userId: user.id, version: user.tokenVersion });
      return { user, token: tokens.access_token };
    }),
  );
}

const post = (app: App, url: string, token: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('two instances on one database', () => {
  it('the same submission 200 times, half to each: one completion', async () => {
    const host = await eventHost(a, await register(a.app));
    const { id: taskId } = await host.eventWith({
      type: 'form',
      name: 'Once',
      fields: [{ label: 'Hi', kind: 'text', required: true }],
    });
    const [player] = await quickPlayers(1);
    const answers = await both(200, (app) =>
      post(app, `/api/tasks/${taskId}/submissions`, player!.token, { form_answers: ['hi'] }),
    );
    expect(
      answers.filter((r) => r.statusCode === 200),
      JSON.stringify(statuses(answers)),
    ).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode >= 500)).toEqual([]);
    const stored = await a.app.deps.db
      .select({ id: taskCompletions.id })
      .from(taskCompletions)
      .where(and(eq(taskCompletions.taskId, taskId), eq(taskCompletions.userId, player!.user.id)));
    expect(stored).toHaveLength(1);
  });

  it('40 spins with one left, half to each: one spin', async () => {
    const operator = await register(a.app);
    await usersRepository(a.app.deps.db).update(operator.user.id, { role: 'operator' });
    const created = await post(a.app, '/api/wheels', operator.token, {
      name: `Twin wheel ${unique()}`,
      segments: [
        { label: 'Badge', prize_kind: 'badge', weight: 3 },
        { label: 'Voucher', prize_kind: 'manual', weight: 1 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const wheelId = (created.json() as { id: string }).id;
    const [player] = await quickPlayers(1);
    await a.app.inject({ url: `/api/wheels/${wheelId}`, headers: bearer(player!.token) });
    await a.app.deps.db
      .update(wheelPlayers)
      .set({ spins: 1 })
      .where(and(eq(wheelPlayers.wheelId, wheelId), eq(wheelPlayers.userId, player!.user.id)));
    const answers = await both(40, (app) => post(app, `/api/wheels/${wheelId}/spins`, player!.token));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 39 });
    const me = (await b.app.inject({ url: `/api/wheels/${wheelId}`, headers: bearer(player!.token) })).json()
      .me as { spins: number; nonce: number };
    expect(me).toMatchObject({ spins: 0, nonce: 1 });
  });

  it('50 joins into a clan with 10 free seats, half to each: 10 members', async () => {
    const owner = await register(a.app);
    // The owner holds the 11th seat.
    const created = await post(a.app, '/api/clans', owner.token, {
      name: `Twins ${unique()}`,
      member_limit: 11,
    });
    expect(created.statusCode, created.body).toBe(200);
    const clanId = (created.json().clan as { id: string }).id;
    const players = await quickPlayers(50);
    const answers = await Promise.all(
      players.map((p, i) => post(i % 2 === 0 ? a.app : b.app, `/api/clans/${clanId}/join`, p.token)),
    );
    expect(statuses(answers)).toEqual({ 200: 10, 409: 40 });
    const [counts] = resultRows<{ stored: number; active: number }>(
      await a.app.deps.db.execute(sql`
        select c.member_count as stored,
               (select count(*)::int from clan_members m where m.clan_id = c.id and m.status = 'active') as active
        from clans c where c.id = ${clanId}`),
    );
    expect(counts).toEqual({ stored: 11, active: 11 });
  });

  it('an ended event settled by both at once: one set of results', async () => {
    const host = await eventHost(a, await register(a.app));
    const { id: taskId, event } = await host.eventWith({
      type: 'form',
      name: 'Play',
      fields: [{ label: 'Hi', kind: 'text', required: true }],
    });
    const players = await quickPlayers(3);
    for (const p of players)
      expect(
        (await post(a.app, `/api/tasks/${taskId}/submissions`, p.token, { form_answers: ['x'] })).statusCode,
      ).toBe(200);
    await a.app.deps.db
      .update(events)
      .set({ endTime: new Date(Date.now() - HOUR) })
      .where(eq(events.id, event.id));
    const settled = await Promise.all([
      settleEvent(a.app.deps, event.id),
      settleEvent(b.app.deps, event.id),
      settleEvent(a.app.deps, event.id),
      settleEvent(b.app.deps, event.id),
    ]);
    expect(settled.filter(Boolean)).toHaveLength(1);
    const awards = await a.app.deps.db
      .select({ userId: eventAwards.userId })
      .from(eventAwards)
      .where(eq(eventAwards.eventId, event.id));
    expect(awards.map((w) => w.userId).sort()).toEqual(players.map((p) => p.user.id).sort());
  });

  it('a bot update delivered to both: handled once', async () => {
    const chat = { id: -1001000077000 - serial++, type: 'supergroup' as const, title: `Twins ${unique()}` };
    const update = myChatMemberUpdate(chat, { id: 777_001 }, { from: 'left', to: 'administrator' });
    const since = api.calls.length;
    const answers = await Promise.all(
      [a, b, a, b].map((t) =>
        t.app.inject({
          method: 'POST',
          url: '/api/telegram/webhook/guard',
          headers: { 'x-telegram-bot-api-secret-token': secret(GUARD_TOKEN) },
          payload: update,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await a.app.monitoring.bots.get('guard')?.monitor?.idle();
    await b.app.monitoring.bots.get('guard')?.monitor?.idle();
    const chats = await a.app.deps.db
      .select({ id: monitoringChats.id })
      .from(monitoringChats)
      .where(eq(monitoringChats.chatId, chat.id));
    expect(chats).toHaveLength(1);

    // The same effect as one delivery of a like update to one instance.
    const single = { ...chat, id: chat.id - 500_000, title: `Single ${unique()}` };
    const sinceSingle = api.calls.length;
    const once = await a.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook/guard',
      headers: { 'x-telegram-bot-api-secret-token': secret(GUARD_TOKEN) },
      payload: myChatMemberUpdate(single, { id: 777_001 }, { from: 'left', to: 'administrator' }),
    });
    expect(once.statusCode).toBe(200);
    await a.app.monitoring.bots.get('guard')?.monitor?.idle();
    const methods = (from: number, to: number) =>
      api.calls
        .slice(from, to)
        .map((c) => c.method)
        .sort();
    expect(methods(since, sinceSingle)).toEqual(methods(sinceSingle, api.calls.length));
  });

  it("another bot given the guard's role (a new token) is not taken for the old one: its update with the same id is handled", async () => {
    const otherToken = '7000000009:OTHER-guard-test-token';
    const other = await createTestApp(
      {
        publicUrl: 'https://w2e.example',
        monitoring: { ...monitoringConfig(api.apiRoot), tokens: { guard: otherToken } },
      },
      {
        database,
        redisKeyPrefix: prefix,
        monitoring: {
          timer: false,
          botInfo: { guard: { ...TEST_BOT, id: 7_000_000_009, username: 'w2e_other_guard_bot' } },
        },
      },
    );
    try {
      await other.app.monitoring.started();
      const chat = { id: -1001000078000 - serial++, type: 'supergroup' as const, title: `Old ${unique()}` };
      const first = myChatMemberUpdate(chat, { id: 777_002 }, { from: 'left', to: 'administrator' });
      const second = {
        ...myChatMemberUpdate(
          { ...chat, id: chat.id - 500_000, title: `New ${unique()}` },
          { id: 777_002 },
          { from: 'left', to: 'administrator' },
        ),
        update_id: first.update_id,
      };
      const toOld = await a.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook/guard',
        headers: { 'x-telegram-bot-api-secret-token': secret(GUARD_TOKEN) },
        payload: first,
      });
      const toNew = await other.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook/guard',
        headers: { 'x-telegram-bot-api-secret-token': secret(otherToken) },
        payload: second,
      });
      expect([toOld.statusCode, toNew.statusCode]).toEqual([200, 200]);
      await a.app.monitoring.bots.get('guard')?.monitor?.idle();
      await other.app.monitoring.bots.get('guard')?.monitor?.idle();
      const chats = await a.app.deps.db
        .select({ id: monitoringChats.chatId })
        .from(monitoringChats)
        .where(sql`${monitoringChats.chatId} in (${chat.id}, ${chat.id - 500_000})`);
      expect(chats).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});
