import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@w2e/core/constants';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers on every response: a Content-Security-Policy fitted to what answers (the portal, the
 * Mini App, the API and its docs), X-Frame-Options for browsers that predate frame-ancestors, and HSTS
 * when configured. The policy and X-Frame-Options go only on answers a browser can open as a document
 * (`isSubresource` below): on a script, stylesheet, font or raster image browsers ignore both, and on the
 * ~100 files of a portal page they were 65 KB of headers on the first load. The policies allow no inline
 * script except the exact ones the builds contain (by SHA-256, read from the built pages at start), and
 * third-party origins only for the sign-in and analytics services that are configured.
 */

/** The Telegram web clients that may frame the Mini App; the apps on phones and desktops use webviews. */
export const TELEGRAM_WEB_CLIENTS = [
  'https://web.telegram.org',
  'https://webk.telegram.org',
  'https://webz.telegram.org',
];

const MINIAPP_PREFIX = '/miniapp';

/**
 * An inline event handler with nothing in it, by hash: TON Connect's UI sets `ontouchstart=""` on the body (so
 * iOS Safari shows :active styles), which the policy would otherwise report as a violation. An empty handler
 * runs nothing, so allowing exactly that one lets no script in.
 */
const EMPTY_EVENT_HANDLER = [
  "'unsafe-hashes'",
  `'sha256-${createHash('sha256').update('').digest('base64')}'`,
];

/** `'sha256-…'` of every inline `<script>` (no src) of a built page, exactly as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    const body = match[2] ?? '';
    if (body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function pageHashes(dist: string | undefined, names: string[]): string[] {
  if (!dist) return [];
  const all = names
    .map((name) => path.join(dist, name))
    .filter((file) => existsSync(file))
    .flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  return [...new Set(all)];
}

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

export interface SecurityPolicies {
  portal: string;
  miniapp: string;
  api: string;
  docs: string;
}

/** The four policies for a configuration and the inline-script hashes of its builds. */
export function securityPolicies(
  config: Pick<Config, 'google' | 'telegram' | 'analyticsId'>,
  hashes: { portal: string[]; miniapp: string[] },
): SecurityPolicies {
  const common: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    // Game logos, banners and avatars come from anywhere on https; uploads are ours.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // Mantine and telegram-ui set element styles and write <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
  };

  const portal: Directives = {
    ...common,
    'script-src': ["'self'", ...hashes.portal],
    'connect-src': ["'self'"],
    'frame-src': [],
    'frame-ancestors': ["'none'"],
  };
  // Only what is configured: each service's script, the frames it opens and what it calls.
  if (config.google.clientId) {
    portal['script-src']!.push('https://accounts.google.com/gsi/client');
    portal['style-src']!.push('https://accounts.google.com/gsi/style');
    portal['frame-src']!.push('https://accounts.google.com/gsi/');
    portal['connect-src']!.push('https://accounts.google.com/gsi/');
  }
  if (config.telegram.botToken && config.telegram.botUsername) {
    portal['script-src']!.push('https://telegram.org/js/');
    portal['frame-src']!.push('https://oauth.telegram.org');
  }
  if (config.analyticsId) {
    portal['script-src']!.push('https://www.googletagmanager.com');
    portal['connect-src']!.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
  }
  if (portal['frame-src']!.length === 0) portal['frame-src'] = ["'none'"];

  const miniapp: Directives = {
    ...common,
    'script-src': ["'self'", ...hashes.miniapp, ...EMPTY_EVENT_HANDLER],
    // TON Connect fetches its wallets list (config.ton.org) and talks to each wallet through that wallet's
    // own bridge, an https host named in the list that changes as wallets come and go.
    'connect-src': ["'self'", 'https:'],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'self'", ...TELEGRAM_WEB_CLIENTS],
  };

  return {
    portal: serialize(portal),
    miniapp: serialize(miniapp),
    // JSON never runs anything; this also keeps an API answer opened as a page inert.
    api: serialize({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }),
    // Swagger UI: its own scripts and styles, calls to this API.
    docs: serialize({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
    }),
  };
}

/**
 * Content types that are never a document: the browser applies no Content-Security-Policy and no frame rule
 * to them. A script would take its own policy only if it ran as a worker, and neither app starts one (a
 * worker added later must send the page policy with its script). SVG and HTML are documents when opened
 * directly, and JSON is the API's: they keep theirs.
 */
const SUBRESOURCE_TYPES =
  /^(?:text\/javascript|application\/javascript|text\/css|font\/|image\/(?:png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))/i;

function isSubresource(contentType: unknown): boolean {
  return typeof contentType === 'string' && SUBRESOURCE_TYPES.test(contentType);
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const policies = securityPolicies(config, {
    portal: pageHashes(config.webDist, ['index.html', 'home.html']),
    miniapp: pageHashes(config.miniappDist, ['index.html']),
  });
  const hsts =
    config.hsts.maxAgeSeconds > 0
      ? `max-age=${config.hsts.maxAgeSeconds}${config.hsts.includeSubdomains ? '; includeSubDomains' : ''}`
      : undefined;

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (hsts) reply.header('strict-transport-security', hsts);
    // A route that chose its own policy (uploaded files: sandboxed) keeps it.
    if (reply.hasHeader('content-security-policy')) return;
    if (isSubresource(reply.getHeader('content-type'))) return;
    const pathname = request.url.split('?')[0] ?? '/';
    const isMiniapp = pathname === MINIAPP_PREFIX || pathname.startsWith(`${MINIAPP_PREFIX}/`);
    if (pathname === `${API_BASE}/docs` || pathname.startsWith(`${API_BASE}/docs/`)) {
      reply.header('content-security-policy', policies.docs);
    } else if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`)) {
      reply.header('content-security-policy', policies.api);
    } else if (isMiniapp) {
      reply.header('content-security-policy', policies.miniapp);
    } else {
      reply.header('content-security-policy', policies.portal);
    }
    // frame-ancestors above is what browsers use; this is for the ones that predate it. It can't name the
    // Telegram clients, so the Mini App goes without.
    if (!isMiniapp) reply.header('x-frame-options', 'DENY');
  });
}
