import {
  type AddGameBody,
  type AddGameResult,
  addGameResultSchema,
  type GameClaimBody,
  type GameClaimList,
  type GameClaimListQuery,
  type GameClaimResult,
  gameClaimListSchema,
  gameClaimResultSchema,
} from '../contracts/game-claims';
import {
  type GameDetail,
  type GameList,
  type GameListQuery,
  type GameStatistics,
  gameDetailSchema,
  gameListSchema,
  gameStatisticsSchema,
} from '../contracts/games';
import type { HttpClient } from './http';

const id = (value: string) => encodeURIComponent(value);

/** GET /api/games: published games, searched by name (limit 100 by default). */
export async function listGames(http: HttpClient, params: GameListQuery = {}): Promise<GameList> {
  const { data } = await http.get('games', { params });
  return gameListSchema.parse(data);
}

/** GET /api/games/{id}: by id or slug. `quiet`: a missing game is the page's to show, not a toast. */
export async function getGame(
  http: HttpClient,
  idOrSlug: string,
  options: { quiet?: boolean } = {},
): Promise<GameDetail> {
  const { data } = await http.get(`games/${id(idOrSlug)}`, { skipErrorToast: options.quiet });
  return gameDetailSchema.parse(data);
}

export async function getGameStatistics(
  http: HttpClient,
  gameId: string,
  daterange = 100,
): Promise<GameStatistics> {
  const { data } = await http.get(`games/${id(gameId)}/statistics`, { params: { daterange } });
  return gameStatisticsSchema.parse(data);
}

/** POST /api/games: the signed-in user adds a game and becomes its pending claimant. */
export async function addGame(http: HttpClient, body: AddGameBody): Promise<AddGameResult> {
  const { data } = await http.post('games', body);
  return addGameResultSchema.parse(data);
}

/** POST /api/games/{id}/claims: claim an unclaimed game. */
export async function claimGame(
  http: HttpClient,
  gameId: string,
  body: GameClaimBody,
): Promise<GameClaimResult> {
  const { data } = await http.post(`games/${id(gameId)}/claims`, body);
  return gameClaimResultSchema.parse(data);
}

/** GET /api/admin/game-claims (operators). */
export async function listGameClaims(
  http: HttpClient,
  params: GameClaimListQuery = {},
): Promise<GameClaimList> {
  const { data } = await http.get('admin/game-claims', { params });
  return gameClaimListSchema.parse(data);
}

export async function decideGameClaim(
  http: HttpClient,
  claimId: string,
  decision: 'approve' | 'reject',
): Promise<GameClaimResult> {
  const { data } = await http.post(`admin/game-claims/${id(claimId)}/${decision}`);
  return gameClaimResultSchema.parse(data);
}
