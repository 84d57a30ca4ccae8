import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

export const playerRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.player,
      lazy: lazyPage(
        () => import('./components/player-page'),
        (m) => m.PlayerPage,
      ),
    },
  ],
};
