import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';

/**
 * The Mini App's router: a history kept in memory (Telegram gives no address bar), screens matched by path,
 * each screen's code loaded before the navigation commits, so the screen on display stays until the next
 * one is ready. It does what the Mini App asks of a router and no more, in about 1 KB gzip where
 * react-router's data router was 26 KB of the first screen's script (docs/miniapp.md, "Bundle and first screen").
 *
 * The API mirrors react-router's names for what it covers (`createMemoryRouter`, `RouterProvider`,
 * `useNavigate`, `useParams`, `useSearchParams`, `RouteObject` with `path`, `index`, `children`,
 * `element` and `lazy`), so a screen reads the same as a portal page.
 *
 * Matching ranks a route's segments as react-router does: a static segment beats a `:param`, which beats
 * the `*` splat; the best-ranked route that matches the whole path is shown.
 */

export interface RouteObject {
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  element?: ReactNode;
  /** Loads the screen's code; called once, on the first navigation to the route. */
  lazy?: () => Promise<{ Component: ComponentType }>;
}

export interface RouterLocation {
  pathname: string;
  search: string;
}

export interface NavigateOptions {
  /** Replace the current entry instead of adding one (the BackButton then skips it). */
  replace?: boolean;
}

interface FlatRoute {
  segments: string[];
  rank: number;
  route: RouteObject;
}

interface Match {
  flat: FlatRoute;
  params: Record<string, string>;
}

export interface RouterState {
  location: RouterLocation;
  /** How many entries lie behind the current one. */
  index: number;
}

export interface MemoryRouter {
  readonly state: RouterState;
  /** A path (with an optional `?query`) to open, or -1 to go back one entry. Resolves once it is shown. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** The current entry's screen and path parameters, null while its code loads. */
  readonly match: { element: ReactNode; params: Record<string, string> } | null;
}

const splitPath = (path: string) => path.split('/').filter((segment) => segment !== '');

function flatten(routes: RouteObject[], parent: string[] = [], into: FlatRoute[] = []): FlatRoute[] {
  for (const route of routes) {
    const segments = route.path?.startsWith('/')
      ? splitPath(route.path)
      : [...parent, ...splitPath(route.path ?? '')];
    if (route.children) flatten(route.children, segments, into);
    if (!route.element && !route.lazy) continue;
    const rank =
      segments.reduce((sum, segment) => sum + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10), 0) +
      (route.index ? 2 : 0);
    into.push({ segments, rank, route });
  }
  return into;
}

function matchPath(flat: FlatRoute, path: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < flat.segments.length; i += 1) {
    const segment = flat.segments[i] as string;
    if (segment === '*') {
      params['*'] = path.slice(i).join('/');
      return params;
    }
    const part = path[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return null;
  }
  return path.length === flat.segments.length ? params : null;
}

function parseLocation(to: string): RouterLocation {
  const url = new URL(to, 'http://mini.app/');
  return { pathname: url.pathname, search: url.search };
}

