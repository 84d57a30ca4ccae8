/** Spec sections 2 and 9: titles are cut to 70 characters, descriptions to 160, tags stripped from both. */
export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 160;

/** Text of a string that may hold markup: tags removed, entities of the common kind decoded, spaces collapsed. */
export function stripTags(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts to at most `max` characters (code points, so no emoji is split), ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** The page title: the page's slogan plus the brand suffix, tags stripped, cut to 70 characters. */
export function pageTitle(slogan: string, brand: string): string {
  const text = stripTags(slogan);
  return truncate(text ? `${text} | ${brand}` : brand, TITLE_MAX);
}

export function pageDescription(text: string): string {
  return truncate(stripTags(text), DESCRIPTION_MAX);
}

export interface PageMetaInput {
  slogan: string;
  brand: string;
  description: string;
  /** The page's address without query or fragment: its canonical link and og:url. */
  url: string;
  /** An image that represents the page (absolute, or relative to `url`'s origin). */
  image?: string | undefined;
  /** `article` for an article's page, `website` otherwise. */
  type?: 'website' | 'article';
  /** BCP 47 language of the page, e.g. `en` or `vi`. */
  language?: string;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  /** `<meta property=…>` (Open Graph) and `<meta name=…>` (Twitter) tags, in a stable order. */
  tags: { attribute: 'property' | 'name'; key: string; content: string }[];
}

const OG_LOCALES: Record<string, string> = { en: 'en_US', vi: 'vi_VN' };

/**
 * Everything a page tells search engines and link previews: title and description by the rules above, the
 * canonical address (no query, so `?tab=` variants count as one page), Open Graph and Twitter card tags.
 */
export function pageMeta(input: PageMetaInput): PageMeta {
  const title = pageTitle(input.slogan, input.brand);
  const description = pageDescription(input.description);
  const canonical = input.url.split(/[?#]/, 1)[0] ?? input.url;
  const image = input.image ? new URL(input.image, canonical).toString() : undefined;
  const og = (key: string, content: string) => ({ attribute: 'property' as const, key, content });
  const tw = (key: string, content: string) => ({ attribute: 'name' as const, key, content });
  const locale = input.language ? OG_LOCALES[input.language] : undefined;
  return {
    title,
    description,
    canonical,
    tags: [
      og('og:title', title),
      og('og:description', description),
      og('og:type', input.type ?? 'website'),
      og('og:url', canonical),
      og('og:site_name', input.brand),
      ...(locale ? [og('og:locale', locale)] : []),
      ...(image ? [og('og:image', image)] : []),
      tw('twitter:card', image ? 'summary_large_image' : 'summary'),
      tw('twitter:title', title),
      tw('twitter:description', description),
      ...(image ? [tw('twitter:image', image)] : []),
    ],
  };
}
