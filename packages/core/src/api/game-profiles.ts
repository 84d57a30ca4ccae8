import { type Ack, ackSchema } from '../contracts/common';
import {
  type AddGameProfileBody,
  type GameOptions,
  type GameProfileList,
  type GameProfileResult,
  type GameStatistic,
  type GameStatisticList,
  gameOptionsSchema,
  gameProfileListSchema,
  gameProfileResultSchema,
  gameStatisticListSchema,
  gameStatisticSchema,
  type PlayerDetails,
  type PlayerMetrics,
  playerDetailsSchema,
  playerMetricsSchema,
  type UpdateGameProfileBody,
} from '../contracts/game-profiles';
import { type WalletSignature, walletSignatureHeaders } from './auth';
import type { HttpClient } from './http';

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

export async function getMyGameProfiles(
  http: HttpClient,
  params: { query?: string; limit?: number; offset?: number } = {},
): Promise<GameProfileList> {
  const { data } = await http.get('users/profile/games', { params });
  return gameProfileListSchema.parse(data);
}

/** POST /users/profile/add-game-profile; a wallet comes with its signature in headers. */
export async function addGameProfile(
  http: HttpClient,
  body: AddGameProfileBody,
  signed?: WalletSignature,
): Promise<GameProfileResult> {
  const { data } = await http.post('users/profile/add-game-profile', body, {
    headers: signed ? walletSignatureHeaders(signed) : {},
  });
  return gameProfileResultSchema.parse(data);
}

export async function updateGameProfile(
  http: HttpClient,
  body: UpdateGameProfileBody,
  signed?: WalletSignature,
): Promise<GameProfileResult> {
  const { data } = await http.patch('users/profile/update-game-profile', body, {
    headers: signed ? walletSignatureHeaders(signed) : {},
  });
  return gameProfileResultSchema.parse(data);
}

export async function deleteGameProfile(http: HttpClient, id: string, gameId: string): Promise<Ack> {
  const { data } = await http.delete(`users/profile/delete-game/${encodeURIComponent(id)}`, {
    data: { gameId },
  });
  return ackSchema.parse(data);
}

export async function resendGameProfileEmail(http: HttpClient, id: string): Promise<Ack> {
  const { data } = await http.post(
    `users/profile/resend-email-verify-game-profile/${encodeURIComponent(id)}`,
  );
  return ackSchema.parse(data);
}

export async function getMyGameStatistic(http: HttpClient, gameId: string): Promise<GameStatistic> {
  const { data } = await http.get(`users/games/${encodeURIComponent(gameId)}/statistic`);
  return gameStatisticSchema.parse(data);
}

/** GET /api/users/{username}/games: a player's games, for their public profile. */
export async function getPlayerGames(http: HttpClient, username: string): Promise<GameStatisticList> {
  const { data } = await http.get(`users/${path(username)}/games`);
  return gameStatisticListSchema.parse(data);
}

/**
 * GET /api/users/{username}/games/{slug}/statistics.
 * @public The client of a served endpoint that no screen calls yet.
 */
export async function getPlayerGameStatistics(
  http: HttpClient,
  username: string,
  slug: string,
): Promise<GameStatistic> {
  const { data } = await http.get(`users/${path(username, 'games', slug)}/statistics`);
  return gameStatisticSchema.parse(data);
}

/**
 * GET /api/users/{username}/games/{slug}/metrics.
 * @public The client of a served endpoint that no screen calls yet.
 */
export async function getPlayerGameMetrics(
  http: HttpClient,
  username: string,
  slug: string,
  daterange?: number,
): Promise<PlayerMetrics> {
  const { data } = await http.get(`users/${path(username, 'games', slug)}/metrics`, {
    params: { daterange },
  });
  return playerMetricsSchema.parse(data);
}

/**
 * GET /api/users/{username}/games/{slug}/details.
 * @public The client of a served endpoint that no screen calls yet.
 */
export async function getPlayerGameDetails(
  http: HttpClient,
  username: string,
  slug: string,
  params: { limit?: number; offset?: number } = {},
): Promise<PlayerDetails> {
  const { data } = await http.get(`users/${path(username, 'games', slug)}/details`, { params });
  return playerDetailsSchema.parse(data);
}

export async function getGameOptions(http: HttpClient): Promise<GameOptions> {
  const { data } = await http.get('users/profile/game-options');
  return gameOptionsSchema.parse(data);
}
