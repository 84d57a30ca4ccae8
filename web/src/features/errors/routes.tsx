import { ROUTES } from '@w2e/core/routes';
import { lazyPage } from '../../lib/feature-routes';

/** The 404 page, lazy like the others: unknown paths are rare, and it uses Mantine's components. */
const notFoundPage = lazyPage(
  () => import('../../components/not-found-page'),
  (m) => m.NotFoundPage,
);

/** Last in the route tree: /404 itself, and every path no other route matched. */
export const notFoundRoutes = [
  { path: ROUTES.notFound, lazy: notFoundPage },
  { path: '*', lazy: notFoundPage },
];
