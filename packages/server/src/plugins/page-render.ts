import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Transport } from '@w2e/core/api/http';
import { PAGE_STATE_ID } from '@w2e/core/constants';
import type { FastifyInstance } from 'fastify';
import { richTextSanitizer } from '../lib/rich-text';

/**
 * Public deep links rendered on the server, with their data (docs/portal.md, "Deep links"): a first visit
 * to /event/{slug}, /game/{id}, /article/{slug}… paints the page from its HTML, as `/` does from the build's
 * prerender, instead of waiting for the first bundle, the page's chunk and its data. The renderer is the
 * portal's own server-side build (`web/dist-ssr/prerender.js`, `renderRoute`), so the markup is what the
 * browser renders and hydrates; its API calls are answered in-process (`app.inject`), with no network hop.
 *
 * Rendered as a visitor without a session sees it, in the default language; the inline boot script drops the
 * markup for anyone else (a session, another language) and the page renders in the browser as before. Pages
 * behind the sign-in gate are never rendered. Each page is rendered at most once per `TTL_MS` (a small cache
 * and one render in flight per path), at most `MAX_RENDERING` at once, and never waited for past
 * `WAIT_MS`: a busy or slow render serves the plain index.html, as before.
 */

interface RenderedRoute {
  markup: string;
  state: unknown;
}

interface RenderEntry {
  renderRoute(
    pathname: string,
    options: { transport: Transport; sanitizeRichText: (html: string) => string },
  ): Promise<RenderedRoute | undefined>;
  bootScript(): string;
}

const TTL_MS = 10_000;
const WAIT_MS = 1_500;
const MAX_RENDERING = 2;
const MAX_CACHED = 200;

/** `<` escaped, so the JSON block cannot end its own `<script>`. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageRenderer {
  /**
   * What replaces index.html's empty `<div id="root"></div>`: the root with the page's markup, the boot script and
   * the data block. Undefined to serve index.html as it is.
   */
  render(pathnameAndSearch: string): Promise<string | undefined>;
}

/** Undefined when the portal's server-side build is not there (a build without it, or no portal at all). */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  publicUrl: string,
): Promise<PageRenderer | undefined> {
  const file = path.join(webDist, '..', 'dist-ssr', 'prerender.js');
  if (!existsSync(file)) return undefined;
  let entry: RenderEntry;
  try {
    entry = (await import(pathToFileURL(file).href)) as RenderEntry;
  } catch (error) {
    app.log.warn({ err: error }, 'portal server-side build not loadable: deep links render in the browser');
    return undefined;
  }
  const sanitizer = richTextSanitizer(publicUrl);
  const sanitizeRichText = (html: string) => sanitizer.sanitize(html);
  const boot = `<script>${entry.bootScript()}</script>`;

  // The client's requests answered in-process (no socket); a refusal is answered as it is, and the client
  // on the server neither toasts it nor keeps it (prerender.tsx): the page in the browser asks again.
  const transport: Transport = async (url, init) => {
    const body = init.body;
    const response = await app.inject({
      method: (init.method ?? 'GET').toUpperCase() as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof body === 'string' ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };

  const cache = new Map<string, { html: string | undefined; until: number }>();
  const inFlight = new Map<string, Promise<string | undefined>>();

  const renderNow = async (key: string): Promise<string | undefined> => {
    let html: string | undefined;
    try {
      const rendered = await entry.renderRoute(key, { transport, sanitizeRichText });
      html = rendered
        ? `<div id="root">${rendered.markup}</div>${boot}<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(rendered.state)}</script>`
        : undefined;
    } catch (error) {
      app.log.warn({ err: error, path: key }, 'page render failed: served for the browser to render');
    }
    cache.delete(key);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, { html, until: Date.now() + TTL_MS });
    return html;
  };

  return {
    async render(key) {
      const cached = cache.get(key);
      if (cached && cached.until > Date.now()) return cached.html;
      let pending = inFlight.get(key);
      if (!pending) {
        if (inFlight.size >= MAX_RENDERING) return undefined;
        pending = renderNow(key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), WAIT_MS);
      });
      try {
        return await Promise.race([pending, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
