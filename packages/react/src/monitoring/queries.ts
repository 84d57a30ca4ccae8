import { useQuery } from '@tanstack/react-query';
import {
  createConnectCode,
  getChatInsights,
  getMembersCsv,
  getMonitoringOverview,
  listMemberEvents,
  listSeenMembers,
  startRemoval,
  undoRemoval,
  updateCaptchaSettings,
} from '@w2e/core/api/monitoring';
import type { CaptchaSettingsPatch, RemovalRequest } from '@w2e/core/contracts/monitoring';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';

export const monitoringKeys = {
  all: ['monitoring'] as const,
  overview: () => [...monitoringKeys.all, 'overview'] as const,
  events: (chatId: string) => [...monitoringKeys.all, 'events', chatId] as const,
  chat: (chatId: string) => [...monitoringKeys.all, 'chat', chatId] as const,
  insights: (chatId: string, days: number) => [...monitoringKeys.chat(chatId), 'insights', days] as const,
  members: (chatId: string, inactiveDays: number | null, offset: number) =>
    [...monitoringKeys.chat(chatId), 'members', inactiveDays, offset] as const,
};

/** A chat's charts, top contributors, coverage, real-humans ratio, referrals and game points. */
export function useChatInsights(chatId: string, days = 30) {
  const api = useApi();
  return useQuery({
    queryKey: monitoringKeys.insights(chatId, days),
    queryFn: async () => getChatInsights(await api.http(), chatId, { days }),
    retry: false,
  });
}

/** The members seen in a chat (inactiveDays: only those silent that long), a page at a time. */
export function useSeenMembers(chatId: string, inactiveDays: number | null, offset = 0) {
  const api = useApi();
  return useQuery({
    queryKey: monitoringKeys.members(chatId, inactiveDays, offset),
    queryFn: async () =>
      listSeenMembers(await api.http(), chatId, {
        ...(inactiveDays === null ? {} : { inactive_days: inactiveDays }),
        limit: 20,
        offset,
      }),
    retry: false,
  });
}

/** The members CSV, as text for the page to save. */
export function useMembersCsv(chatId: string) {
  return useApiMutation((http) => getMembersCsv(http, chatId));
}

export function useStartRemoval(chatId: string) {
  return useApiMutation((http, body: RemovalRequest) => startRemoval(http, chatId, body), {
    invalidates: [monitoringKeys.chat(chatId)],
    invalidatesOnError: true,
  });
}

export function useUndoRemoval(chatId: string) {
  return useApiMutation((http, removalId: string) => undoRemoval(http, chatId, removalId), {
    invalidates: [monitoringKeys.chat(chatId)],
  });
}

/** The bots' add links and the signed-in admin's chats (only asked for when signed in). */
export function useMonitoringOverview(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: monitoringKeys.overview(),
    queryFn: async () => getMonitoringOverview(await api.http()),
    enabled,
    retry: false,
  });
}

/** A chat's joins, leaves and captcha outcomes, newest first. */
export function useMemberEvents(chatId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: monitoringKeys.events(chatId),
    queryFn: async () => listMemberEvents(await api.http(), chatId, { limit: 50 }),
    enabled,
    retry: false,
  });
}

export function useUpdateCaptchaSettings(chatId: string) {
  return useApiMutation((http, patch: CaptchaSettingsPatch) => updateCaptchaSettings(http, chatId, patch), {
    invalidates: [monitoringKeys.overview(), monitoringKeys.chat(chatId)],
  });
}

/** A one-time code to send a bot as /connect CODE. */
export function useCreateConnectCode() {
  return useApiMutation((http) => createConnectCode(http));
}
