import {
  type MarkNotificationsRead,
  markNotificationsReadSchema,
  type NotificationPage,
  type NotificationsQuery,
  notificationPageSchema,
  type UnreadCount,
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
