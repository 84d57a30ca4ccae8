import { randomUUID } from 'node:crypto';
import { compareEntries, type LeaderboardEntry } from '@w2e/core/events/leaderboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants } from '../src/db/schema/events';
import { users } from '../src/db/schema/users';
import { usersRepository } from '../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from './helpers';

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
  standings: { name: string; total: number; reachedMinutesAgo: number; id?: string }[],
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
      otherScore: row.total,
      totalScore: row.total,
      lastScoredAt: new Date(Date.now() - row.reachedMinutesAgo * 60_000),
    })),
  );
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
