import { ROUTES } from '@w2e/core/routes';
import { type FeatureRoutes, lazyStaticPage } from '../../lib/feature-routes';

const aboutPages = () => import('./components/about-pages');
const communityPages = () => import('./components/community-pages');
const guidePages = () => import('./components/guide-pages');
const legalPages = () => import('./components/legal-pages');
const pricingPage = () => import('./components/pricing-page');

/**
 * The site's informational pages: about, services, guides, legal, community. All are text and links, the same
 * for every reader: their content hydrates after the shell (`lazyStaticPage`).
 */
export const pageRoutes: FeatureRoutes = {
  public: [
    { path: ROUTES.help, lazy: lazyStaticPage(guidePages, (m) => m.HelpPage) },
    { path: ROUTES.about, lazy: lazyStaticPage(aboutPages, (m) => m.AboutPage) },
    { path: ROUTES.pricing, lazy: lazyStaticPage(pricingPage, (m) => m.PricingPage) },
    { path: ROUTES.faq, lazy: lazyStaticPage(guidePages, (m) => m.FaqPage) },
    { path: ROUTES.partnership, lazy: lazyStaticPage(aboutPages, (m) => m.PartnershipPage) },
    { path: ROUTES.termCondition, lazy: lazyStaticPage(legalPages, (m) => m.TermConditionPage) },
    { path: ROUTES.privacyPolicy, lazy: lazyStaticPage(legalPages, (m) => m.PrivacyPolicyPage) },
    { path: ROUTES.services, lazy: lazyStaticPage(aboutPages, (m) => m.ServicesPage) },
    { path: ROUTES.tos, lazy: lazyStaticPage(legalPages, (m) => m.TosPage) },
    { path: ROUTES.team, lazy: lazyStaticPage(aboutPages, (m) => m.TeamPage) },
    { path: ROUTES.communityMonitoring, lazy: lazyStaticPage(aboutPages, (m) => m.CommunityMonitoringPage) },
    { path: ROUTES.guide, lazy: lazyStaticPage(guidePages, (m) => m.GuidePage) },
    { path: ROUTES.guideTasks, lazy: lazyStaticPage(guidePages, (m) => m.GuideTasksPage) },
    { path: ROUTES.community, lazy: lazyStaticPage(communityPages, (m) => m.CommunityPage) },
    { path: ROUTES.roadmap, lazy: lazyStaticPage(aboutPages, (m) => m.RoadmapPage) },
    { path: ROUTES.ifo, lazy: lazyStaticPage(communityPages, (m) => m.IfoPage) },
    { path: ROUTES.referralTerms, lazy: lazyStaticPage(legalPages, (m) => m.ReferralTermsPage) },
  ],
};
