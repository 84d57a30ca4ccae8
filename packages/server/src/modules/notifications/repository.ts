import { channelWanted, emailWanted, type NotificationKind } from '@w2e/core/contracts/notifications';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  notificationSettings,
  notifications,
  telegramChats,
  telegramSendBudget,
} from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { resultRows } from '../../lib/sql-rows';

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

    /** Per kind the channels named change; a channel left out keeps its stored choice (or its default). */
    async saveSettings(
      userId: string,
      choices: { kind: NotificationKind; email?: boolean | undefined; telegram?: boolean | undefined }[],
    ): Promise<void> {
      if (choices.length === 0) return;
      await db
        .insert(notificationSettings)
        .values(
          choices.map((choice) => ({
            userId,
            kind: choice.kind,
            email: choice.email ?? null,
            telegram: choice.telegram ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind],
          set: {
            email: sql`coalesce(excluded.email, ${notificationSettings.email})`,
            telegram: sql`coalesce(excluded.telegram, ${notificationSettings.telegram})`,
            updatedAt: sql`now()`,
          },
        });
    },

    /**
     * Of these notifications, the ones to send by Telegram: the player's account is linked to a Telegram user
     * who allowed the bot to write, and they want the kind by Telegram.
     */
    async telegramRecipients(rows: InsertedNotification[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const userIds = [...new Set(rows.map((row) => row.userId))];
      const [reachable, choices] = await Promise.all([
        db
          .select({ id: users.id })
          .from(users)
          .innerJoin(telegramChats, eq(telegramChats.telegramId, users.telegramId))
          .where(inArray(users.id, userIds)),
        db
          .select({
            userId: notificationSettings.userId,
            kind: notificationSettings.kind,
            telegram: notificationSettings.telegram,
          })
          .from(notificationSettings)
          .where(inArray(notificationSettings.userId, userIds)),
      ]);
      const allowed = new Set(reachable.map((row) => row.id));
      const choice = new Map(choices.map((row) => [`${row.userId}|${row.kind}`, row.telegram]));
      return rows
        .filter(
          (row) =>
            allowed.has(row.userId) &&
            channelWanted(row.kind, 'telegram', choice.get(`${row.userId}|${row.kind}`)),
        )
        .map((row) => row.id);
    },

    /**
     * A notification with what its Telegram message needs: the chat (the player's Telegram id, while the bot may
     * write to it), the language and the player's choice for its kind.
     */
    async forTelegram(id: string) {
      const [row] = await db
        .select({
          notification: notifications,
          telegramId: telegramChats.telegramId,
          language: users.language,
          choice: notificationSettings.telegram,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .leftJoin(telegramChats, eq(telegramChats.telegramId, users.telegramId))
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

    /** Its Telegram message went out: a repeated job sends nothing. */
    async markTelegramSent(id: string): Promise<void> {
      await db.update(notifications).set({ telegramSentAt: sql`now()` }).where(eq(notifications.id, id));
    },

    /** Whether the bot may write to this Telegram user. */
    async telegramAllowed(telegramId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: telegramChats.telegramId })
        .from(telegramChats)
        .where(eq(telegramChats.telegramId, telegramId));
      return row !== undefined;
    },

    /** The Telegram user allowed the bot to write to them (kept as it was when already allowed). */
    async allowTelegram(telegramId: string): Promise<void> {
      await db.insert(telegramChats).values({ telegramId }).onConflictDoNothing();
    },

    /**
     * Takes the next slot of the bot's budget shared by every instance (one row, `gapMs` apart) and answers how
     * long to wait for it. The database's clock decides, so the instances' clocks need not agree.
     */
    async takeSendSlot(gapMs: number): Promise<number> {
      const gap = sql`${gapMs} * interval '1 millisecond'`;
      const [row] = resultRows<{ wait: number | string }>(
        await db.execute(sql`
          insert into ${telegramSendBudget} as b (id, next_at) values (1, clock_timestamp() + ${gap})
          on conflict (id) do update set next_at = greatest(b.next_at, clock_timestamp()) + ${gap}
          returning extract(epoch from (b.next_at - clock_timestamp())) * 1000 - ${gapMs} as wait`),
      );
      return Math.max(0, Number(row?.wait ?? 0));
    },

    /**
     * Takes this chat's turn if it is due (its last message went at least `gapMs` ago, and no 429 holds the bot):
     * 0. Otherwise nothing is taken and the answer is how long until it is due; null when the bot may no longer
     * write to the chat.
     */
    async takeChatTurn(telegramId: string, gapMs: number): Promise<number | null> {
      const [taken] = resultRows<{ id: string }>(
        await db.execute(sql`
          update ${telegramChats} set next_send_at = clock_timestamp() + ${gapMs} * interval '1 millisecond'
          where telegram_id = ${telegramId} and next_send_at <= clock_timestamp()
            and not exists (
              select 1 from ${telegramSendBudget} where id = 1 and held_until > clock_timestamp())
          returning telegram_id as id`),
      );
      if (taken) return 0;
      // Not due: this chat's last message was too recent, or a 429 holds every message for a while.
      const [due] = resultRows<{ wait: number | string }>(
        await db.execute(sql`
          select extract(epoch from (
            greatest(c.next_send_at, coalesce(b.held_until, c.next_send_at)) - clock_timestamp()
          )) * 1000 as wait
          from ${telegramChats} c left join ${telegramSendBudget} b on b.id = 1
          where c.telegram_id = ${telegramId}`),
      );
      return due ? Math.max(1, Number(due.wait)) : null;
    },

    /** Telegram answered 429: nothing goes out before its retry_after, on any instance, nor to this chat. */
    async holdSending(telegramId: string, seconds: number): Promise<void> {
      const until = sql`clock_timestamp() + ${seconds} * interval '1 second'`;
      await db.execute(sql`
        insert into ${telegramSendBudget} as b (id, next_at, held_until) values (1, ${until}, ${until})
        on conflict (id) do update
        set next_at = greatest(b.next_at, ${until}), held_until = greatest(b.held_until, ${until})`);
      await db.execute(sql`
        update ${telegramChats} set next_send_at = greatest(next_send_at, ${until})
        where telegram_id = ${telegramId}`);
    },

    /** The bot may no longer write (Telegram answered 403: blocked): no message is tried again. */
    async forgetTelegram(telegramId: string): Promise<void> {
      await db.delete(telegramChats).where(eq(telegramChats.telegramId, telegramId));
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
