import type { Ack } from '@w2e/core/contracts/common';
import type { Language } from '@w2e/core/i18n/languages';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import type { MessageParams } from '@w2e/core/validation/message';
import { translator } from './i18n';

/** An acknowledgement (`{ message }`) in the caller's language. */
export function ack(language: Language, key: TranslationKey, params: MessageParams = {}): Ack {
  return { message: translator(language)(key, params) };
}
