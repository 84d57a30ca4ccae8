import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pickLanguage } from '@w2e/core/i18n/languages';

/** The portal build's `route-preloads.json` (scripts/vite-route-preloads.ts). */
interface RoutePreloadTable {
  texts: Record<string, string[]>;
  routes: { path: string; files: string[] }[];
}

const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** `/game/:id` → a matcher of its paths (react-router's `:param` and a final `*`). */
function matcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function linkTag(file: string, rendered: boolean): string {
  const href = escapeAttribute(file);
  // As the build's own loader asks for them (crossorigin), so the browser reuses what was preloaded. A
  // stylesheet is wanted by hydration, not by the first paint (a rendered page carries its critical CSS), so it
  // is fetched at low priority: at the preload default (highest) it took bandwidth from the page's scripts, and
  // Lighthouse's simulation counted it as holding the first paint.
  if (file.endsWith('.css'))
    return `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${href}">`;
  // On a page rendered on the server the route's modules are wanted by hydration too, not by the first paint:
  // at low priority they leave the connections to the document, its critical CSS and its largest picture
  // first. At high priority (a module preload's default) Lighthouse's simulation counted every one that
  // finished before the observed first paint as holding it (~20–100 per page). A page the browser renders
  // itself needs them to paint at all, so they stay high there.
  return `<link rel="modulepreload" crossorigin${rendered ? ' fetchpriority="low"' : ''} href="${href}">`;
}

export interface RoutePreloads {
  /** The `<link>`s for the page at this path, in the reader's language; '' for a path with none. */
  links: string;
  /** The page's stylesheets in the order its code links them (for a rendered page's critical CSS). */
  stylesheets: string[];
}

/**
 * The `<link>`s that let a deep link's code, text and data load beside the first bundle instead of after it:
 * for a path, the files its page loads on a first visit (its chunks and their imports, its stylesheet, its
 * data's module and the HTTP client), and the text of the language the reader's browser asks for
 * (Accept-Language, as the portal picks it when nothing is stored); the scripts at low priority when the page
 * comes rendered by the server (`rendered`), since its first paint needs none of them. Undefined when the build
 * has no table.
 * Stylesheets are preloaded, never linked: a page rendered on the server paints with its critical CSS inlined
 * (plugins/critical-css.ts), and the page's code links the sheets before it renders or hydrates.
 */
export function loadRoutePreloads(
  webDist: string,
): ((pathname: string, acceptLanguage: string | undefined, rendered: boolean) => RoutePreloads) | undefined {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return undefined;
  const table = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadTable;
  // Most specific first, as the build sorted them: the first match is the route react-router will pick.
  const routes = table.routes.map((route) => ({ match: matcher(route.path), files: route.files }));
  return (pathname, acceptLanguage, rendered) => {
    const route = routes.find((candidate) => candidate.match.test(pathname));
    if (!route || route.files.length === 0) return { links: '', stylesheets: [] };
    const texts = table.texts[pickLanguage(acceptLanguage)] ?? [];
    return {
      links: [...route.files, ...texts].map((file) => linkTag(file, rendered)).join(''),
      stylesheets: route.files.filter((name) => name.endsWith('.css')),
    };
  };
}
