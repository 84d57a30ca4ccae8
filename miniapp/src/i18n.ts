import { createI18n } from '@w2e/core/i18n/create-i18n';
import type { Language } from '@w2e/core/i18n/languages';
import type { Translations } from '@w2e/core/i18n/resources-en';
import { initReactI18next } from 'react-i18next';

/**
 * The Mini App speaks the language of the user's Telegram client (init data `language_code`). Only that
 * language's text is fetched, and only the namespaces the Mini App shows (text-en.ts / text-vi.ts), in a
 * chunk of its own that loads while the SDK starts: the first bundle carries no text at all.
 */
export async function createMiniAppI18n(language: Language) {
  const text = language === 'vi' ? (await import('./text-vi')).text : (await import('./text-en')).text;
  return createI18n({
    language,
    resources: { [language]: text as unknown as Translations, en: text as unknown as Translations },
    modules: [initReactI18next],
  });
}
