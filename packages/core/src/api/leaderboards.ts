import type { AxiosInstance } from 'axios';
import {
  type EventLeaderboard,
  type EventLeaderboardQuery,
  eventLeaderboardSchema,
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
