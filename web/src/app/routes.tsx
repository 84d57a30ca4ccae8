import { ROUTES } from '@w2e/core/routes';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { AppLayout } from '../features/shell/components/app-layout';
import { LoadingOverlay } from '../features/shell/components/navigation-overlay';
import { withTranslations } from '../features/shell/with-translations';

/** The 404 page, lazy like the others: unknown paths are rare, and it uses Mantine's components. */
const notFoundPage = async () => ({
  Component: (await import('../features/errors/components/not-found-page')).NotFoundPage,
});

/**
 * Every page of core's ROUTES (the server answers 404 for anything else). Only the landing page ships in the
 * first bundle; the rest load when visited, so forms and their rules don't weigh on the home page. Each lazy page
 * also waits for its language's text (withTranslations), and the shell shows a loading overlay meanwhile.
 * The browser builds its router from these (app.tsx); the build renders `/` from them too (prerender.tsx).
 * A route may set `handle: { layout: 'wide' | 'bare' }` to sit in less of the shell (features/shell/page-layout.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The first visit straight to a lazy page: the overlay until its code arrives.
    HydrateFallback: LoadingOverlay,
    children: withTranslations([
      { path: ROUTES.home, element: <HomePage /> },
      {
        path: ROUTES.login,
        lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
      },
      {
        path: ROUTES.register,
        lazy: async () => ({
          Component: (await import('../features/auth/components/register-page')).RegisterPage,
        }),
      },
      {
        path: ROUTES.profile,
        lazy: async () => ({
          Component: (await import('../features/profile/components/profile-page')).ProfilePage,
        }),
      },
      {
        path: ROUTES.accountPassword,
        lazy: async () => ({
          Component: (await import('../features/auth/components/account-password-page')).AccountPasswordPage,
        }),
      },
      {
        path: ROUTES.verifyEmail,
        lazy: async () => ({
          Component: (await import('../features/auth/components/verify-pages')).VerifyEmailPage,
        }),
      },
      {
        path: ROUTES.verifyOldEmail,
        lazy: async () => ({
          Component: (await import('../features/auth/components/verify-pages')).VerifyOldEmailPage,
        }),
      },
      {
        path: ROUTES.verifyGameEmail,
        lazy: async () => ({
          Component: (await import('../features/auth/components/verify-pages')).VerifyGameEmailPage,
        }),
      },
      {
        path: ROUTES.help,
        lazy: async () => ({
          Component: (await import('../features/pages/components/guide-pages')).HelpPage,
        }),
      },
      {
        path: ROUTES.about,
        lazy: async () => ({
          Component: (await import('../features/pages/components/about-pages')).AboutPage,
        }),
      },
      {
        path: ROUTES.contact,
        lazy: async () => ({
          Component: (await import('../features/contact/components/contact-page')).ContactPage,
        }),
      },
      {
        path: ROUTES.pricing,
        lazy: async () => ({
          Component: (await import('../features/pages/components/pricing-page')).PricingPage,
        }),
      },
      {
        path: ROUTES.faq,
        lazy: async () => ({ Component: (await import('../features/pages/components/guide-pages')).FaqPage }),
      },
      {
        path: ROUTES.partnership,
        lazy: async () => ({
          Component: (await import('../features/pages/components/about-pages')).PartnershipPage,
        }),
      },
      {
        path: ROUTES.termCondition,
        lazy: async () => ({
          Component: (await import('../features/pages/components/legal-pages')).TermConditionPage,
        }),
      },
      {
        path: ROUTES.privacyPolicy,
        lazy: async () => ({
          Component: (await import('../features/pages/components/legal-pages')).PrivacyPolicyPage,
        }),
      },
      {
        path: ROUTES.services,
        lazy: async () => ({
          Component: (await import('../features/pages/components/about-pages')).ServicesPage,
        }),
      },
      {
        path: ROUTES.tos,
        lazy: async () => ({ Component: (await import('../features/pages/components/legal-pages')).TosPage }),
      },
      {
        path: ROUTES.team,
        lazy: async () => ({
          Component: (await import('../features/pages/components/about-pages')).TeamPage,
        }),
      },
      {
        path: ROUTES.communityMonitoring,
        lazy: async () => ({
          Component: (await import('../features/pages/components/about-pages')).CommunityMonitoringPage,
        }),
      },
      {
        path: ROUTES.guide,
        lazy: async () => ({
          Component: (await import('../features/pages/components/guide-pages')).GuidePage,
        }),
      },
      {
        path: ROUTES.guideTasks,
        lazy: async () => ({
          Component: (await import('../features/pages/components/guide-pages')).GuideTasksPage,
        }),
      },
      {
        path: ROUTES.community,
        lazy: async () => ({
          Component: (await import('../features/pages/components/community-pages')).CommunityPage,
        }),
      },
      {
        path: ROUTES.roadmap,
        lazy: async () => ({
          Component: (await import('../features/pages/components/about-pages')).RoadmapPage,
        }),
      },
      {
        path: ROUTES.leaderboard,
        lazy: async () => ({
          Component: (await import('../features/pages/components/community-pages')).LeaderboardPage,
        }),
      },
      {
        path: ROUTES.ifo,
        lazy: async () => ({
          Component: (await import('../features/pages/components/community-pages')).IfoPage,
        }),
      },
      {
        path: ROUTES.referralTerms,
        lazy: async () => ({
          Component: (await import('../features/pages/components/legal-pages')).ReferralTermsPage,
        }),
      },
      {
        path: ROUTES.adminMessages,
        lazy: async () => ({
          Component: (await import('../features/contact/components/admin-messages-page')).AdminMessagesPage,
        }),
      },
      {
        path: ROUTES.insight,
        lazy: async () => ({
          Component: (await import('../features/articles/components/article-list-page')).InsightPage,
        }),
      },
      {
        path: ROUTES.academy,
        lazy: async () => ({
          Component: (await import('../features/articles/components/article-list-page')).AcademyPage,
        }),
      },
      {
        path: ROUTES.insightArticle,
        lazy: async () => ({
          Component: (await import('../features/articles/components/article-page')).InsightArticlePage,
        }),
      },
      {
        path: ROUTES.academyArticle,
        lazy: async () => ({
          Component: (await import('../features/articles/components/article-page')).AcademyArticlePage,
        }),
      },
      {
        path: ROUTES.articleWrite,
        lazy: async () => ({
          Component: (await import('../features/articles/components/editor-page')).EditorPage,
        }),
      },
      {
        path: ROUTES.articleEdit,
        lazy: async () => ({
          Component: (await import('../features/articles/components/editor-page')).EditorPage,
        }),
      },
      {
        path: ROUTES.adminArticles,
        lazy: async () => ({
          Component: (await import('../features/articles/components/admin-articles-page')).AdminArticlesPage,
        }),
      },
      {
        path: ROUTES.adminProjects,
        lazy: async () => ({
          Component: (await import('../features/articles/components/admin-projects-page')).AdminProjectsPage,
        }),
      },
      {
        path: ROUTES.games,
        lazy: async () => ({
          Component: (await import('../features/games/components/games-page')).GamesPage,
        }),
      },
      {
        path: ROUTES.gameAdd,
        lazy: async () => ({
          Component: (await import('../features/games/components/add-game-page')).AddGamePage,
        }),
      },
      {
        path: ROUTES.gameDetail,
        lazy: async () => ({
          Component: (await import('../features/games/components/game-detail-page')).GameDetailPage,
        }),
      },
      {
        path: ROUTES.admin,
        lazy: async () => ({
          Component: (await import('../features/admin/components/admin-page')).AdminPage,
        }),
      },
      {
        path: ROUTES.adminGameClaims,
        lazy: async () => ({
          Component: (await import('../features/admin/components/game-claims-page')).GameClaimsPage,
        }),
      },
      { path: ROUTES.notFound, lazy: notFoundPage },
      { path: '*', lazy: notFoundPage },
    ]),
  },
];
