import type { RouteObject } from '../../components/router';

/** The player's profile: score, the slots of spins and clans, account linking, the TON wallet. */
export const userRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await import('./profile-screen')).ProfileScreen }) },
];
