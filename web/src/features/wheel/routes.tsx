import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

export const wheelRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.luckyWheel,
      lazy: lazyPage(
        () => import('./components/wheel-page'),
        (m) => m.WheelPage,
      ),
    },
  ],
};
