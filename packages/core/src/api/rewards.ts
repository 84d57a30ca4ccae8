import {
  type EventRewards,
  eventRewardsSchema,
  type UserRewards,
  type UserRewardsQuery,
  userRewardsSchema,
} from '../contracts/rewards';
import type { HttpClient } from './http';

/** GET /api/events/{slug}/rewards: winners per tier and task, and the draw's public data. */
export async function getEventRewards(http: HttpClient, slug: string): Promise<EventRewards> {
  const { data } = await http.get(`events/${encodeURIComponent(slug)}/rewards`);
  return eventRewardsSchema.parse(data);
}

/** GET /api/users/{username}/rewards: what a player has won, newest first, a page at a time. */
export async function getUserRewards(
  http: HttpClient,
  username: string,
  params: UserRewardsQuery = {},
): Promise<UserRewards> {
  const { data } = await http.get(`users/${encodeURIComponent(username)}/rewards`, { params });
  return userRewardsSchema.parse(data);
}
