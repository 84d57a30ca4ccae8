import { gameListQueryOptions, gameQueryOptions } from '@w2e/react/games/queries';
import { sessionQueryOptions } from '@w2e/react/session/queries';
import { prefetch, type RouteData } from '../../lib/feature-routes';
import { gameListParams } from './list-params';

/** /game: the page of games the URL asks for. */
export const gameList: RouteData = ({ queryClient, api, args }) => {
  const { query, page } = gameListParams(new URL(args.request.url).searchParams);
  return prefetch(queryClient, gameListQueryOptions(api, query, page));
};

/** /game/:id: the game as this reader sees it (signed out, known at once; signed in, once the session is). */
export const gameDetail: RouteData = async ({ queryClient, api, args }) => {
  const user = await queryClient.ensureQueryData(sessionQueryOptions(api));
  return prefetch(queryClient, gameQueryOptions(api, args.params.id ?? '', user?.id ?? null));
};
