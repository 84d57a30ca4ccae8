import {
  type CaptchaSettingsPatch,
  type ChatInsights,
  type ConnectCode,
  chatInsightsSchema,
  connectCodeSchema,
  type InsightsQuery,
  type InviteLink,
  inviteLinkSchema,
  type MemberEventList,
  type MemberEventsQuery,
  type MonitoringChat,
  type MonitoringOverview,
  memberEventListSchema,
  monitoringChatSchema,
  monitoringOverviewSchema,
  type Removal,
  type RemovalRequest,
  removalSchema,
  type SeenMemberList,
  type SeenMembersQuery,
  seenMemberListSchema,
} from '../contracts/monitoring';
import type { HttpClient } from './http';

/** GET /monitoring: the bots' add links and the signed-in admin's chats. */
export async function getMonitoringOverview(http: HttpClient): Promise<MonitoringOverview> {
  const { data } = await http.get('monitoring', { skipErrorToast: true });
  return monitoringOverviewSchema.parse(data);
}

/** PATCH /monitoring/chats/{id}/settings: the chat's captcha settings. */
export async function updateCaptchaSettings(
  http: HttpClient,
  id: string,
  patch: CaptchaSettingsPatch,
): Promise<MonitoringChat> {
  const { data } = await http.patch(`monitoring/chats/${encodeURIComponent(id)}/settings`, patch);
  return monitoringChatSchema.parse(data);
}

/** GET /monitoring/chats/{id}/member-events: joins and leaves, newest first. */
export async function listMemberEvents(
  http: HttpClient,
  id: string,
  params: MemberEventsQuery = {},
): Promise<MemberEventList> {
  const { data } = await http.get(`monitoring/chats/${encodeURIComponent(id)}/member-events`, {
    params,
    skipErrorToast: true,
  });
  return memberEventListSchema.parse(data);
}

/** POST /monitoring/connect-codes: a one-time code to send the bot as /connect, for chats added from another account. */
export async function createConnectCode(http: HttpClient): Promise<ConnectCode> {
  const { data } = await http.post('monitoring/connect-codes', {});
  return connectCodeSchema.parse(data);
}

const chatPath = (id: string, rest: string) => `monitoring/chats/${encodeURIComponent(id)}/${rest}`;

/** GET /monitoring/chats/{id}/insights: charts, top contributors, coverage, the ratio, referrals, game points. */
export async function getChatInsights(
  http: HttpClient,
  id: string,
  params: InsightsQuery = {},
): Promise<ChatInsights> {
  const { data } = await http.get(chatPath(id, 'insights'), { params, skipErrorToast: true });
  return chatInsightsSchema.parse(data);
}

/** GET /monitoring/chats/{id}/members: the members seen, or the inactive ones. */
export async function listSeenMembers(
  http: HttpClient,
  id: string,
  params: SeenMembersQuery = {},
): Promise<SeenMemberList> {
  const { data } = await http.get(chatPath(id, 'members'), { params, skipErrorToast: true });
  return seenMemberListSchema.parse(data);
}

/** GET /monitoring/chats/{id}/members.csv: every member seen with their activity and referrals. */
export async function getMembersCsv(http: HttpClient, id: string): Promise<string> {
  const { data } = await http.get(chatPath(id, 'members.csv'), { responseType: 'text' });
  return String(data);
}

/** POST /monitoring/chats/{id}/removals: remove the inactive members the admin confirmed. */
export async function startRemoval(http: HttpClient, id: string, body: RemovalRequest): Promise<Removal> {
  const { data } = await http.post(chatPath(id, 'removals'), body);
  return removalSchema.parse(data);
}

/** POST /monitoring/chats/{id}/removals/{removalId}/undo. */
export async function undoRemoval(http: HttpClient, id: string, removalId: string): Promise<Removal> {
  const { data } = await http.post(chatPath(id, `removals/${encodeURIComponent(removalId)}/undo`), {});
  return removalSchema.parse(data);
}

/**
 * POST /monitoring/chats/{id}/invite-link: the signed-in Telegram user's own invite link to a chat.
 *
 * @public the Mini App's referral screen (another issue) calls it; the server side is done and tested.
 */
export async function getMyInviteLink(http: HttpClient, chatId: string): Promise<InviteLink> {
  const { data } = await http.post(chatPath(chatId, 'invite-link'), {});
  return inviteLinkSchema.parse(data);
}
