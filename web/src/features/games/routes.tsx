import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage, routeData } from '../../lib/feature-routes';

const data = () => import('./route-data');

export const gameRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.games,
      lazy: lazyPage(
        () => import('./components/games-page'),
        (m) => m.GamesPage,
      ),
      data: routeData(data, (m) => m.gameList),
    },
    {
      path: ROUTES.gameDetail,
      lazy: lazyPage(
        () => import('./components/game-detail-page'),
        (m) => m.GameDetailPage,
      ),
      data: routeData(data, (m) => m.gameDetail),
    },
  ],
  signedIn: [
    {
      path: ROUTES.gameAdd,
      lazy: lazyPage(
        () => import('./components/add-game-page'),
        (m) => m.AddGamePage,
      ),
    },
  ],
  operator: [
    {
      path: ROUTES.adminGameClaims,
      lazy: lazyPage(
        () => import('./components/admin-claims-page'),
        (m) => m.GameClaimsPage,
      ),
    },
  ],
};
