import type { RouteObject } from '../../components/router';

/**
 * Notifications: `/notifications`, the signed-in player's list (the root screen shows the unread count), and
 * `/notifications/settings`, what also comes by Telegram and email.
 */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: async () => ({ Component: (await import('./notifications-screen')).NotificationsScreen }),
  },
  {
    path: 'notifications/settings',
    lazy: async () => ({ Component: (await import('./settings-screen')).NotificationSettingsScreen }),
  },
];
