import { hydrate, QueryClient } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '@w2e/core/constants';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routerInitialized } from '../lib/router-initialized';
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

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
