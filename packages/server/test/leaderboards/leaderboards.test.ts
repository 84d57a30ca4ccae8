import { randomUUID } from 'node:crypto';
import { compareEntries, type LeaderboardEntry } from '@w2e/core/events/leaderboard';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventParticipants, events } from '../../src/db/schema/events';
import { taskCompletions } from '../../src/db/schema/tasks';
import { users } from '../../src/db/schema/users';
import { readBoard, rebuildBoard } from '../../src/modules/leaderboards/redis-board';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, REBUILT, register, TEST_REDIS_URL, type TestApp } from '../support/helpers';

/**
 * GET /api/events/{slug}/leaderboard on PGlite and PostgreSQL: core's order with its tie-breaks (total, who
 * reached it first, player id), pages, search that keeps true ranks, the signed-in player's own row far down,
 * a real grant moving the board, drafts hidden, and bounded paging.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://w2ehub.io' });
});
afterAll(() => t.close());

let serial = 0;
const newPlayer = () =>
  register(t.app, {}, `10.${60 + (serial % 100)}.${(serial++ >> 8) % 250}.${1 + (Date.now() % 250)}`);
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A running event with one daily form task (turn limit 5), hosted by a fresh project owner. */
async function runningEvent(publish = true) {
  const owner = await newPlayer();
  // An operator may add any task type, whatever the project's plan.
  await usersRepository(t.app.deps.db).update(owner.user.id, { role: 'operator' });
  const project = (await post('/api/projects', owner.token, { name: `Studio ${unique()}` })).json().project;
  const event = (
    await post('/api/events', owner.token, {
      host: { kind: 'project', id: project.id },
      title: `Board ${unique()}`,
      slug: `board-${unique()}`,
      start_time: at(-HOUR),
      end_time: at(48 * HOUR),
      score_label: 'XP',
      leaderboards: [{ order: 1, rank: 'TOP 10' }],
    })
  ).json().event as { id: string; slug: string };
  const task = {
    id: randomUUID(),
    type: 'form',
    name: 'Check in',
    score: 7,
    recurring_type: 'DAILY',
    turn_limit: 5,
    fields: [{ label: 'Mood', kind: 'text', required: true }],
  };
  expect((await post(`/api/events/${event.id}/tasks`, owner.token, task)).statusCode).toBe(200);
  if (publish) expect((await post(`/api/events/${event.id}/publish`, owner.token)).statusCode).toBe(200);
  return { owner, event, task };
}

/** Players straight into the tables, each with its standing: what the board is ranked from. */
async function seatPlayers(
  eventId: string,
  standings: {
    name: string;
    total: number;
    reachedMinutesAgo: number;
    id?: string;
    social?: number;
    socialMinutesAgo?: number;
  }[],
) {
  const rows = standings.map((s) => ({ ...s, id: s.id ?? randomUUID() }));
  await t.app.deps.db.insert(users).values(
    rows.map((row) => ({
      id: row.id,
      username: `u_${row.id.slice(0, 8)}_${unique()}`,
      fullName: row.name,
      referralCode: `R${row.id.replaceAll('-', '').slice(0, 10)}`,
    })),
  );
  await t.app.deps.db.insert(eventParticipants).values(
    rows.map((row) => ({
      eventId,
      userId: row.id,
      otherScore: row.total - (row.social ?? 0),
      otherScoredAt: new Date(Date.now() - row.reachedMinutesAgo * 60_000),
      socialScore: row.social ?? 0,
      socialScoredAt:
        row.socialMinutesAgo === undefined ? null : new Date(Date.now() - row.socialMinutesAgo * 60_000),
      totalScore: row.total,
      lastScoredAt: new Date(Date.now() - row.reachedMinutesAgo * 60_000),
    })),
  );
  // As admission does: the event's count stays equal to its participant rows.
  await t.app.deps.db
    .update(events)
    .set({ participantsCount: sql`${events.participantsCount} + ${rows.length}` })
    .where(eq(events.id, eventId));
  return rows;
}

