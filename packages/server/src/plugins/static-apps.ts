import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@w2e/core/constants';
import { isPortalRoute } from '@w2e/core/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadCriticalCss } from './critical-css';
import { sendApiNotFound } from './errors';
import { loadPageRenderer } from './page-render';
import { loadRoutePreloads } from './route-preloads';

export interface StaticApps {
  webDist: string | undefined;
  /** PUBLIC_URL: the site's own host for the rich-text link policy of pages rendered here. */
  publicUrl: string;
  miniappDist: string | undefined;
}

export const MINIAPP_BASE = '/miniapp/';

/** Hashed build assets never change under their name; everything else is revalidated. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** An app's index.html with the .br and .gz beside it that the build writes (scripts/vite-precompress.ts). */
interface IndexPage {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function loadIndex(dist: string, name = 'index.html'): IndexPage {
  const file = path.join(dist, name);
  const variant = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return { html: readFileSync(file), br: variant('.br'), gzip: variant('.gz') };
}

/**
 * index.html with a deep link's preload links before `</head>` (after the first bundle's script and its
 * preloads, which stay first in line), compressed once per set of links: a handful of routes and languages.
 */
function withPreloads(index: IndexPage, links: string, cache: Map<string, IndexPage>): IndexPage {
  let page = cache.get(links);
  if (!page) {
    const text = index.html.toString('utf8');
    const at = text.includes('</head>') ? text.indexOf('</head>') : text.length;
    const html = Buffer.from(text.slice(0, at) + links + text.slice(at));
    page = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    cache.set(links, page);
  }
  return page;
}

/** Longer URLs (a page with a long search) are left to the browser to render. */
const MAX_RENDERED_URL = 300;
const EMPTY_ROOT = '<div id="root"></div>';
/** Rendered pages kept styled and compressed: as many as the renderer caches (plugins/page-render.ts). */
const MAX_RENDERED_PAGES = 64;

/** The first picture a rendered page asks for at high priority (web/src/lib/image-priority.ts). */
const HIGH_PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

/**
 * A preload of the rendered page's high-priority picture (a detail page's banner, a list's first card: its
 * largest paint), for the head before the page's scripts. The `<img>` itself comes in the body, after the head's
 * ~20–100 module preloads: at the same priority the browser asks in document order, so on HTTP/1.1 (six
 * connections) the picture waited for most of the modules, 3 s of the 5 s largest paint of `/insight` and `/clan`
 * in Lighthouse's phone. The attribute values are the markup's own, already escaped by React.
 */
function highPriorityImagePreload(root: string): string {
  const image = HIGH_PRIORITY_IMAGE.exec(root)?.[0];
  const src = image && /\ssrc="([^"]+)"/.exec(image)?.[1];
  if (!image || !src) return '';
  const srcset = /\ssrcset="([^"]+)"/i.exec(image)?.[1];
  const sizes = /\ssizes="([^"]+)"/i.exec(image)?.[1];
  return `<link rel="preload" as="image" fetchpriority="high" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''}>`;
}

/**
 * The index page with a page rendered on the server in its root (plugins/page-render.ts), after the critical CSS
 * of its markup (plugins/critical-css.ts), and its high-priority picture preloaded before the first script,
 * compressed quickly.
 */
