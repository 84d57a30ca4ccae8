/**
 * The portal's routes, shared by the portal's router and the server, which answers unknown paths with the
 * portal's not-found page and a real 404 status (no soft 404s for crawlers). A route is added here when its
 * page exists.
 */
export const ROUTES = {
  home: '/',
  notFound: '/404',
  login: '/auth/login',
  register: '/auth/register',
  /** Forgot password, reset from the mailed link (`?token=`), and change while signed in. */
  accountPassword: '/auth/account-password',
  /** Landing pages of the links in mails, each reading `?token=`. */
  verifyEmail: '/auth/verify-email',
  verifyOldEmail: '/auth/verify-old-email',
  verifyGameEmail: '/auth/verify-email-game',
  profile: '/profile',
  eventDetail: '/event/:slug',
} as const;

export type RouteName = keyof typeof ROUTES;

/** `?tab=` values of /profile (spec section 2). */
export const PROFILE_TABS = ['profile', 'event', 'clan'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The query parameter that carries a referral code into /auth/register (spec section 9). */
export const REFERRAL_QUERY_PARAM = 'referral_code';

const matchers = Object.values(ROUTES)
  .filter((pattern) => pattern !== ROUTES.notFound)
  .map((pattern) => {
    const source = pattern
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${source}/?$`);
  });

/** Whether a path (without query) is one of the portal's pages. */
export function isPortalRoute(pathname: string): boolean {
  return matchers.some((re) => re.test(pathname));
}

/** Fills a pattern's `:params`. */
export function buildPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
