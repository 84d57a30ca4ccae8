import {
  type CoHostCandidateList,
  type CoHostDecisionBody,
  type CoHostInviteBody,
  type CoHostList,
  type CoHostResult,
  coHostCandidateListSchema,
  coHostListSchema,
  coHostResultSchema,
} from '../contracts/co-hosts';
import { type Ack, ackSchema } from '../contracts/common';
import type { HttpClient } from './http';

const path = (eventId: string) => `events/${encodeURIComponent(eventId)}/co-hosts`;

/** GET /api/events/{id}/co-hosts: with every status for the event's managers, the accepted ones for others. */
export async function listCoHosts(http: HttpClient, eventId: string): Promise<CoHostList> {
  const { data } = await http.get(path(eventId));
  return coHostListSchema.parse(data);
}

/** POST /api/events/{id}/co-hosts: the event's host invites `kind:id`. */
export async function inviteCoHost(
  http: HttpClient,
  eventId: string,
  body: CoHostInviteBody,
): Promise<CoHostResult> {
  const { data } = await http.post(path(eventId), body);
  return coHostResultSchema.parse(data);
}

/** DELETE /api/events/{id}/co-hosts/{coHostId}: the host removes it, or the co-host withdraws. */
export async function removeCoHost(http: HttpClient, eventId: string, coHostId: string): Promise<Ack> {
  const { data } = await http.delete(`${path(eventId)}/${encodeURIComponent(coHostId)}`);
  return ackSchema.parse(data);
}

/** POST /api/co-hosts/{id}/decision: the invited host's managers accept or decline. */
export async function decideCoHost(
  http: HttpClient,
  coHostId: string,
  body: CoHostDecisionBody,
): Promise<CoHostResult> {
  const { data } = await http.post(`co-hosts/${encodeURIComponent(coHostId)}/decision`, body);
  return coHostResultSchema.parse(data);
}

/** GET /api/users/co-host-invitations: the invitations waiting for the hosts the signed-in user manages. */
export async function getCoHostInvitations(http: HttpClient): Promise<CoHostList> {
  const { data } = await http.get('users/co-host-invitations');
  return coHostListSchema.parse(data);
}

/** GET /api/co-hosts/candidates?q=: projects and games to invite, by name. */
export async function findCoHostCandidates(http: HttpClient, q: string): Promise<CoHostCandidateList> {
  const { data } = await http.get('co-hosts/candidates', { params: { q } });
  return coHostCandidateListSchema.parse(data);
}
