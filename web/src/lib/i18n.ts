import { createI18n } from '@w2e/core/i18n/create-i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language, pickLanguage } from '@w2e/core/i18n/languages';
import { common } from '@w2e/core/i18n/locales/en/common';
import { home } from '@w2e/core/i18n/locales/en/home';
import { nav } from '@w2e/core/i18n/locales/en/nav';
import { shell } from '@w2e/core/i18n/locales/en/shell';
import type { Translations } from '@w2e/core/i18n/resources-en';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'lang';

function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // no storage: use the browser's languages
  }
  // On the server (prerender.tsx) there is no navigator: pages render in the default language there.
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return pickLanguage(navigator.languages?.join(',') || navigator.language);
}

/**
 * The first bundle carries only the English text of what the first paint shows: the shell (`common`, `nav`,
 * `shell`) and the home page (`home`). Every other namespace, and every Vietnamese one, arrives in one chunk
 * before the first lazy page renders (the router awaits `loadTranslations` in each lazy route) or before a
 * lazily loaded shell part renders (it awaits it next to its own import). A component that is in the first
 * bundle and uses another namespace must add it here, or its first paint shows keys.
 */
const FIRST_PAINT = { common, nav, shell, home };

export const i18n = createI18n({
  language: 'en',
  resources: { en: FIRST_PAINT as unknown as Translations },
  modules: [initReactI18next],
});
// A namespace that arrives later re-renders the components that use it instead of leaving its keys shown.
i18n.options.react = { ...i18n.options.react, bindI18nStore: 'added' };

const loaded = new Map<Language, Promise<void>>();

/** Every namespace of a language, fetched once (a few KB gzip per language). */
function loadLanguage(language: Language): Promise<void> {
  let promise = loaded.get(language);
  if (!promise) {
    promise = (
      language === 'vi'
        ? import('@w2e/core/i18n/resources-vi').then((m) => m.vi)
        : import('@w2e/core/i18n/resources-en').then((m) => m.en)
    ).then(
      (bundles) => {
        for (const [ns, bundle] of Object.entries(bundles)) {
          if (!i18n.hasResourceBundle(language, ns))
            i18n.addResourceBundle(language, ns, bundle, true, false);
        }
      },
      (error: unknown) => {
        loaded.delete(language);
        throw error;
      },
    );
    loaded.set(language, promise);
  }
  return promise;
}

/** Set once something needs more than the first paint's text; from then on a language switch loads it all. */
let fullText = false;
/** The language being switched to (or, before the first switch, the one the start will pick). */
let target: Language | undefined;

/**
 * All the text of the reader's language (every language has the same keys, so the English fallback is not
 * needed). Lazy pages and lazily loaded shell parts await this, so their first render never shows a key.
 */
export function loadTranslations(): Promise<void> {
  fullText = true;
  // The router asks for the first page's text before startI18n has run: load the language it will pick.
  return loadLanguage(target ?? initialLanguage());
}

export async function setLanguage(language: Language): Promise<void> {
  target = language;
  // English's first-paint text ships in the bundle; the rest of it is needed once a lazy part has rendered.
  if (language !== 'en' || fullText) await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not persisted; the choice still applies to this visit
  }
}

/** Called once before the first render, so a Vietnamese reader never sees English flash by. */
export function startI18n(): Promise<void> {
  return setLanguage(initialLanguage());
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
