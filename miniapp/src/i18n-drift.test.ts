import { createI18n } from '@w2e/core/i18n/create-i18n';
import type { Translations } from '@w2e/core/i18n/resources-en';
import { describe, expect, it } from 'vitest';
import { createMiniAppI18n, loadScreenText, type TranslationValues } from './i18n';
import { text as screensEn } from './screens-text-en';
import { text as screensVi } from './screens-text-vi';
import { text as firstEn } from './text-en';
import { text as firstVi } from './text-vi';

/**
 * The Mini App's translator (i18n.tsx) against i18next with core's options, which the portal, the server and
 * the bots use: the same text for every key the Mini App ships, in both languages, with its values filled.
 */
const TEXT = { en: { ...firstEn, ...screensEn }, vi: { ...firstVi, ...screensVi } };

function keysOf(text: Record<string, Record<string, string>>): string[] {
  return Object.entries(text).flatMap(([namespace, entries]) =>
    Object.keys(entries).map((key) => `${namespace}:${key}`),
  );
}

async function both(language: 'en' | 'vi') {
  const text = TEXT[language] as unknown as Translations;
  const reference = createI18n({ language, resources: { [language]: text, en: text } });
  const mine = await createMiniAppI18n(language);
  await loadScreenText(mine);
  return { reference, mine, text: TEXT[language] as Record<string, Record<string, string>> };
}

describe('the Mini App translator', () => {
  for (const language of ['en', 'vi'] as const) {
    it(`gives i18next's text for every Mini App key in ${language}, with values filled`, async () => {
      const { reference, mine, text } = await both(language);
      const keys = keysOf(text);
      expect(keys.length).toBeGreaterThan(300);
      const differ: unknown[] = [];
      for (const key of keys) {
        const template = text[key.slice(0, key.indexOf(':'))]?.[key.slice(key.indexOf(':') + 1)] ?? '';
        const names = [...template.matchAll(/{{(.+?)}}/g)].map((match) => (match[1] ?? '').trim());
        const filled: Record<string, unknown> = Object.fromEntries(names.map((name, i) => [name, `v${i}`]));
        const cases: (TranslationValues | undefined)[] = [
          undefined,
          filled,
          { ...filled, count: 1 },
          { ...filled, count: 2 },
          {},
          Object.fromEntries(names.map((name) => [name, 7])),
        ];
        for (const values of cases) {
          const expected = String(reference.t(key, values as never));
          const actual = mine.t(key, values);
          if (actual !== expected) differ.push({ key, values, expected, actual });
        }
      }
      expect(differ).toEqual([]);
    });
  }

  it('reads the default namespace, misses, and values as i18next does', async () => {
    const { reference, mine } = await both('en');
    const cases: [string, TranslationValues | undefined][] = [
      ['requestFailed', undefined],
      ['common:nope', undefined],
      ['nope', undefined],
      ['', undefined],
      ['wheel:stockLeft', { count: null }],
      ['wheel:stockLeft', { count: undefined }],
      ['wheel:stockLeft', { other: 1 }],
      ['wheel:stockLeft', { count: [1, 2] }],
      ['wheel:stockLeft', { count: true }],
      ['wheel:stockLeft', { count: 0 }],
    ];
    for (const [key, values] of cases)
      expect([key, mine.t(key, values)]).toEqual([key, reference.t(key, values as never)]);
    // a key of `common` read without its namespace
    const common = Object.keys(TEXT.en.common)[0] ?? '';
    expect(mine.t(common)).toBe(reference.t(common));
    expect(mine.t(common)).not.toBe(common);
  });

  it('ships no text in a form it leaves out (plurals, nesting, formats)', () => {
    const unsupported: string[] = [];
    for (const language of ['en', 'vi'] as const) {
      const text = TEXT[language] as Record<string, Record<string, string>>;
      for (const key of keysOf(text)) {
        const at = key.indexOf(':');
        const template = text[key.slice(0, at)]?.[key.slice(at + 1)] ?? '';
        if (
          /_(zero|one|two|few|many|other)$|_ordinal_/.test(key) ||
          /\$t\(|{{[^}]*,[^}]*}}|{{-/.test(template)
        )
          unsupported.push(`${language} ${key}`);
      }
    }
    expect(unsupported).toEqual([]);
  });
});
