import { clans } from '@w2e/core/i18n/locales/en/clans';
import { eventPlay } from '@w2e/core/i18n/locales/en/event-play';
import { leaderboards } from '@w2e/core/i18n/locales/en/leaderboards';
import { notifications } from '@w2e/core/i18n/locales/en/notifications';
import { tasks } from '@w2e/core/i18n/locales/en/tasks';
import { tiers } from '@w2e/core/i18n/locales/en/tiers';
import { validation } from '@w2e/core/i18n/locales/en/validation';
import { verification } from '@w2e/core/i18n/locales/en/verification';
import { wheel } from '@w2e/core/i18n/locales/en/wheel';
import { withoutPluralForms } from './i18n';

/** The text of the screens below the root (see text-en.ts), loaded with the first of them. */
export const text = {
  clans,
  eventPlay: withoutPluralForms(eventPlay),
  leaderboards,
  notifications,
  tasks,
  tiers,
  validation,
  verification,
  wheel,
};
