import type { PlayerTask } from '@w2e/core/contracts/tasks';

type Check = PlayerTask['check'];
type Status = PlayerTask['state']['status'];

/** Mantine colours of the labels in core's tasks/player-labels.ts. */
export const CHECK_COLORS: Record<Check, string> = {
  automatic: 'blue',
  submission: 'cyan',
  review: 'orange',
  self_declared: 'yellow',
  unavailable: 'gray',
};

export const STATUS_COLORS: Record<Status, string> = {
  event_not_published: 'gray',
  event_not_started: 'gray',
  event_ended: 'gray',
  locked: 'gray',
  available: 'violet',
  pending_review: 'yellow',
  done: 'teal',
  waiting_recurrence: 'indigo',
  finished: 'teal',
};
