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
  /** A new account's first steps (verify the email, link Telegram or a wallet, a first quest): where sign-up lands. */
  welcome: '/welcome',
  /** Published events; `?status=ongoing|upcoming|ended`, `?type=nonstop`, `?q=` and `?page=` so links share. */
  events: '/event',
  eventDetail: '/event/:slug',
  /** The host's five-step creation flow (spec section 2); a static segment, so no event may use `create` as its slug. */
  eventCreate: '/event/create',
  /** The same flow on a saved event (`?step=` opens a step), draft or published. */
  eventUpdate: '/event/:slug/update',
  /** The host's review of form answers and bug reports. */
  eventSubmissions: '/event/:slug/submissions',
  /** The host's view of the participants' risk and the groups found (docs/trust.md). */
  eventParticipants: '/event/:slug/participants',
  /** The host's configuration of the event's lucky wheel (Premium and up, docs/wheel.md). */
  eventWheel: '/event/:slug/wheel',
  /** The host's payout list of the event's prizes (its wheel's included): claims to deliver, CSV export. */
  eventPrizes: '/event/:slug/prizes',
  /** The signed-in player's prizes: claim, follow the delivery, confirm or dispute (docs/prizes.md). */
  prizes: '/prizes',
  /** "You are leaving": names an outside site (`?to=`) and asks before going; where visit links send others. */
  leaving: '/leaving',
  help: '/help',
  about: '/about',
  /** The contact form; `?topic=` (a contact topic such as `sales`) preselects the topic. */
  contact: '/contact',
  pricing: '/pricing',
  faq: '/faq',
  partnership: '/about/partnership',
  termCondition: '/about/term-condition',
  privacyPolicy: '/about/privacy-policy',
  services: '/about/service',
  tos: '/about/tos',
  team: '/about/team',
  communityMonitoring: '/about/service/community-monitoring',
  /** The group admins' monitoring dashboard (signed in); linked from the service page. Not in the spec's list. */
  monitoringDashboard: '/about/service/community-monitoring/dashboard',
  guide: '/guide',
  guideTasks: '/guide/tasks',
  community: '/community',
  /** Not in the spec's route list (it names the page, not its path): under /about with the company pages. */
  roadmap: '/about/roadmap',
  /** The platform-wide leaderboard (GET /users/leaderboards); path not given by the spec. */
  leaderboard: '/leaderboard',
  /** A player's public profile (username, games, events); path not given by the spec. */
  player: '/player/:username',
  /** The initial fans offering page; path not given by the spec. */
  ifo: '/ifo',
  /** The referral programme's terms; path not given by the spec, beside the other terms under /about. */
  referralTerms: '/about/referral-terms',
  /** Operators' inbox of contact messages, part of the admin area (/admin links to it). */
  adminMessages: '/admin/messages',
  /** Insights (the content platform) and Academy (the learning hub): lists take `?q=&category=&page=`. */
  insight: '/insight',
  insightArticle: '/insight/:slug',
  academy: '/academy',
  academyArticle: '/academy/:slug',
  /** The editor: a new article, or `/insight/write/{slug}` to edit one's own (either section). */
  articleWrite: '/insight/write',
  articleEdit: '/insight/write/:slug',
  adminArticles: '/admin/articles',
  adminProjects: '/admin/projects',
  /** Operators approve or decline the plans hosts ask for. */
  adminPlanRequests: '/admin/plan-requests',
  /** A project's own page (docs/projects.md): anyone; its managers get its edit, API and webhooks pages. */
  project: '/project/:slug',
  /**
   * A new host's project, made on its own page (name, slug, logo, website, socials, description); `?plan=` is the
   * plan chosen on /pricing. A static segment, so no project may use `new` as its slug (RESERVED_PROJECT_SLUGS).
   */
  projectNew: '/project/new',
  /** Its managers edit the project's page: name, slug, logo, website, socials, description. */
  projectEdit: '/project/:slug/edit',
  /** A project's partner webhooks and their deliveries (its managers; Enterprise). */
  projectWebhooks: '/project/:slug/webhooks',
  games: '/game',
  /** A static segment, so no game may use `add` as its slug (see RESERVED_GAME_SLUGS). */
  gameAdd: '/game/add',
  /** By id or slug. */
  gameDetail: '/game/:id',
  /** Operators only; the page tells anyone else that it is not for them. */
  /**
   * Clans (docs/clans.md): the list takes `?q=&type=&page=`, its leaderboard tab `?view=board&period=&page=`;
   * `create` is a static segment, never a clan's slug.
   */
  clans: '/clan',
  clanCreate: '/clan/create',
  clanDetail: '/clan/:slug',
  clanEdit: '/clan/:slug/edit',
  /** The owner's and admins' page: requests, invitations, members, the clan's events. */
  clanMaster: '/clan/:slug/master',
  /** A clan event's update page (spec section 2): the same five-step flow as /event/{slug}/update. */
  clanEventUpdate: '/clan/:slug/:eventSlug/update',
  admin: '/admin',
  adminGameClaims: '/admin/game-claims',
  /** The lucky-wheel mini game of the spec's offer; path not given by the spec. */
  luckyWheel: '/lucky-wheel',
  /** Operators' configuration of the platform wheel. */
  adminWheel: '/admin/wheel',
  /** Operators' payout list of the platform wheel's prizes. */
  adminWheelPrizes: '/admin/wheel/prizes',
  /** The signed-in player's notifications, newest first (docs/notifications.md). */
  notifications: '/notifications',
  /** Where a notification mail's unsubscribe link lands (`?user=&kind=&token=`); no sign-in needed. */
  notificationsUnsubscribe: '/notifications/unsubscribe',
  /** A project's partner API keys (Enterprise; docs/partner-api.md): create, copy once, revoke. */
  projectApiKeys: '/project/:slug/api',
} as const;

export type RouteName = keyof typeof ROUTES;

/** `?tab=` values of /profile (spec section 2). */
export const PROFILE_TABS = ['profile', 'event', 'clan'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The query parameter that carries a referral code into /auth/register (spec section 9). */
export const REFERRAL_QUERY_PARAM = 'referral_code';

/** The query parameter of an event's registration link, `/auth/register?event={slug}` (the register task). */
export const EVENT_QUERY_PARAM = 'event';

/** The query parameter of /lucky-wheel that opens an event's wheel; without it the page shows the platform's. */
export const WHEEL_QUERY_PARAM = 'wheel';

/** Where a wheel is played: the event page's "Spin the wheel" and the host's "Open the wheel" link here. */
export const wheelPlayPath = (wheelId: string) =>
  `${ROUTES.luckyWheel}?${WHEEL_QUERY_PARAM}=${encodeURIComponent(wheelId)}`;

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
