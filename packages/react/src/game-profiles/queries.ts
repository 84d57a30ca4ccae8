import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletSignature } from '@w2e/core/api/auth';
import {
  addGameProfile,
  deleteGameProfile,
  getGameOptions,
  getMyGameProfiles,
  getMyGameStatistic,
  resendGameProfileEmail,
  updateGameProfile,
} from '@w2e/core/api/game-profiles';
import type {
  AddGameProfileBody,
  GameProfileList,
  UpdateGameProfileBody,
} from '@w2e/core/contracts/game-profiles';
import { useCallback } from 'react';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';

export const gameProfileKeys = {
  all: ['game-profiles'] as const,
  list: () => [...gameProfileKeys.all, 'list'] as const,
  /** Published games the player has no account for yet: the add dialog's picker. */
  options: () => [...gameProfileKeys.all, 'options'] as const,
  statistic: (gameId: string) => [...gameProfileKeys.all, 'statistic', gameId] as const,
};

export function useMyGameProfiles() {
  const api = useApi();
  return useQuery({
    queryKey: gameProfileKeys.list(),
    queryFn: async () => getMyGameProfiles(await api.http()),
  });
}

export function useGameOptions(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: gameProfileKeys.options(),
    queryFn: async () => getGameOptions(await api.http()),
    enabled,
  });
}

export function useMyGameStatistic(gameId: string) {
  const api = useApi();
  return useQuery({
    queryKey: gameProfileKeys.statistic(gameId),
    queryFn: async () => getMyGameStatistic(await api.http(), gameId),
  });
}

/**
 * After a change: the list first, so a removed account's card (and its statistic query) is gone before the
 * statistics reload; then the picker and the statistics of the games still linked.
 */
function useRefreshGameProfiles() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: gameProfileKeys.list() });
    const linked = new Set(
      queryClient.getQueryData<GameProfileList>(gameProfileKeys.list())?.items.map((p) => p.gameId),
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: gameProfileKeys.options() }),
      queryClient.invalidateQueries({
        queryKey: [...gameProfileKeys.all, 'statistic'],
        predicate: (query) => linked.has(String(query.queryKey[2])),
      }),
    ]);
  }, [queryClient]);
}

/** Add, or edit when the body has an id; a wallet new to the account comes with its signature. */
export function useSaveGameProfile() {
  const refresh = useRefreshGameProfiles();
  return useApiMutation(
    (
      http,
      { body, signed }: { body: AddGameProfileBody | UpdateGameProfileBody; signed?: WalletSignature },
    ) => ('id' in body ? updateGameProfile(http, body, signed) : addGameProfile(http, body, signed)),
    { onSuccess: refresh },
  );
}

export function useDeleteGameProfile() {
  const refresh = useRefreshGameProfiles();
  return useApiMutation(
    (http, profile: { id: string; gameId: string }) => deleteGameProfile(http, profile.id, profile.gameId),
    { onSuccess: refresh },
  );
}

export function useResendGameProfileEmail() {
  return useApiMutation((http, id: string) => resendGameProfileEmail(http, id));
}
