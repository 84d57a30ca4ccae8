import type { RouteObject } from '../../components/router';

/**
 * Leaderboards: everyone's (`/leaderboards`, by period, with the player's clans), an event's (from the event
 * screen) and a clan's members (from the clan screen). Each screen's code loads when it is first opened.
 */
export const leaderboardsRoutes: RouteObject[] = [
  {
    path: 'leaderboards',
    lazy: async () => ({ Component: (await import('./leaderboards-screen')).LeaderboardsScreen }),
  },
  {
    path: 'events/:slug/leaderboard',
    lazy: async () => ({ Component: (await import('./event-board-screen')).EventBoardScreen }),
  },
  {
    path: 'clans/:slug/leaderboard',
    lazy: async () => ({ Component: (await import('./clan-board-screen')).ClanBoardScreen }),
  },
];
