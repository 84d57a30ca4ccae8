import type { RouteObject } from '../../components/router';

/** Notifications: `/notifications`, the signed-in player's list (the root screen shows the unread count). */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: async () => ({ Component: (await import('./notifications-screen')).NotificationsScreen }),
  },
];
