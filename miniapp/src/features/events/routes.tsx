import type { RouteObject } from '../../components/router';

/** Events, one event with its tasks, and one task; each screen's code loads when it is first opened. */
export const eventsRoutes: RouteObject[] = [
  { path: 'events', lazy: async () => ({ Component: (await import('./events-screen')).EventsScreen }) },
  {
    path: 'events/:slug',
    lazy: async () => ({ Component: (await import('./event-screen')).EventScreen }),
  },
  {
    path: 'events/:slug/tasks/:taskId',
    lazy: async () => ({ Component: (await import('./task-screen')).TaskScreen }),
  },
];
