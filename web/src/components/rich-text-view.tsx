import { Typography } from '@mantine/core';
import { createRichTextSanitizer } from '@w2e/core/sanitize/rich-text';
import { useMemo } from 'react';

let sanitizer: ReturnType<typeof createRichTextSanitizer> | null = null;

/**
 * Rich text from the server (an article's body, an event's description). The server stored it sanitized; it
 * is sanitized again here with the same link policy, so a row written by any other path (an import, an old
 * version) still cannot run script in the reader's page.
 */
export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => {
    sanitizer ??= createRichTextSanitizer({ window, siteHost: window.location.host });
    return sanitizer.sanitize(html);
  }, [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above with core's rich-text policy */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
