import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventParticipants } from '../../src/db/schema/events';
import { taskCompletions } from '../../src/db/schema/tasks';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, type TestApp } from '../support/helpers';

/**
 * The cross-clan leaderboard (docs/clans.md) and clans on the public profile, on PGlite and
 * PostgreSQL: clans ranked by their active members' score per period (score granted at controlled times), the
 * tie-break, pending and departed members left out, bounded paging, the reserved slug, and the 30 s ranking.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const DAY = 86_400_000;
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** A player row and a token straight away (registering would hash a password per player). */
async function player(role: 'user' | 'operator' = 'user') {
  const id = unique();
  const user = await usersRepository(t.app.deps.db).insert({
    username: `p_${id}`,
    fullName: `Player ${id}`,
    referralCode: `R${id}`.toUpperCase().slice(0, 20),
  });
  if (role === 'operator') await usersRepository(t.app.deps.db).update(user.id, { role });
  const tokens = await t.app.deps.tokens.issue({ userId: user.id, version: user.tokenVersion });
  return { user, token: tokens.access_token };
}
type Player = Awaited<ReturnType<typeof player>>;

async function clan(owner: Player, name: string, type: 'public' | 'private' = 'public') {
  const created = await call('POST', '/api/clans', owner.token, { name, type });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().clan as { id: string; slug: string };
}

async function join(who: Player, clanId: string) {
  const joined = await call('POST', `/api/clans/${clanId}/join`, who.token);
  expect(joined.statusCode, joined.body).toBe(200);
}

let event: { id: string };
let taskId: string;
/** Score granted `daysAgo`: the grant (what a window sums) and the event total (what all time sums). */
async function grant(who: Player, score: number, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * DAY);
  await t.app.deps.db.insert(taskCompletions).values({
    taskId,
    eventId: event.id,
    userId: who.user.id,
    windowStart: at,
    turn: 1,
    score,
    column: 'other',
    completedAt: at,
  });
  await t.app.deps.db
    .insert(eventParticipants)
    .values({
      eventId: event.id,
      userId: who.user.id,
      otherScore: score,
      otherScoredAt: at,
      totalScore: score,
      lastScoredAt: at,
    })
    .onConflictDoUpdate({
      target: [eventParticipants.eventId, eventParticipants.userId],
      set: { otherScore: score, totalScore: score, lastScoredAt: at },
    });
}

