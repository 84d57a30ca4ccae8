import { ROUTES } from '@w2e/core/routes';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { HomePage } from './components/home-page';

/** The landing page is the one page in the first bundle (and prerendered, see prerender.tsx). */
export const homeRoutes: FeatureRoutes = {
  public: [{ path: ROUTES.home, element: <HomePage /> }],
};
