import { account } from '@w2e/core/i18n/locales/en/account';
import { common } from '@w2e/core/i18n/locales/en/common';
import { errors } from '@w2e/core/i18n/locales/en/errors';
import { miniapp } from '@w2e/core/i18n/locales/en/miniapp';
import { withoutPluralForms } from './i18n';

/**
 * The text the first screen reads (the root, the sign-in's outcome, the page outside Telegram), loaded while the
 * SDK starts. The screens below the root read `screens-text-en.ts` too, loaded with the first of them (i18n.ts).
 * A namespace a screen uses goes in one of the two, here and in the other language's file.
 */
export const text = {
  account: withoutPluralForms(account),
  common,
  errors,
  miniapp,
};
