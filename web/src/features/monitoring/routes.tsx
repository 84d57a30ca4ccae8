import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

/** The group admins' dashboard, behind the sign-in gate; the service page links to it. */
export const monitoringRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: ROUTES.monitoringDashboard,
      lazy: lazyPage(
        () => import('./components/monitoring-dashboard'),
        (m) => m.MonitoringDashboardPage,
      ),
    },
  ],
};
