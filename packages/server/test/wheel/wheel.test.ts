import { randomUUID } from 'node:crypto';
import { commitment, spinSegment } from '@w2e/core/fairness/draw';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../src/db/schema/domain-events';
import { eventParticipants } from '../../src/db/schema/events';
import { notifications } from '../../src/db/schema/notifications';
import { users } from '../../src/db/schema/users';
import { wheelBadges, wheelPlayers, wheelSegments, wheelSpins } from '../../src/db/schema/wheel';
import { outboxTick } from '../../src/jobs/outbox';
import { createSessionTokens } from '../../src/lib/session-tokens';
import { usersRepository } from '../../src/modules/users/repository';
import { WHEEL_SPIN_RULE } from '../../src/modules/wheel/service';
import { bearer, createTestApp, register, TEST_JWT_SECRET, type TestApp } from '../support/helpers';

/**
 * The lucky wheel on PGlite and PostgreSQL: the races (100 spins at once on 3, a stock of 5 under
 * 200 players), the free daily spin granted once, commit–reveal checked with core's functions, the
 * configuration refusals and who may configure what.
 */

let t: TestApp;
let operatorToken: string;
const tokens = createSessionTokens(TEST_JWT_SECRET, 1);
let platformWheelId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

let serial = 0;
const newPlayer = () =>
  register(t.app, {}, `10.${serial % 250}.${(serial++ >> 8) % 250}.${1 + (Date.now() % 250)}`);
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Many players at once, straight into the table (registering 200 through the API only tests sign-up). */
async function quickPlayers(count: number) {
  const ids = Array.from({ length: count }, () => randomUUID());
  await t.app.deps.db.insert(users).values(
    ids.map((id) => ({
      id,
      username: `w_${id.slice(0, 8)}_${unique()}`,
      fullName: `Spinner ${id.slice(0, 6)}`,
      referralCode: `W${id.replaceAll('-', '').slice(0, 10)}`,
    })),
  );
  return Promise.all(
    ids.map(async (id) => ({ id, token: (await tokens.issue({ userId: id, version: 0 })).access_token })),
  );
}

const segments = (overrides: Record<string, unknown>[] = []) => [
  { label: 'Ten points', prize_kind: 'score', score_column: 'other', amount: 10, weight: 5 },
  { label: 'Two spins', prize_kind: 'spins', amount: 2, weight: 1 },
  { label: 'Lucky badge', prize_kind: 'badge', weight: 2 },
  { label: 'Voucher', prize_kind: 'manual', weight: 1, stock: 3 },
  ...overrides,
];

async function setSpins(wheelId: string, userId: string, spins: number) {
  await t.app.deps.db
    .update(wheelPlayers)
    .set({ spins })
    .where(and(eq(wheelPlayers.wheelId, wheelId), eq(wheelPlayers.userId, userId)));
}

async function host(tier: 'basic' | 'standard' | 'premium' | 'enterprise' = 'premium') {
  const owner = await newPlayer();
  const project = (await call('POST', '/api/projects', owner.token, { name: `Studio ${unique()}` })).json()
    .project as { id: string };
  if (tier !== 'basic')
    expect(
      (await call('PATCH', `/api/admin/projects/${project.id}/tier`, operatorToken, { tier })).statusCode,
    ).toBe(200);
  return { ...owner, project };
}

/** A running, published event of a Premium project, with one form task. */
async function runningEvent(tier: 'basic' | 'premium' = 'premium') {
  const owner = await host(tier);
  const event = (
    await call('POST', '/api/events', owner.token, {
      host: { kind: 'project', id: owner.project.id },
      title: `Wheel night ${unique()}`,
      slug: `wheel-${unique()}`,
      start_time: at(-HOUR),
      end_time: at(48 * HOUR),
      leaderboards: [{ order: 1, rank: 'TOP 10' }],
    })
  ).json().event as { id: string; slug: string };
  return { owner, event };
}

async function publish(owner: { token: string }, eventId: string, task: Record<string, unknown>) {
  const added = await call('POST', `/api/events/${eventId}/tasks`, owner.token, task);
  expect(added.statusCode, added.body).toBe(200);
  const published = await call('POST', `/api/events/${eventId}/publish`, owner.token);
  expect(published.statusCode, published.body).toBe(200);
}

