import { formatDateTime, RENDER_TIME_ZONE } from '@w2e/core/format/date';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';
import { useHydrated } from './use-hydrated';

/**
 * `formatDateTime` for a component, in the reader's language: in UTC while the server renders a page and while
 * the browser hydrates that markup, in the viewer's own zone from then on (and at once on a page rendered in the
 * browser). The server cannot know the viewer's zone, and a date written in another zone than the markup's would
 * be a hydration mismatch (React's error 418), which throws the server's page away.
 */
export function useFormatDateTime(): (value: Date | string | number) => string {
  // Subscribes to language changes; currentLanguage() narrows the tag to a supported language.
  useTranslation();
  const language = currentLanguage();
  const hydrated = useHydrated();
  return useCallback(
    (value) => formatDateTime(value, language, hydrated ? undefined : RENDER_TIME_ZONE),
    [language, hydrated],
  );
}
