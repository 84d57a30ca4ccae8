import { createHash, randomUUID } from 'node:crypto';
import type { EventRewards } from '@w2e/core/contracts/rewards';
import { checkPublishedDraw } from '@w2e/core/events/rewards';
import { drawWinners, listHash } from '@w2e/core/fairness/draw';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/database';
import { domainEvents } from '../../src/db/schema/domain-events';
import { eventParticipants, events } from '../../src/db/schema/events';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { notifications } from '../../src/db/schema/notifications';
import { eventAwards, eventResults } from '../../src/db/schema/rewards';
import { taskCompletions } from '../../src/db/schema/tasks';
import { users } from '../../src/db/schema/users';
import { outboxTick } from '../../src/jobs/outbox';
import { rewardsTick, settleEvent } from '../../src/jobs/rewards';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

/**
 * Rewards on PGlite and PostgreSQL: the seed's commitment at publish and no seed
 * before the end, every rank config and distribution mode, task prizes, a random draw recomputed from the
 * revealed seed, the list hash, results computed exactly once by concurrent runners and never again, the
 * winners' mail and their profile.
 */

let t: TestApp;
beforeAll(async () => {
  // The job's own timer is off in tests (helpers.ts): each test runs the job itself, when it chooses.
  t = await createTestApp({ publicUrl: 'https://w2ehub.io' });
});
afterAll(() => t.close());

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const newPlayer = () =>
  register(t.app, {}, `10.${70 + (serial % 100)}.${(serial++ >> 8) % 250}.${1 + (Date.now() % 250)}`);
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

interface Tier {
  order: number;
  rank: string;
  winners?: number;
  reward?: string;
}

/** A published event with one form task (with a prize), ending in two days, hosted by a fresh owner. */
async function publishedEvent(options: {
  distribution: 'all' | 'order' | 'random';
  tiers: Tier[];
  rewardByTask?: boolean;
  rewardByLeaderboard?: boolean;
}) {
  const owner = await newPlayer();
  await usersRepository(t.app.deps.db).update(owner.user.id, { role: 'operator' });
  const project = (await post('/api/projects', owner.token, { name: `Studio ${unique()}` })).json().project;
  const created = await post('/api/events', owner.token, {
    host: { kind: 'project', id: project.id },
    title: `Prizes ${unique()}`,
    slug: `prizes-${unique()}`,
    start_time: at(-HOUR),
    end_time: at(48 * HOUR),
    leaderboards: options.tiers,
    distribution: options.distribution,
    reward_by_task: options.rewardByTask ?? false,
    reward_by_leaderboard: options.rewardByLeaderboard ?? true,
  });
  expect(created.statusCode, created.body).toBe(200);
  const event = created.json().event as { id: string; slug: string; title: string };
  const task = {
    id: randomUUID(),
    type: 'form',
    name: 'Check in',
    score: 5,
    prize: 'T-shirt',
    fields: [{ label: 'Mood', kind: 'text', required: true }],
  };
  expect((await post(`/api/events/${event.id}/tasks`, owner.token, task)).statusCode).toBe(200);
  const published = await post(`/api/events/${event.id}/publish`, owner.token);
  expect(published.statusCode, published.body).toBe(200);
  return { owner, event, task };
}

/** Players straight into the tables with their totals; `minutesAgo` is when they reached them. */
async function seat(
  eventId: string,
  standings: { total: number; minutesAgo?: number; email?: string | null; language?: string }[],
) {
  const rows = standings.map((s) => ({ ...s, id: randomUUID(), username: `w_${unique()}` }));
  await t.app.deps.db.insert(users).values(
    rows.map((row) => ({
      id: row.id,
      username: row.username,
      fullName: `Player ${row.username}`,
      referralCode: `R${row.id.replaceAll('-', '').slice(0, 10)}`,
      email: row.email ?? null,
      language: row.language ?? 'en',
    })),
  );
  await t.app.deps.db.insert(eventParticipants).values(
    rows.map((row) => ({
      eventId,
      userId: row.id,
      otherScore: row.total,
      totalScore: row.total,
      lastScoredAt: new Date(Date.now() - (row.minutesAgo ?? 10) * 60_000),
    })),
  );
  return rows;
}

