import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

/** Notifications: the signed-in player's list; the bell in the header is in src/components (the shell shows it). */
export const notificationRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.notificationsUnsubscribe,
      lazy: lazyPage(
        () => import('./components/unsubscribe-page'),
        (m) => m.UnsubscribePage,
      ),
    },
  ],
  signedIn: [
    {
      path: ROUTES.notifications,
      lazy: lazyPage(
        () => import('./components/notifications-page'),
        (m) => m.NotificationsPage,
      ),
    },
  ],
};
