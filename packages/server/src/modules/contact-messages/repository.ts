import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema/contact-messages';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/sql-text';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export function contactMessagesRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      return row!;
    },

    async list(options: { limit: number; offset: number; unreadOnly: boolean }) {
      const where: SQL | undefined = options.unreadOnly ? isNull(contactMessages.readAt) : undefined;
      const [items, [matching], [unread]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          // id breaks ties so that pages never repeat or skip a message sent in the same instant.
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: count() }).from(contactMessages).where(where),
        db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
      ]);
      return { items, total: matching?.n ?? 0, unread: unread?.n ?? 0 };
    },

    /** Sets or clears the read mark; undefined when there is no such message. */
    async setRead(id: string, read: boolean, by: string): Promise<ContactMessageRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(contactMessages)
        .set(
          read
            ? // Marking an already-read message again keeps who read it first and when.
              {
                readAt: sql`coalesce(${contactMessages.readAt}, now())`,
                readBy: sql`coalesce(${contactMessages.readBy}, ${by}::uuid)`,
              }
            : { readAt: null, readBy: null },
        )
        .where(eq(contactMessages.id, id))
        .returning();
      return row;
    },

    /** Where contact mails go: every operator with a verified email, in their own language. */
    async operatorInboxes(): Promise<{ email: string; language: string }[]> {
      const rows = await db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.role, 'operator'), isNotNull(users.email)));
      return rows.map((row) => ({ email: row.email!, language: row.language }));
    },
  };
}
