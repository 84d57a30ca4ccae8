import { platformLeaderboardQueryOptions } from '@w2e/react/leaderboards/queries';
import { sessionQueryOptions } from '@w2e/react/session/queries';
import { prefetch, type RouteData } from '../../lib/feature-routes';

/**
 * /leaderboard: the all-time board the page opens on (its period is not in the address), as this reader sees
 * it (with their own row: per viewer, so the session first).
 */
export const leaderboard: RouteData = async ({ queryClient, api }) => {
  const user = await queryClient.ensureQueryData(sessionQueryOptions(api));
  return prefetch(queryClient, platformLeaderboardQueryOptions(api, 'all', user?.id ?? null));
};
