import type { ChatRecord, MonitoringStore } from '@w2e/bot/store';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  monitoringChats,
  monitoringMembers,
  monitoringModerationActions,
  monitoringModerationApprovals,
  monitoringSpamMessages,
  monitoringSpamWaves,
} from '../../db/schema/monitoring';
import type { ChatRefOf } from './community';

/**
 * The moderation part of the bots' store: the log every action is written to first (its unique key decides who
 * acts when two instances, or two deliveries, see the same thing), newcomers' standing, and the spam-wave
 * fingerprints (hashes only, kept for the window).
 */
export function moderationStore(
  db: Db,
  chatRefOf: ChatRefOf,
  getChat: (chatId: number) => Promise<ChatRecord | null>,
): Pick<
  MonitoringStore,
  | 'recordModeration'
  | 'dropModeration'
  | 'memberStanding'
  | 'approveMember'
  | 'noteSpamCandidate'
  | 'warningCount'
  | 'sharedBanChats'
> {
  return {
    async recordModeration(input) {
      const [row] = await db
        .insert(monitoringModerationActions)
        .values({
          chatRef: input.chat.ref,
          chatId: input.chat.chatId,
          userId: input.userId,
          userName: input.userName.slice(0, 64),
          action: input.action,
          rule: input.rule,
          detail: input.detail ?? null,
          messageId: input.messageId ?? null,
          until: input.until ?? null,
          undoable: input.undoable ?? false,
          dedupeKey: input.dedupeKey,
          originId: input.originId ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: monitoringModerationActions.id });
      return row?.id ?? null;
    },

    async dropModeration(id) {
      await db.delete(monitoringModerationActions).where(eq(monitoringModerationActions.id, id));
    },

    async memberStanding(chatId, userId) {
      const ref = await chatRefOf(chatId);
      if (!ref) return { joinedAt: null, approved: false };
      const [row] = await db
        .select({
          joinedAt: monitoringMembers.joinedAt,
          approved: sql<boolean>`exists (select 1 from ${monitoringModerationApprovals} a
            where a.chat_ref = ${ref} and a.user_id = ${userId})`,
        })
        .from(monitoringMembers)
        .where(and(eq(monitoringMembers.chatRef, ref), eq(monitoringMembers.userId, userId)));
      return { joinedAt: row?.joinedAt ?? null, approved: row?.approved === true };
    },

    async sharedBanChats(chatId) {
      const chat = await getChat(chatId);
      if (!chat?.moderation.shared_bans || !chat.ownerUserId) return [];
      // Only the same owner's chats: a ban list never reaches another admin's chats.
      const rows = await db
        .select({ chatId: monitoringChats.chatId })
        .from(monitoringChats)
        .where(
          and(
            eq(monitoringChats.ownerUserId, chat.ownerUserId),
            eq(monitoringChats.status, 'active'),
            sql`${monitoringChats.chatId} <> ${chatId}`,
            sql`coalesce((${monitoringChats.moderation} ->> 'shared_bans')::boolean, false)`,
          ),
        );
      const chats = await Promise.all(rows.map((r) => getChat(r.chatId)));
      return chats.filter((c): c is ChatRecord => c !== null);
    },

    async warningCount(chatId, userId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(monitoringModerationActions)
        .where(
          and(
            eq(monitoringModerationActions.chatId, chatId),
            eq(monitoringModerationActions.userId, userId),
            eq(monitoringModerationActions.action, 'warned'),
            isNull(monitoringModerationActions.undoneAt),
          ),
        );
      return row?.n ?? 0;
    },

    async approveMember(chatId, userId) {
      const ref = await chatRefOf(chatId);
      if (!ref) return;
      await db.insert(monitoringModerationApprovals).values({ chatRef: ref, userId }).onConflictDoNothing();
    },

    async noteSpamCandidate(candidate, chats, windowMs) {
      const since = sql`now() - ${`${Math.round(windowMs)} milliseconds`}::interval`;
      return db.transaction(async (tx) => {
        // Copies of one text arriving at once on several instances are weighed one after the other.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`spam:${candidate.fingerprint}`}))`);
        // What the window no longer needs goes first: fingerprints are kept no longer than the window.
        await tx.delete(monitoringSpamMessages).where(sql`${monitoringSpamMessages.at} < ${since}`);
        await tx
          .insert(monitoringSpamMessages)
          .values({ ...candidate, userName: candidate.userName.slice(0, 64) })
          .onConflictDoNothing();
        const strip = ({
          chatId,
          messageId,
          userId,
          userName,
        }: typeof monitoringSpamMessages.$inferSelect) => ({
          chatId,
          messageId,
          userId,
          userName,
        });
        const [decided] = await tx
          .select({ at: monitoringSpamWaves.at })
          .from(monitoringSpamWaves)
          .where(
            and(
              eq(monitoringSpamWaves.fingerprint, candidate.fingerprint),
              gte(monitoringSpamWaves.at, since),
            ),
          );
        if (decided) {
          const { fingerprint: _f, ...rest } = candidate;
          return [rest];
        }
        const copies = await tx
          .select()
          .from(monitoringSpamMessages)
          .where(
            and(
              eq(monitoringSpamMessages.fingerprint, candidate.fingerprint),
              gte(monitoringSpamMessages.at, since),
            ),
          );
        if (new Set(copies.map((c) => c.chatId)).size < chats) return null;
        // One decision: the first to write the wave removes every copy; a racing taker finds it written.
        const [wave] = await tx
          .insert(monitoringSpamWaves)
          .values({ fingerprint: candidate.fingerprint, chats: new Set(copies.map((c) => c.chatId)).size })
          .onConflictDoUpdate({
            target: monitoringSpamWaves.fingerprint,
            set: { at: sql`now()`, chats: sql`excluded.chats` },
            setWhere: sql`${monitoringSpamWaves.at} < ${since}`,
          })
          .returning({ fingerprint: monitoringSpamWaves.fingerprint });
        if (!wave) {
          const { fingerprint: _f, ...rest } = candidate;
          return [rest];
        }
        return copies.map(strip);
      });
    },
  };
}
