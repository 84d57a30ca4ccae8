import { account } from './locales/vi/account';
import { accountMail } from './locales/vi/account-mail';
import { auth } from './locales/vi/auth';
import { bot } from './locales/vi/bot';
import { common } from './locales/vi/common';
import { errors } from './locales/vi/errors';
import { events } from './locales/vi/events';
import { format } from './locales/vi/format';
import { gameProfiles } from './locales/vi/game-profiles';
import { home } from './locales/vi/home';
import { miniapp } from './locales/vi/miniapp';
import { nav } from './locales/vi/nav';
import { profile } from './locales/vi/profile';
import { tasks } from './locales/vi/tasks';
import { validation } from './locales/vi/validation';
import { wallet } from './locales/vi/wallet';
import type { Translations } from './resources-en';

/** Vietnamese. Its own entry point so that the portal loads it only when a visitor picks it. */
export const vi: Translations = {
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
};
