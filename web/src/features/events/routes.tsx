import type { FeatureRoutes } from '../../lib/feature-routes';
import { hostEventRoutes } from './create/routes';

/** Events and tasks (issue 10). The players' pages join `public` from their own branch. */
export const eventRoutes: FeatureRoutes = {
  signedIn: [...hostEventRoutes],
};
