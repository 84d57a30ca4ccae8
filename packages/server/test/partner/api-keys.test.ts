import type { ApiKey } from '@w2e/core/contracts/partner';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/db/schema/api-keys';
import { events } from '../../src/db/schema/events';
import { projects } from '../../src/db/schema/projects';
import { tasks } from '../../src/db/schema/tasks';
import { usersRepository } from '../../src/modules/users/repository';
import {
  call,
  form,
  general,
  host,
  leaderboards,
  newPlayer,
  operatorToken,
  t,
  useEventApp,
} from '../support/event-kit';

/**
 * The partner API's keys (docs/partner-api.md), on PGlite and on PostgreSQL (TEST_DATABASE_URL): who may make
 * them, that only a hash is kept, and what a key may call: its project's events through the portal's own
 * endpoints, within its scopes, and nothing of other hosts or of any account.
 */
useEventApp();

const keysOf = (projectId: string) => `/api/projects/${projectId}/api-keys`;
const makeKey = (
  projectId: string,
  token: string,
  body: object = { name: 'Game server', scopes: ['read', 'write'] },
) => call('POST', keysOf(projectId), token, body);

/** A call made with a key, in either header the API takes. */
const withKey = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  key: string,
  payload?: object,
  header: 'bearer' | 'x-api-key' = 'x-api-key',
) =>
  t.app.inject({
    method,
    url,
    headers: header === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key },
    ...(payload ? { payload } : {}),
  });

async function enterpriseWithKey(scopes: string[] = ['read', 'write']) {
  const owner = await host('enterprise');
  const made = await makeKey(owner.project.id, owner.token, { name: 'Backend', scopes });
  expect(made.statusCode, made.body).toBe(200);
  return { ...owner, key: made.json().key as string, apiKey: made.json().api_key as ApiKey };
}

