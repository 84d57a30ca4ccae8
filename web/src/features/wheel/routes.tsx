import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

/** The lucky wheel: players spin at /lucky-wheel; hosts configure their event's wheel, operators the platform's. */
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
  signedIn: [
    {
      path: ROUTES.eventWheel,
      lazy: lazyPage(
        () => import('./components/wheel-config-page'),
        (m) => m.EventWheelConfigPage,
      ),
    },
  ],
  operator: [
    {
      path: ROUTES.adminWheel,
      lazy: lazyPage(
        () => import('./components/wheel-config-page'),
        (m) => m.PlatformWheelConfigPage,
      ),
    },
  ],
};
