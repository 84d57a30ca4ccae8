import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyPage, routeData } from '../../lib/feature-routes';

const aboutPages = () => import('./components/about-pages');
const communityPages = () => import('./components/community-pages');
const guidePages = () => import('./components/guide-pages');
const legalPages = () => import('./components/legal-pages');
const pricingPage = () => import('./components/pricing-page');

/** The site's informational pages: about, services, guides, legal, community. */
export const pageRoutes: FeatureRoutes = {
  public: [
    { path: ROUTES.help, lazy: lazyPage(guidePages, (m) => m.HelpPage) },
    { path: ROUTES.about, lazy: lazyPage(aboutPages, (m) => m.AboutPage) },
    { path: ROUTES.pricing, lazy: lazyPage(pricingPage, (m) => m.PricingPage) },
    { path: ROUTES.faq, lazy: lazyPage(guidePages, (m) => m.FaqPage) },
    { path: ROUTES.partnership, lazy: lazyPage(aboutPages, (m) => m.PartnershipPage) },
    { path: ROUTES.termCondition, lazy: lazyPage(legalPages, (m) => m.TermConditionPage) },
    { path: ROUTES.privacyPolicy, lazy: lazyPage(legalPages, (m) => m.PrivacyPolicyPage) },
    { path: ROUTES.services, lazy: lazyPage(aboutPages, (m) => m.ServicesPage) },
    { path: ROUTES.tos, lazy: lazyPage(legalPages, (m) => m.TosPage) },
    { path: ROUTES.team, lazy: lazyPage(aboutPages, (m) => m.TeamPage) },
    { path: ROUTES.communityMonitoring, lazy: lazyPage(aboutPages, (m) => m.CommunityMonitoringPage) },
    { path: ROUTES.guide, lazy: lazyPage(guidePages, (m) => m.GuidePage) },
    { path: ROUTES.guideTasks, lazy: lazyPage(guidePages, (m) => m.GuideTasksPage) },
    { path: ROUTES.community, lazy: lazyPage(communityPages, (m) => m.CommunityPage) },
    { path: ROUTES.roadmap, lazy: lazyPage(aboutPages, (m) => m.RoadmapPage) },
    {
      path: ROUTES.leaderboard,
      lazy: lazyPage(communityPages, (m) => m.LeaderboardPage),
      data: routeData(
        () => import('./route-data'),
        (m) => m.leaderboard,
      ),
    },
    { path: ROUTES.ifo, lazy: lazyPage(communityPages, (m) => m.IfoPage) },
    { path: ROUTES.referralTerms, lazy: lazyPage(legalPages, (m) => m.ReferralTermsPage) },
  ],
};
