import type { TranslationKey } from '@w2e/core/i18n/resources-en';

/** Names for Pagination's arrow buttons, which show only an icon. */
export function paginationControls(t: (key: TranslationKey) => string) {
  return (control: 'first' | 'previous' | 'last' | 'next') =>
    control === 'previous' || control === 'first'
      ? { 'aria-label': t('articles:pagePrevious') }
      : { 'aria-label': t('articles:pageNext') };
}
