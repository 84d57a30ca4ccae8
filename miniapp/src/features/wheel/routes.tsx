import type { RouteObject } from '../../components/router';

/**
 * The lucky wheel: `/wheel` is the platform's, `/wheel/:id` an event's (its link is on the event screen). The
 * screen, its disc and its texts load only when it is opened.
 */
const screen = async () => ({ Component: (await import('./wheel-screen')).WheelScreen });
export const wheelRoutes: RouteObject[] = [
  { path: 'wheel', lazy: screen },
  { path: 'wheel/:id', lazy: screen },
];
