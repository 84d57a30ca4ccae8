import type { TFunction } from '@w2e/core/i18n/create-i18n';
import type { Language } from '@w2e/core/i18n/languages';
import type { Context } from 'grammy';
import type { Monitor } from './monitor';

/** Every update's context carries the sender's language and a translator for it, and the bot's monitor. */
export type BotContext = Context & {
  language: Language;
  t: TFunction;
  monitor?: Monitor;
  /** Set on a join by the members feature: false when the join was stored already (a retried webhook). */
  freshJoin?: boolean;
};
