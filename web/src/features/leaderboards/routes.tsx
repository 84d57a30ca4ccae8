import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage, routeData } from '../../lib/feature-routes';

/** The platform-wide leaderboard; an event's own board is part of the event's page (features/events). */
export const leaderboardRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.leaderboard,
      lazy: lazyPage(
        () => import('./components/leaderboard-page'),
        (m) => m.LeaderboardPage,
      ),
      data: routeData(
        () => import('./route-data'),
        (m) => m.leaderboard,
      ),
    },
  ],
};
