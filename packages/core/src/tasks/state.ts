import { type EventTiming, eventPhase } from '../events/state';
import type { TranslationKey } from '../i18n/resources-en';
import { message } from '../validation/message';
import { nextWindowStart, type RecurringType, windowStart } from './recurrence';

/**
 * One player's view of one task (spec section 4): the event's gates first, then the task's own lock, then
 * how many turns are left.
 *
 * Turn limit: for a DAILY or WEEKLY task it counts completions per window (a daily tweet task with limit 3
 * can be done three times each UTC day); for a one-off task, in total. One meaning, "how many times can I do
 * this now", whatever the recurrence: the event's end already bounds the total. Absent means 1.
 */
export interface TaskRules {
  id: string;
  dependent_tasks?: readonly string[] | undefined;
  recurring_type?: RecurringType | null | undefined;
  turn_limit?: number | null | undefined;
}

/** One completion by this player; pass the player's completions of every task of the event. */
export interface Completion {
  task_id: string;
  completed_at: Date;
}

export interface TaskStatusInput {
  task: TaskRules;
  completions: readonly Completion[];
  now: Date;
  event: EventTiming;
}

export type TaskStatus =
  | { status: 'event_not_published' }
  | { status: 'event_not_started'; starts_at: Date }
  | { status: 'event_ended' }
  /** `waiting_for`: the prerequisites not done yet, in the order the task lists them. */
  | { status: 'locked'; waiting_for: string[] }
  /** Can be done now; `turns_used` > 0 when a multi-turn task is partly used in this window. */
  | { status: 'not_started'; turns_used: number; turns_left: number }
  /** No turn left, and none will open before the event ends. */
  | { status: 'finished'; turns_used: number }
  | { status: 'waiting_recurrence'; next_window_start: Date };
export type TaskStatusName = TaskStatus['status'];

export function turnLimit(task: TaskRules): number {
  return task.turn_limit ?? 1;
}

export function taskStatus({ task, completions, now, event }: TaskStatusInput): TaskStatus {
  switch (eventPhase(event, now)) {
    case 'not_published':
      return { status: 'event_not_published' };
    case 'not_started':
      return { status: 'event_not_started', starts_at: event.start_time };
    case 'ended':
      return { status: 'event_ended' };
    case 'running':
      break;
  }

  // Completions stamped after `now` are ignored, so asking about a past instant gives the past answer.
  const past = completions.filter((c) => c.completed_at.getTime() <= now.getTime());
  const done = new Set(past.map((c) => c.task_id));
  const waitingFor = [...new Set(task.dependent_tasks ?? [])].filter((id) => !done.has(id));
  if (waitingFor.length > 0) return { status: 'locked', waiting_for: waitingFor };

  const recurrence = task.recurring_type ?? null;
  const from = recurrence ? windowStart(recurrence, now).getTime() : Number.NEGATIVE_INFINITY;
  const turnsUsed = past.filter((c) => c.task_id === task.id && c.completed_at.getTime() >= from).length;
  const limit = turnLimit(task);
  if (turnsUsed < limit)
    return { status: 'not_started', turns_used: turnsUsed, turns_left: limit - turnsUsed };
  if (recurrence) {
    const next = nextWindowStart(recurrence, now);
    if (event.end_time === null || next.getTime() < event.end_time.getTime())
      return { status: 'waiting_recurrence', next_window_start: next };
  }
  return { status: 'finished', turns_used: turnsUsed };
}

/** Why a task cannot be done now, per state: what `canComplete` answers and the server refuses with. */
export const TASK_BLOCKED_NOTICES: Record<Exclude<TaskStatusName, 'not_started'>, TranslationKey> = {
  event_not_published: 'events:notPublished',
  event_not_started: 'events:notStarted',
  event_ended: 'events:ended',
  locked: 'tasks:lockedMessage',
  finished: 'tasks:finishedMessage',
  waiting_recurrence: 'tasks:waitingRecurrenceMessage',
};

export type CompletionCheck =
  | { ok: true; turns_left: number }
  | { ok: false; status: Exclude<TaskStatusName, 'not_started'>; message: string };

/** What the server asks before recording a completion and adding score; the message is for the player. */
export function canComplete(input: TaskStatusInput): CompletionCheck {
  const state = taskStatus(input);
  if (state.status === 'not_started') return { ok: true, turns_left: state.turns_left };
  return { ok: false, status: state.status, message: message(TASK_BLOCKED_NOTICES[state.status]) };
}

/** Labels of the four states a task card shows while the event runs. */
export const TASK_STATUS_LABELS: Record<
  'locked' | 'not_started' | 'finished' | 'waiting_recurrence',
  TranslationKey
> = {
  locked: 'tasks:statusLocked',
  not_started: 'tasks:statusNotStarted',
  finished: 'tasks:statusFinished',
  waiting_recurrence: 'tasks:statusWaitingRecurrence',
};

/**
 * Mandatory tasks gate the rest (spec: "mandatory flag"): every optional task also waits for every mandatory
 * one, so a player does the required steps first. Mandatory tasks keep only their own dependencies (the
 * contracts refuse a mandatory task that waits for an optional one, which would lock both).
 */
export function withMandatoryGates<T extends TaskRules & { mandatory?: boolean | undefined }>(
  tasks: readonly T[],
): (T & { dependent_tasks: string[] })[] {
  const mandatory = tasks.filter((task) => task.mandatory).map((task) => task.id);
  return tasks.map((task) => ({
    ...task,
    dependent_tasks: task.mandatory
      ? [...(task.dependent_tasks ?? [])]
      : [...new Set([...(task.dependent_tasks ?? []), ...mandatory])],
  }));
}
