import type { RankBy } from '@w2e/core/events/leaderboard';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { eventParticipants, events } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { likePattern } from '../../lib/sql-text';

/** One player's standing as the database ranks it (core's rules: events/leaderboard.ts). */
export interface StandingRow {
  rank: number;
  userId: string;
  username: string | null;
  fullName: string | null;
  walletAddress: string | null;
  /** The platform token check's stored answer (users/token-holder.ts). */
  tokenHolderFor: string | null;
  inGameScore: number;
  socialScore: number;
  otherScore: number;
  totalScore: number;
  /** When the ranked score was reached (null: no score yet in it). */
  reachedAt: Date | null;
}

const p = eventParticipants;

/** Each board's score and the time that score last changed: the tie-break. */
const BOARD_COLUMNS = {
  total: { score: p.totalScore, at: p.lastScoredAt },
  in_game: { score: p.inGameScore, at: p.inGameScoredAt },
  social: { score: p.socialScore, at: p.socialScoredAt },
  other: { score: p.otherScore, at: p.otherScoredAt },
} as const;

/**
 * A board's order (core's events/leaderboard.ts): its score, then who reached it first (its last change, or
 * joining for a player without one), then player id. Written exactly as the `event_participants_board_*`
 * indexes are, so a page is read from the index. A uuid orders by its bytes, which is the order of its
 * lowercase text, so every server and core's comparison agree on ties.
 */
export function boardOrder(by: RankBy) {
  const { score, at } = BOARD_COLUMNS[by];
  const reached = sql`coalesce(${at}, ${p.joinedAt})`;
  const key = sql`(-${score}), ${reached}, ${p.userId}`;
  return { score, at, reached, key, order: sql`(-${score}) asc, ${reached} asc, ${p.userId} asc` };
}

const standingColumns = (by: RankBy) => ({
  userId: p.userId,
  username: users.username,
  fullName: users.fullName,
  walletAddress: users.walletAddress,
  tokenHolderFor: users.tokenHolderFor,
  inGameScore: p.inGameScore,
  socialScore: p.socialScore,
  otherScore: p.otherScore,
  totalScore: p.totalScore,
  reachedAt: BOARD_COLUMNS[by].at,
});

function nameMatches(q: string): SQL {
  const pattern = likePattern(q);
  return or(sql`${users.fullName} ilike ${pattern}`, sql`${users.username} ilike ${pattern}`)!;
}

/**
 * The board's hot path, one prepared statement per board and query (drizzle builds each SQL text once, and
 * PostgreSQL plans it once per connection): a page from the top, a player's own row, how many are ahead of
 * it, and rows by player id (what a Redis page names).
 */
function boardStatements(db: Db, by: RankBy) {
  const { score, reached, key, order } = boardOrder(by);
  const event = sql.placeholder('eventId');
  return {
    page: db
      .select(standingColumns(by))
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(eq(p.eventId, event))
      .orderBy(order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`board_page_${by}`),
    mine: db
      .select({ ...standingColumns(by), score, reached: sql<string>`(${reached})::text` })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(and(eq(p.eventId, event), eq(p.userId, sql.placeholder('userId'))))
      .prepare(`board_mine_${by}`),
    ahead: db
      .select({ count: sql<number>`count(*)::int` })
      .from(p)
      .where(
        and(
          eq(p.eventId, event),
          sql`(${key}) < (-${sql.placeholder('score')}::int, ${sql.placeholder('reached')}::timestamptz, ${sql.placeholder('userId')}::uuid)`,
        ),
      )
      .prepare(`board_ahead_${by}`),
    byIds: db
      .select(standingColumns(by))
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(and(eq(p.eventId, event), sql`${p.userId} = any(${sql.placeholder('ids')}::uuid[])`))
      .prepare(`board_by_ids_${by}`),
  };
}

/** The event a board is read for, by slug: what the hot path needs of it, in one prepared statement. */
const eventStatement = (db: Db) =>
  db
    .select({
      id: events.id,
      status: events.status,
      rankBy: events.rankBy,
      participantsCount: events.participantsCount,
      scoreLabel: events.scoreLabel,
    })
    .from(events)
    .where(sql`lower(${events.slug}) = lower(${sql.placeholder('slug')})`)
    .limit(1)
    .prepare('board_event');

type Statements = Record<RankBy, ReturnType<typeof boardStatements>> & {
  event: ReturnType<typeof eventStatement>;
};
const prepared = new WeakMap<Db, Statements>();

