import type { TranslationKey } from '@w2e/core/i18n/resources-en';

export interface NavItem {
  to: string;
  label: TranslationKey;
}

/** Where the help links go (left navigation, drawer, footer): the community chat. */
export const COMMUNITY_CHAT_URL = 'https://t.me/w2ehub_community';

/**
 * The main navigation, in the spec's order (Home, About, Services, Games, Events, Clans, Insights). Events
 * (/event) and Clans (/clan) are left out until their pages exist (later issues): add them back between
 * Games and Insights then. Paths are written out rather than read from ROUTES because some pages are added
 * to ROUTES by other parts of the portal; the browser test checks each one is a route.
 */
export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'nav:home' },
  { to: '/about', label: 'nav:about' },
  { to: '/about/service', label: 'nav:services' },
  { to: '/game', label: 'nav:games' },
  { to: '/insight', label: 'nav:insights' },
];

/** Below the main items in the left navigation and the drawer: the other places people look for. */
export const MORE_NAV: NavItem[] = [
  { to: '/academy', label: 'nav:academy' },
  { to: '/guide', label: 'nav:guide' },
  { to: '/pricing', label: 'nav:pricing' },
  { to: '/faq', label: 'nav:faq' },
];

/** The footer's links (spec section 2); the help chat is added beside them as an external link. */
export const FOOTER_LINKS: { heading: TranslationKey; items: NavItem[] }[] = [
  {
    heading: 'shell:footerProduct',
    items: [
      { to: '/about/service', label: 'nav:services' },
      { to: '/pricing', label: 'shell:pricing' },
      { to: '/faq', label: 'shell:faq' },
    ],
  },
  {
    heading: 'shell:footerCompany',
    items: [
      { to: '/about/team', label: 'shell:team' },
      { to: '/about/partnership', label: 'shell:partnership' },
    ],
  },
  {
    heading: 'shell:footerLegal',
    items: [
      { to: '/about/term-condition', label: 'shell:terms' },
      { to: '/about/privacy-policy', label: 'shell:privacy' },
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
