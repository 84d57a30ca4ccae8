import type { TranslationKey } from '@w2e/core/i18n/resources-en';

/**
 * What the root screen lists, in order. Each feature adds its own line here next to its routes (the lucky
 * wheel at `/wheel`, leaderboards at `/leaderboards`, clans at `/clans`); until a feature's screens exist,
 * its links and deep links (`clan_<slug>`) land on the "coming soon" screen.
 */
export const ROOT_LINKS: { to: string; label: TranslationKey; testId: string }[] = [
  { to: '/events', label: 'miniapp:tabEvents', testId: 'nav-events' },
  { to: '/profile', label: 'miniapp:tabProfile', testId: 'nav-profile' },
];
