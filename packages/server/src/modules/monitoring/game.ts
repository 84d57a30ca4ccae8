import type { GameRound, MonitoringStore } from '@w2e/bot/store';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { monitoringChats, monitoringGamePoints, monitoringGameRounds } from '../../db/schema/monitoring';
import { projects } from '../../db/schema/projects';
import type { ChatRefOf } from './community';

/**
 * The group game (the bots' `game` feature, a dice duel): its rounds, the points won, and the sums the
 * `mini_game` task checks.
 */

type GameRoundRow = typeof monitoringGameRounds.$inferSelect;
const toRound = (r: GameRoundRow): GameRound => ({
  id: r.id,
  chatId: r.chatId,
  challengerId: r.challengerId,
  challengerName: r.challengerName,
  opponentId: r.opponentId,
  opponentName: r.opponentName,
  status: r.status,
  messageId: r.messageId,
});

/** The store's game part: rounds opened, accepted, finished or expired, once across instances. */
export function gameStore(
  db: Db,
  chatRefOf: ChatRefOf,
): Pick<
  MonitoringStore,
  | 'miniGameAllowed'
  | 'openGameRound'
  | 'setGameMessage'
  | 'acceptGameRound'
  | 'finishGameRound'
  | 'expireGameRounds'
  | 'gameScores'
> {
  return {
    async miniGameAllowed(chatId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(monitoringChats)
        .innerJoin(projects, eq(projects.ownerId, monitoringChats.ownerUserId))
        .where(and(eq(monitoringChats.chatId, chatId), inArray(projects.tier, ['premium', 'enterprise'])));
      return (row?.n ?? 0) > 0;
    },

    async openGameRound(chat, challenger, ttlSeconds) {
      const [row] = await db
        .insert(monitoringGameRounds)
        .values({
          chatRef: chat.ref,
          chatId: chat.chatId,
          challengerId: challenger.userId,
          challengerName: challenger.userName,
          expiresAt: sql`now() + ${`${ttlSeconds} seconds`}::interval`,
        })
        .onConflictDoNothing()
        .returning();
      return row ? toRound(row) : null;
    },

    async setGameMessage(roundId, messageId) {
      await db.update(monitoringGameRounds).set({ messageId }).where(eq(monitoringGameRounds.id, roundId));
    },

    async acceptGameRound(roundId, opponent) {
      const [row] = await db
        .update(monitoringGameRounds)
        .set({ status: 'playing', opponentId: opponent.userId, opponentName: opponent.userName })
        .where(
          and(
            eq(monitoringGameRounds.id, roundId),
            eq(monitoringGameRounds.status, 'open'),
            sql`${monitoringGameRounds.challengerId} <> ${opponent.userId}`,
            sql`${monitoringGameRounds.expiresAt} > now()`,
          ),
        )
        .returning();
      return row ? toRound(row) : null;
    },

    async finishGameRound(roundId, rolls) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(monitoringGameRounds)
          .set({ status: 'done', challengerRoll: rolls.challenger, opponentRoll: rolls.opponent })
          .where(and(eq(monitoringGameRounds.id, roundId), eq(monitoringGameRounds.status, 'playing')))
          .returning();
        if (!row || row.opponentId === null) return false;
        // A win is worth 3 points, a draw 1 each, a loss nothing (but the player shows on the board).
        const points = (mine: number, theirs: number) => (mine > theirs ? 3 : mine === theirs ? 1 : 0);
        await tx.insert(monitoringGamePoints).values([
          {
            roundId,
            chatRef: row.chatRef,
            userId: row.challengerId,
            userName: row.challengerName,
            points: points(rolls.challenger, rolls.opponent),
          },
          {
            roundId,
            chatRef: row.chatRef,
            userId: row.opponentId,
            userName: row.opponentName ?? '?',
            points: points(rolls.opponent, rolls.challenger),
          },
        ]);
        return true;
      });
    },

    async expireGameRounds(limit) {
      const due = db
        .select({ id: monitoringGameRounds.id })
        .from(monitoringGameRounds)
        .where(
          sql`(${monitoringGameRounds.status} = 'open' and ${monitoringGameRounds.expiresAt} <= now())
            or (${monitoringGameRounds.status} = 'playing' and ${monitoringGameRounds.expiresAt} <= now() - interval '5 minutes')`,
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(monitoringGameRounds)
        .set({ status: 'expired' })
        .where(
          and(
            inArray(monitoringGameRounds.id, due),
            inArray(monitoringGameRounds.status, ['open', 'playing']),
          ),
        )
        .returning();
      return rows.map(toRound);
    },

    async gameScores(chatId, limit) {
      const ref = await chatRefOf(chatId);
      if (!ref) return [];
      return gameScoresOf(db, ref, limit);
    },
  };
}

export async function gameScoresOf(db: Db, chatRef: string, limit: number) {
  const rows = await db
    .select({
      userId: monitoringGamePoints.userId,
      userName: sql<string>`(array_agg(${monitoringGamePoints.userName} order by ${monitoringGamePoints.at} desc))[1]`,
      points: sql<number>`sum(${monitoringGamePoints.points})::int`,
    })
    .from(monitoringGamePoints)
    .where(eq(monitoringGamePoints.chatRef, chatRef))
    .groupBy(monitoringGamePoints.userId)
    .orderBy(sql`sum(${monitoringGamePoints.points}) desc`, monitoringGamePoints.userId)
    .limit(limit);
  return rows;
}

/**
 * A member's mini-game points in one chat since a moment (the per-event sum the `mini_game` task checks is
 * `miniGamePointsForEvent` below).
 *
 * @public the tests read one chat's points with it.
 */
export function miniGamePointsFor(db: Db, chatId: number, userId: number, since: Date): Promise<number> {
  return pointsSince(db, eq(monitoringChats.chatId, chatId), userId, since);
}

/**
 * The points a Telegram user won since `since` in every group tied to an event (its `event_ref` setting names
 * the event's slug or id): what the event's mini-game task checks.
 */
export function miniGamePointsForEvent(
  db: Db,
  event: { id: string; slug: string },
  userId: number,
  since: Date,
): Promise<number> {
  const tiedToEvent = sql`lower(${monitoringChats.settings} ->> 'event_ref') in (lower(${event.id}), lower(${event.slug}))`;
  return pointsSince(db, tiedToEvent, userId, since);
}

/** A Telegram user's mini-game points since a moment in the chats `chats` selects. */
async function pointsSince(db: Db, chats: SQL, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${monitoringGamePoints.points}), 0)::int` })
    .from(monitoringGamePoints)
    .innerJoin(monitoringChats, eq(monitoringChats.id, monitoringGamePoints.chatRef))
    .where(
      and(
        chats,
        eq(monitoringGamePoints.userId, userId),
        sql`${monitoringGamePoints.at} >= ${since.toISOString()}`,
      ),
    );
  return row?.points ?? 0;
}
