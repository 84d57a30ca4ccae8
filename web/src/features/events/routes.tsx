import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage } from '../../lib/feature-routes';
import { hostEventRoutes } from './create/routes';

/**
 * Events and their tasks. Players: the list and an event's page (tasks are done there). Hosts: the creation
 * flow, editing and the submissions page (`create/routes.tsx`).
 */
export const eventRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.events,
      lazy: lazyPage(
        () => import('./components/event-list-page'),
        (m) => m.EventListPage,
      ),
    },
    {
      path: ROUTES.eventDetail,
      lazy: lazyPage(
        () => import('./components/event-page'),
        (m) => m.EventPage,
      ),
    },
  ],
  signedIn: [...hostEventRoutes],
};
