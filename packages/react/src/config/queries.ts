import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '@w2e/core/api/config';
import { type ApiClient, useApi } from '../api-provider';

export const configKeys = { all: ['config'] as const };

/** GET /api/config, once per visit: which sign-in methods and services this deployment offers. */
export function publicConfigQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: configKeys.all,
    queryFn: async () => getPublicConfig(await api.http()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions(useApi()));
}
