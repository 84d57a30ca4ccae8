import { createI18n } from '@w2e/core/i18n/create-i18n';
import type { Language } from '@w2e/core/i18n/languages';
import { en } from '@w2e/core/i18n/resources-en';
import { vi } from '@w2e/core/i18n/resources-vi';
import { initReactI18next } from 'react-i18next';

/** The Mini App speaks the language of the user's Telegram client (init data `language_code`). */
export function createMiniAppI18n(language: Language) {
  return createI18n({ language, resources: { en, vi }, modules: [initReactI18next] });
}
