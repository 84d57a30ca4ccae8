import { z } from 'zod';
import {
  type AppealAnswerBody,
  type AppealBody,
  appealAnswerBodySchema,
  appealBodySchema,
  appealResultSchema,
  appealSchema,
  type DecisionBody,
  decisionBodySchema,
  decisionResultSchema,
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

/** POST /api/events/{id}/participants/{userId}/decision: the host leaves a participant out, or keeps them in. */
export async function decideParticipant(
  http: HttpClient,
  eventId: string,
  userId: string,
  body: DecisionBody,
) {
  const { data } = await http.post(
    `${eventPath(eventId)}/participants/${encodeURIComponent(userId)}/decision`,
    decisionBodySchema.parse(body),
  );
  return decisionResultSchema.parse(data);
}

/** POST /api/events/{id}/appeals: the signed-in participant's appeal (once per event). */
export async function fileAppeal(http: HttpClient, eventId: string, body: AppealBody) {
  const { data } = await http.post(`${eventPath(eventId)}/appeals`, appealBodySchema.parse(body));
  return appealResultSchema.parse(data);
}

/** GET /api/events/{id}/appeals: the event's appeals, open first (its hosts). */
export async function listAppeals(http: HttpClient, eventId: string) {
  const { data } = await http.get(`${eventPath(eventId)}/appeals`);
  return z.object({ items: z.array(appealSchema) }).parse(data);
}

/** POST /api/appeals/{id}/decision: the host's answer. */
export async function answerAppeal(http: HttpClient, appealId: string, body: AppealAnswerBody) {
  const { data } = await http.post(
    `appeals/${encodeURIComponent(appealId)}/decision`,
    appealAnswerBodySchema.parse(body),
  );
  return appealResultSchema.parse(data);
}
