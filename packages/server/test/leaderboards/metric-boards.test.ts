import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameProfiles } from '../../src/db/schema/game-profiles';
import { eventsRepository } from '../../src/modules/events/repository';
import { statsSignature } from '../../src/modules/game-stats/service';
import { gamesRepository } from '../../src/modules/games/repository';
import { readBoard } from '../../src/modules/leaderboards/redis-board';
import { boardOf } from '../../src/modules/leaderboards/repository';
import { rewardsRepository } from '../../src/modules/rewards/repository';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, REBUILT, register, TEST_REDIS_URL, type TestApp } from '../support/helpers';

/**
 * Event boards ranked by one of the event's metrics (docs/leaderboards.md, "Ranked by a metric"), on PGlite
 * and PostgreSQL (+ Redis): the values come from the game's signed reports inside the event's window, for
 * participants only, each report once, concurrent reports adding up; either direction; the tie-break by who
 * reached the value first; a newcomer backfilled; `rank_by` refused when it names no metric or no game.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const newPlayer = (name?: string) =>
  register(
    t.app,
    name ? { full_name: name } : {},
    `10.${120 + (serial % 100)}.${(serial++ >> 8) % 250}.${1 + (Date.now() % 250)}`,
  );
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

interface Player {
  token: string;
  user: { id: string };
  email: string;
}

/** A published game, its owner and its signing secret. */
async function newGame() {
  const owner = await newPlayer();
  // An operator may add any task type, whatever the game's plan.
  await usersRepository(t.app.deps.db).update(owner.user.id, { role: 'operator' });
  const slug = `game-${randomBytes(4).toString('hex')}`;
  const game = await gamesRepository(t.app.deps.db).insert({
    slug,
    name: `Game ${slug}`,
    logoUrl: `/demo/${slug}.svg`,
    ownerId: owner.user.id,
    status: 'published',
  });
  const secret = (await send('POST', `/api/game-stats/${game.id}/secret`, owner.token)).json()
    .secret as string;
  return { game, owner, secret };
}

/** A signed report from the game's server, through the API. */
function ingest(gameId: string, secret: string, events: object[]) {
  const raw = JSON.stringify({ events });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: '/api/game-stats/ingest',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-game-id': gameId,
      'x-timestamp': timestamp,
      'x-signature': statsSignature(secret, timestamp, raw),
    },
  });
}

/** A running event hosted by the game, tracking kills (more is better) and lap_ms (less is better). */
async function metricEvent(rankBy = 'metric:kills') {
  const { game, owner, secret } = await newGame();
  const created = await send('POST', '/api/events', owner.token, {
    host: { kind: 'game', id: game.id },
    title: `Arena ${unique()}`,
    slug: `arena-${unique()}`,
    start_time: at(-HOUR),
    end_time: at(48 * HOUR),
    metrics: [
      { metric: 'Kills', ranking: 'desc' },
      { metric: 'lap_ms', ranking: 'asc' },
    ],
    rank_by: rankBy,
    leaderboards: [{ order: 1, rank: 'TOP 10' }],
  });
  expect(created.statusCode).toBe(200);
  const event = created.json().event as { id: string; slug: string };
  const task = {
    id: randomUUID(),
    type: 'form',
    name: 'Check in',
    score: 1,
    fields: [{ label: 'Mood', kind: 'text', required: true }],
  };
  expect((await send('POST', `/api/events/${event.id}/tasks`, owner.token, task)).statusCode).toBe(200);
  expect((await send('POST', `/api/events/${event.id}/publish`, owner.token)).statusCode).toBe(200);
  return { game, owner, secret, event, task };
}

/** A player with a verified game account (by email) for the game. */
async function gamer(gameId: string, name: string): Promise<Player> {
  const player = await newPlayer(name);
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${unique()}@game.example`;
  await t.app.deps.db
    .insert(gameProfiles)
    .values({ userId: player.user.id, gameId, email, emailVerified: true });
  return { ...player, email };
}

/** Takes part the way players do: a first task submission admits them. */
async function join(taskId: string, player: Pick<Player, 'token'>) {
  const response = await send('POST', `/api/tasks/${taskId}/submissions`, player.token, {
    form_answers: ['ok'],
  });
  expect(response.statusCode).toBe(200);
}

const report = (player: Player, metrics: Record<string, number>, occurredAt = at(-60_000)) => ({
  id: randomUUID(),
  player: { email: player.email },
  occurred_at: occurredAt,
  metrics,
});

type Row = { rank: number; player: { id: string; name: string }; metric_value: number | null };
const board = async (slug: string, query = '', token?: string) => {
  const response = await get(`/api/events/${slug}/leaderboard${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Row[]; total: number; me: Row | null; metric: unknown; rank_by: string };
};
const standings = (rows: Row[]) => rows.map((row) => [row.player.name, row.metric_value]);

