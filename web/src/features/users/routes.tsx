import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

export const userRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: ROUTES.profile,
      lazy: lazyPage(
        () => import('./components/profile-page'),
        (m) => m.ProfilePage,
      ),
    },
    {
      path: ROUTES.welcome,
      lazy: lazyPage(
        () => import('./components/welcome-page'),
        (m) => m.WelcomePage,
      ),
    },
  ],
};
