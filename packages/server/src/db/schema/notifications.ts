import type { NotificationKind, NotificationTarget } from '@w2e/core/contracts/notifications';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_source_key').on(t.sourceEventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A player's choice for one kind of notification, where it differs from core's default
 * (NOTIFICATION_DEFAULTS): no row means the default.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
