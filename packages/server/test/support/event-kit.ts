import { randomUUID } from 'node:crypto';
import { windowStart } from '@w2e/core/tasks/recurrence';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../src/config';
import { eventParticipants } from '../../src/db/schema/events';
import { users } from '../../src/db/schema/users';
import { generateReferralCode } from '../../src/modules/users/referral-code';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from './helpers';

/**
 * What the event and task submission tests share: one app per test file, players each from an address of
 * their own, hosts on a chosen tier, task bodies of each kind, and a published running event.
 */
/** The app of the test file that called `useEventApp` (a live binding: set before its first test runs). */
export let t: TestApp;
/** An operator's session on that app: sets project tiers. */
export let operatorToken: string;

/** Builds one app for the calling test file (before its tests) with an operator, and closes it after them. */
/** `overrides` is asked when the app starts, so it may name stand-ins started in an earlier `beforeAll`. */
export function useEventApp(overrides: () => Partial<Config> = () => ({})) {
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://w2ehub.io', ...overrides() });
    const operator = await newPlayer();
    await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
    operatorToken = operator.token;
  });
  afterAll(() => t.close());
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const call = (method: Method, url: string, token?: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

let serial = 0;
/** Each from an address of its own: registration is rate limited per address. */
export const newPlayer = () =>
  register(t.app, {}, `10.${serial % 250}.${(serial++ >> 8) % 250}.${1 + (Date.now() % 250)}`);
/**
 * `count` players written in one statement, each with a session: for tests about what many players do at once,
 * where signing each of them up through the API would only be work before the race.
 */
export async function playersAtOnce(count: number) {
  const rows = await t.app.deps.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        const id = unique();
        return { username: `player_${id}`, fullName: `Player ${id}`, referralCode: generateReferralCode() };
      }),
    )
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  return Promise.all(
    rows.map(async (row) => ({
      user: { id: row.id },
      token: (await t.app.deps.tokens.issue({ userId: row.id, version: row.tokenVersion })).access_token,
    })),
  );
}
export const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
export const HOUR = 3_600_000;
export const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export async function host(tier: 'basic' | 'standard' | 'premium' | 'enterprise' = 'premium') {
  const { token, user } = await newPlayer();
  const created = await call('POST', '/api/projects', token, { name: `Studio ${unique()}` });
  expect(created.statusCode, created.body).toBe(200);
  const project = created.json().project as { id: string };
  if (tier !== 'basic') {
    const set = await call('PATCH', `/api/admin/projects/${project.id}/tier`, operatorToken, { tier });
    expect(set.statusCode, set.body).toBe(200);
  }
  return { token, user, project };
}

export const general = (overrides: Record<string, unknown> = {}) => ({
  title: `Season ${unique()}`,
  slug: `season-${unique()}`,
  start_time: at(-HOUR),
  end_time: at(48 * HOUR),
  ...overrides,
});

export const quiz = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'quiz',
  name: 'Know the game',
  score: 50,
  questions: [
    { question: 'Which chain?', options: ['BSC', 'Solana'], correct: [0] },
    { question: 'Pick both tokens', options: ['GEM', 'GOLD', 'DIRT'], correct: [0, 1] },
  ],
  pass_percent: 100,
  ...overrides,
});
export const form = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'form',
  name: 'Tell us about you',
  score: 20,
  fields: [
    { label: 'Email', kind: 'email', required: true },
    { label: 'Why do you play?', kind: 'textarea', required: false },
  ],
  ...overrides,
});
export const visit = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'visit_website',
  name: 'Visit the site',
  score: 10,
  url: 'https://w2ehub.io/about',
  ...overrides,
});
export const bugHunt = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'bug_hunting',
  name: 'Find a bug',
  score: 100,
  turn_limit: 3,
  ...overrides,
});
export const leaderboards = [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }];

/** A published, running event with the given tasks, hosted by a new Premium project. */
export async function runningEvent(
  tasks: Record<string, unknown>[],
  overrides: Record<string, unknown> = {},
) {
  const owner = await host('premium');
  const created = await call('POST', '/api/events', owner.token, {
    host: { kind: 'project', id: owner.project.id },
    ...general(overrides),
    leaderboards,
  });
  expect(created.statusCode, created.body).toBe(200);
  const event = created.json().event as { id: string; slug: string };
  for (const task of tasks) {
    const added = await call('POST', `/api/events/${event.id}/tasks`, owner.token, task);
    expect(added.statusCode, added.body).toBe(200);
  }
  const published = await call('POST', `/api/events/${event.id}/publish`, owner.token);
  expect(published.statusCode, published.body).toBe(200);
  return { owner, event };
}

export const submit = (taskId: string, token: string, body: object = {}) =>
  call('POST', `/api/tasks/${taskId}/submissions`, token, body);

export async function scoreOf(eventId: string, userId: string) {
  const [row] = await t.app.deps.db
    .select()
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return row;
}

/** A decided, accepted submission of a daily form task granting `score` as the player's turn `turn` today. */
export function formGrant(eventId: string, userId: string, taskId: string, turn: number, score: number) {
  return {
    eventId,
    userId,
    submission: { taskId, status: 'accepted' as const, payload: { form_answers: ['me@example.com'] } },
    grant: {
      taskId,
      windowStart: windowStart('DAILY', new Date()),
      turn,
      score,
      column: 'other' as const,
      completedAt: new Date(),
    },
  };
}

export async function taskState(slug: string, token: string | undefined, taskId: string) {
  const list = await call('GET', `/api/events/${slug}/tasks`, token);
  expect(list.statusCode, list.body).toBe(200);
  return (list.json().items as { id: string; state: Record<string, unknown> }[]).find(
    (task) => task.id === taskId,
  )!.state;
}
