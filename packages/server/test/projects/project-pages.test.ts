import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/db/schema/projects';
import {
  call,
  host,
  newPlayer,
  operatorToken,
  runningEvent,
  t,
  unique,
  useEventApp,
  visit,
} from '../support/event-kit';

/** A project's own page: read by anyone, edited by its managers (GET /api/projects/{slug}, PUT /api/projects/{id}). */

useEventApp();

const page = (slug: string) => ({
  name: 'Moon Studio',
  slug,
  logo_url: '/uploads/moon.png',
  website: 'https://moon.example',
  socials: { twitter: '@moonstudio', telegram: 'https://t.me/moonstudio', discord: '' },
  description: 'We make games about the moon.',
});

describe('a project’s page', () => {
  it('is edited by its owner and read by anyone, a visitor not managing it', async () => {
    const owner = await host('basic');
    const slug = `moon-${unique()}`;
    const saved = await call('PUT', `/api/projects/${owner.project.id}`, owner.token, page(slug));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Project saved',
      project: {
        slug,
        logo_url: '/uploads/moon.png',
        website: 'https://moon.example',
        socials: { twitter: 'https://x.com/moonstudio', telegram: 'https://t.me/moonstudio' },
        description: 'We make games about the moon.',
        can_manage: true,
      },
    });
    expect(saved.json().project.socials).not.toHaveProperty('discord');

    const read = await call('GET', `/api/projects/${slug.toUpperCase()}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: 'Moon Studio', tier: 'basic', can_manage: false });
    expect((await call('GET', `/api/projects/${slug}`, owner.token)).json().can_manage).toBe(true);
    expect((await call('GET', `/api/projects/${slug}`, operatorToken)).json().can_manage).toBe(true);
    expect((await call('GET', '/api/projects/no-such-project')).statusCode).toBe(404);

    // Empty text clears a field; what is left out keeps its value.
    const cleared = await call('PUT', `/api/projects/${owner.project.id}`, owner.token, {
      name: 'Moon Studio',
      slug,
      website: '',
    });
    expect(cleared.json().project).toMatchObject({ website: null, logo_url: '/uploads/moon.png' });
  });

  it('refuses strangers, bad links and a taken address, writing nothing', async () => {
    const owner = await host('basic');
    const other = await host('basic');
    const [before] = await t.app.deps.db.select().from(projects).where(eq(projects.id, owner.project.id));
    const stranger = await newPlayer();
    expect((await call('PUT', `/api/projects/${owner.project.id}`, undefined, page('x'))).statusCode).toBe(
      401,
    );
    const refused = await call(
      'PUT',
      `/api/projects/${owner.project.id}`,
      stranger.token,
      page(`s-${unique()}`),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the project’s managers can edit its page');
    expect(
      (await call('PUT', '/api/projects/00000000-0000-4000-8000-000000000000', owner.token, page('y')))
        .statusCode,
    ).toBe(404);

    const bad = await call('PUT', `/api/projects/${owner.project.id}`, owner.token, {
      ...page(`b-${unique()}`),
      website: 'not a url',
      socials: { youtube: 'https://evil.example/watch' },
      description: '<b>bold</b>',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['description', 'socials.youtube', 'website']);

    const otherSlug = (
      await call('PUT', `/api/projects/${other.project.id}`, other.token, page(`o-${unique()}`))
    ).json().project.slug as string;
    const taken = await call('PUT', `/api/projects/${owner.project.id}`, owner.token, page(otherSlug));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({
      path: 'slug',
      message: 'Another project already uses this address',
    });

    const [after] = await t.app.deps.db.select().from(projects).where(eq(projects.id, owner.project.id));
    expect(after).toEqual(before);
  });
});

describe('a project made with its page (POST /api/projects)', () => {
  const countOwned = async (ownerId: string) =>
    (await t.app.deps.db.select().from(projects).where(eq(projects.ownerId, ownerId))).length;

  it('keeps the page’s fields given with the name; a name alone still makes one', async () => {
    const maker = await newPlayer();
    const slug = `moon-${unique()}`;
    const created = await call('POST', '/api/projects', maker.token, page(slug));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Project created', project: { slug, tier: 'basic' } });
    const read = (await call('GET', `/api/projects/${slug}`, maker.token)).json();
    expect(read).toMatchObject({
      name: 'Moon Studio',
      logo_url: '/uploads/moon.png',
      website: 'https://moon.example',
      socials: { twitter: 'https://x.com/moonstudio', telegram: 'https://t.me/moonstudio' },
      description: 'We make games about the moon.',
      can_manage: true,
    });
    expect(read.socials).not.toHaveProperty('discord');

    // The name-only body (Insights' quick path) is unchanged: the slug made from the name, the page empty.
    const quick = await newPlayer();
    const name = `Quick ${unique()}`;
    const made = await call('POST', '/api/projects', quick.token, { name });
    expect(made.statusCode, made.body).toBe(200);
    const profile = (await call('GET', `/api/projects/${made.json().project.slug}`)).json();
    expect(profile).toMatchObject({ name, logo_url: null, website: null, socials: {}, description: null });

    // "new" is the creation page's address: a name making it gets a suffix.
    const named = await call('POST', '/api/projects', (await newPlayer()).token, { name: 'New' });
    expect(named.json().project.slug).toMatch(/^new-[0-9a-f]{4}$/);
  });

  it('refuses a bad address, a taken one, a reserved one and a bad link, writing nothing', async () => {
    const first = await newPlayer();
    const slug = `taken-${unique()}`;
    expect((await call('POST', '/api/projects', first.token, page(slug))).statusCode).toBe(200);

    const maker = await newPlayer();
    const bad = await call('POST', '/api/projects', maker.token, {
      ...page('Not a slug!'),
      website: 'not a url',
      socials: { youtube: 'https://evil.example/watch' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['slug', 'socials.youtube', 'website']);

    for (const refused of [slug, 'new']) {
      const taken = await call('POST', '/api/projects', maker.token, page(refused));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual([
        expect.objectContaining({ path: 'slug', message: 'Another project already uses this address' }),
      ]);
    }
    expect(await countOwned(maker.user.id)).toBe(0);

    // Nor may an edit move a project to the creation page's address.
    const owner = await host('basic');
    const moved = await call('PUT', `/api/projects/${owner.project.id}`, owner.token, page('new'));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors[0]).toMatchObject({ path: 'slug' });
  });
});

describe('the events a host hosts', () => {
  it('are what GET /api/events?host= lists, and a malformed host is refused', async () => {
    const first = await runningEvent([visit()]);
    const second = await runningEvent([visit()]);
    const listed = await call('GET', `/api/events?host=project:${first.owner.project.id}&limit=50`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((event: { id: string }) => event.id)).toEqual([first.event.id]);
    expect(listed.json().total).toBe(1);
    const other = await call('GET', `/api/events?host=PROJECT:${second.owner.project.id}`);
    expect(other.json().items.map((event: { id: string }) => event.id)).toEqual([second.event.id]);
    expect((await call('GET', `/api/events?host=game:${first.owner.project.id}`)).json().items).toEqual([]);
    const bad = await call('GET', '/api/events?host=project:nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'host' });
  });
});
