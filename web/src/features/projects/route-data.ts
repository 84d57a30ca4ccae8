import { projectQueryOptions } from '@w2e/react/projects/queries';
import { sessionQueryOptions } from '@w2e/react/session/queries';
import { prefetch, type RouteData } from '../../lib/feature-routes';

/** /project/:slug: the project as this reader sees it (`can_manage` is per viewer, so the session first). */
export const projectDetail: RouteData = async ({ queryClient, api, args }) => {
  const user = await queryClient.ensureQueryData(sessionQueryOptions(api));
  return prefetch(queryClient, projectQueryOptions(api, args.params.slug ?? '', user?.id ?? null));
};