/** A router whose history starts with `initialEntries`, on the entry at `initialIndex` (the last by default). */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'], initialIndex }: { initialEntries?: string[]; initialIndex?: number } = {},
): MemoryRouter {
  const table = flatten(routes).sort((a, b) => b.rank - a.rank);
  const loaded = new Map<RouteObject, ReactNode>();
  const listeners = new Set<() => void>();
  const entries = initialEntries.map(parseLocation);
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let state: RouterState = { location: entries[index] as RouterLocation, index };
  let shown: { element: ReactNode; params: Record<string, string> } | null = null;
  let latest = 0;

  const find = (location: RouterLocation): Match | null => {
    const path = splitPath(location.pathname);
    for (const flat of table) {
      const params = matchPath(flat, path);
      if (params) return { flat, params };
    }
    return null;
  };

  /** The element of a matched route if its code is in (a plain element, or a lazy one loaded before). */
  const ready = ({ route }: FlatRoute): ReactNode | undefined =>
    route.element !== undefined ? route.element : loaded.get(route);

  /** Loads a lazy route's code (once) and gives its element. */
  const load = async ({ route }: FlatRoute): Promise<ReactNode> => {
    const { Component } = await (route.lazy as NonNullable<RouteObject['lazy']>)();
    const element = <Component />;
    loaded.set(route, element);
    return element;
  };

  const commit = (nextIndex: number, element: ReactNode, params: Record<string, string>) => {
    index = nextIndex;
    state = { location: entries[nextIndex] as RouterLocation, index };
    shown = { element, params };
    for (const listener of listeners) listener();
  };

  /** Shows an entry: at once when its code is in, else once it has loaded (if no later navigation won). */
  const show = async (nextIndex: number) => {
    const ticket = ++latest;
    const match = find(entries[nextIndex] as RouterLocation);
    const element = match ? ready(match.flat) : null;
    if (element !== undefined) {
      commit(nextIndex, element, match?.params ?? {});
      return;
    }
    const loadedElement = await load((match as Match).flat);
    // A later navigation started while this one's code loaded: that one wins.
    if (ticket !== latest) return;
    commit(nextIndex, loadedElement, (match as Match).params);
  };

  // A deep link whose screen's code fails to load (a dropped connection) falls back to the entry below it,
  // the root, rather than leaving the app blank; the failure is reported.
  const first = show(index).catch(async (error: unknown) => {
    console.error(error);
    if (index > 0) await show(index - 1);
  });

  return {
    get state() {
      return state;
    },
    get match() {
      return shown;
    },
    async navigate(to, options = {}) {
      await first;
      if (typeof to === 'number') {
        const target = Math.min(Math.max(index + to, 0), entries.length - 1);
        if (target !== index) await show(target);
        return;
      }
      const base = `http://mini.app${state.location.pathname.replace(/\/?$/, '/')}`;
      const url = new URL(to, base);
      const location = { pathname: url.pathname, search: url.search };
      if (options.replace) {
        entries[index] = location;
        await show(index);
        return;
      }
      // Entries ahead of this one (after going back) are dropped, as a browser's history does.
      entries.splice(index + 1, entries.length, location);
      await show(index + 1);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const RouterContext = createContext<MemoryRouter | null>(null);
const ParamsContext = createContext<Record<string, string>>({});

function useRouter(): MemoryRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A screen was rendered outside the RouterProvider');
  return router;
}

/** Shows the current entry's screen; nothing until the first screen's code is in. */
export function RouterProvider({ router }: { router: MemoryRouter }) {
  const match = useSyncExternalStore(
    router.subscribe,
    () => router.match,
    () => router.match,
  );
  // A new screen is a new tree: a screen shown again after going back starts afresh, as with react-router.
  const key = useSyncExternalStore(
    router.subscribe,
    () => router.state.index,
    () => router.state.index,
  );
  if (!match) return null;
  return (
    <RouterContext.Provider value={router}>
      <ParamsContext.Provider value={match.params} key={key}>
        {match.element}
      </ParamsContext.Provider>
    </RouterContext.Provider>
  );
}

/** `navigate('/events/x')` opens a screen; `navigate(-1)` goes back. */
export function useNavigate(): MemoryRouter['navigate'] {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

/** The current screen's `:param` values (and `*` for a splat route). */
export function useParams<
  T extends Record<string, string | undefined> = Record<string, string | undefined>,
>(): T {
  return useContext(ParamsContext) as T;
}

/** The current entry's query, and a setter that navigates to the same screen with another one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string>, options?: NavigateOptions) => Promise<void>,
] {
  const router = useRouter();
  const search = useSyncExternalStore(
    router.subscribe,
    () => router.state.location.search,
    () => router.state.location.search,
  );
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: Record<string, string>, options?: NavigateOptions) =>
      router.navigate(`${router.state.location.pathname}?${new URLSearchParams(next).toString()}`, options),
    [router],
  );
  return [params, set];
}
