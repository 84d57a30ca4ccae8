import { useQuery } from '@tanstack/react-query';
import { createApiKey, listApiKeys, revokeApiKey } from '@w2e/core/api/api-keys';
import type { CreateApiKeyBody } from '@w2e/core/contracts/partner';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  project: (project: string) => [...apiKeyKeys.all, 'project', project] as const,
};

/** A project's API keys (by id or slug): its owner on the Enterprise plan, or an operator. */
export function useApiKeys(project: string) {
  const api = useApi();
  return useQuery({
    queryKey: apiKeyKeys.project(project),
    queryFn: async () => listApiKeys(await api.http(), project),
    retry: false,
  });
}

/** Create a key: the answer's `key` is the only time the whole key is seen. */
export function useCreateApiKey(project: string) {
  return useApiMutation((http, body: CreateApiKeyBody) => createApiKey(http, project, body), {
    invalidates: [apiKeyKeys.project(project)],
  });
}

/** Revoke a key: calls with it are refused from then on. */
export function useRevokeApiKey(project: string) {
  return useApiMutation((http, keyId: string) => revokeApiKey(http, project, keyId), {
    invalidates: [apiKeyKeys.project(project)],
  });
}
