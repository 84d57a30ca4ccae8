import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { articleRoutes } from '../features/articles/routes';
import { authRoutes } from '../features/auth/routes';
import { clanRoutes } from '../features/clans/routes';
import { contactRoutes } from '../features/contact-messages/routes';
import { notFoundRoutes } from '../features/errors/routes';
import { eventRoutes } from '../features/events/routes';
import { gameRoutes } from '../features/games/routes';
import { homeRoutes } from '../features/home/routes';
import { leaderboardRoutes } from '../features/leaderboards/routes';
import { monitoringRoutes } from '../features/monitoring/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { pageRoutes } from '../features/pages/routes';
import { apiKeyRoutes } from '../features/partner/api-keys-routes';
import { webhookRoutes } from '../features/partner/webhooks-routes';
import { planRequestRoutes } from '../features/plan-requests/routes';
import { playerRoutes } from '../features/players/routes';
import { prizeRoutes } from '../features/prizes/routes';
import { projectRoutes } from '../features/projects/routes';
import { AppLayout } from '../features/shell/components/app-layout';
import { LoadingOverlay } from '../features/shell/components/navigation-overlay';
import { withPageLoading } from '../features/shell/page-loading';
import { userRoutes } from '../features/users/routes';
import { wheelRoutes } from '../features/wheel/routes';
import { type FeatureRoutes, lazyPage } from '../lib/feature-routes';
import { apiClient } from './api-client';

/** The sign-in gate's route id: a page under it is never rendered on the server (prerender.tsx). */
export const SIGNED_IN_GATE = 'signed-in';

/** Every feature's pages; a new feature adds its `routes.tsx` here and nowhere else. */
const FEATURES: FeatureRoutes[] = [
  homeRoutes,
  authRoutes,
  userRoutes,
  pageRoutes,
  leaderboardRoutes,
  contactRoutes,
  articleRoutes,
  gameRoutes,
  adminRoutes,
  monitoringRoutes,
  eventRoutes,
  wheelRoutes,
  clanRoutes,
  playerRoutes,
  notificationRoutes,
  prizeRoutes,
  planRequestRoutes,
  apiKeyRoutes,
  webhookRoutes,
  projectRoutes,
];
const group = (access: keyof FeatureRoutes) => FEATURES.flatMap((feature) => feature[access] ?? []);

/** The gates, loaded with the first page behind them, so their Mantine parts stay out of the first bundle. */
const signedInGate = lazyPage(
  () => import('../features/session/require-user'),
  (m) => m.RequireUser,
);
const operatorGate = lazyPage(
  () => import('../features/admin/components/operator-gate'),
  (m) => m.OperatorGate,
);

/**
 * Every page of core's ROUTES (the server answers 404 for anything else), in three groups by who may open
 * them: public; signed in (visitors go to sign in and come back); operators (inside the signed-in gate). The
 * gates are layout routes, so access is read here, not inside pages. Only the landing page ships in the first
 * bundle; the rest load when visited. Each lazy page also waits for its language's text, and fetches the data
 * its route declares, all at once (withPageLoading), and the shell shows a loading overlay meanwhile. The
 * browser builds its router from these (app.tsx); the build renders `/` from them and tells the server what
 * each path loads, to preload it with the page (prerender.tsx, docs/portal.md). A route may set `handle: { layout: 'wide' | 'bare' }` to sit
 * in less of the shell (features/shell/page-layout.ts).
 */
export function portalRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      // The first visit straight to a lazy page: the overlay until its code (and data) arrives.
      HydrateFallback: LoadingOverlay,
      children: withPageLoading(
        [
          ...group('public'),
          {
            id: SIGNED_IN_GATE,
            lazy: signedInGate,
            children: [...group('signedIn'), { lazy: operatorGate, children: group('operator') }],
          },
          ...notFoundRoutes,
        ],
        { queryClient, api: apiClient },
      ),
    },
  ];
}
