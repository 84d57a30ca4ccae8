import { describe, expect, it } from 'vitest';
import { dailyStreak, type ProgressTask, taskProgress } from './progress';

const task = (id: string, status: string, mandatory = false): ProgressTask => ({
  id,
  name: `Task ${id}`,
  mandatory,
  recurring_type: null,
  state: { status },
});

describe('taskProgress', () => {
  it('counts done tasks, mandatory ones apart, and names the first open one', () => {
    const progress = taskProgress([
      task('a', 'done', true),
      task('b', 'locked'),
      task('c', 'available', true),
      task('d', 'waiting_recurrence'),
      task('e', 'available'),
    ]);
    expect(progress).toMatchObject({ done: 2, total: 5, mandatoryDone: 1, mandatoryTotal: 2 });
    expect(progress.next?.id).toBe('c');
  });

  it('has no next task when none is open', () => {
    expect(taskProgress([task('a', 'done'), task('b', 'pending_review')]).next).toBeNull();
  });
});

describe('dailyStreak', () => {
  const now = new Date('2030-03-10T15:00:00Z');
  const daily = new Set(['d']);
  const on = (day: string, id = 'd') => ({ task_id: id, completed_at: new Date(`2030-03-${day}T09:00:00Z`) });

  it('counts the UTC days in a row up to today, and says when today’s window closes', () => {
    expect(dailyStreak([on('08'), on('09'), on('10'), on('10')], daily, now)).toEqual({
      days: 3,
      today: true,
      window_closes: '2030-03-11T00:00:00.000Z',
    });
  });

  it('keeps yesterday’s streak while today is still open, and a missed day breaks it', () => {
    expect(dailyStreak([on('07'), on('08'), on('09')], daily, now)).toMatchObject({ days: 3, today: false });
    expect(dailyStreak([on('07'), on('09'), on('10')], daily, now)).toMatchObject({ days: 2, today: true });
    expect(dailyStreak([on('07'), on('08')], daily, now)).toMatchObject({ days: 0, today: false });
  });

  it('counts daily tasks only', () => {
    expect(dailyStreak([on('09', 'once'), on('10', 'once')], daily, now).days).toBe(0);
  });
});
