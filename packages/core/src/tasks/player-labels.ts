import type { PlayerTask } from '../contracts/tasks';
import type { TranslationKey } from '../i18n/resources-en';

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

/**
 * The strength of an automatic check, by what it is checked against (issue 11: on-chain, checked with
 * Telegram, graded by the server …), so players know before doing a task that it is really checked.
 */
const SOURCE_LABELS: Partial<Record<PlayerTask['type'], TranslationKey>> = {
  hold_token: 'eventPlay:checkOnChain',
  hold_nft: 'eventPlay:checkOnChain',
  transaction: 'eventPlay:checkOnChain',
  telegram_join: 'eventPlay:checkTelegram',
  discord_join: 'verification:checkDiscord',
  twitter_follow: 'verification:checkX',
  twitter_like: 'verification:checkX',
  twitter_retweet: 'verification:checkX',
  twitter_reply: 'verification:checkX',
  twitter_tweet: 'verification:checkX',
  youtube_subscribe: 'verification:checkYoutube',
  in_game: 'eventPlay:checkServer',
  mini_game: 'eventPlay:checkServer',
  visit_website: 'eventPlay:checkServer',
};

export const checkLabel = (
  task: Pick<PlayerTask, 'type' | 'check' | 'self_declared_score'>,
): TranslationKey => {
  if (task.check === 'self_declared' && !task.self_declared_score)
    return 'verification:checkSelfDeclaredNoScore';
  return (task.check === 'automatic' ? SOURCE_LABELS[task.type] : undefined) ?? CHECK_LABELS[task.check];
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
