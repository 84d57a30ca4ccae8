/**
 * The build's server-side entry (`vite build --ssr`, used by scripts/vite-prerender.ts): renders a page of the
 * portal to HTML, as a visitor in English sees it first, so the home page paints from its HTML before any
 * script has run (and crawlers read it). In the browser, main.tsx hydrates it when it is still there: the
 * inline boot script (below) drops it first for readers whose first render would differ from it.
 */

import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import type { Transport } from '@w2e/core/api/http';
import { TOKEN_STORAGE_KEY } from '@w2e/core/constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@w2e/core/i18n/languages';
import { sessionKeys } from '@w2e/react/session/queries';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { Providers } from './app/providers';
import { portalRoutes, SIGNED_IN_GATE } from './app/routes';
import { setServerSanitizer } from './components/rich-text-view';
import { IFO_TOKEN_PARAM } from './features/session/take-ifo-token';
import { BANNER_ID, BANNER_STORAGE_KEY } from './features/shell/components/top-banner';
import { EARLY_INPUT_KEY } from './lib/early-input';
import { LANGUAGE_STORAGE_KEY } from './lib/i18n';

export async function renderPage(pathname: string): Promise<string> {
  const rendered = await renderRoute(pathname);
  if (!rendered) throw new Error(`${pathname} redirects; only pages can be prerendered`);
  return rendered.markup;
}

export interface RenderedRoute {
  /** The page's markup, for `<div id="root">`. */
  markup: string;
  /** The react-query cache the page rendered from (`dehydrate`), for the browser to start from (app.tsx). */
  state: DehydratedState;
}

/**
 * Renders a page of the portal with its route's data, as a visitor in English without a session sees it:
 * the build renders `/` with it, and the server renders public deep links at request time (the server's
 * `plugins/page-render.ts`), passing the transport (`fetch`'s shape) that answers the route's API calls
 * in-process. Undefined when the route redirects (a page behind the sign-in gate): such paths are not rendered.
 */
export async function renderRoute(
  pathname: string,
  options: { transport?: Transport; sanitizeRichText?: (html: string) => string } = {},
): Promise<RenderedRoute | undefined> {
  if (options.sanitizeRichText) setServerSanitizer(options.sanitizeRichText);
  if (options.transport) {
    const { http } = await import('./lib/api');
    http.transport = options.transport;
    // A failure here is the browser's to show (it asks again): no toast in the server's markup.
    http.quiet = true;
  }
  const queryClient = new QueryClient();
  const { query, dataRoutes } = createStaticHandler(portalRoutes(queryClient));
  const context = await query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) return undefined;
  // A page for signed-in readers only: the browser's gate decides (it sends visitors to sign in).
  if (context.matches.some((match) => match.route.id === SIGNED_IN_GATE)) return undefined;
  const router = createStaticRouter(dataRoutes, context);
  const markup = renderToString(
    <Providers queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  // Only what succeeded (a failed fetch is the page's to retry in the browser), and never the session: the
  // page was rendered for a visitor without one, which says nothing of who opens it.
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && query.queryKey[0] !== sessionKeys.all[0],
  });
  return { markup, state };
}

/**
 * Runs inline right after the prerendered markup, before it paints. The markup is what an English-reading
 * visitor without a session sees first; for anyone else (another language, as lib/i18n.ts would pick it; a
 * session token or an IFO token in the URL; a dismissed banner) it is dropped, and the app renders from
 * scratch as it does on every other page. Kept markup is hydrated (main.tsx), so it is never painted twice.
 *
 * Kept markup shows buttons and fields before the page's code can answer them: a click on a button or on a
 * select's field (`role="combobox"`) then is held (the last one) and the text typed into a field recorded, under `EARLY_INPUT_KEY`, and both are made again once
 * React listens (lib/early-input.ts), instead of being lost.
 * Links need nothing: they navigate as plain links.
 */
export function bootScript(): string {
  const settings = {
    languages: LANGUAGES,
    prerendered: DEFAULT_LANGUAGE,
    languageKey: LANGUAGE_STORAGE_KEY,
    tokenKey: TOKEN_STORAGE_KEY,
    ifoParam: IFO_TOKEN_PARAM,
    bannerKey: BANNER_STORAGE_KEY,
    bannerId: BANNER_ID,
    earlyInput: EARLY_INPUT_KEY,
  };
  return `(function (s) {
  var root = document.getElementById('root');
  try {
    var stored = localStorage.getItem(s.languageKey);
    var wanted = s.languages.indexOf(stored) >= 0 ? [stored] : navigator.languages || [navigator.language];
    var language = s.prerendered;
    for (var i = 0; i < wanted.length; i++) {
      var base = String(wanted[i]).toLowerCase().split('-')[0];
      if (s.languages.indexOf(base) >= 0) { language = base; break; }
    }
    var session = localStorage.getItem(s.tokenKey) || new URLSearchParams(location.search).has(s.ifoParam);
    var bannerClosed = localStorage.getItem(s.bannerKey) === s.bannerId;
    if (language !== s.prerendered || session || bannerClosed) root.textContent = '';
  } catch (e) {
    root.textContent = '';
  }
  if (!root.firstChild) return;
  var early = { clicks: [], listener: function (event) {
    var button = event.target instanceof Element ? event.target.closest('button, [role="button"], [role="combobox"]') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    early.clicks = [button];
  }, typed: [], typing: function (event) {
    var field = event.target;
    var text = field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && /^(text|search|email|url|tel|number|password)$/.test(field.type));
    if (!text || !root.contains(field)) return;
    for (var i = early.typed.length - 1; i >= 0; i--) if (early.typed[i].field === field) early.typed.splice(i, 1);
    early.typed.push({ field: field, value: field.value });
  } };
  window[s.earlyInput] = early;
  document.addEventListener('click', early.listener, true);
  document.addEventListener('input', early.typing, true);
})(${JSON.stringify(settings)});`;
}

/** One path of the route tree and the source modules its page loads on a first visit (its gates' too). */
interface RouteModules {
  path: string;
  /** Code: each lazy route's module on the way down (gates, then the page). */
  modules: string[];
  /** Modules of the data the route declares (`data: routeData(…)`); they fetch through the API client. */
  data: string[];
}

/**
 * What each path of the portal loads on a first visit, read by the build (scripts/vite-route-preloads.ts) to
 * write the server's table of `<link rel=modulepreload>`s per path. Modules are known only in this build, whose
 * `routes.tsx` imports are annotated with them; the browser's bundle carries none.
 */
export function routeModules(): RouteModules[] {
  const table: RouteModules[] = [];
  const modulesOf = (fn: unknown) => (fn as { modules?: string[] } | undefined)?.modules ?? [];
  const walk = (routes: RouteObject[], parentPath: string, inherited: RouteModules) => {
    for (const route of routes) {
      const path = route.path
        ? route.path.startsWith('/')
          ? route.path
          : `${parentPath.replace(/\/$/, '')}/${route.path}`
        : parentPath;
      const here = {
        path,
        modules: [...inherited.modules, ...modulesOf(route.lazy)],
        data: [...inherited.data, ...modulesOf(route.loader)],
      };
      if (route.children) walk(route.children, path, here);
      else if (route.path) table.push(here);
    }
  };
  walk(portalRoutes(new QueryClient()), '', { path: '', modules: [], data: [] });
  return table;
}
