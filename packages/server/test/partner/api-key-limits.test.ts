import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedCounter } from '../../src/lib/batched-counter';
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

describe('a key’s calls counted in each instance and sent to the shared store', () => {
  it('is exact in one instance, and each instance sees the calls the others sent', async () => {
    const store = t.app.deps.counters;
    const key = `batched-test:${randomUUID()}`;
    const first = batchedCounter(store, 60_000);
    const second = batchedCounter(store, 60_000);
    // Calls at once in one instance: one opens the window in the store, the rest count here, none twice.
    const counts = await Promise.all(Array.from({ length: 5 }, () => first.increment(key, 60_000)));
    expect(counts.map((c) => c.count).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await store.peek(key)).count).toBe(1);
    await first.flush();
    expect((await store.peek(key)).count).toBe(5);
    // A second instance starts from the shared count, and its calls reach the first with its next send.
    expect((await second.increment(key, 60_000)).count).toBe(6);
    expect((await second.increment(key, 60_000)).count).toBe(7);
    await second.flush();
    expect((await first.increment(key, 60_000)).count).toBe(6);
    await first.flush();
    expect((await store.peek(key)).count).toBe(8);
    expect((await first.increment(key, 60_000)).count).toBe(9);
  });
});
