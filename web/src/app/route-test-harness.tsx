import type { QueryClient } from '@tanstack/react-query';
import { withPageLoading } from '../features/shell/page-loading';
import type { PortalRoute } from '../lib/feature-routes';
import { routerInitialized } from '../lib/router-initialized';
import { type RouteTestOptions, renderRouter, testRouter } from '../lib/test-render';

/** The keys of the queries in the cache that hold data, in the cache's order. */
export const keysWithData = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.queryKey);

/**
 * Opens a route of the portal as a first visit does (features/shell/page-loading.ts): the data it declares runs
 * as its loader beside its lazy page, and the page renders only once both are done, as in the server's render
 * and on a first visit in the browser. `loaded` is what the loader left in the query cache; the view returned is
 * the page's first render (nothing it fetches itself has arrived yet).
 */
export async function openRoute(route: PortalRoute, options: RouteTestOptions) {
  const { router, queryClient, api } = await testRouter(
    (client) => withPageLoading([route], client),
    options,
  );
  await routerInitialized(router);
  const loaded = keysWithData(queryClient);
  const view = renderRouter(router, queryClient, api);
  return { ...view, router, queryClient, loaded };
}