describe('an event leaderboard', () => {
  it('ranks by total, then who reached it first, then player id, exactly as core orders it', async () => {
    const { event } = await runningEvent();
    const sameTime = 30;
    const seated = await seatPlayers(event.id, [
      { name: 'Late Forty', total: 40, reachedMinutesAgo: 5 },
      { name: 'Early Forty', total: 40, reachedMinutesAgo: 50 },
      { name: 'Top', total: 90, reachedMinutesAgo: 1 },
      { name: 'Tie B', total: 10, reachedMinutesAgo: sameTime, id: 'bbbbbbbb-0000-4000-8000-000000000000' },
      { name: 'Tie A', total: 10, reachedMinutesAgo: sameTime, id: 'aaaaaaaa-0000-4000-8000-000000000000' },
    ]);
    const board = await get(`/api/events/${event.slug}/leaderboard`);
    expect(board.statusCode, board.body).toBe(200);
    const body = board.json();
    expect(body.items.map((row: { player: { name: string } }) => row.player.name)).toEqual([
      'Top',
      'Early Forty',
      'Late Forty',
      'Tie A',
      'Tie B',
    ]);
    expect(body.items.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(body).toMatchObject({ total: 5, me: null, score_label: 'XP' });
    // The same order as core's comparison, which the browser and the reward job use.
    const entries: LeaderboardEntry[] = seated.map((s) => ({
      player: { id: s.id, name: s.name },
      in_game_score: 0,
      social_score: 0,
      other_score: s.total,
      reached_at: new Date(Date.now() - s.reachedMinutesAgo * 60_000),
    }));
    expect(entries.sort(compareEntries).map((e) => e.player.name)).toEqual(
      body.items.map((row: { player: { name: string } }) => row.player.name),
    );
  });

  it('pages, searches names keeping true ranks, and keeps the signed-in player’s own row far down', async () => {
    const { event, task } = await runningEvent();
    await seatPlayers(
      event.id,
      Array.from({ length: 30 }, (_, i) => ({
        name: i === 17 ? 'Zephyr Quinn' : `Player ${String(i).padStart(2, '0')}`,
        total: 1000 - i * 10,
        reachedMinutesAgo: 10,
      })),
    );
    const page2 = (await get(`/api/events/${event.slug}/leaderboard?limit=10&offset=10`)).json();
    expect(page2.items).toHaveLength(10);
    expect(page2.items[0]).toMatchObject({ rank: 11, player: { name: 'Player 10' }, total_score: 900 });
    expect(page2).toMatchObject({ total: 30, limit: 10, offset: 10 });

    const found = (await get(`/api/events/${event.slug}/leaderboard?q=zephyr`)).json();
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ rank: 18, player: { name: 'Zephyr Quinn' } });
    // Search is text, never a pattern: % and _ match themselves only.
    expect((await get(`/api/events/${event.slug}/leaderboard?q=%25`)).json().total).toBe(0);

    // A real grant through the API: the player joins at the bottom, sees their own row while reading the top.
    const player = await newPlayer();
    const granted = await post(`/api/tasks/${task.id}/submissions`, player.token, { form_answers: ['ok'] });
    expect(granted.statusCode, granted.body).toBe(200);
    const top = (await get(`/api/events/${event.slug}/leaderboard?limit=5`, player.token)).json();
    expect(top.items).toHaveLength(5);
    expect(top.total).toBe(31);
    expect(top.me).toMatchObject({
      rank: 31,
      total_score: 7,
      other_score: 7,
      player: { id: player.user.id },
    });
    expect(top.me.reached_at).not.toBeNull();
    // A second turn today moves the score, not the player count.
    await post(`/api/tasks/${task.id}/submissions`, player.token, { form_answers: ['ok'] });
    expect(
      (await get(`/api/events/${event.slug}/leaderboard?limit=1`, player.token)).json().me,
    ).toMatchObject({
      rank: 31,
      total_score: 14,
    });
  });

  it('hides a draft’s board from everyone but its host, and bounds paging', async () => {
    const { owner, event } = await runningEvent(false);
    expect((await get(`/api/events/${event.slug}/leaderboard`)).statusCode).toBe(404);
    expect((await get(`/api/events/${event.slug}/leaderboard`, owner.token)).statusCode).toBe(200);
    expect((await get(`/api/events/${event.slug}/leaderboard?limit=101`, owner.token)).statusCode).toBe(400);
    expect((await get(`/api/events/${event.slug}/leaderboard?offset=10001`, owner.token)).statusCode).toBe(
      400,
    );
    expect((await get('/api/events/no-such-event/leaderboard')).statusCode).toBe(404);
  });
});

const names = (body: { items: { player: { name: string } }[] }) => body.items.map((row) => row.player.name);
const patch = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });

