/** A player's public profile (/player/{username}). */
export const players = {
  description: '{{name}} on W2E Hub: linked games, their statistics and the events they took part in.',
  joined: 'joined {{date}}',
  games: 'Games',
  game: 'Game',
  totalEarning: 'Total earning',
  todayEarning: 'Today',
  unclaimed: 'Unclaimed',
  noGames: 'No linked game yet.',
  events: 'Events',
  event: 'Event',
  score: 'Score',
  noEvents: 'Has not taken part in an event yet.',
  loadFailed: 'Could not load this part of the profile',
};
