import type { UnreadCount } from '../contracts/notifications';
import type { HttpClient } from './http';

/**
 * GET /api/notifications/unread: the bell's count. Checked by hand rather than by the zod contract: the Mini App's
 * root screen shows the count, and its first bundle has no room for zod (`bench:bundle:miniapp`).
 */
export async function getUnreadNotifications(http: HttpClient): Promise<UnreadCount> {
  const { data } = await http.get('notifications/unread');
  const unread = (data as { unread?: unknown } | null)?.unread;
  if (typeof unread !== 'number' || !Number.isInteger(unread) || unread < 0)
    throw new TypeError('GET notifications/unread: the answer has no count');
  return { unread };
}
