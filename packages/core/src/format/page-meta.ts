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
