import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

/**
 * Task ids are one namespace across every host's events. A host probing ids (adding a task with it, editing,
 * deleting, overriding it) or a player (doing it, asking for its quiz or visit link) must not learn whether a
 * draft of another host has one: every answer is the one a task that doesn't exist gets.
 */
let t: TestApp;
let serial = 0;
const newUser = () => register(t.app, {}, `10.88.${serial++ % 250}.${1 + (Date.now() % 250)}`);
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A host (a player with a project, not an operator: operators manage every event) and a draft event. */
async function hostWithDraft() {
  const host = await newUser();
  const project = await call('POST', '/api/projects', host.token, {
    name: `Studio ${randomUUID().slice(0, 8)}`,
  });
  const tier = await call('PATCH', `/api/admin/projects/${project.json().project.id}/tier`, operatorToken, {
    tier: 'premium',
  });
  expect(tier.statusCode, tier.body).toBe(200);
  const created = await call('POST', '/api/events', host.token, {
    host: { kind: 'project', id: project.json().project.id },
    title: `Draft ${randomUUID().slice(0, 8)}`,
    slug: `draft-${randomUUID().slice(0, 8)}`,
    start_time: at(-HOUR),
    end_time: at(48 * HOUR),
  });
  expect(created.statusCode, created.body).toBe(200);
  return { token: host.token, eventId: created.json().event.id as string };
}

const quiz = (id: string) => ({
  id,
  type: 'quiz',
  name: 'Secret quiz',
  score: 10,
  questions: [{ question: 'Which chain?', options: ['BSC', 'Solana'], correct: [0] }],
  pass_percent: 100,
});
const visitTask = (id: string) => ({
  id,
  type: 'visit_website',
  name: 'Visit',
  score: 5,
  url: 'https://w2ehub.io/',
});

/** Status and body of an answer, the parts a prober compares. */
const answer = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
  const done = await response;
  return { status: done.statusCode, body: done.json() };
};

let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const operator = await newUser();
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
  operatorToken = operator.token;
});
afterAll(() => t.close());

describe('task ids', () => {
  it('a host and a player learn nothing about another host’s draft tasks by their ids', async () => {
    const owner = await hostWithDraft();
    const secret = randomUUID();
    const secretVisit = randomUUID();
    expect(
      (await call('POST', `/api/events/${owner.eventId}/tasks`, owner.token, quiz(secret))).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/events/${owner.eventId}/tasks`, owner.token, visitTask(secretVisit)))
        .statusCode,
    ).toBe(200);

    const prober = await hostWithDraft();
    const player = await newUser();
    const missing = randomUUID();
    const probes: [string, (id: string) => Promise<{ status: number; body: unknown }>][] = [
      ['edit', (id) => answer(call('PATCH', `/api/tasks/${id}`, prober.token, quiz(id)))],
      ['delete', (id) => answer(call('DELETE', `/api/tasks/${id}`, prober.token))],
      [
        'override',
        (id) => answer(call('POST', `/api/tasks/${id}/overrides`, prober.token, { user_id: randomUUID() })),
      ],
      [
        'do',
        (id) => answer(call('POST', `/api/tasks/${id}/submissions`, player.token, { quiz_answers: [[0]] })),
      ],
      ['quiz', (id) => answer(call('GET', `/api/tasks/${id}/quiz`, player.token))],
      ['visit', (id) => answer(call('POST', `/api/tasks/${id}/visits`, player.token))],
    ];
    for (const [what, probe] of probes) {
      const target = what === 'visit' ? secretVisit : secret;
      expect({ what, ...(await probe(target)) }).toEqual({ what, ...(await probe(missing)) });
    }
    // The owner's tasks are untouched, and still theirs.
    const editor = await call('GET', `/api/events/${owner.eventId}/editor`, owner.token);
    expect(
      editor
        .json()
        .tasks.map((task: { config: { id: string } }) => task.config.id)
        .sort(),
    ).toEqual([secret, secretVisit].sort());
  });

  it('adding a task with an id another event uses succeeds as with a new one, under a server-made id', async () => {
    const owner = await hostWithDraft();
    const taken = randomUUID();
    await call('POST', `/api/events/${owner.eventId}/tasks`, owner.token, quiz(taken));
    const prober = await hostWithDraft();
    const fresh = randomUUID();
    const reused = await call('POST', `/api/events/${prober.eventId}/tasks`, prober.token, quiz(taken));
    const unused = await call('POST', `/api/events/${prober.eventId}/tasks`, prober.token, quiz(fresh));
    expect(reused.statusCode, reused.body).toBe(200);
    expect(unused.statusCode, unused.body).toBe(200);
    expect(reused.json().message).toBe(unused.json().message);
    expect(reused.json().task.config.id).not.toBe(taken);
    expect(unused.json().task.config.id).toBe(fresh);
    // A readable id is never kept: the same answer whether or not any event has it.
    const readable = await call(
      'POST',
      `/api/events/${prober.eventId}/tasks`,
      prober.token,
      quiz('join-discord'),
    );
    expect(readable.statusCode, readable.body).toBe(200);
    expect(readable.json().task.config.id).toMatch(/^[0-9a-f-]{36}$/);
    // Within the host's own event, an id in use is still refused.
    const again = await call('POST', `/api/events/${prober.eventId}/tasks`, prober.token, quiz(fresh));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('tasks:idTaken');
  });
});