/** The event's end passes (as time would); the job then finds it due. */
async function endEvent(eventId: string) {
  await t.app.deps.db
    .update(events)
    .set({ endTime: new Date(Date.now() - 1000) })
    .where(eq(events.id, eventId));
}

async function rewardsOf(slug: string, token?: string): Promise<EventRewards> {
  const response = await get(`/api/events/${slug}/rewards`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const winnerIds = (rewards: EventRewards, order: number) =>
  rewards.tiers.find((tier) => tier.order === order)!.winners.map((w) => w.player.id);

describe('the draw’s commitment', () => {
  it('is published with the event, and no answer carries the seed before the end, even to the host', async () => {
    const { owner, event } = await publishedEvent({
      distribution: 'random',
      tiers: [{ order: 1, rank: 'TOP 10', winners: 2, reward: 'Raffle' }],
    });
    const [stored] = await t.app.deps.db
      .select()
      .from(eventResults)
      .where(eq(eventResults.eventId, event.id));
    expect(stored).toMatchObject({ state: 'pending' });
    expect(stored!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.commitment).toBe(sha256(stored!.seed));

    for (const token of [undefined, owner.token]) {
      const rewards = await rewardsOf(event.slug, token);
      expect(rewards).toMatchObject({
        state: 'pending',
        distribution: 'random',
        list_hash: null,
        draw: { commitment: stored!.commitment, seed: null, entries: null },
      });
      expect(rewards.tiers).toEqual([
        { order: 1, name: null, rank: 'TOP 10', reward: 'Raffle', places: 2, pool_hash: null, winners: [] },
      ]);
      for (const url of [`/api/events/${event.slug}`, `/api/events/${event.slug}/rewards`])
        expect((await get(url, token)).body).not.toContain(stored!.seed);
    }

    // Not due yet: the job leaves it alone.
    await seat(event.id, [{ total: 5 }]);
    expect(await settleEvent(t.app.deps, event.id)).toBe(false);
    expect((await rewardsOf(event.slug)).state).toBe('pending');
  });

  it('has no draw data for a non-random distribution, and a draft’s rewards are hidden from others', async () => {
    const { event } = await publishedEvent({ distribution: 'order', tiers: [{ order: 1, rank: 'TOP 3' }] });
    expect((await rewardsOf(event.slug)).draw).toBeNull();
    expect((await get('/api/events/no-such-event/rewards')).statusCode).toBe(404);
  });
});

describe('settling at the end', () => {
  // Tiers never share a rank (the contract refuses it), so each tier below covers ranks of its own.
  it('order: each rank config (a position, [x-y], with winners) by rank, ties to who scored first', async () => {
    const { event } = await publishedEvent({
      distribution: 'order',
      tiers: [
        { order: 1, rank: '1', reward: 'Gold' },
        { order: 2, rank: '[2-3]', reward: 'Silver' },
        { order: 3, rank: '[4-5]', reward: 'Bronze' },
        { order: 4, rank: '[6-10]', winners: 2, reward: 'Thanks' },
      ],
    });
    const p = await seat(event.id, [
      { total: 100 },
      { total: 90, minutesAgo: 5 },
      { total: 90, minutesAgo: 50 }, // same score, reached first: ranks above the one before
      { total: 80 },
      { total: 70 },
      { total: 60 },
      { total: 50 },
      { total: 40 },
      { total: 0 }, // took part without scoring: not eligible
    ]);
    await endEvent(event.id);
    expect(await settleEvent(t.app.deps, event.id)).toBe(true);

    const rewards = await rewardsOf(event.slug);
    expect(rewards.state).toBe('published');
    expect(winnerIds(rewards, 1)).toEqual([p[0]!.id]);
    expect(winnerIds(rewards, 2)).toEqual([p[2]!.id, p[1]!.id]);
    expect(winnerIds(rewards, 3)).toEqual([p[3]!.id, p[4]!.id]);
    expect(winnerIds(rewards, 4)).toEqual([p[5]!.id, p[6]!.id]);
    expect(rewards.tiers[1]!.winners.map((w) => w.position)).toEqual([2, 3]);
    expect(rewards.tiers[1]!.winners[0]!.player).toMatchObject({ username: p[2]!.username });
    // The frozen list is the board at the end, best first; its hash is published.
    const frozen = [0, 2, 1, 3, 4, 5, 6, 7].map((i) => p[i]!.id);
    expect(rewards.list_hash).toBe(await listHash(frozen));
    const [event2] = await t.app.deps.db.select().from(events).where(eq(events.id, event.id));
    expect(event2!.status).toBe('finished');
  });

  it('all: everyone in a tier’s range wins it', async () => {
    const { event } = await publishedEvent({
      distribution: 'all',
      tiers: [
        { order: 1, rank: 'TOP 2', reward: 'Big' },
        { order: 2, rank: '[3-100]', reward: 'Small' },
      ],
    });
    const p = await seat(event.id, [{ total: 9 }, { total: 8 }, { total: 7 }, { total: 6 }]);
    await endEvent(event.id);
    await rewardsTick(t.app.deps);
    const rewards = await rewardsOf(event.slug);
    expect(winnerIds(rewards, 1)).toEqual([p[0]!.id, p[1]!.id]);
    expect(winnerIds(rewards, 2)).toEqual([p[2]!.id, p[3]!.id]);
    expect(rewards.tiers.map((tier) => tier.places)).toEqual([2, 98]);
  });

  it('random: the winners are drawWinners(seed, pool), recomputed from the revealed seed and the frozen list', async () => {
    const { event } = await publishedEvent({
      distribution: 'random',
      tiers: [
        { order: 1, rank: 'TOP 10', winners: 3, reward: 'Raffle' },
        { order: 2, rank: '[11-20]', winners: 2, reward: 'Second raffle' },
        { order: 3, rank: '[21-30]', reward: 'Everyone left' },
      ],
    });
    const before = await rewardsOf(event.slug);
    const p = await seat(
      event.id,
      Array.from({ length: 22 }, (_, i) => ({ total: 1000 - i })),
    );
    await endEvent(event.id);
    expect(await settleEvent(t.app.deps, event.id)).toBe(true);

    const rewards = await rewardsOf(event.slug);
    const draw = rewards.draw!;
    expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.commitment).toBe(before.draw!.commitment);
    expect(sha256(draw.seed!)).toBe(draw.commitment);
    const ids = p.map((row) => row.id);
    expect(draw.entries).toEqual(ids);
    expect(rewards.list_hash).toBe(await listHash(ids));

    // Recomputed here from the public data alone: the same winners, in the order drawn.
    expect(winnerIds(rewards, 1)).toEqual(await drawWinners(draw.seed!, ids.slice(0, 10), 3));
    expect(rewards.tiers[0]!.pool_hash).toBe(await listHash(ids.slice(0, 10)));
    expect(winnerIds(rewards, 2)).toEqual(await drawWinners(draw.seed!, ids.slice(10, 20), 2));
    expect(winnerIds(rewards, 1)).toHaveLength(3);
    // A range with more places than players in it: everyone in it wins, no draw needed.
    expect(winnerIds(rewards, 3)).toEqual(ids.slice(20));
    expect(rewards.tiers[2]!.pool_hash).toBeNull();

    // What the verify panel runs: it agrees, and it catches a changed winner or list.
    const published = {
      seed: draw.seed!,
      commitment: draw.commitment,
      list_hash: rewards.list_hash!,
      entries: draw.entries!,
      tiers: rewards.tiers.map((tier) => ({
        ...tier,
        winners: tier.winners.map((w) => ({ user_id: w.player.id })),
      })),
    };
    expect((await checkPublishedDraw(published)).ok).toBe(true);
    const tampered = structuredClone(published);
    tampered.tiers[0]!.winners[0] = { user_id: ids[9]! === winnerIds(rewards, 1)[0] ? ids[8]! : ids[9]! };
    expect((await checkPublishedDraw(tampered)).ok).toBe(false);
    // A changed participant list (one player left out, or two swapped) gives a different hash.
    const swapped = [ids[1]!, ids[0]!, ...ids.slice(2)];
    expect(await listHash(swapped)).not.toBe(rewards.list_hash);
    expect(await listHash(ids.slice(1))).not.toBe(rewards.list_hash);
    const check = await checkPublishedDraw({ ...published, entries: swapped });
    expect(check.list_hash_ok).toBe(false);
    expect(check.ok).toBe(false);
  });

  it('by task: every player who completed a task with a prize wins it once', async () => {
    const { event, task } = await publishedEvent({
      distribution: 'order',
      tiers: [{ order: 1, rank: '1', reward: 'Top' }],
      rewardByTask: true,
    });
    const p = await seat(event.id, [{ total: 10 }, { total: 5 }, { total: 5 }]);
    // Two completions of the same task by one player (two windows) still give one prize.
    const completion = (userId: string, windowStart: Date) => ({
      taskId: task.id,
      eventId: event.id,
      userId,
      windowStart,
      turn: 1,
      score: 5,
      column: 'other' as const,
    });
    await t.app.deps.db
      .insert(taskCompletions)
      .values([
        completion(p[0]!.id, new Date(0)),
        completion(p[0]!.id, new Date(86_400_000)),
        completion(p[2]!.id, new Date(0)),
      ]);
    await endEvent(event.id);
    expect(await settleEvent(t.app.deps, event.id)).toBe(true);
    const rewards = await rewardsOf(event.slug);
    expect(rewards.tasks).toHaveLength(1);
    expect(rewards.tasks[0]).toMatchObject({ task_id: task.id, task_name: 'Check in', reward: 'T-shirt' });
    expect(rewards.tasks[0]!.winners.map((w) => w.player.id).sort()).toEqual([p[0]!.id, p[2]!.id].sort());
    expect(rewards.tasks[0]!.winners.every((w) => w.position === null)).toBe(true);
    expect(winnerIds(rewards, 1)).toEqual([p[0]!.id]);
  });
});

describe('exactly once', () => {
  it('computes the results once when several runners (instances) run the job at the same moment', async () => {
    const { event } = await publishedEvent({
      distribution: 'random',
      tiers: [{ order: 1, rank: 'ALL', winners: 3, reward: 'Raffle' }],
    });
    const p = await seat(
      event.id,
      Array.from({ length: 12 }, (_, i) => ({ total: 50 - i, email: `winner_${unique()}@example.com` })),
    );
    await endEvent(event.id);
    const results = await Promise.all([
      settleEvent(t.app.deps, event.id),
      settleEvent(t.app.deps, event.id),
      rewardsTick(t.app.deps),
      rewardsTick(t.app.deps),
    ]);
    // Exactly one runner computed it (the other events of this file were settled by their own tests).
    expect(results.reduce<number>((sum, r) => sum + Number(r), 0)).toBe(1);
    const awards = await t.app.deps.db.select().from(eventAwards).where(eq(eventAwards.eventId, event.id));
    expect(awards).toHaveLength(3);
    const [result] = await t.app.deps.db
      .select()
      .from(eventResults)
      .where(eq(eventResults.eventId, event.id));
    expect(result).toMatchObject({ state: 'published' });
    // One mail per winner, not one per runner.
    const mails = await t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} in ${p.map((row) => row.email!)}`);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(3);
    // What happened, written once with the results (docs/notifications.md): a prize per winner, the draw, the end.
    const told = await t.app.deps.db
      .select({ type: domainEvents.type, payload: domainEvents.payload })
      .from(domainEvents)
      .where(sql`${domainEvents.payload}->>'event_id' = ${event.id}`);
    expect(told.map((row) => row.type).sort()).toEqual([
      'draw.published',
      'event.finished',
      'event.published',
      'reward.awarded',
      'reward.awarded',
      'reward.awarded',
    ]);
    expect(
      told
        .filter((row) => row.type === 'reward.awarded')
        .map((row) => row.payload.user_id)
        .sort(),
    ).toEqual(awards.map((award) => award.userId).sort());
    // Each winner finds it among their notifications, once, however many ticks run at once.
    await expect
      .poll(async () => {
        await Promise.all([outboxTick(t.app.deps), outboxTick(t.app.deps)]);
        return (
          await t.app.deps.db
            .select({ userId: notifications.userId, kind: notifications.kind, params: notifications.params })
            .from(notifications)
            .where(sql`${notifications.target}->>'slug' = ${event.slug}`)
        ).length;
      })
      .toBe(3);
    const notes = await t.app.deps.db
      .select({ userId: notifications.userId, kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(sql`${notifications.target}->>'slug' = ${event.slug}`);
    expect(notes.map((note) => note.userId).sort()).toEqual(awards.map((award) => award.userId).sort());
    for (const note of notes)
      expect(note).toMatchObject({
        kind: 'reward_awarded',
        params: { reward: 'Raffle', event: event.title },
      });
  });

  it('survives a failure mid-way: nothing is kept, the result stays pending, and a later run settles it', async () => {
    const { event } = await publishedEvent({
      distribution: 'order',
      tiers: [{ order: 1, rank: 'TOP 2', reward: 'Cup' }],
    });
    const p = await seat(event.id, [{ total: 3 }, { total: 2 }, { total: 1 }]);
    await endEvent(event.id);
    // A computation that throws half-way (here: a tier the rules cannot read) as a crash would stop it.
    await t.app.deps.db
      .update(events)
      .set({
        leaderboards: [
          { order: 1, rank: 'TOP 2', reward: 'Cup' },
          { order: 2, rank: 'nonsense' },
        ],
      })
      .where(eq(events.id, event.id));
    await expect(settleEvent(t.app.deps, event.id)).rejects.toThrow();
    expect(await t.app.deps.db.select().from(eventAwards).where(eq(eventAwards.eventId, event.id))).toEqual(
      [],
    );
    // Nothing is told of results that were never kept (only the publish, long before).
    expect(
      (
        await t.app.deps.db
          .select({ type: domainEvents.type })
          .from(domainEvents)
          .where(sql`${domainEvents.payload}->>'event_id' = ${event.id}`)
      ).map((row) => row.type),
    ).toEqual(['event.published']);
    expect((await rewardsOf(event.slug)).state).toBe('pending');

    await t.app.deps.db
      .update(events)
      .set({ leaderboards: [{ order: 1, rank: 'TOP 2', reward: 'Cup' }] })
      .where(eq(events.id, event.id));
    await rewardsTick(t.app.deps);
    const rewards = await rewardsOf(event.slug);
    expect(rewards.state).toBe('published');
    expect(winnerIds(rewards, 1)).toEqual([p[0]!.id, p[1]!.id]);
  });

  it('never recomputes or changes published results', async () => {
    const { owner, event } = await publishedEvent({
      distribution: 'random',
      tiers: [{ order: 1, rank: 'TOP 5', winners: 2, reward: 'Raffle' }],
    });
    const p = await seat(
      event.id,
      Array.from({ length: 8 }, (_, i) => ({ total: 20 - i })),
    );
    await endEvent(event.id);
    expect(await settleEvent(t.app.deps, event.id)).toBe(true);
    const first = await rewardsOf(event.slug);

    // The board moves afterwards (it cannot through the API once ended; here straight in the table).
    await t.app.deps.db
      .update(eventParticipants)
      .set({ totalScore: 999 })
      .where(eq(eventParticipants.userId, p[7]!.id));
    expect(await settleEvent(t.app.deps, event.id)).toBe(false);
    await rewardsTick(t.app.deps);
    expect(await rewardsOf(event.slug)).toEqual(first);

    // Even a bypass of the job is refused by the database: one leaderboard prize per player and event.
    const winner = first.tiers[0]!.winners[0]!;
    const duplicate = await t.app.deps.db
      .insert(eventAwards)
      .values({
        eventId: event.id,
        userId: winner.player.id,
        kind: 'leaderboard',
        slotOrder: 1,
        position: winner.position,
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate)).toBe(true);
    // The host cannot re-publish, nor change what decided the results; other fields still save.
    const republish = await post(`/api/events/${event.id}/publish`, owner.token);
    expect(republish.statusCode).toBe(409);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/events/${event.id}`,
        headers: bearer(owner.token),
        payload,
      });
    for (const change of [
      { distribution: 'order' },
      { leaderboards: [{ order: 1, rank: 'TOP 8', winners: 8, reward: 'More' }] },
      { end_time: at(HOUR) },
      { reward_by_leaderboard: false },
    ]) {
      const refused = await patch(change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
      expect(refused.json().message).toBe(
        'The results are published: the dates and rewards can no longer change.',
      );
    }
    expect((await patch({ guideline: 'Thanks for playing' })).statusCode).toBe(200);
    // Even an edit straight in the table does not reach the published results.
    await t.app.deps.db.update(events).set({ distribution: 'all' }).where(eq(events.id, event.id));
    expect(await rewardsOf(event.slug)).toEqual(first);
  });
});

