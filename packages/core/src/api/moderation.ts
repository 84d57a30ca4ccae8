import {
  type ModerationLog,
  type ModerationLogEntry,
  type ModerationSettings,
  type ModerationSettingsPatch,
  moderationLogEntrySchema,
  moderationLogSchema,
  moderationSettingsSchema,
} from '../contracts/moderation';
import type { HttpClient } from './http';

const base = (id: string) => `monitoring/chats/${encodeURIComponent(id)}/moderation`;

/** GET /monitoring/chats/{id}/moderation: the chat's moderation settings. */
export async function getModerationSettings(http: HttpClient, id: string): Promise<ModerationSettings> {
  const { data } = await http.get(base(id), { skipErrorToast: true });
  return moderationSettingsSchema.parse(data);
}

/** PATCH /monitoring/chats/{id}/moderation. */
export async function updateModerationSettings(
  http: HttpClient,
  id: string,
  patch: ModerationSettingsPatch,
): Promise<ModerationSettings> {
  const { data } = await http.patch(base(id), patch);
  return moderationSettingsSchema.parse(data);
}

/** GET /monitoring/chats/{id}/moderation/log: every action the bots took, newest first. */
export async function getModerationLog(http: HttpClient, id: string): Promise<ModerationLog> {
  const { data } = await http.get(`${base(id)}/log`, { params: { limit: 50 }, skipErrorToast: true });
  return moderationLogSchema.parse(data);
}

/** POST /monitoring/chats/{id}/moderation/log/{actionId}/undo. */
export async function undoModerationAction(
  http: HttpClient,
  id: string,
  actionId: string,
): Promise<ModerationLogEntry> {
  const { data } = await http.post(`${base(id)}/log/${encodeURIComponent(actionId)}/undo`, {});
  return moderationLogEntrySchema.parse(data);
}
