import {
  clanEventsQueryOptions,
  clanLeaderboardQueryOptions,
  clanListQueryOptions,
  clanQueryOptions,
} from '@w2e/react/clans/queries';
import { sessionQueryOptions } from '@w2e/react/session/queries';
import { prefetch, type RouteData } from '../../lib/feature-routes';
import { clanBoardQuery, clanListParams, clanListQuery } from './list-params';

/** /clan: the page of clans the URL asks for, or the clan leaderboard's page when it asks for the board. */
export const clanList: RouteData = ({ queryClient, api, args }) => {
  const params = clanListParams(new URL(args.request.url).searchParams);
  return params.view === 'board'
    ? prefetch(queryClient, clanLeaderboardQueryOptions(api, clanBoardQuery(params.period, params.page)))
    : prefetch(queryClient, clanListQueryOptions(api, clanListQuery(params)));
};

/** /clan/:slug: the clan and its events as this reader sees them (per viewer, so the session first). */
export const clanDetail: RouteData = async ({ queryClient, api, args }) => {
  const user = await queryClient.ensureQueryData(sessionQueryOptions(api));
  const slug = args.params.slug ?? '';
  return Promise.all([
    prefetch(queryClient, clanQueryOptions(api, slug, user?.id ?? null)),
    prefetch(queryClient, clanEventsQueryOptions(api, slug, user?.id ?? null)),
  ]);
};
