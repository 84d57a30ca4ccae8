import type { RouteObject } from '../components/router';
import { clansRoutes } from '../features/clans/routes';
import { eventsRoutes } from '../features/events/routes';
import { leaderboardsRoutes } from '../features/leaderboards/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { comingSoonRoutes, startRoutes } from '../features/start/routes';
import { userRoutes } from '../features/users/routes';
import { wheelRoutes } from '../features/wheel/routes';
import { loadScreenText, type MiniAppI18n } from '../i18n';

/**
 * The Mini App's screens, composed from each feature's own route list as the portal does. Telegram gives no
 * address bar, so the router keeps its history in memory (app.tsx); deep links (`startapp=`, deep-link.ts)
 * choose the first entries. Each screen wraps itself in `Page`, which shows Telegram's BackButton below the
 * root. A feature adds its list here and its entry in features/start/root-links.ts; `comingSoonRoutes` stays last.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      ...startRoutes,
      ...eventsRoutes,
      ...wheelRoutes,
      ...leaderboardsRoutes,
      ...clansRoutes,
      ...notificationsRoutes,
      ...userRoutes,
      ...comingSoonRoutes,
    ],
  },
];

/**
 * The routes with each lazy screen waiting for the screens' text too (i18n.ts, `loadScreenText`): its code and
 * its text download together, and the screen shows with both (the router commits once its `lazy` resolves).
 */
export function withScreenText(list: RouteObject[], i18n: MiniAppI18n): RouteObject[] {
  return list.map((route) => {
    const lazy = route.lazy;
    return {
      ...route,
      ...(route.children ? { children: withScreenText(route.children, i18n) } : {}),
      ...(lazy ? { lazy: async () => (await Promise.all([lazy(), loadScreenText(i18n)]))[0] } : {}),
    };
  });
}
