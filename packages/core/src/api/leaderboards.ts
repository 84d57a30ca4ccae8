import type { AxiosInstance } from 'axios';
import {
  type EventLeaderboard,
  type EventLeaderboardQuery,
  eventLeaderboardSchema,
  type PlayerEvents,
  playerEventsSchema,
} from '../contracts/leaderboards';

/** GET /api/events/{slug}/leaderboard: a page of the board and the signed-in player's own row. */
export async function getEventLeaderboard(
  http: AxiosInstance,
  slug: string,
  query: EventLeaderboardQuery = {},
): Promise<EventLeaderboard> {
  const { data } = await http.get(`events/${encodeURIComponent(slug)}/leaderboard`, { params: query });
  return eventLeaderboardSchema.parse(data);
}

/** GET /api/users/{username}/events: the published events a player took part in, with their score. */
export async function getPlayerEvents(
  http: AxiosInstance,
  username: string,
  params: { limit?: number; offset?: number } = {},
): Promise<PlayerEvents> {
  const { data } = await http.get(`users/${encodeURIComponent(username)}/events`, { params });
  return playerEventsSchema.parse(data);
}
