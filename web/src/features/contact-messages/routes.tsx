import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';

export const contactRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.contact,
      lazy: lazyPage(
        () => import('./components/contact-page'),
        (m) => m.ContactPage,
      ),
    },
  ],
  operator: [
    {
      path: ROUTES.adminMessages,
      lazy: lazyPage(
        () => import('./components/admin-messages-page'),
        (m) => m.AdminMessagesPage,
      ),
    },
  ],
};
