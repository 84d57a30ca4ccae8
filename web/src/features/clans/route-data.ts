import { clanEventsQueryOptions, clanQueryOptions } from '@w2e/react/clans/queries';
import { sessionQueryOptions } from '@w2e/react/session/queries';
import { prefetch, type RouteData } from '../../lib/feature-routes';

/** /clan/:slug: the clan and its events as this reader sees them (per viewer, so the session first). */
export const clanDetail: RouteData = async ({ queryClient, api, args }) => {
  const user = await queryClient.ensureQueryData(sessionQueryOptions(api));
  const slug = args.params.slug ?? '';
  return Promise.all([
    prefetch(queryClient, clanQueryOptions(api, slug, user?.id ?? null)),
    prefetch(queryClient, clanEventsQueryOptions(api, slug, user?.id ?? null)),
  ]);
};