function rendered(index: IndexPage, root: string, criticalCss: string): IndexPage {
  const style = criticalCss ? `<style>${criticalCss.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  let text = index.html.toString('utf8');
  const preload = highPriorityImagePreload(root);
  // Before the head's first script or module preload, else at its end.
  const at = preload ? text.search(/<script\b|<link rel="modulepreload"|<\/head>/) : -1;
  if (at >= 0) text = text.slice(0, at) + preload + text.slice(at);
  const html = Buffer.from(text.replace(EMPTY_ROOT, () => style + root));
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(html, { level: 6 }),
  };
}

/** The smallest form of the page the client accepts: it carries the inlined first-paint CSS, so it counts. */
function pickEncoding(request: FastifyRequest, page: IndexPage): ['br' | 'gzip', Buffer] | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (page.br && /\bbr\b/.test(accepted)) return ['br', page.br];
  if (page.gzip && /\bgzip\b/.test(accepted)) return ['gzip', page.gzip];
  return undefined;
}

/**
 * Serves the built portal at `/` and the built Mini App at `/miniapp/` from the API process. A deep link
 * gets the app's index.html, so the client router takes over; a path that is no portal page still gets the
 * portal (which shows its not-found page) but with status 404. API paths that match nothing get JSON.
 */
export async function registerStaticApps(app: FastifyInstance, apps: StaticApps): Promise<void> {
  const webIndex = apps.webDist ? loadIndex(apps.webDist) : undefined;
  // The home page prerendered at build time (web/src/prerender.tsx), when the build made it.
  const webHome =
    apps.webDist && existsSync(path.join(apps.webDist, 'home.html'))
      ? loadIndex(apps.webDist, 'home.html')
      : webIndex;
  const miniappIndex = apps.miniappDist ? loadIndex(apps.miniappDist) : undefined;
  const preloadsFor = apps.webDist ? loadRoutePreloads(apps.webDist) : undefined;
  const criticalCss =
    apps.webDist && webIndex ? loadCriticalCss(apps.webDist, webIndex.html.toString('utf8')) : undefined;
  const pageRenderer = apps.webDist ? await loadPageRenderer(app, apps.webDist, apps.publicUrl) : undefined;
  const withPreloadsCache = new Map<string, IndexPage>();
  const renderedPages = new Map<string, Map<string, IndexPage>>();

  if (apps.webDist) {
    await app.register(fastifyStatic, {
      root: apps.webDist,
      prefix: '/',
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  if (apps.miniappDist) {
    await app.register(fastifyStatic, {
      root: apps.miniappDist,
      prefix: MINIAPP_BASE,
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
  }

  const sendIndex = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: IndexPage,
    status: number,
    vary = 'accept-encoding',
  ) => {
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    reply.header('vary', vary);
    const encoded = pickEncoding(request, page);
    if (!encoded) return reply.send(page.html);
    return reply.header('content-encoding', encoded[0]).send(encoded[1]);
  };

  // The roots are directories to @fastify/static (which refuses to list them); they are the apps' pages.
  if (webHome)
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply, webHome, 200));
  if (miniappIndex) {
    app.get(MINIAPP_BASE, { schema: { hide: true } }, (request, reply) =>
      sendIndex(request, reply, miniappIndex, 200),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = pathname === API_BASE || pathname.startsWith(`${API_BASE}/`);
    // A missing file (it has an extension) is a plain 404, never HTML in place of a script.
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
    if (!isPage || isApi || looksLikeFile) return sendApiNotFound(request, reply);

    if (pathname === '/miniapp' || pathname.startsWith(MINIAPP_BASE)) {
      if (miniappIndex) return sendIndex(request, reply, miniappIndex, 200);
    } else if (webIndex) {
      const status = isPortalRoute(pathname) ? 200 : 404;
      const root =
        status === 200 && request.method === 'GET' && request.url.length <= MAX_RENDERED_URL
          ? await pageRenderer?.render(request.url)
          : undefined;
      const preloads = preloadsFor?.(pathname, request.headers['accept-language'], root !== undefined);
      const links = preloads?.links;
      // The text preloaded is in the language the browser asks for.
      const page = links ? withPreloads(webIndex, links, withPreloadsCache) : webIndex;
      const vary = links ? 'accept-encoding, accept-language' : 'accept-encoding';
      if (!root) return sendIndex(request, reply, page, status, vary);
      // The renderer hands out the same markup for its cache's lifetime: style and compress it once, per language.
      let byLinks = renderedPages.get(root);
      if (!byLinks) {
        if (renderedPages.size >= MAX_RENDERED_PAGES)
          renderedPages.delete(renderedPages.keys().next().value!);
        byLinks = new Map();
        renderedPages.set(root, byLinks);
      }
      let full = byLinks.get(links ?? '');
      if (!full) {
        full = rendered(page, root, criticalCss?.forMarkup(preloads?.stylesheets ?? [], root) ?? '');
        byLinks.set(links ?? '', full);
      }
      return sendIndex(request, reply, full, status, vary);
    }
    return sendApiNotFound(request, reply);
  });
}
