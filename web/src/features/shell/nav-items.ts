import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { ROUTES } from '@w2e/core/routes';

/** The main navigation, in the spec's order; an item appears once its page exists. */
export const NAV_ITEMS: { to: string; label: TranslationKey; end?: boolean }[] = [
  { to: ROUTES.home, label: 'nav:home', end: true },
];
