import { account } from '@w2e/core/i18n/locales/en/account';
import { clans } from '@w2e/core/i18n/locales/en/clans';
import { common } from '@w2e/core/i18n/locales/en/common';
import { errors } from '@w2e/core/i18n/locales/en/errors';
import { eventPlay } from '@w2e/core/i18n/locales/en/event-play';
import { leaderboards } from '@w2e/core/i18n/locales/en/leaderboards';
import { miniapp } from '@w2e/core/i18n/locales/en/miniapp';
import { tasks } from '@w2e/core/i18n/locales/en/tasks';
import { validation } from '@w2e/core/i18n/locales/en/validation';
import { verification } from '@w2e/core/i18n/locales/en/verification';
import { wheel } from '@w2e/core/i18n/locales/en/wheel';

/** The namespaces the Mini App's screens use; a screen that uses another one adds it here and in text-vi.ts. */
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
