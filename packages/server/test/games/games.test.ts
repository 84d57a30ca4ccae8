import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameClaims } from '../../src/db/schema/game-claims';
import { games } from '../../src/db/schema/games';
import { users } from '../../src/db/schema/users';
import { gamesRepository } from '../../src/modules/games/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const operator = await register(t.app);
  await t.app.deps.db.update(users).set({ role: 'operator' }).where(eq(users.id, operator.user.id));
  operatorToken = operator.token;
});
afterAll(async () => {
  await t.close();
});

const tag = () => randomBytes(4).toString('hex');

async function newGame(values: Partial<typeof games.$inferInsert> = {}) {
  const slug = `game-${tag()}`;
  return gamesRepository(t.app.deps.db).insert({ slug, name: `Game ${slug}`, ...values });
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('games list', () => {
  it('lists published games by name with the total, 100 at most by default, and pages with limit/offset', async () => {
    const prefix = `Zeta ${tag()}`;
    await Promise.all(
      Array.from({ length: 103 }, (_, i) => newGame({ name: `${prefix} ${String(i).padStart(3, '0')}` })),
    );
    await newGame({ name: `${prefix} draft`, status: 'draft' });

    const all = (await get(`/api/games?query=${encodeURIComponent(prefix)}`)).json();
    expect(all.total).toBe(103);
    expect(all.items).toHaveLength(100);
    expect(all.items[0].name).toBe(`${prefix} 000`);
    expect(all.items.some((g: { name: string }) => g.name.endsWith('draft'))).toBe(false);

    const page = (await get(`/api/games?query=${encodeURIComponent(prefix)}&limit=10&offset=100`)).json();
    expect(page.total).toBe(103);
    expect(page.items.map((g: { name: string }) => g.name)).toEqual([
      `${prefix} 100`,
      `${prefix} 101`,
      `${prefix} 102`,
    ]);
    expect((await get('/api/games?limit=101')).statusCode).toBe(400);
  });

  it('searches by name, case-insensitively, treating % and _ as plain characters', async () => {
    const word = `Nebula${tag()}`;
    const hit = await newGame({ name: `The ${word} Saga` });
    await newGame({ name: `Other ${tag()}` });
    const found = (await get(`/api/games?query=${word.toLowerCase()}`)).json();
    expect(found.items.map((g: { id: string }) => g.id)).toEqual([hit.id]);
    expect((await get('/api/games?query=%25%25%25zz')).json().total).toBe(0);
  });
});

describe('game detail', () => {
  it('finds a game by id and by slug, and answers 404 for unknown and draft games', async () => {
    const game = await newGame({
      summary: 'Fast',
      networks: ['bsc'],
      links: { discord: 'https://discord.gg/x' },
    });
    const byId = (await get(`/api/games/${game.id}`)).json();
    const bySlug = (await get(`/api/games/${game.slug.toUpperCase()}`)).json();
    expect(byId).toEqual(bySlug);
    expect(byId).toMatchObject({
      id: game.id,
      slug: game.slug,
      summary: 'Fast',
      networks: ['bsc'],
      links: { discord: 'https://discord.gg/x' },
      claimed: false,
      my_claim: null,
      is_owner: false,
    });
    expect((await get('/api/games/no-such-game')).statusCode).toBe(404);
    const draft = await newGame({ status: 'draft' });
    expect((await get(`/api/games/${draft.slug}`)).statusCode).toBe(404);
  });
});

describe('adding a game', () => {
  const body = (slug: string) => ({
    name: 'Orbit Quest',
    slug,
    summary: 'Explore orbits',
    description:
      '<p>Hello <strong>pilots</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
    website_url: 'https://orbit.example',
    links: { twitter: '@orbitquest', discord: 'https://discord.gg/orbit', youtube: '' },
    networks: ['bsc', 'eth'],
    genres: ['Space', 'space', 'rpg'],
    logo_url: '/uploads/logo/00000000-0000-0000-0000-000000000000.png',
    claim_message: 'Our studio site lists this account',
  });

  it('stores the game with a sanitized description and makes the adder its pending claimant', async () => {
    const { token, user } = await register(t.app);
    const slug = `orbit-${tag()}`;
    const response = await post('/api/games', token, body(slug));
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.message).toBe('Add game successfully');
    expect(result.game).toMatchObject({
      slug,
      claimed: false,
      links: { twitter: 'https://x.com/orbitquest', discord: 'https://discord.gg/orbit' },
      networks: ['bsc', 'eth'],
      genres: ['space', 'rpg'],
    });
    expect(result.game.description).toContain('<strong>pilots</strong>');
    expect(result.game.description).not.toMatch(/script|onerror|alert/);
    expect(result.claim).toMatchObject({ status: 'pending', claimant: { id: user.id } });

    const detail = (await get(`/api/games/${slug}`, token)).json();
    expect(detail.my_claim).toEqual({ id: result.claim.id, status: 'pending' });
    expect((await get(`/api/games?query=${slug}`)).json().total).toBe(0); // search is by name/summary
    expect(
      (await get('/api/games?query=Orbit%20Quest'))
        .json()
        .items.some((g: { slug: string }) => g.slug === slug),
    ).toBe(true);
  });

  it('refuses bad input with 400 and the field at fault, storing nothing', async () => {
    const { token } = await register(t.app);
    const count = async () => (await t.app.deps.db.select().from(games)).length;
    const claims = async () => (await t.app.deps.db.select().from(gameClaims)).length;
    const before = [await count(), await claims()];
    const cases: [object, string][] = [
      [{ ...body(`ok-${tag()}`), name: '' }, 'name'],
      [{ ...body('Bad Slug!') }, 'slug'],
      [{ ...body(`ok-${tag()}`), website_url: 'not a url' }, 'website_url'],
      [{ ...body(`ok-${tag()}`), links: { discord: 'https://evil.example/discord' } }, 'links.discord'],
      [{ ...body(`ok-${tag()}`), networks: ['solana'] }, 'networks.0'],
      [{ ...body(`ok-${tag()}`), logo_url: 'javascript:alert(1)' }, 'logo_url'],
    ];
    for (const [payload, field] of cases) {
      const response = await post('/api/games', token, payload);
      expect(response.statusCode, field).toBe(400);
      expect(
        response.json().errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    const slugTaken = await newGame();
    const taken = await post('/api/games', token, body(slugTaken.slug));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].path).toBe('slug');
    expect((await post('/api/games', token, body('add'))).statusCode).toBe(409);
    expect([await count(), await claims()]).toEqual([before[0]! + 1, before[1]]);
    expect((await post('/api/games', undefined, body(`anon-${tag()}`))).statusCode).toBe(401);
  });

  it('limits how many games one user adds in an hour', async () => {
    const { token } = await register(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/games', token, body(`burst-${tag()}`))).statusCode).toBe(200);
    }
    const refused = await post('/api/games', token, body(`burst-${tag()}`));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('claims', () => {
  it('allows one pending claim per user and game, refuses owned games, and needs a message', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const game = await newGame();
    const url = `/api/games/${game.id}/claims`;
    expect((await post(url, undefined, { message: 'mine' })).statusCode).toBe(401);
    expect((await post(url, a.token, { message: ' ' })).statusCode).toBe(400);
    const first = await post(url, a.token, { message: 'I made it' });
    expect(first.statusCode).toBe(200);
    expect(first.json().claim).toMatchObject({ status: 'pending', message: 'I made it' });
    const again = await post(url, a.token, { message: 'really' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a pending claim for this game');
    // Another user may claim too: the operator picks.
    expect((await post(`/api/games/${game.slug}/claims`, b.token, { message: 'No, I did' })).statusCode).toBe(
      200,
    );

    const owned = await newGame({ ownerId: b.user.id });
    const refused = await post(`/api/games/${owned.id}/claims`, a.token, { message: 'mine' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This game already has an owner');
    expect((await post('/api/games/nope/claims', a.token, { message: 'x' })).statusCode).toBe(404);
  });
});

describe('operators decide claims', () => {
  it('answers 401 to visitors and 403 to users', async () => {
    const { token } = await register(t.app);
    const game = await newGame();
    const claim = (await post(`/api/games/${game.id}/claims`, token, { message: 'mine' })).json().claim;
    expect((await get('/api/admin/access')).statusCode).toBe(401);
    expect((await get('/api/admin/access', token)).json()).toEqual({ operator: false });
    expect((await get('/api/admin/access', operatorToken)).json()).toEqual({ operator: true });
    expect((await get('/api/admin/game-claims')).statusCode).toBe(401);
    expect((await get('/api/admin/game-claims', token)).statusCode).toBe(403);
    for (const decision of ['approve', 'reject']) {
      expect((await post(`/api/admin/game-claims/${claim.id}/${decision}`)).statusCode).toBe(401);
      const forbidden = await post(`/api/admin/game-claims/${claim.id}/${decision}`, token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('Only platform operators can do this');
    }
    expect((await get(`/api/games/${game.id}`)).json().claimed).toBe(false);
  });

  it('lists pending claims, approves one (the game gets its owner) and refuses a second approval', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const game = await newGame();
    const claimA = (await post(`/api/games/${game.id}/claims`, a.token, { message: 'A' })).json().claim;
    const claimB = (await post(`/api/games/${game.id}/claims`, b.token, { message: 'B' })).json().claim;

    const pending = (await get('/api/admin/game-claims?status=pending&limit=100', operatorToken)).json();
    expect(pending.items.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([claimA.id, claimB.id]),
    );

    const approved = await post(`/api/admin/game-claims/${claimA.id}/approve`, operatorToken);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().claim).toMatchObject({ status: 'approved', game: { claimed: true } });
    const detail = (await get(`/api/games/${game.id}`, a.token)).json();
    expect(detail).toMatchObject({ claimed: true, is_owner: true, my_claim: { status: 'approved' } });

    const second = await post(`/api/admin/game-claims/${claimB.id}/approve`, operatorToken);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This game already has an owner');
    const [row] = await t.app.deps.db.select().from(games).where(eq(games.id, game.id));
    expect(row?.ownerId).toBe(a.user.id);
    const [b2] = await t.app.deps.db.select().from(gameClaims).where(eq(gameClaims.id, claimB.id));
    expect(b2?.status).toBe('pending');

    // The loser's claim can still be rejected; a decided claim cannot be decided again.
    expect(
      (await post(`/api/admin/game-claims/${claimB.id}/reject`, operatorToken)).json().claim.status,
    ).toBe('rejected');
    expect((await post(`/api/admin/game-claims/${claimB.id}/approve`, operatorToken)).statusCode).toBe(409);
    expect((await post(`/api/admin/game-claims/${claimA.id}/reject`, operatorToken)).statusCode).toBe(409);
    const rejected = (await get('/api/admin/game-claims?status=rejected&limit=100', operatorToken)).json();
    expect(rejected.items.map((c: { id: string }) => c.id)).toContain(claimB.id);
    expect(
      (await post('/api/admin/game-claims/00000000-0000-0000-0000-000000000000/approve', operatorToken))
        .statusCode,
    ).toBe(404);
  });

  it('gives a game one owner when claims are approved at the same time', async () => {
    const game = await newGame();
    const claimants = await Promise.all(Array.from({ length: 5 }, () => register(t.app)));
    const claims = await Promise.all(
      claimants.map(
        async (c) =>
          (await post(`/api/games/${game.id}/claims`, c.token, { message: 'mine' })).json().claim
            .id as string,
      ),
    );
    const results = await Promise.all(
      claims.map((id) => post(`/api/admin/game-claims/${id}/approve`, operatorToken)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = claims[results.findIndex((r) => r.statusCode === 200)];
    const rows = await t.app.deps.db.select().from(gameClaims).where(eq(gameClaims.gameId, game.id));
    expect(rows.filter((r) => r.status === 'approved').map((r) => r.id)).toEqual([winner]);
    const [row] = await t.app.deps.db.select().from(games).where(eq(games.id, game.id));
    expect(row?.ownerId).toBe(rows.find((r) => r.id === winner)?.userId);
  });
});
