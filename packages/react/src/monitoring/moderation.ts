import { useQuery } from '@tanstack/react-query';
import {
  getModerationLog,
  getModerationSettings,
  undoModerationAction,
  updateModerationSettings,
} from '@w2e/core/api/moderation';
import type { ModerationSettingsPatch } from '@w2e/core/contracts/moderation';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { monitoringKeys } from './queries';

const moderationKeys = {
  settings: (chatId: string) => [...monitoringKeys.chat(chatId), 'moderation'] as const,
  log: (chatId: string) => [...monitoringKeys.chat(chatId), 'moderation-log'] as const,
};

/** A chat's moderation settings (newcomer hold, flood, stop words, spam waves, spammers, raids, warnings). */
export function useModerationSettings(chatId: string) {
  const api = useApi();
  return useQuery({
    queryKey: moderationKeys.settings(chatId),
    queryFn: async () => getModerationSettings(await api.http(), chatId),
    retry: false,
  });
}

export function useUpdateModerationSettings(chatId: string) {
  return useApiMutation(
    (http, patch: ModerationSettingsPatch) => updateModerationSettings(http, chatId, patch),
    { invalidates: [moderationKeys.settings(chatId)] },
  );
}

/** What the bots did in a chat, newest first. */
export function useModerationLog(chatId: string) {
  const api = useApi();
  return useQuery({
    queryKey: moderationKeys.log(chatId),
    queryFn: async () => getModerationLog(await api.http(), chatId),
    retry: false,
  });
}

export function useUndoModeration(chatId: string) {
  return useApiMutation((http, actionId: string) => undoModerationAction(http, chatId, actionId), {
    invalidates: [moderationKeys.log(chatId)],
  });
}
