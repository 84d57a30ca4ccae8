/**
 * Event states, the five-step creation flow, ranks, rewards and the leaderboard. Where spec section 5 or 8
 * gives the wording ("This order already exists", "End time must be greater than start time", "Create event
 * error", …), it is kept exactly. Variables use i18next's {{name}} form.
 */
export const events = {
  statusDraft: 'Draft',
  statusPublished: 'Published',
  statusFinished: 'Finished',
  notStarted: 'This event has not started yet',
  ended: 'This event has ended: tasks can no longer be done and no score is added',
  notPublished: 'This event is not published yet',
  cannotUnpublish: 'A published event cannot go back to draft',
  transitionInvalid: 'This event cannot change to that status',

  stepGeneral: 'General',
  stepTask: 'Task',
  stepScore: 'Score',
  stepLeaderboard: 'Leaderboard',
  stepReward: 'Reward',

  dateInvalid: 'Enter a valid date and time',
  slugInvalid: 'The slug may only contain lowercase letters, numbers and hyphens',
  taskConfigRequired: 'The event needs at least one task config',
  leaderboardConfigRequired: 'The event needs at least one leaderboard config',
  orderExists: 'This order already exists',
  metricNameInUse: 'This metric name is already in use',
  rankByMetricUnknown: 'Rank by one of this event’s metrics',
  metricGameMissing:
    'Ranking by a metric needs one game to read it from: host the event as a game, or make its in-game tasks name one game',
  rankInvalid: 'Rank must be ALL, TOP NNN, a specific number, or [x-y] with x<y',
  saveEventFirst: 'Please add or save the event information',

  rankingDesc: 'Higher is better',
  rankingAsc: 'Lower is better',
  distributionAll: 'All',
  distributionRandom: 'Random',
  distributionOrder: 'Order',

  columnRank: 'Rank',
  columnPlayer: 'Player',
  columnInGameScore: 'In-game score',
  columnSocialScore: 'Social score',
  columnOtherScore: 'Other score',
  columnTotalScore: 'Total score',

  createError: 'Create event error',
  updateError: 'Event update error',
  createClanEventSuccess: 'Create event clan successfully',
  createClanEventFailed: 'Create event clan failed',
  addTaskSuccess: 'Add new task success',

  notFound: 'Event not found',
  hostNotFound: 'This host does not exist',
  hostForbidden: 'You cannot host events for this host',
  manageForbidden: 'Only the event’s host can do this',
  slugTaken: 'This slug is already in use',
  saved: 'Event saved',
  published: 'Event published',
  full: 'This event is full',
  signupRecorded: 'Your sign-up is recorded for this event',
  signupTooLate: 'Only accounts created through this event’s link while it runs count',
  maxBelowJoined: 'More players have already joined than this limit',
} as const;
