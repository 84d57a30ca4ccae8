import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema/games';
import { users } from '../../src/db/schema/users';
import { outboxTick } from '../../src/jobs/outbox';
import { DEMO_ACCOUNT, seedDemo } from '../../src/seed/demo';
import { createTestApp, type TestApp } from '../support/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const count = async (table: PgTable) =>
  (await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('demo data', () => {
  it('fills an empty database with players and games, and the demo account signs in', async () => {
    expect(await count(users)).toBe(6);
    expect(await count(games)).toBe(5);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-username',
      payload: DEMO_ACCOUNT,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().name).toBe('Demo Player');
  });

  it('has the platform lucky wheel, with odds that add up and the day’s free spin for a player', async () => {
    const wheel = (await t.app.inject({ url: '/api/wheels/platform' })).json() as {
      segments: { odds: number }[];
    };
    expect(wheel.segments.length).toBeGreaterThanOrEqual(4);
    expect(wheel.segments.reduce((sum, segment) => sum + segment.odds, 0)).toBeCloseTo(100, 1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-username',
      payload: DEMO_ACCOUNT,
    });
    const mine = await t.app.inject({
      url: '/api/wheels/platform',
      headers: { authorization: `Bearer ${login.json().access_tokens.access_token}` },
    });
    expect(mine.json().me.spins).toBe(1);
  });

  it('shows living events: one running, one upcoming, one nonstop, and the demo player’s draft', async () => {
    const list = async (query: string) =>
      ((await t.app.inject({ url: `/api/events?${query}` })).json().items as { slug: string }[]).map(
        (event) => event.slug,
      );
    expect(await list('status=ongoing')).toEqual(['star-raiders-season-1', 'farm-verse-daily']);
    expect(await list('status=upcoming')).toEqual(['crypto-clash-open']);
    expect(await list('type=nonstop')).toEqual(['farm-verse-daily']);
    const tasks = (await t.app.inject({ url: '/api/events/star-raiders-season-1/tasks' })).json().items as {
      type: string;
      dependent_tasks: unknown[];
    }[];
    expect(tasks.map((task) => task.type)).toEqual(
      expect.arrayContaining(['quiz', 'form', 'visit_website', 'bug_hunting', 'in_game']),
    );
    expect(tasks.some((task) => task.dependent_tasks.length > 0)).toBe(true);
    // The Star Raiders game co-hosts the running season: its page lists it, and the event names it.
    const season = (await t.app.inject({ url: '/api/events/star-raiders-season-1' })).json();
    expect(season.co_hosts).toEqual([expect.objectContaining({ kind: 'game', slug: 'star-raiders' })]);
    expect(await list(`host=game:${season.co_hosts[0].id}`)).toEqual(['star-raiders-season-1']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-username',
      payload: DEMO_ACCOUNT,
    });
    const token = login.json().access_tokens.access_token as string;
    const mine = await t.app.inject({
      url: '/api/users/my-campaigns',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json().hosted).toEqual([
      expect.objectContaining({ slug: 'dragon-arena-cup', status: 'draft' }),
    ]);
  });

  it('gives the Clan Master page something to manage: a public clan with an event, a private one with requests', async () => {
    const clans = (await t.app.inject({ url: '/api/clans' })).json().items as {
      slug: string;
      type: string;
      member_count: number;
    }[];
    expect(clans.map(({ slug, type, member_count }) => ({ slug, type, member_count }))).toEqual([
      { slug: 'star-raiders-squad', type: 'public', member_count: 3 },
      { slug: 'night-owls', type: 'private', member_count: 1 },
    ]);
    const members = (await t.app.inject({ url: '/api/clans/star-raiders-squad/members' })).json();
    expect(members.total).toBe(3);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-username',
      payload: { username: 'clanmaster', password: DEMO_ACCOUNT.password },
    });
    const headers = { authorization: `Bearer ${login.json().access_tokens.access_token}` };
    const pending = (
      await t.app.inject({ url: '/api/clans/night-owls/members?status=pending', headers })
    ).json().items as { kind: string }[];
    expect(pending.filter((row) => row.kind === 'request')).toHaveLength(2);
    const events = (await t.app.inject({ url: '/api/clans/star-raiders-squad/events', headers })).json()
      .items;
    expect(events).toMatchObject([
      { slug: 'star-raiders-squad-night', members_only: true, status: 'published' },
    ]);
    // Members only: a visitor does not see it.
    expect((await t.app.inject({ url: '/api/events/star-raiders-squad-night' })).statusCode).toBe(403);
  });

  it('rings the demo player’s bell: the Night Owls invitation, once the outbox is read', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-username',
      payload: { username: 'demo', password: DEMO_ACCOUNT.password },
    });
    const headers = { authorization: `Bearer ${login.json().access_tokens.access_token}` };
    await expect
      .poll(async () => {
        await outboxTick(t.app.deps);
        return (await t.app.inject({ url: '/api/notifications', headers })).json().items;
      })
      .toMatchObject([
        {
          kind: 'clan_invitation',
          params: { clan: 'Night Owls' },
          target: { kind: 'clan', slug: 'night-owls' },
        },
      ]);
  });

  it('never runs again on a database that has data', async () => {
    expect(await seedDemo(t.app.deps.db, t.app.log)).toBe(false);
    expect(await count(users)).toBe(6);
  });
});
