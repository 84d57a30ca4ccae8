import { type Ack, ackSchema } from '../contracts/common';
import {
  type MarkNotificationsRead,
  markNotificationsReadSchema,
  type NotificationPage,
  type NotificationSettings,
  type NotificationSettingsBody,
  type NotificationsQuery,
  notificationPageSchema,
  notificationSettingsSchema,
  type UnreadCount,
  type UnsubscribeBody,
  unreadCountSchema,
} from '../contracts/notifications';
import type { HttpClient } from './http';

/** GET /api/notifications: the signed-in player's, newest first, with the unread count. */
export async function listNotifications(
  http: HttpClient,
  query: NotificationsQuery = {},
): Promise<NotificationPage> {
  const { data } = await http.get('notifications', { params: query });
  return notificationPageSchema.parse(data);
}

/** POST /api/notifications/read: some (`ids`) or all (`all: true`); answers the unread count left. */
export async function markNotificationsRead(
  http: HttpClient,
  body: MarkNotificationsRead,
): Promise<UnreadCount> {
  const { data } = await http.post('notifications/read', markNotificationsReadSchema.parse(body));
  return unreadCountSchema.parse(data);
}

/** GET /api/users/notification-settings. */
export async function getNotificationSettings(http: HttpClient): Promise<NotificationSettings> {
  const { data } = await http.get('users/notification-settings');
  return notificationSettingsSchema.parse(data);
}

/** PATCH /api/users/notification-settings: the kinds named change. */
export async function saveNotificationSettings(
  http: HttpClient,
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  const { data } = await http.patch('users/notification-settings', body);
  return notificationSettingsSchema.parse(data);
}

/** POST /api/notifications/telegram-allowed: the Mini App's player allowed the bot to message them. */
export async function allowTelegramMessages(http: HttpClient): Promise<NotificationSettings> {
  const { data } = await http.post('notifications/telegram-allowed');
  return notificationSettingsSchema.parse(data);
}

/** POST /api/notifications/unsubscribe: a mail's signed link, no session needed. */
export async function unsubscribeNotifications(http: HttpClient, body: UnsubscribeBody): Promise<Ack> {
  const { data } = await http.post('notifications/unsubscribe', body);
  return ackSchema.parse(data);
}
