import { createI18n, type TFunction } from '@w2e/core/i18n/create-i18n';
import { LANGUAGES, type Language, pickLanguage } from '@w2e/core/i18n/languages';
import { en } from '@w2e/core/i18n/resources-en';
import { vi } from '@w2e/core/i18n/resources-vi';
import type { FastifyRequest } from 'fastify';

const i18n = createI18n({ language: 'en', resources: { en, vi } });
const translators = Object.fromEntries(LANGUAGES.map((lang) => [lang, i18n.getFixedT(lang)])) as Record<
  Language,
  TFunction
>;

/** The server answers in the caller's language: the portal and Mini App send Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

export function translator(language: Language): TFunction {
  return translators[language];
}
