import { createI18n, type TFunction } from '@w2e/core/i18n/create-i18n';
import { isLanguage, LANGUAGES, type Language, pickLanguage } from '@w2e/core/i18n/languages';
import { en } from '@w2e/core/i18n/resources-en';
import { vi } from '@w2e/core/i18n/resources-vi';
import type { MiddlewareFn } from 'grammy';
import type { BotContext } from './context';

const i18n = createI18n({ language: 'en', resources: { en, vi } });
const translators = Object.fromEntries(LANGUAGES.map((l) => [l, i18n.getFixedT(l)])) as Record<
  Language,
  TFunction
>;

/** The translator of one language. */
export function translator(language: Language): TFunction {
  return translators[language];
}

/** A group's chosen language wins; `auto` (or none) falls back to the person's Telegram language. */
export function chatLanguage(setting: string | undefined, userLanguageCode: string | undefined): Language {
  if (isLanguage(setting)) return setting;
  return pickLanguage(userLanguageCode);
}

/** Replies in the sender's Telegram language (`language_code`), English when we don't speak it. */
export const withLanguage: MiddlewareFn<BotContext> = async (ctx, next) => {
  ctx.language = pickLanguage(ctx.from?.language_code);
  ctx.t = translators[ctx.language];
  await next();
};
