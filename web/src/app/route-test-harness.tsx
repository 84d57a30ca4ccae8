import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@w2e/core/api/http';
import type { UserInfo } from '@w2e/core/contracts/session';
import type { Language } from '@w2e/core/i18n/languages';
import { createMemoryRouter } from 'react-router';
import { withPageLoading } from '../features/shell/page-loading';
import type { PortalRoute } from '../lib/feature-routes';
import { renderRouter, testClient } from '../lib/test-render';

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
export async function openRoute(
  route: PortalRoute,
  {
    path,
    http,
    user = null,
    language = 'en',
  }: { path: string; http: HttpClient; user?: UserInfo | null; language?: Language },
) {
  const { queryClient, api } = await testClient({ http, user, language });
  const router = createMemoryRouter(withPageLoading([route], { queryClient, api }), {
    initialEntries: [path],
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const loaded = keysWithData(queryClient);
  const view = renderRouter(router, queryClient, api);
  return { ...view, router, queryClient, loaded };
}
