import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventTiming } from '../events/state';
import { parseMessage } from '../validation/message';
import { windowStart } from './recurrence';
import { type Completion, canComplete, type TaskRules, taskStatus } from './state';

const HOUR = 3_600_000;
// `satisfies`, not a type annotation: this event has an end, so `end_time` stays a Date (EventTiming allows null).
const event = {
  status: 'published',
  start_time: new Date('2025-06-02T00:00:00Z'), // a Monday
  end_time: new Date('2025-06-30T00:00:00Z'),
} satisfies EventTiming;
const at = (iso: string) => new Date(iso);
const done = (task_id: string, iso: string): Completion => ({ task_id, completed_at: at(iso) });
const during = fc.date({
  min: event.start_time,
  max: new Date(event.end_time.getTime() - 1),
  noInvalidDate: true,
});

describe('task status: event gates', () => {
  const task: TaskRules = { id: 'follow' };

  it('refuse every task of a draft, before the start and from the end on', () => {
    expect(
      taskStatus({
        task,
        completions: [],
        now: at('2025-06-10T00:00:00Z'),
        event: { ...event, status: 'draft' },
      }),
    ).toEqual({ status: 'event_not_published' });
    expect(taskStatus({ task, completions: [], now: at('2025-06-01T23:59:59Z'), event })).toEqual({
      status: 'event_not_started',
      starts_at: event.start_time,
    });
    const ended = canComplete({ task, completions: [], now: event.end_time, event });
    expect(ended).toMatchObject({ ok: false, status: 'event_ended' });
    expect(!ended.ok && parseMessage(ended.message)?.key).toBe('events:ended');
  });

  it('let no task be completed outside the running window, whatever its state', () => {
    const outside = fc.oneof(
      fc.date({
        min: new Date('2025-01-01T00:00:00Z'),
        max: new Date(event.start_time.getTime() - 1),
        noInvalidDate: true,
      }),
      fc.date({ min: event.end_time, max: new Date('2026-01-01T00:00:00Z'), noInvalidDate: true }),
    );
    fc.assert(
      fc.property(
        outside,
        fc.constantFrom(undefined, 'DAILY' as const, 'WEEKLY' as const),
        (now, recurring_type) => {
          const result = canComplete({ task: { id: 'x', recurring_type }, completions: [], now, event });
          expect(result.ok).toBe(false);
          expect(!result.ok && result.status.startsWith('event_')).toBe(true);
        },
      ),
    );
  });
});

describe('task status: dependencies', () => {
  const task: TaskRules = { id: 'quiz', dependent_tasks: ['join', 'follow'] };
  const now = at('2025-06-10T12:00:00Z');

  it('stay locked until every prerequisite is done, naming the ones left', () => {
    expect(taskStatus({ task, completions: [], now, event })).toEqual({
      status: 'locked',
      waiting_for: ['join', 'follow'],
    });
    const oneDone = [done('join', '2025-06-10T08:00:00Z')];
    expect(taskStatus({ task, completions: oneDone, now, event })).toEqual({
      status: 'locked',
      waiting_for: ['follow'],
    });
    const check = canComplete({ task, completions: oneDone, now, event });
    expect(!check.ok && parseMessage(check.message)?.key).toBe('tasks:lockedMessage');
    const both = [...oneDone, done('follow', '2025-06-10T09:00:00Z')];
    expect(taskStatus({ task, completions: both, now, event })).toMatchObject({ status: 'not_started' });
  });

  it('ignore completions stamped after the instant asked about', () => {
    const later = [done('join', '2025-06-11T00:00:00Z'), done('follow', '2025-06-11T00:00:00Z')];
    expect(taskStatus({ task, completions: later, now, event }).status).toBe('locked');
  });
});

