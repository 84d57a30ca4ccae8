import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clanMembers, clans } from '../../src/db/schema/clans';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

/**
 * Clans through the API (docs/clans.md): joining public and private clans, requests and invitations, roles,
 * leaving and handing over, and the member count that never passes the limit nor drifts from the member
 * rows, on PGlite and on PostgreSQL.
 */

let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const operator = await newPlayer();
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
  operatorToken = operator.token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

let serial = 0;
/** Each from an address of its own: registration is rate limited per address. */
const newPlayer = () =>
  register(t.app, {}, `10.${serial % 250}.${(serial++ >> 8) % 250}.${1 + (Date.now() % 250)}`);
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** Many players at once for the races: rows and tokens straight away (registering 50 hashes 50 passwords). */
async function quickPlayers(n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const id = unique();
      const user = await usersRepository(t.app.deps.db).insert({
        username: `racer_${id}`,
        referralCode: `R${id}`.toUpperCase().slice(0, 20),
      });
      const tokens = await t.app.deps.tokens.issue({ userId: user.id, version: user.tokenVersion });
      return { user, token: tokens.access_token };
    }),
  );
}

async function newClan(options: { type?: 'public' | 'private'; member_limit?: number } = {}) {
  const owner = await newPlayer();
  const created = await call('POST', '/api/clans', owner.token, { name: `Clan ${unique()}`, ...options });
  expect(created.statusCode, created.body).toBe(200);
  const clan = created.json().clan as { id: string; slug: string };
  return { owner, clan };
}

/** The stored count and the active rows, read straight from the database. */
async function counts(clanId: string) {
  const db = t.app.deps.db;
  const [row] = await db.select({ n: clans.memberCount }).from(clans).where(eq(clans.id, clanId));
  const [active] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clanMembers)
    .where(sql`${clanMembers.clanId} = ${clanId} and ${clanMembers.status} = 'active'`);
  return { stored: row?.n, active: Number(active?.n) };
}

async function rows(clanId: string) {
  return t.app.deps.db
    .select({ userId: clanMembers.userId, role: clanMembers.role, status: clanMembers.status })
    .from(clanMembers)
    .where(eq(clanMembers.clanId, clanId))
    .orderBy(clanMembers.userId);
}

