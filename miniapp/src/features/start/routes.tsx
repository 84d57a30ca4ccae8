import type { RouteObject } from '../../components/router';
import { StartScreen } from './start-screen';

/** The root screen, in the first bundle since every launch shows it (or passes it on the way back). */
export const startRoutes: RouteObject[] = [{ index: true, element: <StartScreen /> }];

/** Any path no feature has claimed yet: the "coming soon" screen, with the BackButton to go back. */
export const comingSoonRoutes: RouteObject[] = [
  { path: '*', lazy: async () => ({ Component: (await import('./coming-soon-screen')).ComingSoonScreen }) },
];
