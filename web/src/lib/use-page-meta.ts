import { pageMeta } from '@w2e/core/format/page-meta';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

export interface PageMetaOptions {
  /** An image for link previews (og:image, a large Twitter card), absolute or site-relative. */
  image?: string | undefined;
  /** `article` for an article's page. */
  type?: 'website' | 'article';
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Tags a page sets only sometimes: removed when the next page has none, so no stale image lingers. */
const OPTIONAL_TAGS: ['property' | 'name', string][] = [
  ['property', 'og:image'],
  ['name', 'twitter:image'],
  ['property', 'og:locale'],
];

/**
 * Sets the page's title (slogan + brand, tags stripped, cut to 70), description (cut to 160; the site's
 * default when the page gives none), canonical link and Open Graph / Twitter card tags.
 */
export function usePageMeta(slogan: string, description?: string, options: PageMetaOptions = {}): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const brand = t('common:brand');
  const text = description ?? t('shell:defaultDescription');
  const { image, type } = options;
  useEffect(() => {
    const meta = pageMeta({
      slogan,
      brand,
      description: text,
      url: `${location.origin}${pathname}`,
      image,
      type,
      language: i18n.language,
    });
    document.title = meta.title;
    setMeta('name', 'description', meta.description);
    setCanonical(meta.canonical);
    const given = new Set(meta.tags.map((tag) => tag.key));
    for (const [attribute, key] of OPTIONAL_TAGS) if (!given.has(key)) setMeta(attribute, key, undefined);
    for (const tag of meta.tags) setMeta(tag.attribute, tag.key, tag.content);
  }, [slogan, text, brand, pathname, image, type, i18n.language]);
}