describe('creating and updating a clan', () => {
  it('makes the founder its owner and first member, with the spec’s notices', async () => {
    const owner = await newPlayer();
    const slug = `owls-${unique()}`;
    const created = await call('POST', '/api/clans', owner.token, {
      name: 'Night Owls',
      slug,
      type: 'private',
      member_limit: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Create clan successfully');
    const clan = created.json().clan;
    expect(clan).toMatchObject({ slug, type: 'private', member_limit: 5, member_count: 1, tier: 'basic' });
    expect(clan.owner.id).toBe(owner.user.id);

    const detail = await call('GET', `/api/clans/${slug}`, owner.token);
    expect(detail.json()).toMatchObject({
      can_manage: true,
      membership: { role: 'owner', status: 'active' },
    });

    const taken = await call('POST', '/api/clans', (await newPlayer()).token, { name: 'Other', slug });
    expect(taken.statusCode).toBe(409);

    const updated = await call('PATCH', `/api/clans/${clan.id}`, owner.token, { name: 'Night Owls II' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe('Update clan successfully');
    expect(updated.json().clan).toMatchObject({ name: 'Night Owls II', member_limit: 5, type: 'private' });
  });

  it('refuses bad input and strangers, and changes nothing', async () => {
    const { owner, clan } = await newClan({ member_limit: 3 });
    const stranger = await newPlayer();
    expect((await call('POST', '/api/clans', undefined, { name: 'No one' })).statusCode).toBe(401);
    expect((await call('POST', '/api/clans', owner.token, { name: 'X' })).statusCode).toBe(400);
    expect((await call('POST', '/api/clans', owner.token, { name: 'Ok', type: 'secret' })).statusCode).toBe(
      400,
    );
    const forbidden = await call('PATCH', `/api/clans/${clan.id}`, stranger.token, { name: 'Mine now' });
    expect(forbidden.statusCode).toBe(403);
    expect((await call('PATCH', `/api/clans/${clan.id}`, owner.token, { member_limit: 0 })).statusCode).toBe(
      400,
    );
    const after = await call('GET', `/api/clans/${clan.slug}`);
    expect(after.json()).toMatchObject({ name: expect.stringMatching(/^Clan /), member_limit: 3 });
  });

  it('will not lower the limit below the members already in', async () => {
    const { owner, clan } = await newClan({ member_limit: 5 });
    for (let i = 0; i < 2; i++) await call('POST', `/api/clans/${clan.id}/join`, (await newPlayer()).token);
    const lower = await call('PATCH', `/api/clans/${clan.id}`, owner.token, { member_limit: 2 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe('The member limit cannot be lower than the 3 members the clan has');
    expect((await call('PATCH', `/api/clans/${clan.id}`, owner.token, { member_limit: 3 })).statusCode).toBe(
      200,
    );
  });

  it('lists clans with search, type filter, member counts and paging', async () => {
    const tag = unique();
    const owner = await newPlayer();
    await call('POST', '/api/clans', owner.token, { name: `Alpha ${tag}`, type: 'public' });
    await call('POST', '/api/clans', (await newPlayer()).token, { name: `Beta ${tag}`, type: 'private' });
    const all = await call('GET', `/api/clans?q=${tag}`);
    expect(all.json().total).toBe(2);
    const privateOnly = await call('GET', `/api/clans?q=${tag}&type=private`);
    expect(privateOnly.json().items.map((c: { name: string }) => c.name)).toEqual([`Beta ${tag}`]);
    expect(privateOnly.json().items[0].member_count).toBe(1);
    const paged = await call('GET', `/api/clans?q=${tag}&limit=1&offset=1`);
    expect(paged.json()).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(paged.json().items).toHaveLength(1);
    expect((await call('GET', '/api/clans?type=other')).statusCode).toBe(400);
  });

  it('lets only operators set a clan’s tier', async () => {
    const { owner, clan } = await newClan();
    const self = await call('PATCH', `/api/admin/clans/${clan.id}/tier`, owner.token, { tier: 'premium' });
    expect(self.statusCode).toBe(403);
    const set = await call('PATCH', `/api/admin/clans/${clan.id}/tier`, operatorToken, { tier: 'premium' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('GET', `/api/clans/${clan.slug}`)).json().tier).toBe('premium');
  });
});

describe('joining', () => {
  it('admits exactly 10 of 50 players racing for a clan with 10 free places; 40 hear "Clan is full"', async () => {
    // The owner holds the 11th place.
    const { clan } = await newClan({ member_limit: 11 });
    const players = await quickPlayers(50);
    const answers = await Promise.all(
      players.map((player) => call('POST', `/api/clans/${clan.id}/join`, player.token)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const full = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(full).toHaveLength(40);
    for (const answer of full) expect(answer.json().message).toBe('Clan is full');
    expect(await counts(clan.id)).toEqual({ stored: 11, active: 11 });
  });

  it('records a private clan’s request as "Requested" and refuses a second one', async () => {
    const { clan } = await newClan({ type: 'private' });
    const player = await newPlayer();
    const asked = await call('POST', `/api/clans/${clan.id}/join`, player.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: 'Requested', status: 'pending' });
    const again = await call('POST', `/api/clans/${clan.id}/join`, player.token);
    expect(again.statusCode).toBe(409);
    expect(await counts(clan.id)).toEqual({ stored: 1, active: 1 });
    const mine = (await call('GET', '/api/users/my-clans', player.token)).json();
    expect(mine.requests.map((c: { id: string }) => c.id)).toEqual([clan.id]);
    expect(mine.clans).toEqual([]);
  });

  it('accepts requests up to the limit and refuses past it the same way, even at once', async () => {
    const { owner, clan } = await newClan({ type: 'private', member_limit: 3 });
    const players = await quickPlayers(6);
    for (const player of players) await call('POST', `/api/clans/${clan.id}/join`, player.token);
    const answers = await Promise.all(
      players.map((player) =>
        call('POST', `/api/clans/${clan.id}/requests/${player.user.id}/accept`, owner.token),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const full = answers.filter((a) => a.statusCode === 409);
    expect(full).toHaveLength(4);
    for (const answer of full) expect(answer.json().message).toBe('Clan is full');
    expect(await counts(clan.id)).toEqual({ stored: 3, active: 3 });
    // The refused requests are still waiting, not lost.
    const pending = await call('GET', `/api/clans/${clan.slug}/members?status=pending`, owner.token);
    expect(pending.json().total).toBe(4);
  });

  it('does not let a player accept their own request, nor a plain member manage anyone', async () => {
    const { owner, clan } = await newClan({ type: 'private' });
    const asker = await newPlayer();
    await call('POST', `/api/clans/${clan.id}/join`, asker.token);
    const own = await call('POST', `/api/clans/${clan.id}/requests/${asker.user.id}/accept`, asker.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot accept your own request');

    const member = await newPlayer();
    await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, { username: member.body.username });
    await call('POST', `/api/clans/${clan.id}/invitation/accept`, member.token);
    const before = await rows(clan.id);
    for (const [method, url, payload] of [
      ['POST', `/api/clans/${clan.id}/requests/${asker.user.id}/accept`, undefined],
      ['POST', `/api/clans/${clan.id}/requests/${asker.user.id}/decline`, undefined],
      ['POST', `/api/clans/${clan.id}/requests/bulk`, { action: 'accept', user_ids: [asker.user.id] }],
      ['POST', `/api/clans/${clan.id}/invitations`, { username: 'someone' }],
      ['PATCH', `/api/clans/${clan.id}`, { name: 'Taken over' }],
      ['PATCH', `/api/clans/${clan.id}/members/${asker.user.id}`, { role: 'admin' }],
      ['DELETE', `/api/clans/${clan.id}/members/${owner.user.id}`, undefined],
      ['GET', `/api/clans/${clan.slug}/members?status=pending`, undefined],
    ] as const) {
      const answer = await call(method, url, member.token, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await rows(clan.id)).toEqual(before);
    expect(await counts(clan.id)).toEqual({ stored: 2, active: 2 });
  });

  it('declines requests one by one and in bulk, answering each on its own', async () => {
    const { owner, clan } = await newClan({ type: 'private', member_limit: 3 });
    const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer()));
    for (const player of players) await call('POST', `/api/clans/${clan.id}/join`, player.token);
    const declined = await call(
      'POST',
      `/api/clans/${clan.id}/requests/${players[0]!.user.id}/decline`,
      owner.token,
    );
    expect(declined.json().message).toBe('Request declined');
    const bulk = await call('POST', `/api/clans/${clan.id}/requests/bulk`, owner.token, {
      action: 'accept',
      user_ids: players.map((p) => p.user.id),
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().done).toEqual([players[1]!.user.id, players[2]!.user.id]);
    expect(bulk.json().refused).toEqual([
      { user_id: players[0]!.user.id, message: 'There is no pending request from this player' },
      { user_id: players[3]!.user.id, message: 'Clan is full' },
    ]);
    expect(await counts(clan.id)).toEqual({ stored: 3, active: 3 });
  });
});

describe('invitations', () => {
  it('waits for the invited player, who alone accepts or declines; nobody answers for them', async () => {
    const { owner, clan } = await newClan({ type: 'private' });
    const invited = await newPlayer();
    const other = await newPlayer();
    const sent = await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, {
      username: invited.body.username,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await call('GET', '/api/users/my-clans', invited.token)).json().invitations).toHaveLength(1);

    // Another player cannot take it: the answer acts on the caller's own invitation only.
    const forged = await call('POST', `/api/clans/${clan.id}/invitation/accept`, other.token);
    expect(forged.statusCode).toBe(404);
    // Nor can the inviter accept it for them through the request path.
    const asOwner = await call(
      'POST',
      `/api/clans/${clan.id}/requests/${invited.user.id}/accept`,
      owner.token,
    );
    expect(asOwner.statusCode).toBe(404);
    expect(await counts(clan.id)).toEqual({ stored: 1, active: 1 });

    const accepted = await call('POST', `/api/clans/${clan.id}/invitation/accept`, invited.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await counts(clan.id)).toEqual({ stored: 2, active: 2 });
    const mine = (await call('GET', '/api/users/my-clans', invited.token)).json();
    expect(mine.clans).toMatchObject([{ id: clan.id, role: 'member' }]);
    expect(mine.invitations).toEqual([]);
  });

  it('refuses unknown players, duplicates and members, and lets a player decline', async () => {
    const { owner, clan } = await newClan();
    const player = await newPlayer();
    const unknown = await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, {
      username: 'nobody_x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No player has this username');
    await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, { username: player.body.username });
    const twice = await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, {
      username: player.body.username,
    });
    expect(twice.statusCode).toBe(409);
    const declined = await call('POST', `/api/clans/${clan.id}/invitation/decline`, player.token);
    expect(declined.json().message).toBe('Invitation declined');
    expect(await rows(clan.id)).toHaveLength(1);
  });
});

describe('roles, leaving and handing over', () => {
  async function clanWithAdmin() {
    const { owner, clan } = await newClan();
    const admin = await newPlayer();
    const member = await newPlayer();
    await call('POST', `/api/clans/${clan.id}/join`, admin.token);
    await call('POST', `/api/clans/${clan.id}/join`, member.token);
    const promoted = await call('PATCH', `/api/clans/${clan.id}/members/${admin.user.id}`, owner.token, {
      role: 'admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    return { owner, admin, member, clan };
  }

  it('lets an admin manage members but not remove the owner or touch another admin', async () => {
    const { owner, admin, member, clan } = await clanWithAdmin();
    const second = await newPlayer();
    await call('POST', `/api/clans/${clan.id}/join`, second.token);
    await call('PATCH', `/api/clans/${clan.id}/members/${second.user.id}`, owner.token, { role: 'admin' });

    const removeOwner = await call('DELETE', `/api/clans/${clan.id}/members/${owner.user.id}`, admin.token);
    expect(removeOwner.statusCode).toBe(403);
    expect(removeOwner.json().message).toBe('The clan’s owner cannot be removed');
    const removeAdmin = await call('DELETE', `/api/clans/${clan.id}/members/${second.user.id}`, admin.token);
    expect(removeAdmin.statusCode).toBe(403);
    const demoteAdmin = await call('PATCH', `/api/clans/${clan.id}/members/${second.user.id}`, admin.token, {
      role: 'member',
    });
    expect(demoteAdmin.statusCode).toBe(403);
    expect(await counts(clan.id)).toEqual({ stored: 4, active: 4 });

    const removed = await call('DELETE', `/api/clans/${clan.id}/members/${member.user.id}`, admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await counts(clan.id)).toEqual({ stored: 3, active: 3 });
    const again = await call('DELETE', `/api/clans/${clan.id}/members/${member.user.id}`, admin.token);
    expect(again.statusCode).toBe(404);
    expect(await counts(clan.id)).toEqual({ stored: 3, active: 3 });
  });

  it('frees exactly one seat when the same member is removed twice at once', async () => {
    const { owner, member, clan } = await clanWithAdmin();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('DELETE', `/api/clans/${clan.id}/members/${member.user.id}`, owner.token),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await counts(clan.id)).toEqual({ stored: 2, active: 2 });
  });

  it('keeps the owner until ownership is handed to an active member', async () => {
    const { owner, admin, member, clan } = await clanWithAdmin();
    const leave = await call('POST', `/api/clans/${clan.id}/leave`, owner.token);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe('Hand the clan to another member before you leave');

    const byAdmin = await call('POST', `/api/clans/${clan.id}/transfer`, admin.token, {
      user_id: member.user.id,
    });
    expect(byAdmin.statusCode).toBe(403);
    const outsider = await newPlayer();
    const toOutsider = await call('POST', `/api/clans/${clan.id}/transfer`, owner.token, {
      user_id: outsider.user.id,
    });
    expect(toOutsider.statusCode).toBe(400);
    expect((await call('GET', `/api/clans/${clan.slug}`)).json().owner.id).toBe(owner.user.id);

    const handed = await call('POST', `/api/clans/${clan.id}/transfer`, owner.token, {
      user_id: member.user.id,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await call('GET', `/api/clans/${clan.slug}`)).json().owner.id).toBe(member.user.id);
    const left = await call('POST', `/api/clans/${clan.id}/leave`, owner.token);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().message).toBe('You left the clan');
    expect(await counts(clan.id)).toEqual({ stored: 2, active: 2 });
  });

  it('lists active members for anyone and pending rows for managers only', async () => {
    const { owner, admin, member, clan } = await clanWithAdmin();
    const members = await call('GET', `/api/clans/${clan.slug}/members`);
    expect(members.statusCode).toBe(200);
    expect(members.json().total).toBe(3);
    const roles = Object.fromEntries(
      members.json().items.map((m: { user: { id: string }; role: string }) => [m.user.id, m.role]),
    );
    expect(roles).toEqual({ [owner.user.id]: 'owner', [admin.user.id]: 'admin', [member.user.id]: 'member' });
    expect((await call('GET', `/api/clans/${clan.slug}/members?status=pending`)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/clans/${clan.slug}/members?status=pending`, admin.token)).statusCode,
    ).toBe(200);
  });
});

describe('clan events', () => {
  const HOUR = 3_600_000;
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  const formTask = () => ({
    id: randomUUID(),
    type: 'form',
    name: 'Say hello',
    score: 20,
    fields: [{ label: 'Email', kind: 'email', required: true }],
  });
  const eventBody = (clanId: string, overrides: Record<string, unknown> = {}) => ({
    host: { kind: 'clan', id: clanId },
    title: `Clan night ${unique()}`,
    slug: `clan-night-${unique()}`,
    start_time: at(-HOUR),
    end_time: at(48 * HOUR),
    leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
    ...overrides,
  });

  async function clanEvent(options: { members_only: boolean }) {
    const { owner, clan } = await newClan();
    await call('PATCH', `/api/admin/clans/${clan.id}/tier`, operatorToken, { tier: 'standard' });
    const admin = await newPlayer();
    const member = await newPlayer();
    await call('POST', `/api/clans/${clan.id}/join`, admin.token);
    await call('POST', `/api/clans/${clan.id}/join`, member.token);
    await call('PATCH', `/api/clans/${clan.id}/members/${admin.user.id}`, owner.token, { role: 'admin' });
    const created = await call('POST', '/api/events', admin.token, eventBody(clan.id, options));
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json().event as { id: string; slug: string; members_only: boolean };
    const task = formTask();
    expect((await call('POST', `/api/events/${event.id}/tasks`, admin.token, task)).statusCode).toBe(200);
    const published = await call('POST', `/api/events/${event.id}/publish`, owner.token);
    expect(published.statusCode, published.body).toBe(200);
    return { owner, admin, member, clan, event, task };
  }

  it('lets the owner and admins host for the clan, gated by the clan’s tier; members and strangers cannot', async () => {
    const { owner, clan } = await newClan();
    const member = await newPlayer();
    await call('POST', `/api/clans/${clan.id}/join`, member.token);
    const hosts = await call('GET', '/api/events/hosts', owner.token);
    expect(hosts.json().items).toContainEqual(
      expect.objectContaining({ kind: 'clan', id: clan.id, tier: 'basic' }),
    );

    const byMember = await call('POST', '/api/events', member.token, eventBody(clan.id));
    expect(byMember.statusCode).toBe(403);
    const created = await call('POST', '/api/events', owner.token, eventBody(clan.id));
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json().event;
    expect(event.host).toMatchObject({ kind: 'clan', id: clan.id, slug: clan.slug });
    // A Basic clan cannot add a Standard task type until an operator raises its tier.
    const refused = await call('POST', `/api/events/${event.id}/tasks`, owner.token, formTask());
    expect(refused.statusCode).toBe(403);
    await call('PATCH', `/api/admin/clans/${clan.id}/tier`, operatorToken, { tier: 'standard' });
    expect((await call('POST', `/api/events/${event.id}/tasks`, owner.token, formTask())).statusCode).toBe(
      200,
    );
  });

  it('refuses members-only for a project’s event', async () => {
    const owner = await newPlayer();
    const project = (await call('POST', '/api/projects', owner.token, { name: `Studio ${unique()}` })).json()
      .project as { id: string };
    const refused = await call('POST', '/api/events', owner.token, {
      ...eventBody(project.id, { members_only: true }),
      host: { kind: 'project', id: project.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only a clan’s events can be for members only');
  });

  it('keeps a members-only event to active members: a removed member loses it at once', async () => {
    const { admin, member, clan, event, task } = await clanEvent({ members_only: true });
    const stranger = await newPlayer();
    expect(event.members_only).toBe(true);

    expect((await call('GET', `/api/events/${event.slug}`, member.token)).statusCode).toBe(200);
    const done = await call('POST', `/api/tasks/${task.id}/submissions`, member.token, {
      form_answers: ['me@example.com'],
    });
    expect(done.statusCode, done.body).toBe(200);

    const hidden = await call('GET', `/api/events/${event.slug}`, stranger.token);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe('This event is for the clan’s members only');
    expect((await call('GET', `/api/events/${event.slug}`)).statusCode).toBe(403);
    const strangerTry = await call('POST', `/api/tasks/${task.id}/submissions`, stranger.token, {
      form_answers: ['me@example.com'],
    });
    expect(strangerTry.statusCode).toBe(403);
    const list = await call('GET', '/api/events?q=Clan%20night&limit=50');
    expect(list.json().items.map((e: { id: string }) => e.id)).not.toContain(event.id);
    expect((await call('GET', `/api/clans/${clan.slug}/events`, stranger.token)).json().items).toEqual([]);
    expect((await call('GET', `/api/clans/${clan.slug}/events`, member.token)).json().items).toHaveLength(1);

    // The member's score in the clan's events shows on the members page.
    const members = (await call('GET', `/api/clans/${clan.slug}/members`)).json();
    expect(members.items[0]).toMatchObject({ user: { id: member.user.id }, score: 20 });

    await call('DELETE', `/api/clans/${clan.id}/members/${member.user.id}`, admin.token);
    expect((await call('GET', `/api/events/${event.slug}`, member.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/events/${event.slug}/tasks`, member.token)).statusCode).toBe(403);
  });

  it('takes a demoted admin’s hand off the clan’s events', async () => {
    const { owner, admin, event } = await clanEvent({ members_only: false });
    expect(
      (await call('PATCH', `/api/events/${event.id}`, admin.token, { title: 'Renamed' })).statusCode,
    ).toBe(200);
    const clan = (await call('GET', `/api/events/${event.slug}`)).json().host as { id: string };
    await call('PATCH', `/api/clans/${clan.id}/members/${admin.user.id}`, owner.token, { role: 'member' });
    const after = await call('PATCH', `/api/events/${event.id}`, admin.token, { title: 'Mine' });
    expect(after.statusCode).toBe(403);
    // An open clan event is for everyone.
    expect((await call('GET', `/api/events/${event.slug}`, (await newPlayer()).token)).statusCode).toBe(200);
  });
});
