import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createConnectCode,
  getMonitoringOverview,
  listMemberEvents,
  updateCaptchaSettings,
} from '@w2e/core/api/monitoring';
import type { CaptchaSettingsPatch } from '@w2e/core/contracts/monitoring';
import { http } from '../../lib/api';

/**
 * The monitoring dashboard's requests, the only place their keys are spelled (to move into @w2e/react's
 * monitoring/queries.ts once that package exists).
 */
export const monitoringKeys = {
  all: ['monitoring'] as const,
  overview: () => [...monitoringKeys.all, 'overview'] as const,
  events: (chatId: string) => [...monitoringKeys.all, 'events', chatId] as const,
};

export function useMonitoringOverview(enabled: boolean) {
  return useQuery({
    queryKey: monitoringKeys.overview(),
    queryFn: () => getMonitoringOverview(http),
    enabled,
    retry: false,
  });
}

export function useMemberEvents(chatId: string, enabled: boolean) {
  return useQuery({
    queryKey: monitoringKeys.events(chatId),
    queryFn: () => listMemberEvents(http, chatId, { limit: 50 }),
    enabled,
    retry: false,
  });
}

export function useUpdateCaptchaSettings(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CaptchaSettingsPatch) => updateCaptchaSettings(http, chatId, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.overview() }),
  });
}

export function useCreateConnectCode() {
  return useMutation({ mutationFn: () => createConnectCode(http) });
}
