import { useQuery } from '@tanstack/react-query';
import { listNotifications, markNotificationsRead } from '@w2e/core/api/notifications';
import type { MarkNotificationsRead, NotificationsQuery } from '@w2e/core/contracts/notifications';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { useSession } from '../session/queries';
import { notificationKeys } from './unread';

/** A page of the signed-in player's notifications, newest first. */
export function useNotifications(query: NotificationsQuery) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({
    queryKey: notificationKeys.page(query, user?.id ?? null),
    queryFn: async () => listNotifications(await api.http(), query),
    enabled: !loading && user !== null,
  });
}

/** Marks some or all read; the list and the bell follow. */
export function useMarkNotificationsRead() {
  return useApiMutation((http, body: MarkNotificationsRead) => markNotificationsRead(http, body), {
    invalidates: [notificationKeys.all],
  });
}
