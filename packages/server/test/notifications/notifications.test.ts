import { randomUUID } from 'node:crypto';
import type { NotificationPage } from '@w2e/core/contracts/notifications';
import { count, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEventCursors, domainEvents } from '../../src/db/schema/domain-events';
import { notifications } from '../../src/db/schema/notifications';
import { outboxTick } from '../../src/jobs/outbox';
import { consumeBatch, type OutboxConsumer, recordEvent } from '../../src/outbox/outbox';
import {
  bearer,
  createTestApp,
  openTestDatabase,
  register,
  TEST_DATABASE_URL,
  type TestApp,
} from '../support/helpers';

/**
 * The outbox of domain events and the notifications it feeds (docs/notifications.md), on PGlite and on
 * PostgreSQL: an event exists exactly when its change committed, consumers read in commit order and once across
 * concurrent runs, and each player reads and marks only their own notifications.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

let serial = 0;
const newPlayer = () =>
  register(t.app, {}, `10.${200 + (serial % 50)}.${(serial++ >> 8) % 250}.${1 + (Date.now() % 250)}`);
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** Runs the consumers until `check` holds: another database's transaction may hold a batch back a moment. */
async function told<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  await expect
    .poll(async () => {
      await outboxTick(t.app.deps);
      value = await read();
      return check(value);
    })
    .toBe(true);
  return value;
}

