import type { PlayerTask } from '../contracts/tasks';
import type { TranslationKey } from '../i18n/resources-en';
import { isCheckSource, SOURCE_LABELS, TASK_TRAITS } from './types';

type Check = PlayerTask['check'];
type Status = PlayerTask['state']['status'];

/** How a task is checked, as players read it before doing it. */
const CHECK_LABELS: Record<Check, TranslationKey> = {
  automatic: 'eventPlay:checkAutomatic',
  submission: 'eventPlay:checkSubmission',
  review: 'eventPlay:checkReview',
  self_declared: 'verification:checkSelfDeclared',
  unavailable: 'eventPlay:checkUnavailable',
};

export const checkLabel = (
  task: Pick<PlayerTask, 'type' | 'check' | 'self_declared_score'>,
): TranslationKey => {
  if (task.check === 'self_declared' && !task.self_declared_score)
    return 'verification:checkSelfDeclaredNoScore';
  // An automatic check says what it is checked against (on-chain, checked with Telegram, graded by the
  // server …), so players know before doing a task that it is really checked.
  const by = TASK_TRAITS[task.type].checkedBy;
  return task.check === 'automatic' && isCheckSource(by) ? SOURCE_LABELS[by] : CHECK_LABELS[task.check];
};

/** A player task's state, as the portal and the Mini App show it. */
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
