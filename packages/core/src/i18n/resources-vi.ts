import { account } from './locales/vi/account';
import { accountMail } from './locales/vi/account-mail';
import { admin } from './locales/vi/admin';
import { articles } from './locales/vi/articles';
import { auth } from './locales/vi/auth';
import { bot } from './locales/vi/bot';
import { clans } from './locales/vi/clans';
import { coHosts } from './locales/vi/co-hosts';
import { common } from './locales/vi/common';
import { contact } from './locales/vi/contact';
import { customApi } from './locales/vi/custom-api';
import { discovery } from './locales/vi/discovery';
import { errors } from './locales/vi/errors';
import { eventEditor } from './locales/vi/event-editor';
import { eventPlay } from './locales/vi/event-play';
import { eventTemplates } from './locales/vi/event-templates';
import { events } from './locales/vi/events';
import { faq } from './locales/vi/faq';
import { firstRun } from './locales/vi/first-run';
import { format } from './locales/vi/format';
import { gameProfiles } from './locales/vi/game-profiles';
import { games } from './locales/vi/games';
import { home } from './locales/vi/home';
import { hosting } from './locales/vi/hosting';
import { leaderboards } from './locales/vi/leaderboards';
import { legal } from './locales/vi/legal';
import { miniapp } from './locales/vi/miniapp';
import { moderation } from './locales/vi/moderation';
import { monitoring } from './locales/vi/monitoring';
import { nav } from './locales/vi/nav';
import { notifications } from './locales/vi/notifications';
import { pages } from './locales/vi/pages';
import { partner } from './locales/vi/partner';
import { partnerWebhooks } from './locales/vi/partner-webhooks';
import { plans } from './locales/vi/plans';
import { players } from './locales/vi/players';
import { prizes } from './locales/vi/prizes';
import { profile } from './locales/vi/profile';
import { projects } from './locales/vi/projects';
import { releaseNote } from './locales/vi/release-note';
import { rewards } from './locales/vi/rewards';
import { shell } from './locales/vi/shell';
import { social } from './locales/vi/social';
import { tasks } from './locales/vi/tasks';
import { tiers } from './locales/vi/tiers';
import { trust } from './locales/vi/trust';
import { uploads } from './locales/vi/uploads';
import { validation } from './locales/vi/validation';
import { verification } from './locales/vi/verification';
import { wallet } from './locales/vi/wallet';
import { wheel } from './locales/vi/wheel';
import type { Translations } from './resources-en';

/** Vietnamese. Its own entry point so that the portal loads it only when a visitor picks it. */
export const vi: Translations = {
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
};
