import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

/**
 * Prizes reaching their winners (docs/prizes.md): the player's own list, where each prize is claimed, followed
 * and confirmed; the payout lists where an event's managers (and operators, for the platform wheel) deliver.
 */
export const prizeRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: ROUTES.prizes,
      lazy: lazyPage(
        () => import('./components/my-prizes-page'),
        (m) => m.MyPrizesPage,
      ),
    },
    {
      path: ROUTES.eventPrizes,
      lazy: lazyPage(
        () => import('./components/payout-page'),
        (m) => m.EventPayoutPage,
      ),
    },
  ],
  operator: [
    {
      path: ROUTES.adminWheelPrizes,
      lazy: lazyPage(
        () => import('./components/payout-page'),
        (m) => m.PlatformWheelPayoutPage,
      ),
    },
  ],
};
