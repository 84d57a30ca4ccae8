import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Rows per insert: a draw of 10,000 winners is ten statements. */
const INSERT_CHUNK = 1_000;

/** The notifications table (db/schema/notifications.ts). */
export function notificationsRepository(db: Db) {
  return {
    /**
     * Written by the outbox consumer; the (event, player) key makes a second run a no-op. A player whose account
     * is gone by then is skipped: an event must never stop the consumer behind it.
     */
    async insert(rows: NewNotification[]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const chunk = rows.slice(start, start + INSERT_CHUNK);
        const present = new Set(
          (
            await db
              .select({ id: users.id })
              .from(users)
              .where(inArray(users.id, [...new Set(chunk.map((row) => row.userId))]))
          ).map((row) => row.id),
        );
        const kept = chunk.filter((row) => present.has(row.userId));
        if (kept.length > 0) await db.insert(notifications).values(kept).onConflictDoNothing();
      }
    },

    async page(userId: string, limit: number, offset: number) {
      const [items, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.sourceEventId))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
        db
          .select({ value: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      return { items, total: total?.value ?? 0, unread: unread?.value ?? 0 };
    },

    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.value ?? 0;
    },

    /** Marks the player's own (never another's: the user id is part of the condition); all when `ids` is null. */
    async markRead(userId: string, ids: string[] | null): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ...(ids ? [inArray(notifications.id, ids)] : []),
          ),
        );
    },
  };
}
