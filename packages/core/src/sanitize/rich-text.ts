import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { type AllowedLink, classifyLink, DEFAULT_ALLOWED_LINK_HOSTS, safeImageSrc } from './link-policy';

/**
 * What an editor may produce and a page may show: text formatting, lists, headings below the page's own h1,
 * quotes, code, links and images. No `style`, `class` or `id` (style attacks, DOM clobbering), no forms,
 * frames, SVG or MathML (the usual homes of mutation XSS).
 */
export const RICH_TEXT_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'mark',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'img',
];
const RICH_TEXT_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'width', 'height'];

/** Set on every allowed outside link: no window.opener for the other site, no referrer, no SEO endorsement. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

export interface RichTextSanitizerOptions {
  /** A DOM window: the browser's `window`, or on the server a jsdom window (core cannot import jsdom). */
  window: WindowLike;
  /** The site's own host, e.g. `w2ehub.io`; its subdomains count as the site too. */
  siteHost: string;
  /** Outside hosts links may point to (subdomains included). Defaults to DEFAULT_ALLOWED_LINK_HOSTS. */
  allowedHosts?: readonly string[];
}

export interface RichTextSanitizer {
  /** Safe HTML to store or render: links outside the policy become their plain text. */
  sanitize(html: string): string;
  /** The same link decision for a single href, for places that show a bare URL. */
  classifyLink(href: string): AllowedLink | null;
}

const HOST_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/**
 * Builds a sanitizer for one window. DOMPurify does the parsing and removal (scripts, event handlers,
 * `javascript:`/`data:` URLs, frames, forms, styles); the link policy then runs on the clean tree, because
 * "replace the link by its text" is a rewrite DOMPurify's allow-lists cannot express.
 */
export function createRichTextSanitizer({
  window,
  siteHost,
  allowedHosts = DEFAULT_ALLOWED_LINK_HOSTS,
}: RichTextSanitizerOptions): RichTextSanitizer {
  if (!HOST_PATTERN.test(siteHost)) throw new TypeError(`siteHost must be a host name, got "${siteHost}"`);
  const purify = createDOMPurify(window);
  if (!purify.isSupported) throw new TypeError('This window cannot run DOMPurify');
  const policy = { siteHost, allowedHosts };

  const config: Config & { RETURN_DOM: true } = {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // DOMPurify's default without mailto/tel/sms/cid/xmpp: only http(s) and relative URLs get past it.
    ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    RETURN_DOM: true,
  };

  return {
    sanitize(html) {
      // With RETURN_DOM, DOMPurify hands back the <body> of its own parsing document.
      const body = purify.sanitize(html, config) as HTMLElement;
      for (const anchor of Array.from(body.querySelectorAll('a'))) {
        const link = classifyLink(anchor.getAttribute('href') ?? '', policy);
        if (!link) {
          anchor.replaceWith(...Array.from(anchor.childNodes));
          continue;
        }
        anchor.setAttribute('href', link.href);
        if (link.kind === 'external') {
          anchor.setAttribute('target', '_blank');
          anchor.setAttribute('rel', EXTERNAL_LINK_REL);
        }
      }
      for (const image of Array.from(body.querySelectorAll('img'))) {
        const src = safeImageSrc(image.getAttribute('src') ?? '', siteHost);
        if (src) image.setAttribute('src', src);
        else image.remove();
      }
      return body.innerHTML;
    },
    classifyLink: (href) => classifyLink(href, policy),
  };
}
