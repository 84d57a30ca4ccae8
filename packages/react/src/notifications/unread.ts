import { useQuery } from '@tanstack/react-query';
import { getUnreadNotifications } from '@w2e/core/api/notification-count';
import { useApi } from '../api-provider';
import { useSession } from '../session/queries';

/**
 * The notifications' query keys, and the bell's count. Apart from `queries.ts` (the list and marking read) so the
 * Mini App's root screen can show the count without the contracts' zod schemas in its first bundle.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (viewerId: string | null) => [...notificationKeys.all, 'unread', viewerId] as const,
  page: (query: object, viewerId: string | null) =>
    [...notificationKeys.all, 'page', query, viewerId] as const,
  settings: (viewerId: string | null) => [...notificationKeys.all, 'settings', viewerId] as const,
};

/** How often the bell asks again while a page stays open (and again whenever the window regains focus). */
export const UNREAD_REFRESH_MS = 60_000;

/** The bell's count; nothing is asked for a visitor. */
export function useUnreadNotifications() {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({
    queryKey: notificationKeys.unread(user?.id ?? null),
    queryFn: async () => getUnreadNotifications(await api.http()),
    enabled: !loading && user !== null,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