describe('a board ranked by a metric', () => {
  it('sums the metric over the window for participants, each report once, first to reach a value first', async () => {
    const { game, secret, event, task } = await metricEvent();
    const [ann, bao, chi, dan] = await Promise.all(
      ['Ann Kill', 'Bao Kill', 'Chi Kill', 'Dan Kill'].map((name) => gamer(game.id, name)),
    );
    for (const player of [ann, bao, chi]) await join(task.id, player!);

    const first = report(ann!, { kills: 5 });
    expect((await ingest(game.id, secret, [first, report(bao!, { Kills: 3 })])).json()).toEqual({
      accepted: 2,
      duplicates: 0,
    });
    // Bao reaches 5 after Ann: Ann stays ahead. Ann's report resent counts once.
    await ingest(game.id, secret, [report(bao!, { kills: 2, deaths: 4 }), first]);
    await ingest(game.id, secret, [
      // Before the event started, and a player who never took part: neither counts.
      report(chi!, { kills: 90 }, at(-2 * HOUR)),
      report(chi!, { kills: 1, lap_ms: 7 }),
      report(dan!, { kills: 100 }),
    ]);

    const page = await board(event.slug, '', chi!.token);
    expect(page).toMatchObject({
      rank_by: 'metric:kills',
      metric: { name: 'Kills', ranking: 'desc' },
      total: 3,
    });
    expect(standings(page.items)).toEqual([
      ['Ann Kill', 5],
      ['Bao Kill', 5],
      ['Chi Kill', 1],
    ]);
    expect(page.me).toMatchObject({ rank: 3, metric_value: 1 });
    const found = await board(event.slug, `?q=${encodeURIComponent('Bao')}`);
    expect(found.items).toMatchObject([{ rank: 2, metric_value: 5 }]);
    // A participant the game has not reported the metric for is not on the board; the event's score board
    // still ranks everyone.
    const newcomer = await gamer(game.id, 'Eve Quiet');
    await join(task.id, newcomer);
    expect((await board(event.slug, '', newcomer.token)).me).toBeNull();

    // Rewards go by the same order.
    const row = (await eventsRepository(t.app.deps.db).find(event.id))!;
    expect(await rewardsRepository(t.app.deps.db).frozenList(row)).toEqual(
      page.items.map((item) => item.player.id),
    );
  });

  it('ranks lower-is-better metrics ascending and backfills a player who joins after reporting', async () => {
    const { game, secret, event, task, owner } = await metricEvent();
    const [ann, bao, cam] = await Promise.all(
      ['Ann Lap', 'Bao Lap', 'Cam Lap'].map((name) => gamer(game.id, name)),
    );
    await join(task.id, ann!);
    await join(task.id, bao!);
    await ingest(game.id, secret, [report(ann!, { lap_ms: 300 }), report(bao!, { lap_ms: 200 })]);
    // Cam plays before joining: inside the window the reports count once they join; before it, never.
    await ingest(game.id, secret, [
      report(cam!, { lap_ms: 250, kills: 2 }),
      report(cam!, { lap_ms: 1 }, at(-3 * HOUR)),
    ]);
    await join(task.id, cam!);
    await ingest(game.id, secret, [report(cam!, { kills: 1 })]);

    const saved = await send('PATCH', `/api/events/${event.id}`, owner.token, { rank_by: 'metric:LAP_MS ' });
    expect(saved.statusCode).toBe(400);
    expect(
      (await send('PATCH', `/api/events/${event.id}`, owner.token, { rank_by: 'metric:lap_ms' })).statusCode,
    ).toBe(200);
    const laps = await board(event.slug, '', cam!.token);
    expect(laps.metric).toEqual({ name: 'lap_ms', ranking: 'asc' });
    expect(standings(laps.items)).toEqual([
      ['Bao Lap', 200],
      ['Cam Lap', 250],
      ['Ann Lap', 300],
    ]);
    expect(laps.me).toMatchObject({ rank: 2 });
    await send('PATCH', `/api/events/${event.id}`, owner.token, { rank_by: 'metric:kills' });
    expect(standings((await board(event.slug)).items)).toEqual([['Cam Lap', 3]]);
  });

  it("counts a game account's proven wallet, never an unverified email, at ingest and at admission", async () => {
    const { game, secret, event, task } = await metricEvent();
    const wallet = `0x${randomBytes(20).toString('hex')}`;
    const [won, unverified] = await Promise.all([newPlayer('Wen Wallet'), newPlayer('Uma Unverified')]);
    const email = `uma.${unique()}@game.example`;
    await t.app.deps.db.insert(gameProfiles).values([
      { userId: won.user.id, gameId: game.id, wallet },
      { userId: unverified.user.id, gameId: game.id, email, emailVerified: false },
    ]);
    const byWallet = (kills: number) => ({
      id: randomUUID(),
      player: { wallet: wallet.toUpperCase().replace('0X', '0x') },
      occurred_at: at(-60_000),
      metrics: { kills },
    });
    const byEmail = { id: randomUUID(), player: { email }, occurred_at: at(-60_000), metrics: { kills: 50 } };
    // Reported before they join (backfilled at admission), then after (added at ingest).
    await ingest(game.id, secret, [byWallet(4), byEmail]);
    await join(task.id, won);
    await join(task.id, unverified);
    await ingest(game.id, secret, [byWallet(3), { ...byEmail, id: randomUUID() }]);
    expect(standings((await board(event.slug)).items)).toEqual([['Wen Wallet', 7]]);
  });

  it('adds concurrent reports up exactly and counts a report sent twice at once once', async () => {
    const { game, secret, event, task } = await metricEvent();
    const ann = await gamer(game.id, 'Ann Busy');
    await join(task.id, ann);
    const twice = report(ann, { kills: 100 });
    const responses = await Promise.all([
      ...Array.from({ length: 12 }, () => ingest(game.id, secret, [report(ann, { kills: 1 })])),
      ingest(game.id, secret, [twice]),
      ingest(game.id, secret, [twice]),
    ]);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(standings((await board(event.slug)).items)).toEqual([['Ann Busy', 112]]);
  });

  it('refuses a rank_by that names no metric of the event, or an event without a game, and changes nothing', async () => {
    const { owner, event } = await metricEvent();
    for (const rankBy of ['metric:deaths', 'metric:', 'kills']) {
      const refused = await send('PATCH', `/api/events/${event.id}`, owner.token, { rank_by: rankBy });
      expect(refused.statusCode).toBe(400);
    }
    const unknown = await send('PATCH', `/api/events/${event.id}`, owner.token, { rank_by: 'metric:deaths' });
    expect(unknown.json().errors).toMatchObject([
      { path: 'rank_by', message: 'Rank by one of this event’s metrics' },
    ]);
    expect((await get(`/api/events/${event.slug}`)).json().rank_by).toBe('metric:kills');

    // A project's event with no in-game task names no game to read metrics from.
    const host = await newPlayer();
    await usersRepository(t.app.deps.db).update(host.user.id, { role: 'operator' });
    const project = (await send('POST', '/api/projects', host.token, { name: `Studio ${unique()}` })).json()
      .project;
    const draft = (
      await send('POST', '/api/events', host.token, {
        host: { kind: 'project', id: project.id },
        title: `Quest ${unique()}`,
        slug: `quest-${unique()}`,
        start_time: at(-HOUR),
        metrics: [{ metric: 'kills', ranking: 'desc' }],
      })
    ).json().event as { id: string };
    const noGame = await send('PATCH', `/api/events/${draft.id}`, host.token, { rank_by: 'metric:kills' });
    expect(noGame.statusCode).toBe(400);
    expect(noGame.json().errors).toMatchObject([{ path: 'rank_by', code: 'events:metricGameMissing' }]);
    const { game } = await newGame();
    const inGame = {
      id: randomUUID(),
      type: 'in_game',
      name: 'Win a match',
      score: 5,
      game_id: game.id,
      metric: 'wins',
      target: 1,
    };
    expect((await send('POST', `/api/events/${draft.id}/tasks`, host.token, inGame)).statusCode).toBe(200);
    // One game named by its in-game tasks: its reports rank the board.
    expect(
      (await send('PATCH', `/api/events/${draft.id}`, host.token, { rank_by: 'metric:kills' })).statusCode,
    ).toBe(200);
  });
});

