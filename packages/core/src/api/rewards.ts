import {
  type EventRewards,
  eventRewardsSchema,
  type UserRewards,
  userRewardsSchema,
} from '../contracts/rewards';
import type { HttpClient } from './http';

/** GET /api/events/{slug}/rewards: winners per tier and task, and the draw's public data. */
export async function getEventRewards(http: HttpClient, slug: string): Promise<EventRewards> {
  const { data } = await http.get(`events/${encodeURIComponent(slug)}/rewards`);
  return eventRewardsSchema.parse(data);
}

/** GET /api/users/{username}/rewards: what a player has won, newest first. */
export async function getUserRewards(http: HttpClient, username: string): Promise<UserRewards> {
  const { data } = await http.get(`users/${encodeURIComponent(username)}/rewards`);
  return userRewardsSchema.parse(data);
}
