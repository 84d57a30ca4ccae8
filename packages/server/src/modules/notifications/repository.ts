import type { NotificationKind } from '@w2e/core/contracts/notifications';
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
    async insert(
      rows: NewNotification[],
      { oncePerUnread = [] }: { oncePerUnread?: NotificationKind[] } = {},
    ): Promise<void> {
      const kept = await this.withoutRepeats(rows, oncePerUnread);
      for (let start = 0; start < kept.length; start += INSERT_CHUNK) {
        const chunk = kept.slice(start, start + INSERT_CHUNK);
        const present = new Set(
          (
            await db
              .select({ id: users.id })
              .from(users)
              .where(inArray(users.id, [...new Set(chunk.map((row) => row.userId))]))
          ).map((row) => row.id),
        );
        const known = chunk.filter((row) => present.has(row.userId));
        if (known.length > 0) await db.insert(notifications).values(known).onConflictDoNothing();
      }
    },

    /**
     * Of the kinds named, at most one unread note per player and target: a row is dropped when the player has an
     * unread one of its kind about the same thing, or an earlier row of this batch is.
     */
    async withoutRepeats(rows: NewNotification[], kinds: NotificationKind[]): Promise<NewNotification[]> {
      const repeatable = rows.filter((row) => kinds.includes(row.kind));
      if (repeatable.length === 0) return rows;
      // The target's fields in a fixed order: jsonb gives them back in its own.
      const keyOf = (row: { userId: string; kind: string; target: object }) =>
        `${row.userId}|${row.kind}|${JSON.stringify(Object.entries(row.target).sort(([a], [b]) => a.localeCompare(b)))}`;
      const seen = new Set(
        (
          await db
            .select({ userId: notifications.userId, kind: notifications.kind, target: notifications.target })
            .from(notifications)
            .where(
              and(
                inArray(notifications.userId, [...new Set(repeatable.map((row) => row.userId))]),
                inArray(notifications.kind, kinds),
                isNull(notifications.readAt),
              ),
            )
        ).map(keyOf),
      );
      return rows.filter((row) => {
        if (!kinds.includes(row.kind)) return true;
        const key = keyOf(row);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
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
