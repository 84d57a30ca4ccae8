import { nextWindowStart, windowStart } from './recurrence';

const DAY_MS = 86_400_000;

/** What a player's progress reads of each task of the event (a PlayerTask has these). */
export interface ProgressTask {
  id: string;
  name: string;
  mandatory: boolean;
  recurring_type: string | null;
  state: { status: string };
}

/** A task counts as done once the player has completed it (a recurring one: in this window, or for good). */
const DONE = new Set(['done', 'finished', 'waiting_recurrence']);

export interface TaskProgress {
  done: number;
  total: number;
  mandatoryDone: number;
  mandatoryTotal: number;
  /** The first task, in the page's order, the player can do now; null when none is open. */
  next: ProgressTask | null;
}

/** "3 of 4 tasks done" (mandatory ones apart) and the next task open to the player. */
export function taskProgress(tasks: readonly ProgressTask[]): TaskProgress {
  const mandatory = tasks.filter((task) => task.mandatory);
  return {
    done: tasks.filter((task) => DONE.has(task.state.status)).length,
    total: tasks.length,
    mandatoryDone: mandatory.filter((task) => DONE.has(task.state.status)).length,
    mandatoryTotal: mandatory.length,
    next: tasks.find((task) => task.state.status === 'available') ?? null,
  };
}

export interface DailyStreak {
  /** UTC days in a row, up to today (or up to yesterday while today's window is still open), with a daily task done. */
  days: number;
  /** Whether a daily task is done in today's window. */
  today: boolean;
  /** When today's window closes (the next UTC midnight). */
  window_closes: string;
}

/**
 * The player's streak on the event's daily tasks: consecutive UTC days with at least one completion of a
 * DAILY task. Today not done yet does not break it (the window is still open); a day missed before does.
 */
export function dailyStreak(
  completions: readonly { task_id: string; completed_at: Date }[],
  dailyTaskIds: ReadonlySet<string>,
  now: Date,
): DailyStreak {
  const days = new Set(
    completions
      .filter((c) => dailyTaskIds.has(c.task_id) && c.completed_at.getTime() <= now.getTime())
      .map((c) => windowStart('DAILY', c.completed_at).getTime()),
  );
  const today = windowStart('DAILY', now).getTime();
  let day = days.has(today) ? today : today - DAY_MS;
  let count = 0;
  while (days.has(day)) {
    count += 1;
    day -= DAY_MS;
  }
  return {
    days: count,
    today: days.has(today),
    window_closes: nextWindowStart('DAILY', now).toISOString(),
  };
}
