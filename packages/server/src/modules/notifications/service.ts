import type {
  MarkNotificationsRead,
  Notification,
  NotificationPage,
  UnreadCount,
} from '@w2e/core/contracts/notifications';
import type { Deps } from '../../deps';
import type { UserRow } from '../users/repository';
import { type NotificationRow, notificationsRepository } from './repository';

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  target: row.target,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** GET /api/notifications: the signed-in player's, newest first, with the unread count. */
export async function listNotifications(
  deps: Deps,
  user: UserRow,
  query: { limit: number; offset: number },
): Promise<NotificationPage> {
  const page = await notificationsRepository(deps.db).page(user.id, query.limit, query.offset);
  return {
    items: page.items.map(toNotification),
    total: page.total,
    unread: page.unread,
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * POST /api/notifications/read: marks the given ones, or all. Ids that are not the player's (another's, or
 * none at all) change nothing and are not told apart, so nobody learns which ids exist.
 */
export async function markNotificationsRead(
  deps: Deps,
  user: UserRow,
  body: MarkNotificationsRead,
): Promise<UnreadCount> {
  const repo = notificationsRepository(deps.db);
  await repo.markRead(user.id, 'all' in body ? null : [...new Set(body.ids)]);
  return { unread: await repo.unread(user.id) };
}

/** GET /api/notifications/unread: the bell's count, cheap enough to poll. */
export async function unreadNotifications(deps: Deps, user: UserRow): Promise<UnreadCount> {
  return { unread: await notificationsRepository(deps.db).unread(user.id) };
}
