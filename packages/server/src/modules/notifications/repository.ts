import { emailWanted, type NotificationKind } from '@w2e/core/contracts/notifications';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notificationSettings, notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type InsertedNotification = Pick<NotificationRow, 'id' | 'userId' | 'kind'>;

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
    ): Promise<InsertedNotification[]> {
      const inserted: InsertedNotification[] = [];
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
        if (known.length > 0)
          inserted.push(
            ...(await db
              .insert(notifications)
              .values(known)
              .onConflictDoNothing()
              .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind })),
          );
      }
      return inserted;
    },

    /** Of these notifications, the ones to mail: the player has a verified address and wants the kind by email. */
    async emailRecipients(rows: InsertedNotification[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const userIds = [...new Set(rows.map((row) => row.userId))];
      const [addressed, choices] = await Promise.all([
        db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, userIds), isNotNull(users.email))),
        db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds)),
      ]);
      const withAddress = new Set(addressed.map((row) => row.id));
      const choice = new Map(choices.map((row) => [`${row.userId}|${row.kind}`, row.email]));
      return rows
        .filter(
          (row) =>
            withAddress.has(row.userId) && emailWanted(row.kind, choice.get(`${row.userId}|${row.kind}`)),
        )
        .map((row) => row.id);
    },

    /** A notification with what its mail needs: the address, the language and the player's choice for its kind. */
    async forEmail(id: string) {
      const [row] = await db
        .select({
          notification: notifications,
          email: users.email,
          language: users.language,
          choice: notificationSettings.email,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .leftJoin(
          notificationSettings,
          and(
            eq(notificationSettings.userId, notifications.userId),
            eq(notificationSettings.kind, notifications.kind),
          ),
        )
        .where(eq(notifications.id, id));
      return row;
    },

    /** Of these players, the ones who do not want `kind` by email. */
    async declinedEmail(userIds: string[], kind: NotificationKind): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const choice = new Map(
        (
          await db
            .select({ userId: notificationSettings.userId, email: notificationSettings.email })
            .from(notificationSettings)
            .where(and(inArray(notificationSettings.userId, userIds), eq(notificationSettings.kind, kind)))
        ).map((row) => [row.userId, row.email]),
      );
      return new Set(userIds.filter((id) => !emailWanted(kind, choice.get(id))));
    },

    /** The player's choices that differ from the defaults. */
    async settings(userId: string) {
      return db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    },

    async saveSettings(userId: string, choices: { kind: NotificationKind; email: boolean }[]): Promise<void> {
      if (choices.length === 0) return;
      await db
        .insert(notificationSettings)
        .values(choices.map((choice) => ({ userId, kind: choice.kind, email: choice.email })))
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind],
          set: { email: sql`excluded.email`, updatedAt: sql`now()` },
        });
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
      const [items, [total], unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.sourceEventId))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
        this.unread(userId),
      ]);
      return { items, total: total?.value ?? 0, unread };
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
