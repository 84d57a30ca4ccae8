import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { ROUTES } from '@w2e/core/routes';

export interface NavItem {
  to: string;
  label: TranslationKey;
}

/** The main navigation, in the spec's order (Home, About, Services, Games, Events, Clans, Insights). */
export const MAIN_NAV: NavItem[] = [
  { to: ROUTES.home, label: 'nav:home' },
  { to: ROUTES.about, label: 'nav:about' },
  { to: ROUTES.services, label: 'nav:services' },
  { to: ROUTES.games, label: 'nav:games' },
  { to: ROUTES.events, label: 'nav:events' },
  { to: ROUTES.clans, label: 'nav:clans' },
  { to: ROUTES.insight, label: 'nav:insights' },
];

/** Below the main items in the left navigation and the drawer: the other places people look for. */
export const MORE_NAV: NavItem[] = [
  { to: ROUTES.academy, label: 'nav:academy' },
  { to: ROUTES.luckyWheel, label: 'home:offerWheel' },
  { to: ROUTES.guide, label: 'nav:guide' },
  { to: ROUTES.pricing, label: 'nav:pricing' },
  { to: ROUTES.faq, label: 'nav:faq' },
  // The group admins' dashboard (signed in; a visitor is asked to sign in first).
  { to: ROUTES.monitoringDashboard, label: 'nav:groupDashboard' },
];

/** The footer's links (spec section 2); the help chat is added beside them as an external link. */
export const FOOTER_LINKS: { heading: TranslationKey; items: NavItem[] }[] = [
  {
    heading: 'shell:footerProduct',
    items: [
      { to: ROUTES.services, label: 'nav:services' },
      { to: ROUTES.pricing, label: 'shell:pricing' },
      { to: ROUTES.faq, label: 'shell:faq' },
    ],
  },
  {
    heading: 'shell:footerCompany',
    items: [
      { to: ROUTES.team, label: 'shell:team' },
      { to: ROUTES.partnership, label: 'shell:partnership' },
    ],
  },
  {
    heading: 'shell:footerLegal',
    items: [
      { to: ROUTES.termCondition, label: 'shell:terms' },
      { to: ROUTES.privacyPolicy, label: 'shell:privacy' },
    ],
  },
];

/**
 * The item that marks the current page: the one whose path is the longest prefix of the current path, so
 * /about/service marks Services (not About) and /game/42 marks Games. Home matches only itself.
 */
export function currentItem(pathname: string, items: NavItem[]): NavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: NavItem | undefined;
  for (const item of items) {
    const matches = item.to === '/' ? path === '/' : path === item.to || path.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}
