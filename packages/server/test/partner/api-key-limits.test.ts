import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

/**
 * Each API key's own rate limit (docs/partner-api.md, "Rate limits"), counted in the shared store (Redis with
 * TEST_REDIS_URL, else the database): `RateLimit-*` on every answer, then a 429 saying when to retry.
 */
const LIMIT = 4;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ partner: { keyRatePerMinute: LIMIT } });
});
afterAll(() => t.close());

async function keyOfNewProject(address: string) {
  const owner = await register(t.app, {}, address);
  await usersRepository(t.app.deps.db).update(owner.user.id, { role: 'operator' });
  const project = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: bearer(owner.token),
    payload: { name: `Studio ${address}` },
  });
  const projectId = project.json().project.id as string;
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/api-keys`,
    headers: bearer(owner.token),
    payload: { name: 'Backend', scopes: ['read'] },
  });
  expect(made.statusCode, made.body).toBe(200);
  const event = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(owner.token),
    payload: {
      host: { kind: 'project', id: projectId },
      title: 'Season one',
      slug: `season-${projectId.slice(0, 8)}`,
      start_time: new Date(Date.now() - 3_600_000).toISOString(),
      end_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
    },
  });
  expect(event.statusCode, event.body).toBe(200);
  return { key: made.json().key as string, eventId: event.json().event.id as string };
}

describe('a key’s rate limit', () => {
  it('counts each key’s calls, says what is left, and answers 429 with Retry-After past the limit', async () => {
    const { key, eventId } = await keyOfNewProject('10.9.0.1');
    const other = await keyOfNewProject('10.9.0.2');
    const get = (k: string, id: string) =>
      t.app.inject({ method: 'GET', url: `/api/events/${id}/statistics`, headers: { 'x-api-key': k } });

    const answers = await Promise.all(Array.from({ length: LIMIT + 2 }, () => get(key, eventId)));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(ok).toHaveLength(LIMIT);
    expect(limited).toHaveLength(2);
    expect(ok.map((answer) => answer.headers['ratelimit-remaining']).sort()).toEqual(['0', '1', '2', '3']);
    for (const answer of ok) {
      expect(answer.headers['ratelimit-limit']).toBe(String(LIMIT));
      expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(answer.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    const refused = limited[0]!;
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-limit']).toBe(String(LIMIT));
    expect(refused.json().message).toBe(`Too many requests with this API key: try again in ${retryAfter} s`);

    // Another key has its own allowance.
    const fresh = await get(other.key, other.eventId);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
  });
});
