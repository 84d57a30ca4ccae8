import { useQuery } from '@tanstack/react-query';
import { getAdminAccess } from '@w2e/core/api/admin';
import { useApi } from '../api-provider';
import { useSession } from '../session/queries';

export const adminKeys = {
  all: ['admin'] as const,
  access: (userId: string | undefined) => [...adminKeys.all, 'access', userId] as const,
};

/**
 * Whether the signed-in user is a platform operator (GET /api/admin/access). Every admin page uses it; the
 * server checks the role again on each admin call, so this only decides what to show.
 */
export function useIsOperator(): { operator: boolean; loading: boolean; signedIn: boolean } {
  const api = useApi();
  const { user, loading } = useSession();
  const query = useQuery({
    queryKey: adminKeys.access(user?.id),
    queryFn: async () => getAdminAccess(await api.http()),
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
  return {
    operator: query.data?.operator ?? false,
    loading: loading || (user !== null && query.isPending),
    signedIn: user !== null,
  };
}
