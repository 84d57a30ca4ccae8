import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../src/db/schema/articles';
import { projects } from '../../src/db/schema/projects';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://w2ehub.io' });
  const operator = await register(t.app);
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
  operatorToken = operator.token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const countRows = async (table: typeof articles | typeof projects) =>
  (await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** A new user with a project, optionally moved to another tier by the operator. */
async function author(tier?: 'basic' | 'standard' | 'premium' | 'enterprise') {
  const { token, user } = await register(t.app);
  const created = await call('POST', '/api/projects', token, { name: `Studio ${unique()}` });
  expect(created.statusCode, created.body).toBe(200);
  const project = created.json().project as { id: string; tier: string };
  if (tier) {
    const set = await call('PATCH', `/api/admin/projects/${project.id}/tier`, operatorToken, { tier });
    expect(set.statusCode, set.body).toBe(200);
  }
  return { token, user, project };
}

const article = (overrides: Record<string, unknown> = {}) => ({
  title: `Guild economies ${unique()}`,
  body: '<p>Guilds are changing how players enter Web3 games.</p>',
  section: 'insight',
  category: 'analysis',
  publish: true,
  ...overrides,
});

describe('projects', () => {
  it('lets a signed-in user create one project on the Basic tier and list it', async () => {
    const { token } = await register(t.app);
    expect((await call('POST', '/api/projects', undefined, { name: 'Nope' })).statusCode).toBe(401);
    const created = await call('POST', '/api/projects', token, { name: 'Moon Miners Guild' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().project).toMatchObject({ name: 'Moon Miners Guild', tier: 'basic' });
    expect(created.json().project.slug).toMatch(/^moon-miners-guild/);
    const again = await call('POST', '/api/projects', token, { name: 'Second' });
    expect(again.statusCode).toBe(409);
    const mine = await call('GET', '/api/projects/mine', token);
    expect(mine.json().items).toHaveLength(1);
  });

  it('refuses a bad name with 400 and stores nothing', async () => {
    const { token } = await register(t.app);
    const before = await countRows(projects);
    const response = await call('POST', '/api/projects', token, { name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(await countRows(projects)).toBe(before);
  });

  it('lets only operators set a tier: 401 without a session, 403 for others, 400 for an unknown tier', async () => {
    const { project, token } = await author();
    const url = `/api/admin/projects/${project.id}/tier`;
    expect((await call('PATCH', url, undefined, { tier: 'premium' })).statusCode).toBe(401);
    expect((await call('PATCH', url, token, { tier: 'premium' })).statusCode).toBe(403);
    expect((await call('PATCH', url, token, { tier: 'bogus' })).statusCode).toBe(403);
    expect((await call('PATCH', url, operatorToken, { tier: 'gold' })).statusCode).toBe(400);
    const ok = await call('PATCH', url, operatorToken, { tier: 'premium' });
    expect(ok.json().project.tier).toBe('premium');
    expect((await call('GET', '/api/admin/projects', token)).statusCode).toBe(403);
    const listed = await call(
      'GET',
      `/api/admin/projects?q=${encodeURIComponent(ok.json().project.name)}`,
      operatorToken,
    );
    expect(listed.json().items.map((p: { id: string }) => p.id)).toEqual([project.id]);
    expect(
      (
        await call('PATCH', '/api/admin/projects/00000000-0000-0000-0000-000000000000/tier', operatorToken, {
          tier: 'basic',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('writing articles', () => {
  it('publishes an article with its reading time, an excerpt and a unique slug', async () => {
    const { token } = await author();
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
    const response = await call('POST', '/api/articles', token, {
      ...article({ title: 'Season three report' }),
      body: `<p>${words}</p>`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().article;
    expect(saved).toMatchObject({ status: 'published', reading_minutes: 2, section: 'insight' });
    expect(saved.slug).toMatch(/^season-three-report/);
    expect(saved.excerpt.startsWith('word0 word1')).toBe(true);
    expect(saved.published_at).not.toBeNull();
    const second = await call('POST', '/api/articles', token, article({ title: 'Season three report' }));
    expect(second.json().article.slug).not.toBe(saved.slug);
    const read = await call('GET', `/api/articles/${saved.slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().body).toContain('word449');
  });

  it('strips scripts, handlers and links outside the policy from the body before storing it', async () => {
    const { token } = await author();
    const response = await call(
      'POST',
      '/api/articles',
      token,
      article({
        body:
          '<p onclick="alert(1)">Hi<script>alert(1)</script> <a href="https://evil.example/x">evil link</a> ' +
          '<a href="javascript:alert(1)">js</a> <a href="https://t.me/w2ehub">chat</a> ' +
          '<a href="https://w2ehub.io/event/x">event</a><img src=x onerror="alert(1)"></p>',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { body } = (await call('GET', `/api/articles/${response.json().article.slug}`)).json();
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/i);
    expect(body).toContain('evil link');
    expect(body).toContain(
      '<a href="https://t.me/w2ehub" target="_blank" rel="noopener noreferrer nofollow">chat</a>',
    );
    expect(body).toContain('href="https://w2ehub.io/event/x"');
    const stored = await t.app.deps.db
      .select({ body: articles.body })
      .from(articles)
      .where(sql`${articles.id} = ${response.json().article.id}`);
    expect(stored[0]!.body).toBe(body);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const { token } = await author();
    const before = await countRows(articles);
    for (const bad of [
      article({ title: '' }),
      article({ section: 'blog' }),
      article({ section: 'academy', category: 'news' }),
      article({ body: '' }),
      article({ cover_url: 'javascript:alert(1)' }),
      article({ slug: 'Not A Slug' }),
      article({ body: '<script>alert(1)</script><p> </p>' }),
    ]) {
      const response = await call('POST', '/api/articles', token, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('POST', '/api/articles', undefined, article())).statusCode).toBe(401);
    expect(await countRows(articles)).toBe(before);
  });

  it('needs a project for anyone but operators, and only one’s own', async () => {
    const { token } = await register(t.app);
    const response = await call('POST', '/api/articles', token, article());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('articles:projectRequired');
    const other = await author();
    const mine = await author();
    const foreign = await call(
      'POST',
      '/api/articles',
      mine.token,
      article({ project_id: other.project.id }),
    );
    expect(foreign.statusCode).toBe(403);
    const byOperator = await call(
      'POST',
      '/api/articles',
      operatorToken,
      article({ section: 'academy', category: 'gamefi' }),
    );
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect(byOperator.json().article.project).toBeNull();
  });

  it('keeps drafts private, lets the author edit and publish them, and nobody else', async () => {
    const { token } = await author();
    const draft = (await call('POST', '/api/articles', token, article({ publish: false }))).json().article;
    expect(draft.status).toBe('draft');
    expect(draft.published_at).toBeNull();
    expect((await call('GET', `/api/articles/${draft.slug}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/articles/${draft.slug}`, token)).statusCode).toBe(200);
    const stranger = await author();
    expect(
      (await call('PATCH', `/api/articles/${draft.id}`, stranger.token, { title: 'Mine now' })).statusCode,
    ).toBe(403);
    const edited = await call('PATCH', `/api/articles/${draft.id}`, token, {
      title: 'Edited title',
      body: '<p>New body text</p>',
      publish: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().article).toMatchObject({ title: 'Edited title', status: 'published' });
    const mine = await call('GET', '/api/articles/mine', token);
    expect(mine.json().items.map((a: { id: string }) => a.id)).toEqual([draft.id]);
    const wrongCategory = await call('PATCH', `/api/articles/${draft.id}`, token, { section: 'academy' });
    expect(wrongCategory.statusCode).toBe(400);
  });
});

describe('the monthly quota', () => {
  it('lets a Basic project publish 5 articles a month, then refuses with a clear message in en and vi', async () => {
    const { token } = await author();
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/api/articles', token, article())).statusCode).toBe(200);
    }
    const quota = await call('GET', '/api/articles/quota', token);
    expect(quota.json()).toMatchObject({ quota: 5, used: 5, remaining: 0, operator: false });
    const before = await countRows(articles);
    const over = await call('POST', '/api/articles', token, article());
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe('articles:quotaExceeded');
    expect(over.json().message).toMatch(/5 articles for this month on the Basic plan/);
    const overVi = await call('POST', '/api/articles', token, article(), { 'accept-language': 'vi' });
    expect(overVi.json().message).toMatch(/đã dùng hết 5 bài viết/);
    expect(await countRows(articles)).toBe(before);
    // Drafts are still fine, but publishing one is not.
    const draft = await call('POST', '/api/articles', token, article({ publish: false }));
    expect(draft.statusCode).toBe(200);
    const publish = await call('PATCH', `/api/articles/${draft.json().article.id}`, token, { publish: true });
    expect(publish.statusCode).toBe(403);
    expect((await call('GET', `/api/articles/${draft.json().article.slug}`, token)).json().status).toBe(
      'draft',
    );
  });

  it('follows the tier: Standard gets 10, Enterprise is unlimited', async () => {
    const standard = await author('standard');
    expect((await call('GET', '/api/articles/quota', standard.token)).json()).toMatchObject({
      quota: 10,
      remaining: 10,
    });
    const enterprise = await author('enterprise');
    for (let i = 0; i < 16; i++) {
      expect((await call('POST', '/api/articles', enterprise.token, article())).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/articles/quota', enterprise.token)).json()).toMatchObject({
      quota: null,
      used: 16,
      remaining: null,
    });
  });

  it('counts only first publications: back to draft and published again uses no second slot', async () => {
    const { token } = await author();
    const first = (await call('POST', '/api/articles', token, article())).json().article;
    await call('PATCH', `/api/articles/${first.id}`, token, { publish: false });
    await call('PATCH', `/api/articles/${first.id}`, token, { publish: true });
    expect((await call('GET', '/api/articles/quota', token)).json().used).toBe(1);
  });

  // PGlite runs one transaction at a time, so the race shows on PostgreSQL (TEST_DATABASE_URL): there, without
  // the project row lock, all nine publish.
  it('never lets concurrent publishes exceed the quota', async () => {
    const { token } = await author();
    const responses = await Promise.all(
      Array.from({ length: 9 }, () => call('POST', '/api/articles', token, article())),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(4);
    expect((await call('GET', '/api/articles/quota', token)).json().used).toBe(5);
  });

  it('does not apply to operators', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await call('POST', '/api/articles', operatorToken, article())).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/articles/quota', operatorToken)).json()).toMatchObject({
      operator: true,
      quota: null,
    });
  });
});

describe('reading lists', () => {
  it('lists published articles of a section, filters by category, searches and paginates with a total', async () => {
    const { token } = await author('enterprise');
    const marker = `zebra${unique()}`;
    for (let i = 0; i < 5; i++) {
      await call(
        'POST',
        '/api/articles',
        token,
        article({
          title: `Academy lesson ${i}`,
          section: 'academy',
          category: i < 3 ? 'defi' : 'gamefi',
          body: `<p>Learn ${marker} step ${i}</p>`,
        }),
      );
    }
    await call('POST', '/api/articles', token, article({ body: `<p>${marker} in insights</p>` }));
    await call(
      'POST',
      '/api/articles',
      token,
      article({ section: 'academy', category: 'defi', body: `<p>${marker} draft</p>`, publish: false }),
    );

    const page1 = (await call('GET', `/api/articles?section=academy&q=${marker}&limit=2`)).json();
    expect(page1.total).toBe(5);
    expect(page1.items).toHaveLength(2);
    const page3 = (await call('GET', `/api/articles?section=academy&q=${marker}&limit=2&offset=4`)).json();
    expect(page3.items).toHaveLength(1);
    expect(page3.items[0].body).toBeUndefined();
    const defi = (await call('GET', `/api/articles?section=academy&category=defi&q=${marker}`)).json();
    expect(defi.total).toBe(3);
    const all = (await call('GET', `/api/articles?q=${marker.toUpperCase()}`)).json();
    expect(all.total).toBe(6);
    // Words of the query may appear apart; markup never matches.
    expect(
      (await call('GET', `/api/articles?q=${encodeURIComponent(`lesson ${marker}`)}`)).json().total,
    ).toBe(5);
    expect((await call('GET', `/api/articles?q=${encodeURIComponent(`<p>${marker}`)}`)).json().total).toBe(0);
    // A % in the query is a character, not a wildcard that matches everything.
    expect((await call('GET', '/api/articles?q=%25')).json().total).toBe(0);
    expect((await call('GET', '/api/articles?section=blog')).statusCode).toBe(400);
    expect((await call('GET', '/api/articles?limit=500')).statusCode).toBe(400);
  });
});

describe('moderation', () => {
  it('hides an article from readers and restores it; operators only', async () => {
    const { token } = await author();
    const marker = `okapi${unique()}`;
    const published = (
      await call('POST', '/api/articles', token, article({ body: `<p>${marker}</p>` }))
    ).json().article;
    const url = `/api/admin/articles/${published.id}/status`;
    expect((await call('PATCH', url, undefined, { status: 'hidden' })).statusCode).toBe(401);
    expect((await call('PATCH', url, token, { status: 'hidden' })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/articles', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/articles')).statusCode).toBe(401);
    expect((await call('PATCH', url, operatorToken, { status: 'draft' })).statusCode).toBe(400);

    const hidden = await call('PATCH', url, operatorToken, { status: 'hidden' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await call('GET', `/api/articles?q=${marker}`)).json().total).toBe(0);
    expect((await call('GET', `/api/articles/${published.slug}`)).statusCode).toBe(404);
    const queue = (await call('GET', `/api/admin/articles?status=hidden&q=${marker}`, operatorToken)).json();
    expect(queue.items.map((a: { id: string }) => a.id)).toEqual([published.id]);
    // The author cannot bring it back by editing.
    expect((await call('PATCH', `/api/articles/${published.id}`, token, { publish: true })).statusCode).toBe(
      403,
    );

    await call('PATCH', url, operatorToken, { status: 'published' });
    expect((await call('GET', `/api/articles?q=${marker}`)).json().total).toBe(1);
  });
});

describe('demo content', () => {
  it('gives the demo player a project and both sections published articles', async () => {
    const demo = await createTestApp({ seedDemo: true });
    try {
      const insight = (await demo.app.inject({ method: 'GET', url: '/api/articles?section=insight' })).json();
      const academy = (await demo.app.inject({ method: 'GET', url: '/api/articles?section=academy' })).json();
      expect(insight.total).toBeGreaterThanOrEqual(3);
      expect(academy.total).toBeGreaterThanOrEqual(3);
      const login = await demo.app.inject({
        method: 'POST',
        url: '/api/auth/login-via-username',
        payload: { username: 'demo', password: 'Demo@12345' },
      });
      const token = login.json().access_tokens.access_token;
      const mine = await demo.app.inject({
        method: 'GET',
        url: '/api/projects/mine',
        headers: bearer(token),
      });
      expect(mine.json().items).toHaveLength(1);
      const quota = await demo.app.inject({
        method: 'GET',
        url: '/api/articles/quota',
        headers: bearer(token),
      });
      expect(quota.json()).toMatchObject({ quota: 10, used: 0 });
    } finally {
      await demo.close();
    }
  });
});
