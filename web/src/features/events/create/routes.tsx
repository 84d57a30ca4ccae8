import { ROUTES } from '@w2e/core/routes';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/feature-routes';

/** The host's pages (signed in): the creation flow, the same flow on a saved event, and the review of submissions. */
export const hostEventRoutes: RouteObject[] = [
  {
    path: ROUTES.eventCreate,
    lazy: lazyPage(
      () => import('./event-editor-page'),
      (m) => m.EventEditorPage,
    ),
  },
  {
    path: ROUTES.eventUpdate,
    lazy: lazyPage(
      () => import('./event-editor-page'),
      (m) => m.EventEditorPage,
    ),
  },
  {
    path: ROUTES.clanEventUpdate,
    lazy: lazyPage(
      () => import('./event-editor-page'),
      (m) => m.EventEditorPage,
    ),
  },
  {
    path: ROUTES.eventSubmissions,
    lazy: lazyPage(
      () => import('../review/submissions-page'),
      (m) => m.SubmissionsPage,
    ),
  },
  {
    path: ROUTES.eventParticipants,
    lazy: lazyPage(
      () => import('../review/participants-page'),
      (m) => m.ParticipantsPage,
    ),
  },
];