const inbox = async (token: string, query = '') => {
  const response = await call('GET', `/api/notifications${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationPage;
};

async function newClan(type: 'public' | 'private' = 'private') {
  const owner = await newPlayer();
  const created = await call('POST', '/api/clans', owner.token, { name: `Clan ${unique()}`, type });
  expect(created.statusCode, created.body).toBe(200);
  return { owner, clan: created.json().clan as { id: string; slug: string; name: string } };
}

const eventsOfType = async (type: string) =>
  (await t.app.deps.db.select({ n: count() }).from(domainEvents).where(eq(domainEvents.type, type)))[0]!.n;

describe('the outbox', () => {
  it('holds an event exactly when its change committed', async () => {
    const db = t.app.deps.db;
    const marker = `rollback-${unique()}`;
    const payload = {
      clan_id: randomUUID(),
      clan_slug: marker,
      clan_name: marker,
      user_id: randomUUID(),
      invited_by: randomUUID(),
    };
    await expect(
      db.transaction(async (tx) => {
        await recordEvent(tx, { type: 'clan.invitation', payload });
        throw new Error('the change failed after the event was written');
      }),
    ).rejects.toThrow('the change failed');
    const stored = () =>
      db
        .select({ n: count() })
        .from(domainEvents)
        .where(sql`${domainEvents.payload}->>'clan_slug' = ${marker}`);
    expect((await stored())[0]!.n).toBe(0);
    await db.transaction((tx) => recordEvent(tx, { type: 'clan.invitation', payload }));
    expect((await stored())[0]!.n).toBe(1);
    // It names a player who does not exist (an account deleted meanwhile): the consumer passes over it, never
    // stops behind it (read once every transaction older than it has ended: on PostgreSQL, others' too).
    const [event] = await db
      .select({ txId: domainEvents.txId, id: domainEvents.id })
      .from(domainEvents)
      .where(sql`${domainEvents.payload}->>'clan_slug' = ${marker}`);
    await expect
      .poll(async () => {
        await outboxTick(t.app.deps);
        const [cursor] = await db
          .select()
          .from(domainEventCursors)
          .where(eq(domainEventCursors.consumer, 'notifications'));
        return (
          cursor !== undefined &&
          (cursor.txId > event!.txId || (cursor.txId === event!.txId && cursor.eventId >= event!.id))
        );
      })
      .toBe(true);
  });

  it('writes nothing for a refused change: a second invitation of the same player', async () => {
    const { owner, clan } = await newClan();
    const player = await newPlayer();
    const before = await eventsOfType('clan.invitation');
    const first = await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, {
      username: player.body.username,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, {
      username: player.body.username,
    });
    expect(second.statusCode).toBe(409);
    expect(await eventsOfType('clan.invitation')).toBe(before + 1);
  });

  it('hands each event to a consumer once, however many runs race for it', async () => {
    const seen: string[] = [];
    const consumer: OutboxConsumer = {
      name: `test-${unique()}`,
      async handle(_tx, events) {
        for (const event of events) seen.push(event.id);
      },
    };
    // This consumer starts from the beginning: every event written so far, and 30 more.
    await t.app.deps.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++)
        await recordEvent(tx, {
          type: 'event.published',
          payload: { event_id: randomUUID(), event_slug: `e-${i}`, event_title: `E ${i}` },
        });
    });
    const [{ n: total }] = (await t.app.deps.db.select({ n: count() }).from(domainEvents)) as [{ n: number }];
    // Rounds of 8 runs at once until all were read (on PostgreSQL an event waits while an older transaction of
    // any database is open).
    await expect
      .poll(async () => {
        await Promise.all(Array.from({ length: 8 }, () => consumeBatch(t.app.deps.db, consumer, 7)));
        return seen.length;
      })
      .toBeGreaterThanOrEqual(total);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'reads in commit order: an event of a transaction still open is read once it commits, never skipped',
    async () => {
      // Two connections of their own, as two instances would write: the first opens a transaction and writes an
      // event, the second writes and commits a later one, the consumer reads, then the first commits.
      const own = await openTestDatabase(t.config.migrationsDir);
      const first = postgres(own.url!, { max: 1, onnotice: () => {} });
      const second = postgres(own.url!, { max: 1, onnotice: () => {} });
      const seen: string[] = [];
      const consumer: OutboxConsumer = {
        name: `order-${unique()}`,
        async handle(_tx, events) {
          for (const event of events) seen.push(String((event.payload as { event_slug: string }).event_slug));
        },
      };
      const slug = (name: string) => `${name}-${consumer.name}`;
      const insert = (sqlClient: postgres.Sql | postgres.TransactionSql, name: string) =>
        sqlClient`insert into domain_events (type, payload) values ('event.published', ${sqlClient.json({
          event_id: randomUUID(),
          event_slug: slug(name),
          event_title: name,
        })})`;
      try {
        let release!: () => void;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let written!: () => void;
        const wrote = new Promise<void>((resolve) => {
          written = resolve;
        });
        const open = first.begin(async (tx) => {
          await insert(tx, 'early');
          written();
          await held;
        });
        await wrote;
        await insert(second, 'late');
        while ((await consumeBatch(own.db, consumer, 1000)) > 0);
        expect(seen).not.toContain(slug('early'));
        release();
        await open;
        await expect
          .poll(async () => {
            await consumeBatch(own.db, consumer, 1000);
            return seen.filter((s) => s.endsWith(consumer.name));
          })
          .toEqual(expect.arrayContaining([slug('early'), slug('late')]));
        expect(seen.filter((s) => s === slug('early'))).toHaveLength(1);
        expect(seen.filter((s) => s === slug('late'))).toHaveLength(1);
      } finally {
        await first.end();
        await second.end();
        await own.close();
      }
    },
  );
});

describe('notifications', () => {
  it('tells an invited player, in a list only they read, and marks read what they say', async () => {
    const { owner, clan } = await newClan();
    const player = await newPlayer();
    const stranger = await newPlayer();
    const invited = await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, {
      username: player.body.username,
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const page = await told(
      () => inbox(player.token),
      (p) => p.total === 1,
    );
    expect(page.unread).toBe(1);
    const [note] = page.items;
    expect(note).toMatchObject({
      kind: 'clan_invitation',
      params: { clan: clan.name },
      target: { kind: 'clan', slug: clan.slug },
      read: false,
    });
    expect((await inbox(stranger.token)).total).toBe(0);
    const unread = await call('GET', '/api/notifications/unread', player.token);
    expect(unread.json()).toEqual({ unread: 1 });

    // Another player's id changes nothing, and says nothing about it.
    const theirs = await call('POST', '/api/notifications/read', stranger.token, { ids: [note!.id] });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ unread: 0 });
    expect((await inbox(player.token)).unread).toBe(1);

    const mine = await call('POST', '/api/notifications/read', player.token, { ids: [note!.id] });
    expect(mine.json()).toEqual({ unread: 0 });
    expect((await inbox(player.token)).items[0]!.read).toBe(true);
  });

  it('tells a player their request was accepted or declined, newest first, and marks all read', async () => {
    const player = await newPlayer();
    const a = await newClan();
    const b = await newClan();
    for (const { clan } of [a, b])
      expect((await call('POST', `/api/clans/${clan.id}/join`, player.token)).statusCode).toBe(200);
    const accepted = await call(
      'POST',
      `/api/clans/${a.clan.id}/requests/${player.user.id}/accept`,
      a.owner.token,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const declined = await call('POST', `/api/clans/${b.clan.id}/requests/bulk`, b.owner.token, {
      user_ids: [player.user.id],
      action: 'decline',
    });
    expect(declined.statusCode, declined.body).toBe(200);

    const page = await told(
      () => inbox(player.token),
      (p) => p.total === 2,
    );
    expect(page.items.map((n) => [n.kind, n.params.clan])).toEqual([
      ['clan_request_declined', b.clan.name],
      ['clan_request_accepted', a.clan.name],
    ]);
    expect((await inbox(player.token, '?limit=1&offset=1')).items.map((n) => n.kind)).toEqual([
      'clan_request_accepted',
    ]);
    const all = await call('POST', '/api/notifications/read', player.token, { all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await inbox(player.token)).items.every((n) => n.read)).toBe(true);
  });

  it('tells each player once when the consumers run many times at once', async () => {
    const { owner, clan } = await newClan();
    const players = await Promise.all(Array.from({ length: 5 }, () => newPlayer()));
    for (const player of players)
      expect(
        (
          await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, {
            username: player.body.username,
          })
        ).statusCode,
      ).toBe(200);
    await Promise.all(Array.from({ length: 10 }, () => outboxTick(t.app.deps)));
    for (const player of players) {
      const page = await told(
        () => inbox(player.token),
        (p) => p.total >= 1,
      );
      expect(page.total).toBe(1);
    }
    const rows = await t.app.deps.db
      .select({ n: count() })
      .from(notifications)
      .where(sql`${notifications.params}->>'clan' = ${clan.name}`);
    expect(rows[0]!.n).toBe(5);
  });

  it('refuses bad input and strangers, and changes nothing', async () => {
    const player = await newPlayer();
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read', undefined, { all: true })).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications?limit=0', player.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/notifications?limit=101', player.token)).statusCode).toBe(400);
    for (const body of [{}, { all: false }, { ids: [] }, { ids: ['nope'] }, { ids: 'x' }]) {
      const response = await call('POST', '/api/notifications/read', player.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tooMany = Array.from({ length: 101 }, () => randomUUID());
    expect((await call('POST', '/api/notifications/read', player.token, { ids: tooMany })).statusCode).toBe(
      400,
    );
  });
});
