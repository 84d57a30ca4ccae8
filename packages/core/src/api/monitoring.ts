import type { AxiosInstance } from 'axios';
import {
  type CaptchaSettingsPatch,
  type ConnectCode,
  connectCodeSchema,
  type MemberEventList,
  type MemberEventsQuery,
  type MonitoringChat,
  type MonitoringOverview,
  memberEventListSchema,
  monitoringChatSchema,
  monitoringOverviewSchema,
} from '../contracts/monitoring';

/** GET /monitoring: the bots' add links and the signed-in admin's chats. */
export async function getMonitoringOverview(http: AxiosInstance): Promise<MonitoringOverview> {
  const { data } = await http.get('monitoring', { skipErrorToast: true });
  return monitoringOverviewSchema.parse(data);
}

/** PATCH /monitoring/chats/{id}/settings: the chat's captcha settings. */
export async function updateCaptchaSettings(
  http: AxiosInstance,
  id: string,
  patch: CaptchaSettingsPatch,
): Promise<MonitoringChat> {
  const { data } = await http.patch(`monitoring/chats/${encodeURIComponent(id)}/settings`, patch);
  return monitoringChatSchema.parse(data);
}

/** GET /monitoring/chats/{id}/member-events: joins and leaves, newest first. */
export async function listMemberEvents(
  http: AxiosInstance,
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
export async function createConnectCode(http: AxiosInstance): Promise<ConnectCode> {
  const { data } = await http.post('monitoring/connect-codes', {});
  return connectCodeSchema.parse(data);
}
