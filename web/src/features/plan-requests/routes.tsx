import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

/**
 * Plans hosts ask for (docs/content-platform.md, "Plans"): operators approve or decline them here; the host's
 * side is the Plan card on the profile's event tab.
 */
export const planRequestRoutes: FeatureRoutes = {
  operator: [
    {
      path: ROUTES.adminPlanRequests,
      lazy: lazyPage(
        () => import('./components/admin-plan-requests-page'),
        (m) => m.AdminPlanRequestsPage,
      ),
    },
  ],
};
