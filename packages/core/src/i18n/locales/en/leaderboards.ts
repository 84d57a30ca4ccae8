/** Leaderboards: an event's board on its page, and the platform's. */
export const leaderboards = {
  title: 'Leaderboard',
  anonymousPlayer: 'Player',
  searchLabel: 'Search players',
  searchPlaceholder: 'Player name',
  tieBreak: 'Equal scores: whoever reached the score first ranks higher.',
  you: 'You',
  yourRank: 'Your rank: #{{rank}}',
  empty: 'Nobody has taken part yet.',
  noResults: 'No player matches “{{query}}”.',
  pagination: 'Pages of the leaderboard',
  loadFailed: 'Could not load the leaderboard',
  rankBy: 'Leaderboard ranks by',
  rankByHint:
    'The total score, or one score column. Equal scores: whoever reached the score first ranks higher.',
  rankedBy: 'Ranked by {{column}}.',
  period: 'Period',
  periodAll: 'All time',
  period30d: 'Last 30 days',
  period7d: 'Last 7 days',
};
