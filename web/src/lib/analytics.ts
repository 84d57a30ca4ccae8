import { PAGE_VIEWS_PATH } from '@w2e/core/api/analytics';
import { API_BASE } from '@w2e/core/constants';
import { loadScript } from './load-script';

/**
 * Page views (spec section 2: reported on each route change). By default they go to our own server
 * (POST /api/analytics/page-views); when the deployment sets ANALYTICS_ID (GET /api/config), to Google
 * Analytics instead. Nothing here may hold up a page: the destination is looked up when the browser is idle,
 * views wait for it in a queue, and they leave with sendBeacon (or a keepalive fetch), which outlive the page.
 * Plain fetch rather than the API client, so the first bundle stays free of the client and zod.
 */

type Destination = { kind: 'server' } | { kind: 'gtag'; id: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let destination: Promise<Destination> | undefined;
let firstView = true;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1);
  });
}

async function lookUpDestination(): Promise<Destination> {
  await whenIdle();
  try {
    const response = await fetch(`${API_BASE}/config`, { credentials: 'same-origin' });
    const config = (await response.json()) as { analytics_id?: unknown };
    if (typeof config.analytics_id === 'string' && config.analytics_id) {
      return { kind: 'gtag', id: config.analytics_id };
    }
  } catch {
    // No config: count on our own server, which is there whenever the portal is.
  }
  return { kind: 'server' };
}

function sendToServer(body: { path: string; language: string; referrer?: string }) {
  const url = `${API_BASE}/${PAGE_VIEWS_PATH}`;
  const json = JSON.stringify(body);
  const blob = new Blob([json], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => {});
}

let gtagReady: Promise<void> | undefined;
function sendToGoogle(id: string, path: string, language: string) {
  if (!gtagReady) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, as Google's snippet passes it.
      // biome-ignore lint/complexity/noArguments: the format gtag.js expects
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    // Our router reports each view; gtag's own first-load view would count the first page twice.
    window.gtag('config', id, { send_page_view: false });
    gtagReady = loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`).catch(
      () => {},
    );
  }
  window.gtag?.('event', 'page_view', {
    page_path: path,
    page_location: `${location.origin}${path}`,
    page_title: document.title,
    language,
  });
}

/** Reports one page view; returns at once. */
export function reportPageView(path: string, language: string): void {
  const referrer = firstView ? document.referrer : undefined;
  firstView = false;
  destination ??= lookUpDestination();
  void destination.then((to) => {
    if (to.kind === 'gtag') sendToGoogle(to.id, path, language);
    else sendToServer({ path, language, ...(referrer ? { referrer } : {}) });
  });
}
