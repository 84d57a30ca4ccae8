import { createI18n } from '@w2e/core/i18n/create-i18n';
import type { Language } from '@w2e/core/i18n/languages';
import type { Translations } from '@w2e/core/i18n/resources-en';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The Mini App speaks the language of the user's Telegram client (init data `language_code`). Only that
 * language's text is fetched, and only the namespaces the Mini App shows, in two chunks: the first screen's
 * (`text-en.ts` / `text-vi.ts`), loaded while the SDK starts, and the other screens' (`screens-text-*.ts`),
 * loaded with the first of them (`loadScreenText`, which the router's lazy screens wait for). The first bundle
 * carries no text at all. The user's language also stands in for English, the fallback, so no English is
 * fetched for a Vietnamese user.
 */
export async function createMiniAppI18n(language: Language) {
  const text = language === 'vi' ? (await import('./text-vi')).text : (await import('./text-en')).text;
  return createI18n({
    language,
    resources: { [language]: text as unknown as Translations, en: text as unknown as Translations },
    modules: [initReactI18next],
  });
}

const screenText = new WeakMap<I18n, Promise<void>>();

/** Adds the screens' text to `i18n` (once; later calls wait for the same load). */
export function loadScreenText(i18n: I18n): Promise<void> {
  let loading = screenText.get(i18n);
  if (!loading) {
    const language = i18n.language === 'vi' ? 'vi' : 'en';
    loading = (language === 'vi' ? import('./screens-text-vi') : import('./screens-text-en')).then(
      ({ text }) => {
        for (const [namespace, resources] of Object.entries(text)) {
          for (const lng of new Set([language, 'en']))
            i18n.addResourceBundle(lng, namespace, resources, true, true);
        }
      },
    );
    // A failed download is tried again by the next screen.
    loading.catch(() => screenText.delete(i18n));
    screenText.set(i18n, loading);
  }
  return loading;
}
