import type { PlayerTask } from '@w2e/core/contracts/tasks';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';

type Check = PlayerTask['check'];
type Status = PlayerTask['state']['status'];

/** How a task is checked, as players read it before doing it. */
export const CHECK_LABELS: Record<Check, TranslationKey> = {
  automatic: 'eventPlay:checkAutomatic',
  submission: 'eventPlay:checkSubmission',
  review: 'eventPlay:checkReview',
  unavailable: 'eventPlay:checkUnavailable',
};

export const CHECK_COLORS: Record<Check, string> = {
  automatic: 'blue',
  submission: 'cyan',
  review: 'orange',
  unavailable: 'gray',
};

export const STATUS_LABELS: Record<Status, TranslationKey> = {
  event_not_published: 'eventPlay:stateNotPublished',
  event_not_started: 'eventPlay:stateNotStarted',
  event_ended: 'eventPlay:stateEnded',
  locked: 'eventPlay:stateLocked',
  available: 'eventPlay:stateAvailable',
  pending_review: 'eventPlay:statePending',
  done: 'eventPlay:stateDone',
  waiting_recurrence: 'tasks:statusWaitingRecurrence',
  finished: 'eventPlay:stateFinished',
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
