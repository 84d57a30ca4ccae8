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
};
