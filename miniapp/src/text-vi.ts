import { account } from '@w2e/core/i18n/locales/vi/account';
import { common } from '@w2e/core/i18n/locales/vi/common';
import { errors } from '@w2e/core/i18n/locales/vi/errors';
import { eventPlay } from '@w2e/core/i18n/locales/vi/event-play';
import { miniapp } from '@w2e/core/i18n/locales/vi/miniapp';
import { tasks } from '@w2e/core/i18n/locales/vi/tasks';
import { validation } from '@w2e/core/i18n/locales/vi/validation';

/** Vietnamese of text-en.ts: the same namespaces. */
export const text = { common, errors, validation, tasks, eventPlay, miniapp, account };
