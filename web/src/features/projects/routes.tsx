import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage, routeData } from '../../lib/feature-routes';

/**
 * A project's own page (docs/projects.md): a new host makes it at /project/new; anyone reads it with its events; its managers edit it (the server
 * refuses anyone else, the page says so). Its API keys and webhooks pages are the partner feature's.
 */
export const projectRoutes: FeatureRoutes = {
  public: [
    {
      path: ROUTES.project,
      lazy: lazyPage(
        () => import('./components/project-page'),
        (m) => m.ProjectPage,
      ),
      data: routeData(
        () => import('./route-data'),
        (m) => m.projectDetail,
      ),
    },
  ],
  signedIn: [
    {
      path: ROUTES.projectNew,
      lazy: lazyPage(
        () => import('./components/project-new-page'),
        (m) => m.ProjectNewPage,
      ),
    },
    {
      path: ROUTES.projectEdit,
      lazy: lazyPage(
        () => import('./components/project-edit-page'),
        (m) => m.ProjectEditPage,
      ),
    },
  ],
};
