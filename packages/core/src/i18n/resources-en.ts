import { account } from './locales/en/account';
import { accountMail } from './locales/en/account-mail';
import { auth } from './locales/en/auth';
import { bot } from './locales/en/bot';
import { common } from './locales/en/common';
import { errors } from './locales/en/errors';
import { events } from './locales/en/events';
import { format } from './locales/en/format';
import { gameProfiles } from './locales/en/game-profiles';
import { home } from './locales/en/home';
import { miniapp } from './locales/en/miniapp';
import { nav } from './locales/en/nav';
import { profile } from './locales/en/profile';
import { tasks } from './locales/en/tasks';
import { validation } from './locales/en/validation';
import { wallet } from './locales/en/wallet';

/** English, the source language: every other language has exactly these namespaces and keys. */
export const en = {
  common,
  nav,
  home,
  auth,
  validation,
  errors,
  profile,
  miniapp,
  bot,
  account,
  accountMail,
  gameProfiles,
  format,
  wallet,
  tasks,
  events,
} as const;

export type Namespace = keyof typeof en;
/** Same namespaces and keys as English, any text. */
export type Translations = { [N in Namespace]: { [K in keyof (typeof en)[N]]: string } };
/** A fully qualified key, `namespace:key`, as i18next reads it. */
export type TranslationKey = { [N in Namespace]: `${N}:${Extract<keyof (typeof en)[N], string>}` }[Namespace];