async function eventWheel(segmentList = segments()) {
  const { owner, event } = await runningEvent();
  const created = await call('POST', '/api/wheels', owner.token, {
    name: 'Event wheel',
    event_id: event.id,
    segments: segmentList,
  });
  expect(created.statusCode, created.body).toBe(200);
  await publish(owner, event.id, {
    id: randomUUID(),
    type: 'form',
    name: 'Say hi',
    score: 1,
    fields: [{ label: 'Hi', kind: 'text', required: true }],
  });
  return { owner, event, wheel: created.json() as { id: string } };
}

beforeAll(async () => {
  t = await createTestApp();
  const operator = await newPlayer();
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
  operatorToken = operator.token;
  const created = await call('POST', '/api/wheels', operatorToken, {
    name: 'Daily wheel',
    segments: [
      { label: 'One more spin', prize_kind: 'spins', amount: 1, weight: 1 },
      { label: 'Early bird', prize_kind: 'badge', weight: 3 },
      { label: 'T-shirt', prize_kind: 'manual', weight: 1, stock: 10 },
    ],
  });
  expect(created.statusCode, created.body).toBe(200);
  platformWheelId = created.json().id;
});
afterAll(() => t.close());

describe('reading a wheel', () => {
  it('shows segments with odds in percent to anyone, and a player their balance and seed hash', async () => {
    const visitor = await call('GET', '/api/wheels/platform');
    expect(visitor.statusCode, visitor.body).toBe(200);
    const wheel = visitor.json();
    expect(wheel.id).toBe(platformWheelId);
    expect(wheel.me).toBeNull();
    expect(wheel.segments.map((s: { odds: number }) => s.odds)).toEqual([20, 60, 20]);
    expect(wheel.can_manage).toBe(false);

    const player = await newPlayer();
    const mine = (await call('GET', `/api/wheels/${platformWheelId}`, player.token)).json();
    expect(mine.me).toMatchObject({ spins: 1, nonce: 0 });
    expect(mine.me.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call('GET', `/api/wheels/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/wheels/nope')).statusCode).toBe(404);
  });
});

describe('the free daily spin', () => {
  it('is granted once per UTC day however many requests race, and again the next day', async () => {
    const player = await newPlayer();
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => call('GET', '/api/wheels/platform', player.token)),
    );
    expect(reads.every((r) => r.statusCode === 200)).toBe(true);
    const after = (await call('GET', '/api/wheels/platform', player.token)).json();
    expect(after.me.spins).toBe(1);
    expect(Date.parse(after.me.next_free_spin_at) - Date.now()).toBeLessThanOrEqual(24 * HOUR);

    const spun = await call('POST', '/api/wheels/platform/spins', player.token);
    expect(spun.statusCode, spun.body).toBe(200);
    const again = await call('POST', '/api/wheels/platform/spins', player.token);
    // A won "One more spin" gives one back; otherwise the day's spin is gone.
    if (spun.json().spin.prize_kind !== 'spins') {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('no spins left');
    }

    // The next UTC day: the stored day is yesterday's, so the next read grants exactly one more.
    await setSpins(platformWheelId, player.user.id, 0);
    await t.app.deps.db
      .update(wheelPlayers)
      .set({ freeSpinOn: sql`((now() at time zone 'utc')::date - 1)` })
      .where(and(eq(wheelPlayers.wheelId, platformWheelId), eq(wheelPlayers.userId, player.user.id)));
    await Promise.all(Array.from({ length: 10 }, () => call('GET', '/api/wheels/platform', player.token)));
    expect((await call('GET', '/api/wheels/platform', player.token)).json().me.spins).toBe(1);
  });
});

describe('spinning', () => {
  it('100 spins at once with 3 in the balance: exactly 3 succeed, 97 "no spins left", balance 0', async () => {
    const { wheel } = await eventWheel([
      { label: 'Ten points', prize_kind: 'score', score_column: 'other', amount: 10, weight: 5 },
      { label: 'Badge', prize_kind: 'badge', weight: 3 },
    ]);
    const player = await newPlayer();
    await call('GET', `/api/wheels/${wheel.id}`, player.token);
    await setSpins(wheel.id, player.user.id, 3);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => call('POST', `/api/wheels/${wheel.id}/spins`, player.token)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(97);
    expect(refused.every((r) => r.json().message === 'no spins left')).toBe(true);
    expect(ok.map((r) => r.json().spin.nonce).sort()).toEqual([0, 1, 2]);
    const state = (await call('GET', `/api/wheels/${wheel.id}`, player.token)).json().me;
    expect(state).toMatchObject({ spins: 0, nonce: 3 });
    // Score prizes landed on the event's board, in the same transactions.
    const won = ok.filter((r) => r.json().spin.prize_kind === 'score').length * 10;
    const [row] = await t.app.deps.db
      .select()
      .from(eventParticipants)
      .where(eq(eventParticipants.userId, player.user.id));
    expect(row?.otherScore ?? 0).toBe(won);
    expect(row?.totalScore ?? 0).toBe(won);
  });

  it('a stock of 5 is never given 6 times under 200 concurrent spins from 200 players', async () => {
    const { wheel } = await eventWheel([
      { label: 'Golden ticket', prize_kind: 'manual', weight: 1_000, stock: 5 },
      { label: 'Badge', prize_kind: 'badge', weight: 1 },
    ]);
    const players = await quickPlayers(200);
    await t.app.deps.db.insert(wheelPlayers).values(
      players.map((p) => ({
        wheelId: wheel.id,
        userId: p.id,
        serverSeed: 'ab'.repeat(32),
        serverSeedHash: 'x',
        clientSeed: p.id.slice(0, 8),
        spins: 1,
      })),
    );
    const results = await Promise.all(
      players.map((p) => call('POST', `/api/wheels/${wheel.id}/spins`, p.token)),
    );
    expect(
      results.every((r) => r.statusCode === 200),
      results.find((r) => r.statusCode !== 200)?.body,
    ).toBe(true);
    const golden = results.filter((r) => r.json().spin.label === 'Golden ticket');
    expect(golden).toHaveLength(5);
    const [segment] = await t.app.deps.db
      .select()
      .from(wheelSegments)
      .where(and(eq(wheelSegments.wheelId, wheel.id), eq(wheelSegments.position, 0)));
    expect(segment!.stock).toBe(0);
    // Once sold out, it is published with weight 0 and odds 0.
    const after = (await call('GET', `/api/wheels/${wheel.id}`)).json();
    expect(after.segments[0]).toMatchObject({ stock: 0, effective_weight: 0, odds: 0 });
    expect(after.segments[1].odds).toBe(100);
    const spinsAfterSellOut = results.filter((r) => r.json().spin.weights[0] === 0);
    expect(spinsAfterSellOut.every((r) => r.json().spin.label === 'Badge')).toBe(true);
    // Each spin told once, with its own spin (docs/notifications.md), and each winner notified once.
    const told = await t.app.deps.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(
        sql`${domainEvents.type} = 'wheel.prize_won' and ${domainEvents.payload}->>'wheel_id' = ${wheel.id}`,
      );
    expect(told).toHaveLength(200);
    expect(new Set(told.map((row) => row.payload.spin_id)).size).toBe(200);
    const notes = () =>
      t.app.deps.db
        .select({ userId: notifications.userId, params: notifications.params })
        .from(notifications)
        .where(sql`${notifications.target}->>'id' = ${wheel.id}`);
    await expect
      .poll(async () => {
        await Promise.all([outboxTick(t.app.deps), outboxTick(t.app.deps), outboxTick(t.app.deps)]);
        return (await notes()).length;
      })
      .toBe(200);
    const winners = players
      .filter((_, i) => results[i]!.json().spin.label === 'Golden ticket')
      .map((p) => p.id);
    expect(
      (await notes())
        .filter((note) => note.params.label === 'Golden ticket')
        .map((note) => note.userId)
        .sort(),
    ).toEqual(winners.sort());
  });

  it('grants spins and badges, and refuses a wheel whose event is not running', async () => {
    const { wheel } = await eventWheel([
      { label: 'Three spins', prize_kind: 'spins', amount: 3, weight: 1 },
      { label: 'Badge', prize_kind: 'badge', weight: 1 },
    ]);
    const player = await newPlayer();
    await call('GET', `/api/wheels/${wheel.id}`, player.token);
    await setSpins(wheel.id, player.user.id, 4);
    let spinsWon = 0;
    let badges = 0;
    for (let i = 0; i < 4; i++) {
      const r = (await call('POST', `/api/wheels/${wheel.id}/spins`, player.token)).json();
      if (r.spin.prize_kind === 'spins') spinsWon += 3;
      else badges++;
      expect(r.me.spins).toBe(4 - (i + 1) + spinsWon);
    }
    const owned = await t.app.deps.db
      .select()
      .from(wheelBadges)
      .where(eq(wheelBadges.userId, player.user.id));
    expect(owned).toHaveLength(badges > 0 ? 1 : 0);

    const { owner, event } = await runningEvent();
    const draft = await call('POST', '/api/wheels', owner.token, {
      name: 'Draft wheel',
      event_id: event.id,
      segments: segments(),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const refused = await call('POST', `/api/wheels/${draft.json().id}/spins`, player.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('wheel:notRunning');
  });

  it('needs a session, and is rate limited per player', async () => {
    expect((await call('POST', '/api/wheels/platform/spins')).statusCode).toBe(401);
    const player = await newPlayer();
    await call('GET', '/api/wheels/platform', player.token);
    await setSpins(platformWheelId, player.user.id, 0);
    const results = await Promise.all(
      Array.from({ length: WHEEL_SPIN_RULE.max + 5 }, () =>
        call('POST', '/api/wheels/platform/spins', player.token),
      ),
    );
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(WHEEL_SPIN_RULE.max);
  });
});

describe('provably fair', () => {
  it('rotating reveals a seed whose SHA-256 is the hash shown, and every past spin recomputes', async () => {
    const player = await newPlayer();
    const before = (await call('GET', '/api/wheels/platform', player.token)).json().me;
    const seeded = await call('PATCH', '/api/wheels/platform/seed', player.token, {
      client_seed: 'my-lucky-7',
    });
    expect(seeded.statusCode, seeded.body).toBe(200);
    expect(seeded.json().client_seed).toBe('my-lucky-7');
    await setSpins(platformWheelId, player.user.id, 5);
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/wheels/platform/spins', player.token)).statusCode).toBe(200);

    const hidden = (await call('GET', '/api/wheels/platform/spins', player.token)).json();
    expect(hidden.total).toBe(5);
    expect(hidden.items.every((s: { server_seed: string | null }) => s.server_seed === null)).toBe(true);

    const rotated = await call('POST', '/api/wheels/platform/seed/rotate', player.token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { previous_server_seed, previous_server_seed_hash, me } = rotated.json();
    expect(previous_server_seed_hash).toBe(before.server_seed_hash);
    expect(await commitment(previous_server_seed)).toBe(before.server_seed_hash);
    expect(me.server_seed_hash).not.toBe(before.server_seed_hash);

    const history = (await call('GET', '/api/wheels/platform/spins', player.token)).json();
    expect(history.items).toHaveLength(5);
    for (const item of history.items) {
      expect(item.server_seed).toBe(previous_server_seed);
      expect(item.client_seed).toBe('my-lucky-7');
      expect(await spinSegment(item.server_seed, item.client_seed, item.nonce, item.weights)).toBe(
        item.segment_index,
      );
    }
    expect(history.items.map((s: { nonce: number }) => s.nonce)).toEqual([4, 3, 2, 1, 0]);
    const stored = await t.app.deps.db.select().from(wheelSpins).where(eq(wheelSpins.userId, player.user.id));
    expect(stored).toHaveLength(5);

    expect(
      (await call('PATCH', '/api/wheels/platform/seed', player.token, { client_seed: 'no spaces!' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('configuration', () => {
  it('refuses zero or negative weights and a wheel with nothing winnable, changing nothing', async () => {
    const url = `/api/wheels/${platformWheelId}/segments`;
    const before = (await call('GET', '/api/wheels/platform')).json().segments;
    for (const weight of [0, -3, 1.5]) {
      const r = await call('PUT', url, operatorToken, {
        segments: [
          { label: 'A', prize_kind: 'badge', weight },
          { label: 'B', prize_kind: 'badge', weight: 1 },
        ],
      });
      expect(r.statusCode, r.body).toBe(400);
    }
    const zero = await call('PUT', url, operatorToken, {
      segments: [
        { label: 'A', prize_kind: 'badge', weight: 0 },
        { label: 'B', prize_kind: 'badge', weight: 1 },
      ],
    });
    expect(zero.json().errors[0]).toMatchObject({
      path: 'segments.0.weight',
      message: 'The weight must be a whole number above 0',
    });
    const soldOut = await call('PUT', url, operatorToken, {
      segments: [
        { label: 'A', prize_kind: 'manual', weight: 1, stock: 0 },
        { label: 'B', prize_kind: 'manual', weight: 1, stock: 0 },
      ],
    });
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.body).toContain('At least one segment must be winnable');
    const score = await call('PUT', url, operatorToken, { segments: segments() });
    expect(score.statusCode).toBe(400);
    expect(score.json().code).toBe('wheel:scoreNeedsEvent');
    expect((await call('GET', '/api/wheels/platform')).json().segments).toEqual(before);
  });

  it('lets operators alone configure the platform wheel, and only one exists', async () => {
    const player = await newPlayer();
    const body = {
      segments: [
        { label: 'A', prize_kind: 'badge', weight: 1 },
        { label: 'B', prize_kind: 'badge', weight: 1 },
      ],
    };
    const refused = await call('PUT', `/api/wheels/${platformWheelId}/segments`, player.token, body);
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', '/api/wheels', player.token, { name: 'Mine', ...body })).statusCode).toBe(403);
    const second = await call('POST', '/api/wheels', operatorToken, { name: 'Second', ...body });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('wheel:platformExists');
    expect((await call('PUT', `/api/wheels/${platformWheelId}/segments`, undefined, body)).statusCode).toBe(
      401,
    );
  });

  it('lets an event host on Premium configure its wheel; 403 for others and for a lower plan', async () => {
    const { owner, event } = await runningEvent();
    const stranger = await newPlayer();
    const body = { name: 'Event wheel', event_id: event.id, segments: segments() };
    expect((await call('POST', '/api/wheels', stranger.token, body)).statusCode).toBe(403);
    const created = await call('POST', '/api/wheels', owner.token, body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().can_manage).toBe(true);
    expect((await call('POST', '/api/wheels', owner.token, body)).json().code).toBe('wheel:alreadyExists');
    const id = created.json().id;
    expect(
      (await call('PUT', `/api/wheels/${id}/segments`, stranger.token, { segments: segments() })).statusCode,
    ).toBe(403);
    const edited = await call('PUT', `/api/wheels/${id}/segments`, owner.token, {
      segments: segments().slice(0, 2),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().segments).toHaveLength(2);

    const basic = await runningEvent('basic');
    const low = await call('POST', '/api/wheels', basic.owner.token, { ...body, event_id: basic.event.id });
    expect(low.statusCode).toBe(403);
    expect(low.json().message).toBe('The lucky wheel needs the Premium plan or higher');
  });

  it('names the event’s wheel on the event (host and players alike), null until it has one', async () => {
    const { owner, event } = await runningEvent();
    await publish(owner, event.id, {
      id: randomUUID(),
      type: 'form',
      name: 'Say hi',
      score: 1,
      fields: [{ label: 'Hi', kind: 'text', required: true }],
    });
    const player = await newPlayer();
    expect((await call('GET', `/api/events/${event.slug}`, owner.token)).json().wheel_id).toBeNull();
    const created = await call('POST', '/api/wheels', owner.token, {
      name: 'Event wheel',
      event_id: event.id,
      segments: segments(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const wheelId = created.json().id;
    for (const viewer of [owner.token, player.token, undefined]) {
      const read = await call('GET', `/api/events/${event.slug}`, viewer);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().wheel_id).toBe(wheelId);
    }
    // The platform wheel belongs to no event: it is never named as one's.
    expect(wheelId).not.toBe(platformWheelId);
  });
});

describe('task rewards of N spins', () => {
  const formTask = (spins: number) => ({
    id: randomUUID(),
    type: 'form',
    name: 'Check in',
    score: 4,
    spins,
    recurring_type: 'DAILY',
    turn_limit: 1,
    fields: [{ label: 'Mood', kind: 'text', required: true }],
  });
  const submit = (taskId: string, token: string) =>
    call('POST', `/api/tasks/${taskId}/submissions`, token, { form_answers: ['great'] });

  it('grants the spins on the event’s wheel in the same transaction as the score, once per completion', async () => {
    const { owner, event } = await runningEvent();
    const created = await call('POST', '/api/wheels', owner.token, {
      name: 'Event wheel',
      event_id: event.id,
      segments: segments(),
    });
    const task = formTask(2);
    await publish(owner, event.id, task);
    const player = await newPlayer();
    const listed = (await call('GET', `/api/events/${event.slug}/tasks`, player.token)).json();
    expect(listed.items[0].spins).toBe(2);
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(task.id, player.token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const wheel = (await call('GET', `/api/wheels/${created.json().id}`, player.token)).json();
    expect(wheel.me.spins).toBe(2);
  });

  it('falls back to the platform wheel when the event has none', async () => {
    const { owner, event } = await runningEvent();
    const task = formTask(3);
    await publish(owner, event.id, task);
    const player = await newPlayer();
    await call('GET', '/api/wheels/platform', player.token);
    await setSpins(platformWheelId, player.user.id, 0);
    expect((await submit(task.id, player.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/wheels/platform', player.token)).json().me.spins).toBe(3);
  });
});
