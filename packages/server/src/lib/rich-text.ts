import { DEFAULT_ALLOWED_LINK_HOSTS } from '@w2e/core/sanitize/link-policy';
import { createRichTextSanitizer, type RichTextSanitizer } from '@w2e/core/sanitize/rich-text';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

const sanitizers = new Map<string, RichTextSanitizer>();

/**
 * Core's rich-text sanitizer on a jsdom window, one per site host (a jsdom window is costly to build and the
 * sanitizer keeps no state between calls). The site's own host comes from PUBLIC_URL: links to it and its
 * subdomains stay, outside links only to core's allowed hosts. The portal applies the same policy again
 * when it renders, with its own window.
 */
export function richTextSanitizer(publicUrl: string): RichTextSanitizer {
  const siteHost = new URL(publicUrl).host;
  let sanitizer = sanitizers.get(siteHost);
  if (!sanitizer) {
    const { window } = new JSDOM('<!doctype html><html><body></body></html>');
    sanitizer = createRichTextSanitizer({
      window: window as unknown as WindowLike,
      siteHost,
      allowedHosts: DEFAULT_ALLOWED_LINK_HOSTS,
    });
    sanitizers.set(siteHost, sanitizer);
  }
  return sanitizer;
}
