import { eventListQueryOptions, eventQueryOptions } from '@w2e/react/events/queries';
import { sessionQueryOptions } from '@w2e/react/session/queries';
import { eventTasksQueryOptions } from '@w2e/react/tasks/queries';
import { prefetch, type RouteData } from '../../lib/feature-routes';
import { listQuery, listState } from './list-query';

/** /event: the page of events the URL asks for. */
export const eventList: RouteData = ({ queryClient, api, args }) =>
  prefetch(
    queryClient,
    eventListQueryOptions(api, listQuery(listState(new URL(args.request.url).searchParams))),
  );

/** /event/:slug: the event and its tasks as this reader sees them (per viewer, so the session first). */
export const eventDetail: RouteData = async ({ queryClient, api, args }) => {
  const user = await queryClient.ensureQueryData(sessionQueryOptions(api));
  const slug = args.params.slug ?? '';
  return Promise.all([
    prefetch(queryClient, eventQueryOptions(api, slug, user?.id ?? null)),
    prefetch(queryClient, eventTasksQueryOptions(api, slug, user?.id ?? null)),
  ]);
};
