import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

/** The partner API's keys (docs/partner-api.md): a project's own page, signed in; the server checks who. */
export const apiKeyRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: ROUTES.projectApiKeys,
      lazy: lazyPage(
        () => import('./components/api-keys-page'),
        (m) => m.ApiKeysPage,
      ),
    },
  ],
};
