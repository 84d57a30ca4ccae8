/**
 * Spec section 5: links in rich text may go only to the own site (and its subdomains), relative paths, a blog
 * platform, app stores, a newsletter platform and a messaging app. Kept apart from the sanitizer because it
 * needs no DOM: the server also uses it to check a single URL (a task's "visit website" link, a profile link).
 */

/** The default outside hosts (their subdomains count too); each deployment may pass its own list. */
export const DEFAULT_ALLOWED_LINK_HOSTS: readonly string[] = [
  'medium.com', // blog
  'apps.apple.com', // app store
  'play.google.com', // app store
  'substack.com', // newsletter
  't.me', // messaging
  'telegram.me', // messaging
];

export interface LinkPolicy {
  /**
   * The site's own host, e.g. `w2ehub.io` (a port, if any, is ignored). Pass the apex, not `www.`: subdomains
   * count as the site, the parent of the host given does not.
   */
  siteHost: string;
  /** Outside hosts that links may point to; their subdomains count. Defaults to DEFAULT_ALLOWED_LINK_HOSTS. */
  allowedHosts?: readonly string[];
}

/** An allowed link: where it goes and the href to write, normalised so that what was checked is what is used. */
export interface AllowedLink {
  kind: 'internal' | 'external';
  href: string;
}

/**
 * What the URL parser ignores, removed first so the tests below see the string a browser will act on: ASCII tab
 * and newline anywhere (`java\tscript:`), C0 controls and spaces at either end.
 */
function cleanUrl(text: string): string {
  let out = '';
  for (const char of text) if (char !== '\t' && char !== '\n' && char !== '\r') out += char;
  let start = 0;
  let end = out.length;
  while (start < end && out.charCodeAt(start) <= 0x20) start++;
  while (end > start && out.charCodeAt(end - 1) <= 0x20) end--;
  return out.slice(start, end);
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** `//host/...` and `/\host` name a host of their own: they are scheme-relative, not paths. */
const SCHEME_RELATIVE = /^[\\/]{2}/;

function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  try {
    return new URL(`https://${trimmed}`).hostname;
  } catch {
    return trimmed;
  }
}

/** Exactly the host or one of its subdomains; `evilmedium.com` and `t.me.evil.com` are neither. */
function isHostOrSubdomain(hostname: string, host: string): boolean {
  return host !== '' && (hostname === host || hostname.endsWith(`.${host}`));
}

interface WebUrl {
  url: URL;
  relative: boolean;
  /** The href to write: root-relative for a relative input, the parser's normal form otherwise. */
  href: string;
}

/**
 * Parses an http(s) URL, relative ones against the site root. Credentials are refused: `https://t.me@evil.com`
 * reads as t.me to a person but goes to evil.com.
 */
function parseWebUrl(text: string, siteHost: string): WebUrl | null {
  const raw = cleanUrl(text);
  if (raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw, `https://${siteHost}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const relative = !HAS_SCHEME.test(raw) && !SCHEME_RELATIVE.test(raw);
  if (!relative) return { url, relative, href: url.href };
  // A bare fragment stays a fragment so in-page anchors keep working.
  const href = raw.startsWith('#') ? url.hash : `${url.pathname}${url.search}${url.hash}`;
  return { url, relative, href };
}

/**
 * Decides one href. Relative links are written root-relative: rich text is shown on many pages (and in the
 * Mini App), so a path-relative link would point somewhere different on each. Anything that is not http(s),
 * carries credentials or leaves the allowed hosts gives null.
 */
export function classifyLink(href: string, policy: LinkPolicy): AllowedLink | null {
  const siteHost = hostnameOf(policy.siteHost);
  const parsed = parseWebUrl(href, siteHost);
  if (!parsed) return null;
  const { hostname } = parsed.url;
  if (parsed.relative) return hostname === siteHost ? { kind: 'internal', href: parsed.href } : null;
  if (isHostOrSubdomain(hostname, siteHost)) return { kind: 'internal', href: parsed.href };
  const allowedHosts = (policy.allowedHosts ?? DEFAULT_ALLOWED_LINK_HOSTS).map(hostnameOf);
  if (allowedHosts.some((host) => isHostOrSubdomain(hostname, host))) {
    return { kind: 'external', href: parsed.href };
  }
  return null;
}

/**
 * Images may come from any web host (uploads live on a CDN), but only over http(s) or from a relative path:
 * no `data:`, `javascript:` or credentials.
 */
export function safeImageSrc(src: string, siteHost: string): string | null {
  return parseWebUrl(src, hostnameOf(siteHost))?.href ?? null;
}