describe.runIf(TEST_REDIS_URL)('a metric board in Redis', () => {
  it('is fed from the ingest path and answers as the database does', async () => {
    const { game, secret, event, task } = await metricEvent();
    const players = await Promise.all(
      Array.from({ length: 6 }, (_, i) => gamer(game.id, `Red ${String.fromCharCode(65 + i)}`)),
    );
    for (const player of players) await join(task.id, player);
    const deps = t.app.deps;
    const row = (await eventsRepository(deps.db).find(event.id))!;
    const ref = boardOf(row);
    await board(event.slug); // starts the rebuild
    await vi.waitFor(async () => expect(await readBoard(deps, ref, 0, 1, undefined)).not.toBeNull(), REBUILT);
    await Promise.all(
      players.map((player, i) => ingest(game.id, secret, [report(player, { kills: (i % 3) + 1 })])),
    );
    await ingest(game.id, secret, [report(players[0]!, { kills: 5 })]);
    const fromRedis = await readBoard(deps, ref, 0, 10, players[2]!.user.id);
    expect(fromRedis!.total).toBe(6);
    const redisPage = await board(event.slug, '', players[2]!.token);
    await deps.redis!.del(`lb:{${event.id}:metric_desc:kills}:ready`);
    const dbPage = await board(event.slug, '', players[2]!.token);
    expect(redisPage.items).toEqual(dbPage.items);
    expect(redisPage.me).toEqual(dbPage.me);
    expect(fromRedis!.userIds).toEqual(dbPage.items.map((item) => item.player.id));
    expect(dbPage.items[0]).toMatchObject({ player: { name: 'Red A' }, metric_value: 6 });
  });
});
