import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

/** /admin itself: the list of admin sections. Each section is its domain's (see their routes.tsx). */
export const adminRoutes: FeatureRoutes = {
  operator: [
    {
      path: ROUTES.admin,
      lazy: lazyPage(
        () => import('./components/admin-page'),
        (m) => m.AdminPage,
      ),
    },
  ],
};
