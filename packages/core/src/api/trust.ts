import {
  type Eligibility,
  eligibilitySchema,
  type ParticipantRiskPage,
  participantRiskPageSchema,
  type RiskClusters,
  type RiskQuery,
  riskClustersSchema,
} from '../contracts/trust';
import type { HttpClient } from './http';

const eventPath = (id: string) => `events/${encodeURIComponent(id)}`;

/** GET /api/events/{id}/participants/risk: each participant's risk, riskiest first (the event's hosts). */
export async function getParticipantsRisk(
  http: HttpClient,
  eventId: string,
  params: RiskQuery = {},
): Promise<ParticipantRiskPage> {
  const { data } = await http.get(`${eventPath(eventId)}/participants/risk`, { params });
  return participantRiskPageSchema.parse(data);
}

/** GET /api/events/{id}/participants/clusters: the groups of accounts found (the event's hosts). */
export async function getParticipantClusters(http: HttpClient, eventId: string): Promise<RiskClusters> {
  const { data } = await http.get(`${eventPath(eventId)}/participants/clusters`);
  return riskClustersSchema.parse(data);
}

/** GET /api/events/{slug}/eligibility: the signed-in player against the event's rules to win. */
export async function getEligibility(http: HttpClient, slug: string): Promise<Eligibility> {
  const { data } = await http.get(`${eventPath(slug)}/eligibility`);
  return eligibilitySchema.parse(data);
}
