import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage, routeData } from '../../lib/feature-routes';

export const playerRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.player,
      lazy: lazyPage(
        () => import('./components/player-page'),
        (m) => m.PlayerPage,
      ),
      data: routeData(
        () => import('./route-data'),
        (m) => m.player,
      ),
    },
  ],
};