describe('winners', () => {
  it('are mailed once in their language when they have a verified address, and see the prize on their profile', async () => {
    const { event } = await publishedEvent({
      distribution: 'order',
      tiers: [{ order: 1, rank: 'TOP 3', reward: '50 USDT' }],
    });
    const [english, vietnamese, unverified] = await seat(event.id, [
      { total: 30, email: `en_${unique()}@example.com` },
      { total: 20, email: `vi_${unique()}@example.com`, language: 'vi' },
      { total: 10, email: null },
    ]);
    await endEvent(event.id);
    expect(await settleEvent(t.app.deps, event.id)).toBe(true);
    await rewardsTick(t.app.deps);

    const mailTo = (to: string) => t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const [en] = await mailTo(english!.email!);
    expect(en!.subject).toBe(`You won a prize in ${event.title}`);
    expect(en!.text).toContain('50 USDT (rank #1)');
    expect(en!.text).toContain(`https://w2ehub.io/event/${event.slug}`);
    const viMails = await mailTo(vietnamese!.email!);
    expect(viMails).toHaveLength(1);
    expect(viMails[0]!.subject).toBe(`Bạn đã thắng giải trong ${event.title}`);
    expect(viMails[0]!.text).toContain('50 USDT (hạng #2)');
    // The third winner has no verified address: no mail anywhere for them, but the prize is theirs.
    const profile = await get(`/api/users/${unverified!.username}/rewards`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().items).toEqual([
      expect.objectContaining({
        event: { id: event.id, slug: event.slug, title: event.title },
        kind: 'leaderboard',
        position: 3,
        reward: '50 USDT',
      }),
    ]);
    expect((await get('/api/users/nobody_here_at_all/rewards')).statusCode).toBe(404);

    // A page at a time, newest first, with the total; without a limit the newest 100, as before paging.
    const wonAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.app.deps.db.insert(eventAwards).values(
      Array.from({ length: 12 }, (_, i) => ({
        eventId: event.id,
        userId: unverified!.id,
        kind: 'task' as const,
        taskId: `bonus-${i}`,
        reward: `Bonus ${i}`,
        createdAt: wonAt(60 + i),
      })),
    );
    const page = async (query: string) =>
      (await get(`/api/users/${unverified!.username}/rewards${query}`)).json();
    const first = await page('?limit=5');
    expect([first.total, first.limit, first.offset]).toEqual([13, 5, 0]);
    expect(first.items.map((item: { reward: string }) => item.reward)).toEqual([
      '50 USDT',
      'Bonus 0',
      'Bonus 1',
      'Bonus 2',
      'Bonus 3',
    ]);
    const last = await page('?limit=5&offset=10');
    expect(last.items.map((item: { reward: string }) => item.reward)).toEqual([
      'Bonus 9',
      'Bonus 10',
      'Bonus 11',
    ]);
    const all = await page('');
    expect([all.items.length, all.total, all.limit]).toEqual([13, 13, 100]);
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=abc']) {
      expect((await get(`/api/users/${unverified!.username}/rewards${query}`)).statusCode, query).toBe(400);
    }
  });
});
