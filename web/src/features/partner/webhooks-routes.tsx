import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

/** A project's partner webhooks (docs/webhooks.md): its managers add them and watch their deliveries. */
export const webhookRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: ROUTES.projectWebhooks,
      lazy: lazyPage(
        () => import('./webhooks-page'),
        (m) => m.WebhooksPage,
      ),
    },
  ],
};
