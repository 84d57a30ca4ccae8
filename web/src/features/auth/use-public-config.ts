import { useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '@w2e/core/api/config';
import { http } from '../../lib/api';

/** GET /api/config, once per visit: which sign-in methods this deployment offers. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => getPublicConfig(http),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
