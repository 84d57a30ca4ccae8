import { Typography } from '@mantine/core';
import { createRichTextSanitizer } from '@w2e/core/sanitize/rich-text';
import { useMemo } from 'react';
import { HydrateLater } from '../lib/hydrate-later';
import classes from './rich-text-view.module.css';

let sanitize: ((html: string) => string) | undefined;

/**
 * Where there is no DOM (a page rendered on the server: prerender.tsx), the renderer hands over the server's
 * own sanitizer, core's same policy on its jsdom window. Without one, rich text renders empty there.
 */
export function setServerSanitizer(serverSanitize: (html: string) => string): void {
  sanitize = serverSanitize;
}

function sanitizeHtml(html: string): string {
  if (!sanitize && typeof window !== 'undefined') {
    const sanitizer = createRichTextSanitizer({ window, siteHost: window.location.host });
    sanitize = (dirty) => sanitizer.sanitize(dirty);
  }
  return sanitize ? sanitize(html) : '';
}

/**
 * Rich text from the server (an article's body, an event's description, a game's). The server stored it
 * sanitized; it is sanitized again here with the same link policy, so a row written by any other path (an
 * import, an old version) still cannot run script in the reader's page.
 */
export function RichTextView({ html }: { html: string }) {
  // In a page rendered on the server, the body (and building the sanitizer) is hydrated after the rest of the
  // page, not inside its first hydration task: it depends on its prop only.
  return (
    <HydrateLater>
      <SanitizedHtml html={html} />
    </HydrateLater>
  );
}

function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above with core's rich-text policy */}
      <div className={classes.body} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
