import { type EventRewards, eventRewardsSchema } from '../contracts/rewards';
import type { HttpClient } from './http';

/** GET /api/events/{slug}/rewards: winners per tier and task, and the draw's public data. */
export async function getEventRewards(http: HttpClient, slug: string): Promise<EventRewards> {
  const { data } = await http.get(`events/${encodeURIComponent(slug)}/rewards`);
  return eventRewardsSchema.parse(data);
}