describe('a board ranked by one column', () => {
  it('ranks by the host’s column, with who reached that column first breaking ties', async () => {
    const { owner, event } = await runningEvent();
    expect((await patch(`/api/events/${event.id}`, owner.token, { rank_by: 'social' })).statusCode).toBe(200);
    await seatPlayers(event.id, [
      // The most in total, the least social.
      { name: 'Grinder', total: 500, reachedMinutesAgo: 1, social: 5, socialMinutesAgo: 90 },
      // Equal social scores: the one who reached 50 earlier ranks higher, whatever their totals.
      { name: 'Late Fifty', total: 60, reachedMinutesAgo: 2, social: 50, socialMinutesAgo: 10 },
      { name: 'Early Fifty', total: 300, reachedMinutesAgo: 1, social: 50, socialMinutesAgo: 40 },
      { name: 'No Social', total: 900, reachedMinutesAgo: 3 },
    ]);
    const body = (await get(`/api/events/${event.slug}/leaderboard`)).json();
    expect(body.rank_by).toBe('social');
    expect(names(body)).toEqual(['Early Fifty', 'Late Fifty', 'Grinder', 'No Social']);
    expect(body.items[3].reached_at).toBeNull();
    expect(body.items[0]).toMatchObject({ social_score: 50, total_score: 300 });
    // The public event says what its board ranks by.
    expect((await get(`/api/events/${event.slug}`)).json().rank_by).toBe('social');
    expect((await patch(`/api/events/${event.id}`, owner.token, { rank_by: 'kills' })).statusCode).toBe(400);
  });

  it('gives the player’s own row on a column board the same rank as the page shows', async () => {
    const { owner, event, task } = await runningEvent();
    await patch(`/api/events/${event.id}`, owner.token, { rank_by: 'other' });
    await seatPlayers(event.id, [
      { name: 'A', total: 30, reachedMinutesAgo: 5 },
      { name: 'Earlier Seven', total: 7, reachedMinutesAgo: 1 },
      { name: 'Social Star', total: 99, reachedMinutesAgo: 1, social: 99, socialMinutesAgo: 1 },
    ]);
    const player = await newPlayer();
    await post(`/api/tasks/${task.id}/submissions`, player.token, { form_answers: ['ok'] });
    const body = (await get(`/api/events/${event.slug}/leaderboard`, player.token)).json();
    expect(names(body).slice(0, 2)).toEqual(['A', 'Earlier Seven']);
    expect(body.items[2].player.id).toBe(player.user.id);
    expect(body.me).toMatchObject({ rank: 3, other_score: 7 });
  });
});

