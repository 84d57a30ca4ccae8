import { hydrate, QueryClient } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '@w2e/core/constants';
import { sessionKeys } from '@w2e/react/session/queries';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routerInitialized } from '../lib/router-initialized';
import { apiClient } from './api-client';
import { Providers } from './providers';
import { portalRoutes } from './routes';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

// A page rendered on the server brings the data it was rendered from: the route's loader and the page's
// queries find it in the cache (fresh as their options say), so the first render matches the markup.
try {
  const state = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
} catch {
  // unreadable: the page fetches its data as it would without it
}

const router = createBrowserRouter(portalRoutes(queryClient));

/**
 * Resolves once the first route's code and data are in (react-router's `initialized`): markup rendered on the
 * server is hydrated only then, so the first render is the page, not the loading overlay that would not match.
 */
export function routerReady(): Promise<void> {
  return routerInitialized(router);
}

/**
 * Before hydrating the server's markup: the session it was rendered for. The boot script keeps the markup only for a
 * visitor with no token (prerender.tsx), so it shows the signed-out header; a route's loader may have asked already.
 * A token written after the boot script ran (another tab signing in) would otherwise be read by whichever part first
 * asks for the session, midway through hydrating, and that part would not match the markup (lib/hydration.ts).
 * Returns what main.tsx calls once hydrated: a token that arrived meanwhile is read then.
 */
export function holdSessionForHydration(): () => void {
  if (queryClient.getQueryData(sessionKeys.all) !== undefined) return () => {};
  queryClient.setQueryData(sessionKeys.all, null);
  return () => {
    if (apiClient.tokens.get()) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  };
}

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
