import { clans } from '@w2e/core/i18n/locales/vi/clans';
import { eventPlay } from '@w2e/core/i18n/locales/vi/event-play';
import { leaderboards } from '@w2e/core/i18n/locales/vi/leaderboards';
import { notifications } from '@w2e/core/i18n/locales/vi/notifications';
import { tasks } from '@w2e/core/i18n/locales/vi/tasks';
import { tiers } from '@w2e/core/i18n/locales/vi/tiers';
import { validation } from '@w2e/core/i18n/locales/vi/validation';
import { verification } from '@w2e/core/i18n/locales/vi/verification';
import { wheel } from '@w2e/core/i18n/locales/vi/wheel';
import { withoutPluralForms } from './i18n';

/** The text of the screens below the root (see text-vi.ts), loaded with the first of them. */
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
