import { useQuery } from '@tanstack/react-query';
import {
  allowTelegramMessages,
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  saveNotificationSettings,
  unsubscribeNotifications,
} from '@w2e/core/api/notifications';
import type {
  MarkNotificationsRead,
  NotificationSettingsBody,
  NotificationsQuery,
  UnsubscribeBody,
} from '@w2e/core/contracts/notifications';
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

/** Which kinds also come by email and by Telegram, and whether each channel reaches the player. */
export function useNotificationSettings() {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({
    queryKey: notificationKeys.settings(user?.id ?? null),
    queryFn: async () => getNotificationSettings(await api.http()),
    enabled: !loading && user !== null,
  });
}

export function useSaveNotificationSettings() {
  return useApiMutation((http, body: NotificationSettingsBody) => saveNotificationSettings(http, body), {
    invalidates: [notificationKeys.all],
  });
}

/** The Mini App's player allowed the bot to message them: Telegram notifications start. */
export function useAllowTelegramMessages() {
  return useApiMutation((http) => allowTelegramMessages(http), { invalidates: [notificationKeys.all] });
}

/** A mail's unsubscribe link, followed from the mail (no session needed). */
export function useUnsubscribe() {
  return useApiMutation((http, body: UnsubscribeBody) => unsubscribeNotifications(http, body));
}