const board = async (query: string) => {
  const response = await call('GET', `/api/clans/leaderboard${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: {
      rank: number;
      clan: { id: string; slug: string; name: string; type: string };
      member_count: number;
      score: number;
    }[];
    total: number;
    period: string;
  };
};
const names = (page: Awaited<ReturnType<typeof board>>) =>
  page.items.map((row) => [row.rank, row.clan.name, row.score]);

let clans: Record<'alpha' | 'beta' | 'gamma' | 'delta', { id: string; slug: string }>;
let people: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'pending' | 'invited' | 'leaver' | 'gammaOwner', Player>;

beforeAll(async () => {
  const host = await player('operator');
  const project = (await call('POST', '/api/projects', host.token, { name: `Studio ${unique()}` })).json()
    .project;
  const created = await call('POST', '/api/events', host.token, {
    host: { kind: 'project', id: project.id },
    title: `Clan board ${unique()}`,
    slug: `clan-board-${unique()}`,
    start_time: new Date(Date.now() - 60 * DAY).toISOString(),
    end_time: new Date(Date.now() + 2 * DAY).toISOString(),
    leaderboards: [{ order: 1, rank: 'TOP 10' }],
  });
  expect(created.statusCode, created.body).toBe(200);
  event = created.json().event;
  taskId = randomUUID();
  const task = await call('POST', `/api/events/${event.id}/tasks`, host.token, {
    id: taskId,
    type: 'form',
    name: 'Check in',
    score: 1,
    recurring_type: 'DAILY',
    turn_limit: 100,
    fields: [{ label: 'Mood', kind: 'text', required: true }],
  });
  expect(task.statusCode, task.body).toBe(200);

  const [oa, ob, og, od, a, b, c, d, e, pending, invited, leaver] = await Promise.all(
    Array.from({ length: 12 }, () => player()),
  );
  people = {
    a: a!,
    b: b!,
    c: c!,
    d: d!,
    e: e!,
    pending: pending!,
    invited: invited!,
    leaver: leaver!,
    gammaOwner: og!,
  };
  // Founded in this order: a clan without score ranks by its age.
  clans = {
    alpha: await clan(oa!, 'Alpha'),
    beta: await clan(ob!, 'Beta'),
    gamma: await clan(og!, 'Gamma', 'private'),
    delta: await clan(od!, 'Delta'),
  };
  await join(a!, clans.alpha.id);
  await join(b!, clans.alpha.id);
  await join(c!, clans.beta.id);
  await join(leaver!, clans.beta.id);
  await join(e!, clans.delta.id);
  await join(og!, clans.delta.id);
  // Gamma is private: d is accepted, `pending` only asked, `invited` has not answered.
  await join(d!, clans.gamma.id);
  await join(pending!, clans.gamma.id);
  expect(
    (await call('POST', `/api/clans/${clans.gamma.id}/requests/${d!.user.id}/accept`, og!.token)).statusCode,
  ).toBe(200);
  expect(
    (
      await call('POST', `/api/clans/${clans.gamma.id}/invitations`, og!.token, {
        username: invited!.user.username,
      })
    ).statusCode,
  ).toBe(200);

  await grant(a!, 100, 40); // Alpha: all time only
  await grant(b!, 50, 3); // Alpha: every period
  await grant(c!, 120, 10); // Beta: all time and 30 days
  await grant(d!, 30, 2); // Gamma
  await grant(e!, 50, 5); // Delta: 50 like Alpha's week, reached earlier
  await grant(pending!, 5000, 1); // not a member yet
  await grant(invited!, 7000, 1); // not a member yet
  await grant(leaver!, 1000, 1); // gone before anyone looks
  expect((await call('POST', `/api/clans/${clans.beta.id}/leave`, leaver!.token)).statusCode).toBe(200);
});

describe('the clan leaderboard', () => {
  it('ranks clans by their active members’ score in each period; pending and departed members count for nothing', async () => {
    const all = await board('');
    expect(all.period).toBe('all');
    expect(all.total).toBe(4);
    expect(names(all)).toEqual([
      [1, 'Alpha', 150],
      [2, 'Beta', 120],
      [3, 'Delta', 50],
      [4, 'Gamma', 30],
    ]);
    expect(all.items[0]).toMatchObject({
      clan: { id: clans.alpha.id, slug: clans.alpha.slug, type: 'public' },
      member_count: 3,
    });
    expect(all.items[3]).toMatchObject({ clan: { type: 'private' }, member_count: 2 });

    // 30 days: a's grant 40 days ago is out; Delta and Alpha tie at 50, Delta reached it first (5 vs 3 days ago).
    expect(names(await board('?period=30d'))).toEqual([
      [1, 'Beta', 120],
      [2, 'Delta', 50],
      [3, 'Alpha', 50],
      [4, 'Gamma', 30],
    ]);
    // 7 days: Beta's only grant is 10 days old, so it has nothing and comes last.
    expect(names(await board('?period=7d'))).toEqual([
      [1, 'Delta', 50],
      [2, 'Alpha', 50],
      [3, 'Gamma', 30],
      [4, 'Beta', 0],
    ]);
  });

  it('pages within bounds, and refuses what is out of them', async () => {
    const page = await board('?period=all&limit=2&offset=1');
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
    expect(names(page)).toEqual([
      [2, 'Beta', 120],
      [3, 'Delta', 50],
    ]);
    expect((await board('?offset=4')).items).toEqual([]);
    for (const query of ['period=1y', 'limit=0', 'limit=101', 'offset=-1', 'offset=10001', 'limit=x']) {
      const refused = await call('GET', `/api/clans/leaderboard?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toEqual(expect.any(String));
    }
  });

  it('gives a clan its rank for the period by slug or id', async () => {
    const week = await call('GET', `/api/clans/${clans.alpha.slug}/rank?period=7d`);
    expect(week.json()).toMatchObject({ period: '7d', rank: 2, score: 50, total: 4 });
    const all = await call('GET', `/api/clans/${clans.alpha.id}/rank`);
    expect(all.json()).toMatchObject({ period: 'all', rank: 1, score: 150 });
    expect((await call('GET', '/api/clans/no-such-clan/rank')).statusCode).toBe(404);
    expect((await call('GET', `/api/clans/${clans.alpha.slug}/rank?period=1d`)).statusCode).toBe(400);
  });

  it('reserves the slug “leaderboard”: typed, it is refused; made from a name, it gets a suffix', async () => {
    const owner = await player();
    const typed = await call('POST', '/api/clans', owner.token, { name: 'Top clan', slug: 'Leaderboard' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toBe('This slug is reserved for a page of the portal: choose another');
    const fromName = await clan(owner, 'Leaderboard');
    expect(fromName.slug).toBe('leaderboard-clan');
    const edit = await call('PATCH', `/api/clans/${fromName.id}`, owner.token, { slug: 'leaderboard' });
    expect(edit.statusCode).toBe(400);
    expect((await call('GET', `/api/clans/${fromName.id}`)).json().slug).toBe('leaderboard-clan');
    // The path is the board's, whatever clans exist.
    expect((await call('GET', '/api/clans/leaderboard')).json()).toHaveProperty('items');
  });

  it('keeps a ranking 30 seconds, then counts new score', async () => {
    const before = await board('?period=7d');
    expect(before.items[0]!.clan.name).toBe('Delta');
    await grant(people.d, 500, 0);
    expect((await board('?period=7d')).items[0]!.clan.name).toBe('Delta');
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      const after = await board('?period=7d');
      expect(after.items[0]).toMatchObject({ rank: 1, clan: { name: 'Gamma' }, score: 530 });
      // A clan founded since then has no score and is ranked last.
      expect(after.total).toBe(5);
    } finally {
      later.mockRestore();
    }
  });
});

describe('clans on the public profile', () => {
  it('lists the player’s active public clans with their role; private clans and pending rows are left out', async () => {
    const profile = async (who: Player) =>
      (await call('GET', `/api/users/username/${who.user.username}`)).json().clans as {
        slug: string;
        role: string;
      }[];
    expect(await profile(people.a)).toEqual([
      expect.objectContaining({ id: clans.alpha.id, slug: clans.alpha.slug, name: 'Alpha', role: 'member' }),
    ]);
    // Gamma's owner is in Gamma (private, not shown) and in Delta.
    expect((await profile(people.gammaOwner)).map((row) => [row.slug, row.role])).toEqual([
      [clans.delta.slug, 'member'],
    ]);
    expect(await profile(people.d)).toEqual([]);
    expect(await profile(people.pending)).toEqual([]);
    expect(await profile(people.leaver)).toEqual([]);
  });
});
