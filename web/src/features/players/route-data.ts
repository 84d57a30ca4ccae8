import {
  playerEventsQueryOptions,
  playerGamesQueryOptions,
  publicPlayerQueryOptions,
} from '@w2e/react/leaderboards/queries';
import { prefetch, type RouteData } from '../../lib/feature-routes';

/**
 * /player/:username: the player, their games and the first page of their events (the page opens on it: its
 * page number is not in the address), all at once and the same for every viewer. The page shows the last two
 * once the player is found; for a name nobody has they fail too, and the page says it is not found.
 */
export const player: RouteData = ({ queryClient, api, args }) => {
  const username = args.params.username ?? '';
  return Promise.all([
    prefetch(queryClient, publicPlayerQueryOptions(api, username)),
    prefetch(queryClient, playerGamesQueryOptions(api, username)),
    prefetch(queryClient, playerEventsQueryOptions(api, username, 1)),
  ]);
};