function statementsOf(db: Db): Statements {
  let found = prepared.get(db);
  if (!found) {
    found = {
      total: boardStatements(db, 'total'),
      in_game: boardStatements(db, 'in_game'),
      social: boardStatements(db, 'social'),
      other: boardStatements(db, 'other'),
      event: eventStatement(db),
    };
    prepared.set(db, found);
  }
  return found;
}

/**
 * Event leaderboards from the database, on the `event_participants_board_*` indexes. A page without a
 * search reads only its rows; a search ranks the whole board once to keep each found row's true rank (with
 * Redis, `redis-board.ts` serves the unsearched pages and ranks of large events).
 */
export function leaderboardsRepository(db: Db) {
  return {
    /** The published events a player took part in, latest first. */
    async eventsOf(userId: string, limit: number, offset: number) {
      const where = and(eq(p.userId, userId), sql`${events.status} <> 'draft'`);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            slug: events.slug,
            title: events.title,
            thumbnail: events.thumbnail,
            status: events.status,
            endTime: events.endTime,
            joinedAt: p.joinedAt,
            totalScore: p.totalScore,
          })
          .from(p)
          .innerJoin(events, eq(events.id, p.eventId))
          .where(where)
          .orderBy(sql`${p.joinedAt} desc`, p.eventId)
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(p)
          .innerJoin(events, eq(events.id, p.eventId))
          .where(where),
      ]);
      return { items: rows, total: counted?.total ?? 0 };
    },

    async eventBySlug(slug: string) {
      const [row] = await statementsOf(db).event.execute({ slug });
      return row;
    },

    /** A page from the top. `total` is the participants count the event row keeps. */
    async topPage(eventId: string, by: RankBy, limit: number, offset: number): Promise<StandingRow[]> {
      const rows = await statementsOf(db)[by].page.execute({ eventId, limit, offset });
      return rows.map((row, index) => ({ ...row, rank: offset + index + 1 }));
    },

    /** The rows of these players (a page whose order Redis gave), in no particular order. */
    async rowsOf(eventId: string, by: RankBy, ids: string[]) {
      if (ids.length === 0) return [];
      return statementsOf(db)[by].byIds.execute({ eventId, ids: `{${ids.join(',')}}` });
    },

    async search(
      eventId: string,
      by: RankBy,
      { limit, offset, q }: { limit: number; offset: number; q: string },
    ): Promise<{ rows: StandingRow[]; total: number }> {
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(and(eq(p.eventId, eventId), nameMatches(q)));
      const ranked = db
        .select({
          ...standingColumns(by),
          rank: sql<number>`(row_number() over (order by ${boardOrder(by).order}))::int`.as('rank'),
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
      return { rows, total: counted?.total ?? 0 };
    },

    /** The player's own row and rank: one plus everyone ahead of them by core's order, counted in the database. */
    async standingOf(eventId: string, by: RankBy, userId: string): Promise<StandingRow | undefined> {
      const statements = statementsOf(db)[by];
      const [mine] = await statements.mine.execute({ eventId, userId });
      if (!mine) return undefined;
      const { score, reached, ...row } = mine;
      const [ahead] = await statements.ahead.execute({ eventId, score, reached, userId });
      return { ...row, rank: (ahead?.count ?? 0) + 1 };
    },

    /** Every participant's standing on a board, in batches by player id: what a Redis board is rebuilt from. */
    async standingsAfter(eventId: string, by: RankBy, afterUserId: string | null, batch: number) {
      const { score, reached } = boardOrder(by);
      return db
        .select({
          userId: p.userId,
          score,
          reachedUs: sql<string>`(extract(epoch from ${reached}) * 1000000)::bigint::text`,
        })
        .from(p)
        .where(
          afterUserId
            ? and(eq(p.eventId, eventId), sql`${p.userId} > ${afterUserId}::uuid`)
            : eq(p.eventId, eventId),
        )
        .orderBy(p.userId)
        .limit(batch);
    },

    /** One player's standing on every board: what a grant pushes to the Redis boards. */
    async allStandingsOf(eventId: string, userId: string) {
      const us = (by: RankBy) =>
        sql<string>`(extract(epoch from ${boardOrder(by).reached}) * 1000000)::bigint::text`;
      const [row] = await db
        .select({
          total: p.totalScore,
          totalUs: us('total'),
          in_game: p.inGameScore,
          in_gameUs: us('in_game'),
          social: p.socialScore,
          socialUs: us('social'),
          other: p.otherScore,
          otherUs: us('other'),
        })
        .from(p)
        .where(and(eq(p.eventId, eventId), eq(p.userId, userId)));
      return row;
    },
  };
}
