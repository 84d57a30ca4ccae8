import { windowStart } from '@w2e/core/tasks/recurrence';
import { describe, expect, it } from 'vitest';
import { taskCompletions } from '../../src/db/schema/tasks';
import {
  call,
  form,
  HOUR,
  newPlayer,
  runningEvent,
  submit,
  t,
  useEventApp,
  visit,
} from '../support/event-kit';

/**
 * A player's streak on an event's daily tasks, as GET /api/events/{slug}/tasks answers it: days in a row with a
 * daily task done, and when today's window closes; on PGlite and on PostgreSQL.
 */

useEventApp();

const DAY = 24 * HOUR;

describe('the daily streak', () => {
  it('counts the days in a row with a daily task done, today included, and says when today closes', async () => {
    const daily = form({ recurring_type: 'DAILY', score: 2 });
    const { event } = await runningEvent([daily, visit()], {
      start_time: new Date(Date.now() - 5 * DAY).toISOString(),
    });
    const { token, user } = await newPlayer();

    const before = await call('GET', `/api/events/${event.slug}/tasks`, token);
    expect(before.json().streak).toMatchObject({ days: 0, today: false });

    // Yesterday and the day before, then today through the API.
    const now = Date.now();
    await t.app.deps.db.insert(taskCompletions).values(
      [1, 2].map((daysAgo) => {
        const at = new Date(now - daysAgo * DAY);
        return {
          taskId: daily.id,
          eventId: event.id,
          userId: user.id,
          windowStart: windowStart('DAILY', at),
          turn: 1,
          score: 2,
          column: 'other' as const,
          completedAt: at,
        };
      }),
    );
    const kept = await call('GET', `/api/events/${event.slug}/tasks`, token);
    expect(kept.json().streak).toMatchObject({ days: 2, today: false });

    const sent = await submit(daily.id, token, { form_answers: ['me@example.com', ''] });
    expect(sent.statusCode, sent.body).toBe(200);
    const streak = (await call('GET', `/api/events/${event.slug}/tasks`, token)).json().streak;
    expect(streak).toEqual({
      days: 3,
      today: true,
      window_closes: new Date(windowStart('DAILY', new Date()).getTime() + DAY).toISOString(),
    });
  });

  it('is null signed out and for an event without daily tasks', async () => {
    const { event } = await runningEvent([visit()]);
    const { token } = await newPlayer();
    expect((await call('GET', `/api/events/${event.slug}/tasks`, token)).json().streak).toBeNull();
    const { event: withDaily } = await runningEvent([form({ recurring_type: 'DAILY' })]);
    expect((await call('GET', `/api/events/${withDaily.slug}/tasks`)).json().streak).toBeNull();
  });
});
