import type { TranslationKey } from '@w2e/core/i18n/resources-en';

/**
 * What the root screen lists, in order. Each feature adds its own line here next to its routes; a link to a
 * screen no feature has claimed lands on the "coming soon" screen.
 */
export const ROOT_LINKS: { to: string; label: TranslationKey; testId: string }[] = [
  { to: '/events', label: 'miniapp:tabEvents', testId: 'nav-events' },
  { to: '/wheel', label: 'miniapp:tabWheel', testId: 'nav-wheel' },
  { to: '/leaderboards', label: 'miniapp:tabLeaderboards', testId: 'nav-leaderboards' },
  { to: '/clans', label: 'miniapp:tabClans', testId: 'nav-clans' },
  { to: '/notifications', label: 'miniapp:tabNotifications', testId: 'nav-notifications' },
  { to: '/profile', label: 'miniapp:tabProfile', testId: 'nav-profile' },
];
