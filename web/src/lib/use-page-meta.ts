import { pageDescription, pageTitle } from '@w2e/core/format/page-meta';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title (slogan + brand, cut to 70) and meta description (cut to 160) for a page. */
export function usePageMeta(slogan: string, description?: string): void {
  const { t } = useTranslation();
  const brand = t('common:brand');
  useEffect(() => {
    document.title = pageTitle(slogan, brand);
    if (description !== undefined) {
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute('content', pageDescription(description));
    }
  }, [slogan, description, brand]);
}