describe.runIf(TEST_REDIS_URL)('the Redis boards', () => {
  it('serve the same pages and ranks as the database, kept in step by concurrent grants', async () => {
    const { event, task } = await runningEvent();
    await seatPlayers(
      event.id,
      Array.from({ length: 40 }, (_, i) => ({
        name: `Seat ${i}`,
        total: (i % 7) * 7,
        reachedMinutesAgo: i % 5,
      })),
    );
    const deps = t.app.deps;
    // No board yet: the database answers and a rebuild starts; then the board is read from Redis.
    expect(
      await readBoard(deps, { eventId: event.id, kind: 'total', metric: null }, 0, 10, undefined),
    ).toBeNull();
    await rebuildBoard(deps, { eventId: event.id, kind: 'total', metric: null });
    // The read above may have started the rebuild first (one instance rebuilds, under a lock).
    await vi.waitFor(
      async () =>
        expect(
          await readBoard(deps, { eventId: event.id, kind: 'total', metric: null }, 0, 1, undefined),
        ).not.toBeNull(),
      REBUILT,
    );
    const players = await Promise.all(Array.from({ length: 8 }, () => newPlayer()));
    const results = await Promise.all(
      players.flatMap((player) =>
        [1, 2].map(() => post(`/api/tasks/${task.id}/submissions`, player.token, { form_answers: ['ok'] })),
      ),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const fromRedis = await readBoard(
      deps,
      { eventId: event.id, kind: 'total', metric: null },
      0,
      100,
      players[3]!.user.id,
    );
    expect(fromRedis).not.toBeNull();
    expect(fromRedis!.total).toBe(48);
    const redisPage = (
      await get(`/api/events/${event.slug}/leaderboard?limit=100`, players[3]!.token)
    ).json();
    // The database's order, read without Redis.
    await deps.redis!.del(`lb:{${event.id}:total}:ready`);
    const dbPage = (await get(`/api/events/${event.slug}/leaderboard?limit=100`, players[3]!.token)).json();
    expect(redisPage.items.map((row: { player: { id: string } }) => row.player.id)).toEqual(
      dbPage.items.map((row: { player: { id: string } }) => row.player.id),
    );
    expect(redisPage.me).toEqual(dbPage.me);
    expect(redisPage.total).toBe(48);
    expect(fromRedis!.myRank).toBe(dbPage.me.rank);

    // Players who already take part: each grant's write returns the standing the board is pushed from.
    await rebuildBoard(deps, { eventId: event.id, kind: 'total', metric: null });
    const before = await vi.waitFor(async () => {
      const board = await readBoard(
        deps,
        { eventId: event.id, kind: 'total', metric: null },
        0,
        0,
        players[3]!.user.id,
      );
      expect(board).not.toBeNull();
      return board!;
    }, REBUILT);
    const again = await Promise.all(
      players.map((player) =>
        post(`/api/tasks/${task.id}/submissions`, player.token, { form_answers: ['again'] }),
      ),
    );
    expect(again.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const after = await readBoard(
      deps,
      { eventId: event.id, kind: 'total', metric: null },
      0,
      100,
      players[3]!.user.id,
    );
    const afterPage = (
      await get(`/api/events/${event.slug}/leaderboard?limit=100`, players[3]!.token)
    ).json();
    await deps.redis!.del(`lb:{${event.id}:total}:ready`);
    const afterDb = (await get(`/api/events/${event.slug}/leaderboard?limit=100`, players[3]!.token)).json();
    // The player passed the seats whose score they reached: Redis moved them as the database did.
    expect(afterDb.me.rank).toBeLessThan(before.myRank!);
    expect(after!.myRank).toBe(afterDb.me.rank);
    expect(afterPage.items.map((row: { player: { id: string } }) => row.player.id)).toEqual(
      afterDb.items.map((row: { player: { id: string } }) => row.player.id),
    );
  });
});

describe.runIf(TEST_REDIS_URL)('a host’s override on the Redis boards', () => {
  it('reaches the board as a player’s own grant does, for a newcomer admitted by it', async () => {
    const { owner, event, task } = await runningEvent();
    const deps = t.app.deps;
    const board = { eventId: event.id, kind: 'total', metric: null } as const;
    await rebuildBoard(deps, board);
    await vi.waitFor(
      async () => expect(await readBoard(deps, board, 0, 1, undefined)).not.toBeNull(),
      REBUILT,
    );
    const player = await newPlayer();
    const granted = await post(`/api/tasks/${task.id}/overrides`, owner.token, { user_id: player.user.id });
    expect(granted.statusCode).toBe(200);
    const fromRedis = await readBoard(deps, board, 0, 10, player.user.id);
    expect(fromRedis).not.toBeNull();
    expect(fromRedis!.total).toBe(1);
    expect(fromRedis!.myRank).toBe(1);
    const page = (await get(`/api/events/${event.slug}/leaderboard`, player.token)).json();
    expect(page.me).toMatchObject({ rank: 1, total_score: 7 });
  });
});

describe('the platform leaderboard', () => {
  it('sums every event all time, and only recent grants in the 30- and 7-day windows, with the viewer’s row', async () => {
    const first = await runningEvent();
    const second = await runningEvent();
    const big = 1_000_000;
    const [veteran, steady] = await seatPlayers(first.event.id, [
      { name: 'Veteran', total: big + 500, reachedMinutesAgo: 60 },
      { name: 'Steady', total: big + 100, reachedMinutesAgo: 60 },
    ]);
    // Steady also plays the second event: all time they pass the veteran.
    await t.app.deps.db.insert(eventParticipants).values({
      eventId: second.event.id,
      userId: steady!.id,
      socialScore: 1000,
      socialScoredAt: new Date(),
      totalScore: 1000,
      lastScoredAt: new Date(),
    });
    const grant = (userId: string, score: number, daysAgo: number, event = first) => ({
      taskId: event.task.id,
      eventId: event.event.id,
      userId,
      windowStart: new Date(Date.now() - daysAgo * 86_400_000),
      turn: 1,
      score,
      column: 'other' as const,
      completedAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    await t.app.deps.db
      .insert(taskCompletions)
      .values([grant(veteran!.id, big + 500, 20), grant(steady!.id, big + 100, 3)]);
    const viewer = await newPlayer();
    const all = (await get('/api/users/leaderboards', viewer.token)).json();
    expect(all.period).toBe('all');
    expect(all.items.slice(0, 2).map((row: { player: { name: string } }) => row.player.name)).toEqual([
      'Steady',
      'Veteran',
    ]);
    expect(all.items[0]).toMatchObject({ rank: 1, total_score: big + 1100, social_score: 1000 });
    expect(all.items[0].player.username).toMatch(/^u_/);
    expect(all.me).toBeNull();

    const month = (await get('/api/users/leaderboards?period=30d&limit=2')).json();
    expect(month.items.map((row: { player: { name: string } }) => row.player.name)).toEqual([
      'Veteran',
      'Steady',
    ]);
    // The grant 20 days ago is out of the week.
    const week = (await get('/api/users/leaderboards?period=7d')).json();
    expect(week.items[0]).toMatchObject({ rank: 1, total_score: big + 100, other_score: big + 100 });
    expect(week.items.some((row: { player: { id: string } }) => row.player.id === veteran!.id)).toBe(false);

    expect((await get('/api/users/leaderboards?period=1y')).statusCode).toBe(400);
    expect((await get('/api/users/leaderboards?limit=101')).statusCode).toBe(400);
  });
});

describe('a player’s events on their public profile', () => {
  it('lists the published events they took part in with their score, never a draft, 404 for nobody', async () => {
    const { event, task } = await runningEvent();
    const draft = await runningEvent(false);
    const player = await newPlayer();
    await post(`/api/tasks/${task.id}/submissions`, player.token, { form_answers: ['ok'] });
    await t.app.deps.db.insert(eventParticipants).values({ eventId: draft.event.id, userId: player.user.id });
    const username = player.body.username;
    const body = (await get(`/api/users/${username}/events`)).json();
    expect(body).toMatchObject({ total: 1, limit: 10, offset: 0 });
    expect(body.items[0]).toMatchObject({ slug: event.slug, total_score: 7, status: 'published' });
    expect((await get('/api/users/nobody_here_at_all/events')).statusCode).toBe(404);
    expect((await get(`/api/users/${username}/events?limit=51`)).statusCode).toBe(400);
  });
});

describe('the host’s statistics and export', () => {
  it('counts participants per day, completions, the funnel and scores, for the host only', async () => {
    const { owner, event, task } = await runningEvent();
    const players = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
    for (const player of players.slice(0, 2))
      await post(`/api/tasks/${task.id}/submissions`, player.token, { form_answers: ['ok'] });
    await post(`/api/tasks/${task.id}/submissions`, players[0]!.token, { form_answers: ['again'] });
    await seatPlayers(event.id, [{ name: 'Seated', total: 70, reachedMinutesAgo: 1 }]);
    const stats = await get(`/api/events/${event.id}/statistics`, owner.token);
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json();
    expect(body.participants).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.participants_per_day).toEqual([{ day: today, participants: 3 }]);
    expect(body.tasks).toEqual([
      { task_id: task.id, name: 'Check in', mandatory: false, completions: 3, players: 2, dropped: 1 },
    ]);
    // No mandatory task: everyone who did a first task did them all.
    expect(body.funnel).toMatchObject({ first_task: 2, all_mandatory: 2 });
    // [0-7], [8-15] … [64-70]: the two players with 7 or 14 and the seated 70.
    expect(body.score_distribution).toHaveLength(9);
    expect(body.score_distribution.reduce((n: number, b: { players: number }) => n + b.players, 0)).toBe(3);
    expect(body.score_distribution[0]).toMatchObject({ from: 0, to: 7, players: 1 });
    expect(body.score_distribution.at(-1)).toMatchObject({ from: 64, to: 70, players: 1 });

    expect((await get(`/api/events/${event.id}/statistics`, players[0]!.token)).statusCode).toBe(403);
    expect((await get(`/api/events/${event.id}/statistics`)).statusCode).toBe(401);
    expect((await get(`/api/events/${event.id}/export.csv`, players[0]!.token)).statusCode).toBe(403);
  });

  it('exports every participant in rank order across batches, with formulas disarmed', async () => {
    const { owner, event } = await runningEvent();
    const seated = await seatPlayers(
      event.id,
      Array.from({ length: 2_345 }, (_, i) => ({
        name: i === 7 ? '=HYPERLINK("evil")' : `Row ${i}`,
        total: 10_000 - (i % 1_000) * 3,
        reachedMinutesAgo: i % 13,
      })),
    );
    const csv = await get(`/api/events/${event.id}/export.csv`, owner.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['x-export-rows']).toBe('2345');
    const lines = csv.body.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'rank,player,username,in_game_score,social_score,other_score,total_score,completions,joined_at,wallet_address,telegram_linked,google_linked,risk_level,risk_score,risk_reasons',
    );
    expect(lines).toHaveLength(2_346);
    // The board's order, the same as the API's pages.
    const board = (await get(`/api/events/${event.slug}/leaderboard?limit=100&offset=1990`)).json();
    const exported = lines.slice(1991, 2091).map((line) => line.split(',')[2]);
    expect(exported).toEqual(board.items.map((row: { player: { username: string } }) => row.player.username));
    expect(new Set(lines.slice(1).map((line) => line.split(',')[2])).size).toBe(seated.length);
    expect(csv.body).toContain(`"'=HYPERLINK(""evil"")"`);
  });
});
