import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, type TestApp } from './helpers';

const HOUR = 3_600_000;

/**
 * What the task tests host their events with: `operator` (a registered player) made an operator with a project.
 * `eventWith(task)` makes a running event holding that one task (started an hour ago unless told, ending in two
 * days) and publishes it; the task creation's answer comes back too, so a test can assert a refused task.
 */
export async function eventHost(t: TestApp, operator: { token: string; user: { id: string } }) {
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
  const call = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(operator.token), ...(payload ? { payload } : {}) });
  const project = await call('/api/projects', { name: `Studio ${randomUUID().slice(0, 8)}` });
  const projectId = project.json().project.id as string;
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  async function eventWith(task: Record<string, unknown>, startsInMs = -HOUR) {
    const created = await call('/api/events', {
      host: { kind: 'project', id: projectId },
      title: `Task ${randomUUID().slice(0, 8)}`,
      slug: `task-${randomUUID().slice(0, 8)}`,
      start_time: at(startsInMs),
      end_time: at(48 * HOUR),
      leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json().event as { id: string };
    const id = randomUUID();
    const added = await call(`/api/events/${event.id}/tasks`, { id, score: 30, ...task });
    if (added.statusCode !== 200) return { added, id, event };
    const published = await call(`/api/events/${event.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    return { added, id, event };
  }

  return { token: operator.token, id: operator.user.id, projectId, eventWith };
}
