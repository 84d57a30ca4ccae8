import { describe, expect, it } from 'vitest';
import { en, type Namespace } from './resources-en';
import { vi } from './resources-vi';

/**
 * A Vietnamese page shows no English word left untranslated ("Initial fans offering", "Mini game"): every word
 * of the Vietnamese texts that the public pages and the Mini App show is checked against the words of the
 * English texts. What is the same in both languages is listed below, each group with its reason; a word
 * written in capitals (an acronym, or the rank syntax hosts type: ALL, TOP) is not a word here.
 */
const NAMESPACES: Namespace[] = [
  'common',
  'nav',
  'shell',
  'home',
  'pages',
  'faq',
  'legal',
  'events',
  'eventPlay',
  'leaderboards',
  'rewards',
  'players',
  'games',
  'clans',
  'articles',
  'contact',
  'auth',
  'wheel',
  'miniapp',
  'notifications',
];

/** Names kept as they are, taken out before the words are split. */
const SAME_PHRASES = ['Mini App', 'W2E Hub', 'docs/fairness.md'];

const SAME_WORDS = new Set([
  // Brands, products and networks.
  ...['telegram', 'discord', 'google', 'youtube', 'facebook', 'twitter', 'tweet', 'metamask', 'web', 'hub'],
  // The platform's own names: its plans and its sections.
  ...['basic', 'standard', 'premium', 'enterprise', 'insights', 'academy'],
  // Words Vietnamese players use as they are (the texts' own style, as in "game", "clan", "bot").
  ...['game', 'clan', 'guild', 'studio', 'bot', 'email', 'token', 'chat', 'menu', 'blockchain', 'captcha'],
  ...['hashtag', 'spam', 'logo', 'script', 'nonce', 'slug', 'gamefi', 'defi', 'chain', 'on', 'off'],
  // Vietnamese words spelt as English ones: "may mắn", "do đó", "an toàn", "in đậm", "so với", "ten_cua_ban".
  ...['may', 'do', 'an', 'in', 'so', 'ten', 'ban'],
  // File types, and the key to press.
  ...['png', 'gif', 'jpeg', 'enter'],
  // The API's own syntax, quoted in its error (`ids`, or `all: true`).
  ...['id', 'all', 'true'],
  // The language switch names each language in its own words in both.
  ...['english', 'tiếng', 'việt'],
]);

function texts(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) texts(inner, at ? `${at}:${key}` : key, out);
  return out;
}

function words(text: string): string[] {
  let plain = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/https?:\S+/g, ' ');
  for (const phrase of SAME_PHRASES) plain = plain.split(phrase).join(' ');
  // A single letter is a variable ("[x-y]"), a word in capitals an acronym or syntax (ALL, TOP NNN).
  return (plain.match(/\p{L}+/gu) ?? []).filter((word) => word.length > 1 && word !== word.toUpperCase());
}

describe('the Vietnamese texts', () => {
  const english = new Set(
    texts(en, '')
      .flatMap(([, text]) => words(text))
      .map((word) => word.toLowerCase()),
  );

  it('hold no English word of the English texts, except the words that are the same in both', () => {
    const found = NAMESPACES.flatMap((namespace) =>
      texts(vi[namespace], namespace).flatMap(([key, text]) =>
        words(text)
          .filter((word) => english.has(word.toLowerCase()) && !SAME_WORDS.has(word.toLowerCase()))
          .map((word) => `${key}: ${word}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('catch an English phrase left in Vietnamese (the check itself works)', () => {
    const flagged = words('Mini game và Initial fans offering trong Mini App').filter(
      (word) => english.has(word.toLowerCase()) && !SAME_WORDS.has(word.toLowerCase()),
    );
    expect(flagged).toEqual(['Mini', 'Initial', 'fans', 'offering']);
  });
});
