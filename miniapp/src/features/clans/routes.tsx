import type { RouteObject } from '../../components/router';

/**
 * Clans: the list (`/clans`) and one clan (`/clans/:slug`, also what `startapp=clan_<slug>` opens). Its
 * members' board is the leaderboards feature's `/clans/:slug/leaderboard`.
 */
export const clansRoutes: RouteObject[] = [
  { path: 'clans', lazy: async () => ({ Component: (await import('./clans-screen')).ClansScreen }) },
  { path: 'clans/:slug', lazy: async () => ({ Component: (await import('./clan-screen')).ClanScreen }) },
];
