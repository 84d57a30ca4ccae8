import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage, routeData } from '../../lib/feature-routes';

const data = () => import('./route-data');

/**
 * Clans (docs/clans.md). Anyone: the list and a clan's page. Signed in: founding and editing a clan and the
 * Clan Master page (the server refuses a non-manager; the page says so). A clan event's update page is the
 * events feature's five-step flow (`features/events/create/routes.tsx`).
 */
export const clanRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.clans,
      lazy: lazyPage(
        () => import('./components/clan-list-page'),
        (m) => m.ClanListPage,
      ),
      data: routeData(data, (m) => m.clanList),
    },
    {
      path: ROUTES.clanDetail,
      lazy: lazyPage(
        () => import('./components/clan-page'),
        (m) => m.ClanPage,
      ),
      data: routeData(data, (m) => m.clanDetail),
    },
  ],
  signedIn: [
    {
      path: ROUTES.clanCreate,
      lazy: lazyPage(
        () => import('./components/clan-form-page'),
        (m) => m.ClanFormPage,
      ),
    },
    {
      path: ROUTES.clanEdit,
      lazy: lazyPage(
        () => import('./components/clan-form-page'),
        (m) => m.ClanFormPage,
      ),
    },
    {
      path: ROUTES.clanMaster,
      lazy: lazyPage(
        () => import('./components/clan-master-page'),
        (m) => m.ClanMasterPage,
      ),
    },
  ],
};
