import { useQuery } from '@tanstack/react-query';
import {
  createConnectCode,
  getMonitoringOverview,
  listMemberEvents,
  updateCaptchaSettings,
} from '@w2e/core/api/monitoring';
import type { CaptchaSettingsPatch } from '@w2e/core/contracts/monitoring';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';

export const monitoringKeys = {
  all: ['monitoring'] as const,
  overview: () => [...monitoringKeys.all, 'overview'] as const,
  events: (chatId: string) => [...monitoringKeys.all, 'events', chatId] as const,
};

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
    invalidates: [monitoringKeys.overview()],
  });
}

/** A one-time code to send a bot as /connect CODE. */
export function useCreateConnectCode() {
  return useApiMutation((http) => createConnectCode(http));
}
