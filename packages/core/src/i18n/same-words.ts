/**
 * What a Vietnamese text may share with the English texts: brand names, the platform's own names, words
 * Vietnamese players use as they are, and Vietnamese words spelt as English ones. Read by the locale test
 * (vietnamese-words.test.ts) and the Playwright check of Vietnamese pages, each with the reason of its group.
 */
/** Names kept as they are, taken out before the words are split. */
export const SAME_PHRASES = ['Mini App', 'W2E Hub', 'docs/fairness.md'];

export const SAME_WORDS = new Set([
  // Brands, products and networks.
  ...[
    'telegram',
    'discord',
    'google',
    'youtube',
    'facebook',
    'twitter',
    'tweet',
    'retweet',
    'metamask',
    'web',
    'hub',
  ],
  // The platform's own names: its plans and its sections.
  ...['basic', 'standard', 'premium', 'enterprise', 'insights', 'academy'],
  // Words Vietnamese players use as they are (the texts' own style, as in "game", "clan", "bot").
  ...['game', 'clan', 'guild', 'studio', 'bot', 'email', 'token', 'chat', 'menu', 'blockchain', 'captcha'],
  ...['hashtag', 'spam', 'logo', 'script', 'nonce', 'slug', 'gamefi', 'defi', 'chain', 'on', 'off'],
  // Vietnamese words spelt as English ones: "may mắn", "do đó", "an toàn", "in đậm", "so với", "ten_cua_ban".
  ...['may', 'do', 'an', 'in', 'so', 'ten', 'ban'],
  // File types, and the key to press.
  ...['png', 'gif', 'jpeg', 'enter'],
  // Units of a chain's coin (wei: the base unit of ETH and its kin).
  ...['wei'],
  // The API's own syntax, quoted in its error (`ids`, or `all: true`).
  ...['id', 'all', 'true'],
  // The language switch names each language in its own words in both.
  ...['english', 'tiếng', 'việt'],
]);

export function words(text: string): string[] {
  let plain = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/https?:\S+/g, ' ');
  for (const phrase of SAME_PHRASES) plain = plain.split(phrase).join(' ');
  // A single letter is a variable ("[x-y]"), a word in capitals an acronym or syntax (ALL, TOP NNN).
  return (plain.match(/\p{L}+/gu) ?? []).filter((word) => word.length > 1 && word !== word.toUpperCase());
}
