import { account } from '@w2e/core/i18n/locales/vi/account';
import { clans } from '@w2e/core/i18n/locales/vi/clans';
import { common } from '@w2e/core/i18n/locales/vi/common';
import { errors } from '@w2e/core/i18n/locales/vi/errors';
import { eventPlay } from '@w2e/core/i18n/locales/vi/event-play';
import { leaderboards } from '@w2e/core/i18n/locales/vi/leaderboards';
import { miniapp } from '@w2e/core/i18n/locales/vi/miniapp';
import { tasks } from '@w2e/core/i18n/locales/vi/tasks';
import { validation } from '@w2e/core/i18n/locales/vi/validation';
import { verification } from '@w2e/core/i18n/locales/vi/verification';
import { wheel } from '@w2e/core/i18n/locales/vi/wheel';

/** Vietnamese of text-en.ts: the same namespaces. */
export const text = {
  common,
  errors,
  validation,
  tasks,
  eventPlay,
  miniapp,
  account,
  wheel,
  leaderboards,
  clans,
  verification,
};
