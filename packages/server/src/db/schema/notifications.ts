import type { NotificationKind, NotificationTarget } from '@w2e/core/contracts/notifications';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a player is told (docs/notifications.md). Written by the outbox's notifications consumer in the same
 * transaction that moves its cursor, and keyed by the domain event it came from, so each event tells each
 * player once however often it is read. The text is not stored: its kind and values are, and each reader
 * sees it in their own language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    target: jsonb('target').$type<NotificationTarget>().notNull(),
    /** The domain event it tells (domain_events.id). */
    sourceEventId: bigint('source_event_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * When its Telegram message went out (modules/notifications/telegram.ts): a job run again after a crash
     * sees it and sends nothing.
     */
    telegramSentAt: timestamp('telegram_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_source_key').on(t.sourceEventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A player's choice for one kind of notification, per channel, where they made one: no row (or a null
 * channel) means core's default (NOTIFICATION_DEFAULTS).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** Null: the default for this channel (a row may exist for the other channel's choice only). */
    email: boolean('email'),
    telegram: boolean('telegram'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Telegram users who allowed the Mini App's bot to write to them in a private chat (init data's
 * `allows_write_to_pm`, or the Mini App's write-access request): only they are sent notifications by Telegram.
 * Keyed by the Telegram id, not the account, so the permission follows the Telegram identity when it is
 * linked to another account. Deleted when Telegram answers 403 (the bot was blocked): never retried after that.
 */
export const telegramChats = pgTable('telegram_chats', {
  telegramId: text('telegram_id').primaryKey(),
  allowedAt: timestamp('allowed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The earliest the next message to this chat may go (Telegram: one a second per chat). */
  nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bot's message budget shared by every instance: one row whose `next_at` is the next free sending slot.
 * Each message takes the next slot (1/TELEGRAM_NOTIFY_PER_SECOND apart), so all instances together stay under
 * Telegram's global limit; a 429 moves it past its retry_after.
 */
export const telegramSendBudget = pgTable('telegram_send_budget', {
  id: smallint('id').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
  /**
   * Telegram's last 429 asked to wait until then: a slot taken before it came waits too (it would only meet
   * another 429).
   */
  heldUntil: timestamp('held_until', { withTimezone: true }),
});
