import { account } from './locales/en/account';
import { accountMail } from './locales/en/account-mail';
import { admin } from './locales/en/admin';
import { articles } from './locales/en/articles';
import { auth } from './locales/en/auth';
import { bot } from './locales/en/bot';
import { clans } from './locales/en/clans';
import { coHosts } from './locales/en/co-hosts';
import { common } from './locales/en/common';
import { contact } from './locales/en/contact';
import { customApi } from './locales/en/custom-api';
import { discovery } from './locales/en/discovery';
import { errors } from './locales/en/errors';
import { eventEditor } from './locales/en/event-editor';
import { eventPlay } from './locales/en/event-play';
import { eventTemplates } from './locales/en/event-templates';
import { events } from './locales/en/events';
import { faq } from './locales/en/faq';
import { firstRun } from './locales/en/first-run';
import { format } from './locales/en/format';
import { gameProfiles } from './locales/en/game-profiles';
import { games } from './locales/en/games';
import { home } from './locales/en/home';
import { hosting } from './locales/en/hosting';
import { leaderboards } from './locales/en/leaderboards';
import { legal } from './locales/en/legal';
import { miniapp } from './locales/en/miniapp';
import { moderation } from './locales/en/moderation';
import { monitoring } from './locales/en/monitoring';
import { nav } from './locales/en/nav';
import { notifications } from './locales/en/notifications';
import { pages } from './locales/en/pages';
import { partner } from './locales/en/partner';
import { partnerWebhooks } from './locales/en/partner-webhooks';
import { plans } from './locales/en/plans';
import { players } from './locales/en/players';
import { prizes } from './locales/en/prizes';
import { profile } from './locales/en/profile';
import { projects } from './locales/en/projects';
import { releaseNote } from './locales/en/release-note';
import { rewards } from './locales/en/rewards';
import { shell } from './locales/en/shell';
import { social } from './locales/en/social';
import { tasks } from './locales/en/tasks';
import { tiers } from './locales/en/tiers';
import { trust } from './locales/en/trust';
import { uploads } from './locales/en/uploads';
import { validation } from './locales/en/validation';
import { verification } from './locales/en/verification';
import { wallet } from './locales/en/wallet';
import { wheel } from './locales/en/wheel';

/** English, the source language: every other language has exactly these namespaces and keys. */
export const en = {
  common,
  nav,
  shell,
  releaseNote,
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
  eventEditor,
  eventPlay,
  leaderboards,
  rewards,
  players,
  pages,
  legal,
  faq,
  contact,
  articles,
  games,
  uploads,
  admin,
  monitoring,
  moderation,
  wheel,
  notifications,
  prizes,
  clans,
  coHosts,
  verification,
  trust,
  social,
  plans,
  partner,
  partnerWebhooks,
  customApi,
  projects,
  eventTemplates,
  discovery,
  firstRun,
  tiers,
  hosting,
} as const;

export type Namespace = keyof typeof en;
/**
 * Same namespaces and keys as English, any text. A count is said with i18next's plural forms (`key_one`,
 * `key_other`, picked by `{ count }`): Vietnamese has one form, so it has the `_other` key and no `_one`.
 */
export type Translations = {
  [N in Namespace]: { [K in keyof (typeof en)[N] as K extends `${string}_one` ? never : K]: string } & {
    [K in keyof (typeof en)[N] as K extends `${string}_one` ? K : never]?: string;
  };
};
/** A key without its plural suffix: what code asks for, with `{ count }`. */
type PluralBase<K extends string> = K extends `${infer Base}_one` | `${infer Base}_other` ? Base : K;
/** A fully qualified key, `namespace:key`, as i18next reads it. */
export type TranslationKey = {
  [N in Namespace]: `${N}:${PluralBase<Extract<keyof (typeof en)[N], string>>}`;
}[Namespace];
