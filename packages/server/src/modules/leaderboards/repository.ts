import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { eventParticipants } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { likePattern } from '../../lib/sql-text';

/** One player's standing as the database ranks it (core's rules: events/leaderboard.ts). */
export interface StandingRow {
  rank: number;
  userId: string;
  username: string | null;
  fullName: string | null;
  walletAddress: string | null;
  inGameScore: number;
  socialScore: number;
  otherScore: number;
  totalScore: number;
  lastScoredAt: Date | null;
}

const p = eventParticipants;
/** When the total was reached: the last score, or joining for a player with none yet. */
const reachedAt = sql`coalesce(${p.lastScoredAt}, ${p.joinedAt})`;
/**
 * Core's order (events/leaderboard.ts): total, then who reached it first, then player id. A uuid orders by its
 * bytes, which is the order of its lowercase text, so every server and core's comparison agree on ties.
 */
const boardOrder = sql`${p.totalScore} desc, ${reachedAt} asc, ${p.userId} asc`;

const standingColumns = {
  userId: p.userId,
  username: users.username,
  fullName: users.fullName,
  walletAddress: users.walletAddress,
  inGameScore: p.inGameScore,
  socialScore: p.socialScore,
  otherScore: p.otherScore,
  totalScore: p.totalScore,
  lastScoredAt: p.lastScoredAt,
};

function nameMatches(q: string): SQL {
  const pattern = likePattern(q);
  return or(sql`${users.fullName} ilike ${pattern}`, sql`${users.username} ilike ${pattern}`)!;
}

/**
 * Event leaderboards from the database, on the (event, total, last scored) index. A page without a search
 * reads only its rows; a search ranks the whole board once to keep each found row's true rank (the Redis
 * sorted sets of the scale goal replace both for very large events).
 */
export function leaderboardsRepository(db: Db) {
  return {
    async eventPage(
      eventId: string,
      { limit, offset, q }: { limit: number; offset: number; q?: string | undefined },
    ): Promise<{ rows: StandingRow[]; total: number }> {
      const filter = q ? and(eq(p.eventId, eventId), nameMatches(q)) : eq(p.eventId, eventId);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(filter);
      const total = counted?.total ?? 0;
      if (!q) {
        const rows = await db
          .select(standingColumns)
          .from(p)
          .innerJoin(users, eq(users.id, p.userId))
          .where(eq(p.eventId, eventId))
          .orderBy(boardOrder)
          .limit(limit)
          .offset(offset);
        return { rows: rows.map((row, index) => ({ ...row, rank: offset + index + 1 })), total };
      }
      const ranked = db
        .select({
          ...standingColumns,
          rank: sql<number>`(row_number() over (order by ${boardOrder}))::int`.as('rank'),
        })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(eq(p.eventId, eventId))
        .as('ranked');
      const pattern = likePattern(q);
      const rows = await db
        .select()
        .from(ranked)
        .where(sql`${ranked.fullName} ilike ${pattern} or ${ranked.username} ilike ${pattern}`)
        .orderBy(ranked.rank)
        .limit(limit)
        .offset(offset);
      return { rows, total };
    },

    /** The player's own row and rank: one plus everyone ahead of them by core's order, counted in the database. */
    async standingOf(eventId: string, userId: string): Promise<StandingRow | undefined> {
      const [mine] = await db
        .select(standingColumns)
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(and(eq(p.eventId, eventId), eq(p.userId, userId)));
      if (!mine) return undefined;
      const me = alias(p, 'me');
      const mineReached = sql`coalesce(${me.lastScoredAt}, ${me.joinedAt})`;
      const [ahead] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(p)
        .innerJoin(me, and(eq(me.eventId, p.eventId), eq(me.userId, userId)))
        .where(
          and(
            eq(p.eventId, eventId),
            sql`(${p.totalScore} > ${me.totalScore} or (${p.totalScore} = ${me.totalScore} and (${reachedAt} < ${mineReached} or (${reachedAt} = ${mineReached} and ${p.userId} < ${me.userId}))))`,
          ),
        );
      return { ...mine, rank: (ahead?.count ?? 0) + 1 };
    },
  };
}
