import {
  type ClanBulkBody,
  type ClanBulkResult,
  type ClanDetail,
  type ClanEventList,
  type ClanInvitationBody,
  type ClanJoinResult,
  type ClanLeaderboard,
  type ClanLeaderboardQuery,
  type ClanMemberPage,
  type ClanMembersQuery,
  type ClanPage,
  type ClanRank,
  type ClanRankQuery,
  type ClanResult,
  type ClanRoleBody,
  type ClansQuery,
  type ClanTransferBody,
  type CreateClanBody,
  clanBulkResultSchema,
  clanDetailSchema,
  clanEventListSchema,
  clanJoinResultSchema,
  clanLeaderboardSchema,
  clanMemberPageSchema,
  clanPageSchema,
  clanRankSchema,
  clanResultSchema,
  type UpdateClanBody,
} from '../contracts/clans';
import { type Ack, ackSchema } from '../contracts/common';
import type { HttpClient } from './http';

const path = (id: string) => `clans/${encodeURIComponent(id)}`;

/** POST /api/clans: the signed-in player founds a clan and owns it ("Create clan successfully"). */
export async function createClan(http: HttpClient, body: CreateClanBody): Promise<ClanResult> {
  const { data } = await http.post('clans', body);
  return clanResultSchema.parse(data);
}

/** PATCH /api/clans/{id} (owner and admins; "Update clan successfully"). */
export async function updateClan(http: HttpClient, id: string, body: UpdateClanBody): Promise<ClanResult> {
  const { data } = await http.patch(path(id), body);
  return clanResultSchema.parse(data);
}

/** GET /api/clans?q=&type=&limit=&offset= */
export async function listClans(http: HttpClient, params: ClansQuery = {}): Promise<ClanPage> {
  const { data } = await http.get('clans', { params });
  return clanPageSchema.parse(data);
}

/** GET /api/clans/leaderboard?period=&limit=&offset=: clans ranked by their active members' score. */
export async function getClanLeaderboard(
  http: HttpClient,
  params: ClanLeaderboardQuery = {},
): Promise<ClanLeaderboard> {
  const { data } = await http.get('clans/leaderboard', { params });
  return clanLeaderboardSchema.parse(data);
}

/** GET /api/clans/{slug}/rank?period=: the clan's place on the clan leaderboard. */
export async function getClanRank(
  http: HttpClient,
  slug: string,
  params: ClanRankQuery = {},
): Promise<ClanRank> {
  const { data } = await http.get(`${path(slug)}/rank`, { params });
  return clanRankSchema.parse(data);
}

/** GET /api/clans/{slug}, with the viewer's membership. */
export async function getClan(http: HttpClient, slug: string): Promise<ClanDetail> {
  const { data } = await http.get(path(slug));
  return clanDetailSchema.parse(data);
}

/** GET /api/clans/{slug}/members (`status=pending` for owners and admins). */
export async function listClanMembers(
  http: HttpClient,
  slug: string,
  params: ClanMembersQuery = {},
): Promise<ClanMemberPage> {
  const { data } = await http.get(`${path(slug)}/members`, { params });
  return clanMemberPageSchema.parse(data);
}

/** GET /api/clans/{slug}/events */
export async function listClanEvents(http: HttpClient, slug: string): Promise<ClanEventList> {
  const { data } = await http.get(`${path(slug)}/events`);
  return clanEventListSchema.parse(data);
}

/** POST /api/clans/{id}/join: a member at once (public) or "Requested" (private). */
export async function joinClan(http: HttpClient, id: string): Promise<ClanJoinResult> {
  const { data } = await http.post(`${path(id)}/join`);
  return clanJoinResultSchema.parse(data);
}

/** POST /api/clans/{id}/leave: leave, or withdraw a request. */
export async function leaveClan(http: HttpClient, id: string): Promise<Ack> {
  const { data } = await http.post(`${path(id)}/leave`);
  return ackSchema.parse(data);
}

/** POST /api/clans/{id}/invitations */
export async function inviteToClan(http: HttpClient, id: string, body: ClanInvitationBody): Promise<Ack> {
  const { data } = await http.post(`${path(id)}/invitations`, body);
  return ackSchema.parse(data);
}

/** POST /api/clans/{id}/invitation/{accept|decline}: the invited player answers their own invitation. */
export async function answerClanInvitation(
  http: HttpClient,
  id: string,
  answer: 'accept' | 'decline',
): Promise<Ack> {
  const { data } = await http.post(`${path(id)}/invitation/${answer}`);
  return ackSchema.parse(data);
}

/** POST /api/clans/{id}/requests/{userId}/{accept|decline} (owner and admins). */
export async function answerClanRequest(
  http: HttpClient,
  id: string,
  userId: string,
  answer: 'accept' | 'decline',
): Promise<Ack> {
  const { data } = await http.post(`${path(id)}/requests/${encodeURIComponent(userId)}/${answer}`);
  return ackSchema.parse(data);
}

/** POST /api/clans/{id}/requests/bulk (owner and admins). */
export async function answerClanRequests(
  http: HttpClient,
  id: string,
  body: ClanBulkBody,
): Promise<ClanBulkResult> {
  const { data } = await http.post(`${path(id)}/requests/bulk`, body);
  return clanBulkResultSchema.parse(data);
}

/** PATCH /api/clans/{id}/members/{userId}: promote or demote. */
export async function setClanRole(
  http: HttpClient,
  id: string,
  userId: string,
  body: ClanRoleBody,
): Promise<Ack> {
  const { data } = await http.patch(`${path(id)}/members/${encodeURIComponent(userId)}`, body);
  return ackSchema.parse(data);
}

/** DELETE /api/clans/{id}/members/{userId}: remove a member or cancel an invitation. */
export async function removeClanMember(http: HttpClient, id: string, userId: string): Promise<Ack> {
  const { data } = await http.delete(`${path(id)}/members/${encodeURIComponent(userId)}`);
  return ackSchema.parse(data);
}

/** POST /api/clans/{id}/transfer (owner only). */
export async function transferClan(http: HttpClient, id: string, body: ClanTransferBody): Promise<Ack> {
  const { data } = await http.post(`${path(id)}/transfer`, body);
  return ackSchema.parse(data);
}