async function eventOf(projectId: string, token: string) {
  const created = await call('POST', '/api/events', token, {
    host: { kind: 'project', id: projectId },
    ...general(),
    leaderboards,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().event as { id: string; slug: string };
}

const rowsOf = (projectId: string) =>
  t.app.deps.db.select().from(apiKeys).where(eq(apiKeys.projectId, projectId));

describe('managing keys', () => {
  it('shows the whole key once and keeps only its hash, listing its prefix, scopes and uses', async () => {
    const owner = await host('enterprise');
    const made = await makeKey(owner.project.id, owner.token, { name: 'Game server', scopes: ['read'] });
    expect(made.statusCode, made.body).toBe(200);
    const {
      key,
      api_key: created,
      message,
    } = made.json() as { key: string; api_key: ApiKey; message: string };
    expect(message).toBe('API key created: copy it now, it is not shown again');
    expect(key).toMatch(/^w2e_live_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({
      name: 'Game server',
      scopes: ['read'],
      last_used_at: null,
      revoked_at: null,
    });

    const [row] = await rowsOf(owner.project.id);
    expect(JSON.stringify(row)).not.toContain(key.slice(created.prefix.length));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await call('GET', keysOf(owner.project.id), owner.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key);
    expect(listed.json().items.map((item: ApiKey) => item.id)).toEqual([created.id]);
    expect(listed.json().project.tier).toBe('enterprise');

    expect(
      (await withKey('GET', `/api/events/${(await eventOf(owner.project.id, owner.token)).id}/editor`, key))
        .statusCode,
    ).toBe(200);
    const after = await call('GET', keysOf(owner.project.id), owner.token);
    expect(after.json().items[0].last_used_at).not.toBeNull();
  });

  it('lists a project by its slug too, newest key first', async () => {
    const owner = await host('enterprise');
    const [project] = await t.app.deps.db.select().from(projects).where(eq(projects.id, owner.project.id));
    await makeKey(owner.project.id, owner.token, { name: 'First', scopes: ['read'] });
    await makeKey(owner.project.id, owner.token, { name: 'Second', scopes: ['write'] });
    const listed = await call('GET', keysOf(project!.slug), owner.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((item: ApiKey) => item.name)).toEqual(['Second', 'First']);
  });

  it('keeps keys to Enterprise projects, naming the plan, while an operator makes them on any project', async () => {
    const owner = await host('premium');
    const refused = await makeKey(owner.project.id, owner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Enterprise');
    expect((await call('GET', keysOf(owner.project.id), owner.token)).statusCode).toBe(403);
    expect(await rowsOf(owner.project.id)).toEqual([]);

    const byOperator = await makeKey(owner.project.id, operatorToken);
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect((await call('GET', keysOf(owner.project.id), operatorToken)).json().items).toHaveLength(1);
  });

  it('refuses another host’s project, an unknown one, a signed-out caller and a bad body, writing nothing', async () => {
    const owner = await host('enterprise');
    const stranger = await host('enterprise');
    const other = await makeKey(owner.project.id, stranger.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only the project’s owner or an operator can manage its API keys');
    expect((await call('GET', keysOf(owner.project.id), stranger.token)).statusCode).toBe(403);
    expect((await makeKey('00000000-0000-4000-8000-000000000000', owner.token)).statusCode).toBe(404);
    expect((await call('GET', keysOf(owner.project.id))).statusCode).toBe(401);
    const noScopes = await makeKey(owner.project.id, owner.token, { name: 'Backend', scopes: [] });
    expect(noScopes.statusCode).toBe(400);
    expect(noScopes.json().message).toBe('Choose at least one scope');
    expect(
      (await makeKey(owner.project.id, owner.token, { name: 'Backend', scopes: ['admin'] })).statusCode,
    ).toBe(400);
    expect((await makeKey(owner.project.id, owner.token, { name: ' ', scopes: ['read'] })).statusCode).toBe(
      400,
    );
    expect(await rowsOf(owner.project.id)).toEqual([]);
  });

  it('revokes a key once, even when two revocations arrive at once, and refuses it from then on', async () => {
    const owner = await enterpriseWithKey();
    const event = await eventOf(owner.project.id, owner.token);
    expect((await withKey('GET', `/api/events/${event.id}/statistics`, owner.key)).statusCode).toBe(200);

    const revokes = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('DELETE', `${keysOf(owner.project.id)}/${owner.apiKey.id}`, owner.token),
      ),
    );
    expect(revokes.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const won = revokes.find((answer) => answer.statusCode === 200)!;
    expect(won.json().api_key.revoked_at).not.toBeNull();
    expect(revokes.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      'This API key has already been revoked',
    );

    const refused = await withKey(
      'GET',
      `/api/events/${event.id}/statistics`,
      owner.key,
      undefined,
      'bearer',
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This API key is not valid: it was revoked, or it was never issued');
    expect((await withKey('GET', `/api/events/${event.id}/statistics`, 'w2e_live_made-up')).statusCode).toBe(
      401,
    );
    expect(
      (await call('DELETE', `${keysOf(owner.project.id)}/00000000-0000-4000-8000-000000000000`, owner.token))
        .statusCode,
    ).toBe(404);
    const stranger = await host('enterprise');
    expect(
      (await call('DELETE', `${keysOf(owner.project.id)}/${owner.apiKey.id}`, stranger.token)).statusCode,
    ).toBe(403);
  });

  it('holds a project to 25 active keys, even when they are asked for at once', async () => {
    const owner = await host('enterprise');
    const made = await Promise.all(
      Array.from({ length: 28 }, (_, i) =>
        makeKey(owner.project.id, owner.token, { name: `Key ${i}`, scopes: ['read'] }),
      ),
    );
    expect(made.filter((answer) => answer.statusCode === 200)).toHaveLength(25);
    const refused = made.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe('A project holds at most 25 active API keys: revoke one first');
    expect(await rowsOf(owner.project.id)).toHaveLength(25);
  });

  it('never lets a key manage keys', async () => {
    const owner = await enterpriseWithKey();
    const answer = await withKey('POST', keysOf(owner.project.id), owner.key, {
      name: 'More',
      scopes: ['read'],
    });
    expect(answer.statusCode).toBe(403);
    expect((await withKey('GET', keysOf(owner.project.id), owner.key)).statusCode).toBe(403);
    expect(await rowsOf(owner.project.id)).toHaveLength(1);
  });
});

describe('calling with a key', () => {
  it('creates, edits and publishes the project’s event, adds its tasks and reads them, as the portal does', async () => {
    const owner = await enterpriseWithKey();
    const created = await withKey(
      'POST',
      '/api/events',
      owner.key,
      { host: { kind: 'project', id: owner.project.id }, ...general(), leaderboards },
      'bearer',
    );
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json().event as { id: string; slug: string };
    const task = form();
    expect((await withKey('POST', `/api/events/${event.id}/tasks`, owner.key, task)).statusCode).toBe(200);
    expect(
      (await withKey('PATCH', `/api/events/${event.id}`, owner.key, { description: 'Made by our backend' }))
        .statusCode,
    ).toBe(200);
    const published = await withKey('POST', `/api/events/${event.id}/publish`, owner.key);
    expect(published.statusCode, published.body).toBe(200);

    const read = await withKey('GET', `/api/events/${event.slug}`, owner.key);
    expect(read.statusCode).toBe(200);
    expect(read.json().description).toBe('Made by our backend');
    expect((await withKey('GET', `/api/events/${event.slug}/tasks`, owner.key)).statusCode).toBe(200);
    expect((await withKey('GET', `/api/events/${event.slug}/leaderboard`, owner.key)).statusCode).toBe(200);
    expect((await withKey('GET', `/api/events/${event.slug}/rewards`, owner.key)).statusCode).toBe(200);
    expect((await withKey('GET', `/api/events/${event.id}/submissions`, owner.key)).statusCode).toBe(200);
    expect((await withKey('GET', `/api/events/${event.id}/statistics`, owner.key)).statusCode).toBe(200);
    expect((await withKey('GET', `/api/events/${event.id}/prizes`, owner.key)).statusCode).toBe(200);
    const csv = await withKey('GET', `/api/events/${event.id}/export.csv`, owner.key);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [stored] = await t.app.deps.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.status).not.toBe('draft');
    // The event is the project's, made in its owner's name: the portal shows it with the rest.
    expect(stored?.createdBy).toBe(owner.user.id);
  });

  it('keeps a read key to reading and a write key to writing, writing nothing on a refusal', async () => {
    const reader = await enterpriseWithKey(['read']);
    const body = { host: { kind: 'project', id: reader.project.id }, ...general(), leaderboards };
    const refused = await withKey('POST', '/api/events', reader.key, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This API key has no write scope, which changes (POST, PATCH, DELETE) need',
    );
    const event = await eventOf(reader.project.id, reader.token);
    expect((await withKey('POST', `/api/events/${event.id}/tasks`, reader.key, form())).statusCode).toBe(403);
    expect(await t.app.deps.db.select().from(tasks).where(eq(tasks.eventId, event.id))).toEqual([]);
    expect((await withKey('GET', `/api/events/${event.id}/editor`, reader.key)).statusCode).toBe(200);

    const writer = await enterpriseWithKey(['write']);
    const writerEvent = await eventOf(writer.project.id, writer.token);
    const noRead = await withKey('GET', `/api/events/${writerEvent.id}/statistics`, writer.key);
    expect(noRead.statusCode).toBe(403);
    expect(noRead.json().message).toBe('This API key has no read scope, which reading (GET) needs');
    expect(
      (await withKey('POST', `/api/events/${writerEvent.id}/tasks`, writer.key, form())).statusCode,
    ).toBe(200);
  });

  it('reaches nothing of another project: its events, drafts, public pages and hosting', async () => {
    const mine = await enterpriseWithKey();
    const theirs = await host('enterprise');
    const event = await eventOf(theirs.project.id, theirs.token);
    const task = form();
    expect((await call('POST', `/api/events/${event.id}/tasks`, theirs.token, task)).statusCode).toBe(200);
    expect((await call('POST', `/api/events/${event.id}/publish`, theirs.token)).statusCode).toBe(200);

    const stats = await withKey('GET', `/api/events/${event.id}/statistics`, mine.key);
    expect(stats.statusCode).toBe(403);
    expect(stats.json().message).toBe('This API key acts for its own project only');
    for (const url of [
      `/api/events/${event.id}/export.csv`,
      `/api/events/${event.id}/submissions`,
      `/api/events/${event.slug}`,
      `/api/events/${event.slug}/leaderboard`,
      `/api/events/${event.slug}/rewards`,
      `/api/events/${event.id}/prizes`,
    ]) {
      expect((await withKey('GET', url, mine.key)).statusCode, url).toBe(403);
    }
    const patched = await withKey('PATCH', `/api/events/${event.id}`, mine.key, {
      description: 'Taken over',
    });
    expect(patched.statusCode).toBe(403);
    expect(
      (await withKey('PATCH', `/api/tasks/${task.id}`, mine.key, { ...task, name: 'Taken' })).statusCode,
    ).toBe(404);
    expect((await withKey('DELETE', `/api/tasks/${task.id}`, mine.key)).statusCode).toBe(404);
    const hosted = await withKey('POST', '/api/events', mine.key, {
      host: { kind: 'project', id: theirs.project.id },
      ...general(),
      leaderboards,
    });
    expect(hosted.statusCode).toBe(403);
    const [stored] = await t.app.deps.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.description ?? '').not.toBe('Taken over');
    expect(await t.app.deps.db.select().from(tasks).where(eq(tasks.eventId, event.id))).toHaveLength(1);
  });

  it('is no operator even when its project’s owner is one, and reaches no other host the owner manages', async () => {
    const owner = await enterpriseWithKey();
    await usersRepository(t.app.deps.db).update(owner.user.id, { role: 'operator' });
    const theirs = await host('enterprise');
    const event = await eventOf(theirs.project.id, theirs.token);
    expect((await call('GET', `/api/events/${event.id}/statistics`, owner.token)).statusCode).toBe(200);
    expect((await withKey('GET', `/api/events/${event.id}/statistics`, owner.key)).statusCode).toBe(403);
    expect((await withKey('GET', '/api/admin/access', owner.key)).statusCode).toBe(403);
  });

  it('refuses every account endpoint, sign-in and the platform’s own pages with 403, saying why', async () => {
    const owner = await enterpriseWithKey();
    const refusals = [
      await withKey('GET', '/api/users/profile', owner.key),
      await withKey('PATCH', '/api/users/profile', owner.key, { full_name: 'Changed' }),
      await withKey('POST', '/api/users/profile/change-password', owner.key, {
        current_password: 'x',
        new_password: 'Str0ng!pass2',
      }),
      await withKey(
        'POST',
        '/api/auth/login-via-username',
        owner.key,
        { username: 'someone', password: 'x' },
        'bearer',
      ),
      await withKey('GET', '/api/users/my-campaigns', owner.key),
      await withKey('GET', '/api/events/hosts', owner.key),
      await withKey('GET', '/api/projects/mine', owner.key),
      await withKey('GET', '/api/events', owner.key),
      await withKey('GET', '/api/notifications', owner.key),
    ];
    for (const answer of refusals) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().message).toBe(
        'API keys cannot call this endpoint: a key acts for its project’s events only, never for an account',
      );
    }
    const profile = await usersRepository(t.app.deps.db).findById(owner.user.id);
    expect(profile?.fullName).not.toBe('Changed');
  });

  it('is not taken for a session, and a session keeps working beside keys', async () => {
    const owner = await enterpriseWithKey();
    const player = await newPlayer();
    expect((await call('GET', '/api/users/profile', player.token)).statusCode).toBe(200);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${player.token}`, 'x-api-key': owner.key },
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('the API document', () => {
  it('shows the API-key scheme on every endpoint a key may call, and on no account endpoint', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    const keyed = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.security ?? []).some((scheme: object) => 'apiKey' in scheme);
    expect(keyed('/api/events/{id}/statistics', 'get')).toBe(true);
    expect(keyed('/api/events/{id}/export.csv', 'get')).toBe(true);
    expect(keyed('/api/events/{id}/tasks', 'post')).toBe(true);
    expect(keyed('/api/submissions/{id}/review', 'post')).toBe(true);
    expect(keyed('/api/events/{slug}/leaderboard', 'get')).toBe(true);
    expect(keyed('/api/users/profile', 'get')).toBe(false);
    expect(keyed('/api/projects/{id}/api-keys', 'post')).toBe(false);
  });
});
