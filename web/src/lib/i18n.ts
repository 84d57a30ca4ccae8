import { createI18n } from '@w2e/core/i18n/create-i18n';
import { isLanguage, type Language, pickLanguage } from '@w2e/core/i18n/languages';
import { en } from '@w2e/core/i18n/resources-en';
import { initReactI18next } from 'react-i18next';

const STORAGE_KEY = 'lang';

function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // no storage: use the browser's languages
  }
  return pickLanguage(navigator.languages?.join(',') || navigator.language);
}

/** English ships with the app; Vietnamese is fetched the first time someone picks it. */
export const i18n = createI18n({ language: 'en', resources: { en }, modules: [initReactI18next] });

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'vi' && !i18n.hasResourceBundle('vi', 'common')) {
    const { vi } = await import('@w2e/core/i18n/resources-vi');
    for (const [ns, bundle] of Object.entries(vi)) i18n.addResourceBundle('vi', ns, bundle, true, true);
  }
}

export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
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
