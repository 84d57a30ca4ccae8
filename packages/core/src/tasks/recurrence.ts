import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';

/**
 * Recurring tasks reopen in fixed UTC windows, the same for every player whatever their time zone, so a
 * leaderboard never depends on where someone lives: DAILY windows start at 00:00 UTC, WEEKLY windows on
 * Monday 00:00 UTC (ISO weeks).
 */
export const RECURRING_TYPES = ['DAILY', 'WEEKLY'] as const;
export type RecurringType = (typeof RECURRING_TYPES)[number];

export const RECURRING_LABELS: Record<RecurringType, TranslationKey> = {
  DAILY: 'tasks:recurringDaily',
  WEEKLY: 'tasks:recurringWeekly',
};

export const recurringTypeSchema = lazySchema(() =>
  z.enum(RECURRING_TYPES, { error: message('tasks:choiceInvalid') }),
);

/** JavaScript time has no leap seconds, so a UTC day is always exactly this long. */
const DAY_MS = 86_400_000;
const WINDOW_DAYS: Record<RecurringType, number> = { DAILY: 1, WEEKLY: 7 };

function timeOf(at: Date): number {
  const time = at.getTime();
  if (Number.isNaN(time)) throw new RangeError('recurrence: invalid date');
  return time;
}

/** Start of the window that contains `at`. */
export function windowStart(type: RecurringType, at: Date): Date {
  const dayStart = Math.floor(timeOf(at) / DAY_MS) * DAY_MS;
  if (type === 'DAILY') return new Date(dayStart);
  const daysSinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
  return new Date(dayStart - daysSinceMonday * DAY_MS);
}

/** Start of the window after the one that contains `at`: when a used-up recurring task opens again. */
export function nextWindowStart(type: RecurringType, at: Date): Date {
  return new Date(windowStart(type, at).getTime() + WINDOW_DAYS[type] * DAY_MS);
}

export function sameWindow(type: RecurringType, a: Date, b: Date): boolean {
  return windowStart(type, a).getTime() === windowStart(type, b).getTime();
}
