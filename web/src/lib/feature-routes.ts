import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@w2e/react/api-provider';
import { type ComponentType, createElement } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { HydrateLater } from './hydrate-later';

/**
 * A route of the portal: react-router's, plus the data its page shows first (`data`), declared so it is
 * fetched while the page's code loads instead of after the page renders (see `routeData`).
 */
export type PortalRoute = RouteObject & { data?: LazyRouteData };

/**
 * What each feature exports from its `routes.tsx`: its pages sorted by who may open them. `app/routes.tsx`
 * puts each group behind its gate (sign-in, then operator), so access shows in the route tree and a page
 * never guards itself.
 */
export interface FeatureRoutes {
  /** Anyone, signed in or not. */
  public?: PortalRoute[];
  /** Signed-in users; visitors are sent to sign in and brought back. */
  signedIn?: PortalRoute[];
  /** Platform operators; other users are told the area is not theirs (the server checks again). */
  operator?: PortalRoute[];
}

/**
 * The source module behind a `() => import('…')` of a `routes.tsx`. Only the build's server-side pass sets it
 * (scripts/vite-route-preloads.ts), to tell the server which files each path needs (`<link rel=modulepreload>`);
 * in the browser it is undefined and costs nothing.
 */
type Import<M> = (() => Promise<M>) & { module?: string };
/** Source modules a route loads, for the build's table of what each path needs. */
export type Preloadable = { modules?: string[] };

const modulesOf = (load: { module?: string }) => (load.module ? [load.module] : []);

/** A page loaded when first visited: its chunk carries its forms and their rules, not the first bundle. */
export function lazyPage<M>(load: Import<M>, pick: (module: M) => ComponentType) {
  const lazy = async () => ({ Component: pick(await load()) });
  return Object.assign(lazy, { modules: modulesOf(load) } satisfies Preloadable);
}

/**
 * A page that is the same for every reader and holds still while open (text and links: no session, no fetched
 * data, no clock): as `lazyPage`, but on a page rendered by the server its content hydrates after the shell, in
 * slices of a few milliseconds (`HydrateLater`), not in the one long task that hydrates the shell. A click on
 * it before then hydrates it at once and is replayed.
 */
export function lazyStaticPage<M>(load: Import<M>, pick: (module: M) => ComponentType) {
  const lazy = async () => {
    const page = createElement(pick(await load()));
    return { element: createElement(HydrateLater, null, page) };
  };
  // page-loading.ts: hydrating the server's markup, it does not wait for Mantine's whole stylesheet.
  return Object.assign(lazy, { modules: modulesOf(load), staticPage: true } satisfies Preloadable & {
    staticPage: true;
  });
}

export interface RouteDataContext {
  queryClient: QueryClient;
  /** The app's API client, as `ApiProvider` gives it to the page's hooks. */
  api: ApiClient;
  /** The route's params and request (its URL's search), as react-router's loader gets them. */
  args: LoaderFunctionArgs;
}

/**
 * What a page reads first, fetched into the query cache with the domain's query options from `@w2e/react`
 * (`prefetch`): the page's own `useQuery` then finds it there. Runs as the route's loader, so it starts when
 * the route matches, beside the page's code, texts and styles, and the page's first render already has it.
 */
export type RouteData = (context: RouteDataContext) => Promise<unknown>;
export type LazyRouteData = ((context: RouteDataContext) => Promise<void>) & Preloadable;

/**
 * A route's data, declared in its `routes.tsx` (`data: routeData(() => import('./route-data'), (m) => m.…)`).
 * The module is loaded on demand like the page (its query options bring the contracts, which stay out of the
 * first bundle), and the server preloads it with the page's code. A failed fetch is left to the page, which
 * shows its own error or empty state as it did before: a route's data never stops its page from opening.
 */
export function routeData<M>(load: Import<M>, pick: (module: M) => RouteData): LazyRouteData {
  const run = async (context: RouteDataContext) => {
    try {
      await pick(await load())(context);
    } catch {
      // the page's own query reports it
    }
  };
  return Object.assign(run, { modules: modulesOf(load) });
}

/**
 * For `RouteData`: a query into the cache, with its `@w2e/react` options, so the page's `useQuery` with the
 * same options finds it. One already cached is returned at once and refreshed behind it when stale, so going
 * back to a page never waits for the network.
 */
export function prefetch<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<T> {
  return queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
}
