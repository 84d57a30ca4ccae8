import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage, routeData } from '../../lib/feature-routes';
import { hostEventRoutes } from './create/routes';

const data = () => import('./route-data');

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
      data: routeData(data, (m) => m.eventList),
    },
    {
      path: ROUTES.eventDetail,
      lazy: lazyPage(
        () => import('./components/event-page'),
        (m) => m.EventPage,
      ),
      // Deep links: the event and its tasks load beside the page's code (docs/portal.md, Deep links).
      data: routeData(data, (m) => m.eventDetail),
    },
    {
      // Where a visit-website task's link sends anyone but its player: names the site, asks before leaving.
      path: ROUTES.leaving,
      lazy: lazyPage(
        () => import('./components/leaving-page'),
        (m) => m.LeavingPage,
      ),
    },
  ],
  signedIn: [...hostEventRoutes],
};
