import type { Ack } from '@w2e/core/contracts/common';
import {
  channelWanted,
  type MarkNotificationsRead,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationSettings,
  type NotificationSettingsBody,
  type UnreadCount,
  type UnsubscribeBody,
} from '@w2e/core/contracts/notifications';
import type { Language } from '@w2e/core/i18n/languages';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { badRequest } from '../../lib/errors';
import { type UserRow, usersRepository } from '../users/repository';
import { validUnsubscribeToken } from './email';
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

/**
 * GET /api/users/notification-settings: every kind with the player's choice or its default per channel, and
 * whether each channel can reach them.
 */
export async function notificationSettingsOf(deps: Deps, user: UserRow): Promise<NotificationSettings> {
  const repo = notificationsRepository(deps.db);
  const chosen = new Map((await repo.settings(user.id)).map((row) => [row.kind, row]));
  const linked = user.telegramId !== null && deps.config.telegram.botToken !== undefined;
  return {
    settings: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      email: channelWanted(kind, 'email', chosen.get(kind)?.email),
      telegram: channelWanted(kind, 'telegram', chosen.get(kind)?.telegram),
    })),
    email_available: user.email !== null,
    telegram_linked: linked,
    telegram_available: linked && user.telegramId !== null && (await repo.telegramAllowed(user.telegramId)),
  };
}

/** PATCH /api/users/notification-settings: the kinds named change, the rest stay as they were. */
export async function saveNotificationSettings(
  deps: Deps,
  user: UserRow,
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  // The last word per kind and channel, where a kind is named twice.
  const byKind = new Map<NotificationKind, { email?: boolean; telegram?: boolean }>();
  for (const { kind, email, telegram } of body.settings)
    byKind.set(kind, {
      ...byKind.get(kind),
      ...(email !== undefined ? { email } : {}),
      ...(telegram !== undefined ? { telegram } : {}),
    });
  await notificationsRepository(deps.db).saveSettings(
    user.id,
    [...byKind].map(([kind, channels]) => ({ kind, ...channels })),
  );
  return notificationSettingsOf(deps, user);
}

/**
 * POST /api/notifications/telegram-allowed: the Mini App's player allowed the bot to write to them (Telegram's
 * write-access request answered "allowed"). Taken on the player's word: if it is not so, Telegram refuses the
 * first message with a 403 and the permission goes again.
 */
export async function allowTelegramMessages(deps: Deps, user: UserRow): Promise<NotificationSettings> {
  if (!user.telegramId || !deps.config.telegram.botToken) throw badRequest('notifications:telegramUnlinked');
  await notificationsRepository(deps.db).allowTelegram(user.telegramId);
  return notificationSettingsOf(deps, user);
}

/**
 * POST /api/notifications/unsubscribe: a mail's one-click link (RFC 8058), signed for one player and kind, so it
 * needs no session. A link that does not verify changes nothing and says so.
 */
export async function unsubscribe(deps: Deps, body: UnsubscribeBody, language: Language): Promise<Ack> {
  if (!validUnsubscribeToken(deps.unsubscribeSecret, body.user, body.kind, body.token))
    throw badRequest('notifications:unsubscribeInvalid');
  if (!(await usersRepository(deps.db).findById(body.user)))
    throw badRequest('notifications:unsubscribeInvalid');
  await notificationsRepository(deps.db).saveSettings(body.user, [{ kind: body.kind, email: false }]);
  return ack(language, 'notifications:unsubscribed');
}