describe('task status: turns and recurrence', () => {
  it('finish a one-off task after its turns, counting every completion of the event', () => {
    const task: TaskRules = { id: 'visit', turn_limit: 2 };
    const now = at('2025-06-20T00:00:00Z');
    const first = [done('visit', '2025-06-03T00:00:00Z')];
    expect(taskStatus({ task, completions: first, now, event })).toEqual({
      status: 'not_started',
      turns_used: 1,
      turns_left: 1,
    });
    const both = [...first, done('visit', '2025-06-15T00:00:00Z')];
    expect(taskStatus({ task, completions: both, now, event })).toEqual({
      status: 'finished',
      turns_used: 2,
    });
    const check = canComplete({ task, completions: both, now, event });
    expect(!check.ok && parseMessage(check.message)?.key).toBe('tasks:finishedMessage');
  });

  it('reopen a daily task at the next 00:00 UTC', () => {
    const task: TaskRules = { id: 'checkin', recurring_type: 'DAILY' };
    const today = [done('checkin', '2025-06-10T01:00:00Z')];
    expect(taskStatus({ task, completions: today, now: at('2025-06-10T23:59:59Z'), event })).toEqual({
      status: 'waiting_recurrence',
      next_window_start: at('2025-06-11T00:00:00Z'),
    });
    expect(canComplete({ task, completions: today, now: at('2025-06-11T00:00:00Z'), event })).toEqual({
      ok: true,
      turns_left: 1,
    });
  });

  it('reopen a weekly task on Monday 00:00 UTC and count turns per week', () => {
    const task: TaskRules = { id: 'tweet', recurring_type: 'WEEKLY', turn_limit: 2 };
    const thisWeek = [done('tweet', '2025-06-09T10:00:00Z'), done('tweet', '2025-06-12T10:00:00Z')];
    expect(taskStatus({ task, completions: thisWeek, now: at('2025-06-15T20:00:00Z'), event })).toEqual({
      status: 'waiting_recurrence',
      next_window_start: at('2025-06-16T00:00:00Z'),
    });
    expect(taskStatus({ task, completions: thisWeek, now: at('2025-06-16T00:00:00Z'), event })).toEqual({
      status: 'not_started',
      turns_used: 0,
      turns_left: 2,
    });
  });

  it('call a recurring task finished when its next window opens only after the event ends', () => {
    const task: TaskRules = { id: 'checkin', recurring_type: 'DAILY' };
    const lastDay = [done('checkin', '2025-06-29T05:00:00Z')];
    expect(taskStatus({ task, completions: lastDay, now: at('2025-06-29T06:00:00Z'), event })).toEqual({
      status: 'finished',
      turns_used: 1,
    });
  });

  it('allow exactly turn_limit completions per window of a recurring task', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('DAILY' as const, 'WEEKLY' as const),
        fc.integer({ min: 1, max: 4 }),
        during,
        fc.array(fc.integer({ min: 0, max: 23 * HOUR }), { maxLength: 8 }),
        (recurring_type, turn_limit, now, offsets) => {
          const task: TaskRules = { id: 'r', recurring_type, turn_limit };
          const completions: Completion[] = [];
          // Replay completions attempted at increasing instants up to `now`, recording each one allowed.
          const start = Math.max(windowStart(recurring_type, now).getTime(), event.start_time.getTime());
          for (const offset of [...offsets].sort((a, b) => a - b)) {
            const when = new Date(Math.min(start + offset, now.getTime()));
            if (canComplete({ task, completions, now: when, event }).ok)
              completions.push({ task_id: 'r', completed_at: when });
          }
          const inWindow = completions.filter(
            (c) => c.completed_at.getTime() >= windowStart(recurring_type, now).getTime(),
          );
          expect(inWindow.length).toBeLessThanOrEqual(turn_limit);
          const status = taskStatus({ task, completions, now, event });
          if (inWindow.length < turn_limit)
            expect(status).toMatchObject({ status: 'not_started', turns_left: turn_limit - inWindow.length });
          else expect(['waiting_recurrence', 'finished']).toContain(status.status);
          if (status.status === 'waiting_recurrence') {
            expect(status.next_window_start.getTime()).toBeGreaterThan(now.getTime());
            expect(status.next_window_start.getTime()).toBeLessThan(event.end_time.getTime());
          }
        },
      ),
    );
  });

  it('allow a completion exactly when the status says not started', () => {
    fc.assert(
      fc.property(
        during,
        fc.constantFrom(undefined, 'DAILY' as const, 'WEEKLY' as const),
        fc.array(fc.tuple(fc.constantFrom('a', 'b'), during), { maxLength: 6 }),
        (now, recurring_type, raw) => {
          const task: TaskRules = { id: 'b', dependent_tasks: ['a'], recurring_type };
          const completions = raw.map(([task_id, completed_at]) => ({ task_id, completed_at }));
          const input = { task, completions, now, event };
          expect(canComplete(input).ok).toBe(taskStatus(input).status === 'not_started');
        },
      ),
    );
  });
});
