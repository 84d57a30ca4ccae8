import type { MetricRanking } from '@w2e/core/events/leaderboard';
import {
  metricKey,
  metricOfRankBy,
  type RankBy,
  SCORE_BOARDS,
  type ScoreBoard,
} from '@w2e/core/events/leaderboard';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { eventMetricValues, eventParticipants, events } from '../../db/schema/events';
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
  /** The player's value of the metric a metric board ranks by; null on a score board. */
  metricValue: number | null;
}

const p = eventParticipants;
const mv = eventMetricValues;

/** A time as microseconds since 1970, in text (a bigint): the Redis boards' reached time. */
const microseconds = (at: SQL) => sql<string>`(extract(epoch from ${at}) * 1000000)::bigint::text`;

/** One player's score and reached time on each score board: what a Redis board is written from. */
export type Standing = { [K in ScoreBoard]: number } & { [K in ScoreBoard as `${K}Us`]: string };

/**
 * A participant row's `Standing` as one JSON value, for a statement that writes the row to return (the
 * submissions' grouped write: its RETURNING sees the row as written, so a grant's push needs no read).
 */
export function standingJson(): SQL<Standing> {
  const fields = SCORE_BOARDS.flatMap((by) => [
    sql`${by}::text, ${BOARD_COLUMNS[by].score}`,
    sql`${`${by}Us`}::text, ${microseconds(boardOrder(by).reached)}`,
  ]);
  return sql<Standing>`json_build_object(${sql.join(fields, sql`, `)})`;
}

/**
 * Which board a read is for: a score board, or a metric's board in its ranking's direction (the metric's
 * key is a parameter, so each direction is one set of prepared statements).
 */
export type BoardKind = ScoreBoard | 'metric_desc' | 'metric_asc';
export interface Board {
  eventId: string;
  kind: BoardKind;
  /** core's `metricKey` of the ranked metric; null on a score board. */
  metric: string | null;
}

/** The board an event's `rank_by` names, with the metric's ranking from the event's metric settings. */
export function boardOf(event: {
  id: string;
  rankBy: RankBy;
  metrics: readonly { metric: string; ranking: MetricRanking }[];
}): Board & { metricSetting: { name: string; ranking: MetricRanking } | null } {
  const metric = metricOfRankBy(event.rankBy);
  if (metric === null)
    return { eventId: event.id, kind: event.rankBy as ScoreBoard, metric: null, metricSetting: null };
  const setting = event.metrics.find((item) => metricKey(item.metric) === metric);
  const ranking = setting?.ranking ?? 'desc';
  return {
    eventId: event.id,
    kind: `metric_${ranking}`,
    metric,
    metricSetting: { name: setting?.metric ?? metric, ranking },
  };
}

/** Each score board's score and the time that score last changed: the tie-break. */
const BOARD_COLUMNS = {
  total: { score: p.totalScore, at: p.lastScoredAt },
  in_game: { score: p.inGameScore, at: p.inGameScoredAt },
  social: { score: p.socialScore, at: p.socialScoredAt },
  other: { score: p.otherScore, at: p.otherScoredAt },
} as const;

/**
 * A board's order (core's events/leaderboard.ts): its rank value (minus the score, or minus / plus the
 * metric's value), then who reached it first (its last change, or joining for a player without score), then
 * player id. Written exactly as the `event_participants_board_*` and `event_metric_values_board_*` indexes
 * are, so a page is read from the index. A uuid orders by its bytes, which is the order of its lowercase
 * text, so every server and core's comparison agree on ties.
 */
export function boardOrder(kind: BoardKind) {
  const metricBoard = kind === 'metric_desc' || kind === 'metric_asc';
  const rank = metricBoard
    ? kind === 'metric_desc'
      ? sql<number>`(-${mv.value})`
      : sql<number>`${mv.value}`
    : sql<number>`(-${BOARD_COLUMNS[kind].score})`;
  const at = metricBoard ? mv.reachedAt : BOARD_COLUMNS[kind].at;
  const reached = metricBoard ? sql`${mv.reachedAt}` : sql`coalesce(${at}, ${p.joinedAt})`;
  const userId = metricBoard ? mv.userId : p.userId;
  const key = sql`${rank}, ${reached}, ${userId}`;
  return {
    metricBoard,
    rank,
    /** The SQL type of the rank value, for a row comparison with a parameter. */
    rankType: sql.raw(metricBoard ? 'float8' : 'int'),
    at,
    reached,
    key,
    order: sql`${rank} asc, ${reached} asc, ${userId} asc`,
  };
}

const standingColumns = (kind: BoardKind) => {
  const { metricBoard, at } = boardOrder(kind);
  return {
    userId: p.userId,
    username: users.username,
    fullName: users.fullName,
    walletAddress: users.walletAddress,
    tokenHolderFor: users.tokenHolderFor,
    inGameScore: p.inGameScore,
    socialScore: p.socialScore,
    otherScore: p.otherScore,
    totalScore: p.totalScore,
    reachedAt: at,
    metricValue: metricBoard ? mv.value : sql<number | null>`null::float8`.as('metric_value'),
  };
};

function nameMatches(q: string): SQL {
  const pattern = likePattern(q);
  return or(sql`${users.fullName} ilike ${pattern}`, sql`${users.username} ilike ${pattern}`)!;
}

/** The rows of one board: a score board's participants, or the participants on a metric's board. */
function boardRows<T extends NonNullable<Parameters<Db['select']>[0]>>(db: Db, kind: BoardKind, columns: T) {
  const rows = db.select(columns).from(p).innerJoin(users, eq(users.id, p.userId));
  if (!boardOrder(kind).metricBoard) return rows;
  // A third join is beyond drizzle's types for generic columns; the result's shape does not change.
  const joinable = rows as unknown as { innerJoin(table: typeof mv, on: SQL): typeof rows };
  return joinable.innerJoin(mv, and(eq(mv.eventId, p.eventId), eq(mv.userId, p.userId))!);
}

/** The rows of an event's board (the metric's key a value or a placeholder). */
function onBoard(kind: BoardKind, eventId: unknown, metric: unknown): SQL {
  return boardOrder(kind).metricBoard
    ? and(sql`${mv.eventId} = ${eventId}`, sql`${mv.metric} = ${metric}`)!
    : sql`${p.eventId} = ${eventId}`;
}

/**
 * The board's hot path, one prepared statement per board and query (drizzle builds each SQL text once, and
 * PostgreSQL plans it once per connection): a page from the top, a player's own row, how many are ahead of
 * it, and rows by player id (what a Redis page names).
 */
function boardStatements(db: Db, kind: BoardKind) {
  const { rank, rankType, reached, key, order } = boardOrder(kind);
  const scope = onBoard(kind, sql.placeholder('eventId'), sql.placeholder('metric'));
  const userId = boardOrder(kind).metricBoard ? mv.userId : p.userId;
  return {
    page: boardRows(db, kind, standingColumns(kind))
      .where(scope)
      .orderBy(order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`board_page_${kind}`),
    mine: boardRows(db, kind, {
      ...standingColumns(kind),
      rankValue: rank,
      reached: sql<string>`(${reached})::text`,
    })
      .where(and(scope, eq(userId, sql.placeholder('userId'))))
      .prepare(`board_mine_${kind}`),
    ahead: db
      .select({ count: sql<number>`count(*)::int` })
      .from(boardOrder(kind).metricBoard ? mv : p)
      .where(
        and(
          scope,
          sql`(${key}) < (${sql.placeholder('rank')}::${rankType}, ${sql.placeholder('reached')}::timestamptz, ${sql.placeholder('userId')}::uuid)`,
        ),
      )
      .prepare(`board_ahead_${kind}`),
    byIds: boardRows(db, kind, standingColumns(kind))
      .where(and(scope, sql`${userId} = any(${sql.placeholder('ids')}::uuid[])`))
      .prepare(`board_by_ids_${kind}`),
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
      metrics: events.metrics,
    })
    .from(events)
    .where(sql`lower(${events.slug}) = lower(${sql.placeholder('slug')})`)
    .limit(1)
    .prepare('board_event');

/** How many players a metric's board holds (a score board holds every participant: the event's count). */
const metricCountStatement = (db: Db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(mv)
    .where(onBoard('metric_desc', sql.placeholder('eventId'), sql.placeholder('metric')))
    .prepare('board_metric_count');

const BOARD_KINDS = [...SCORE_BOARDS, 'metric_desc', 'metric_asc'] as const satisfies readonly BoardKind[];

type Statements = Record<BoardKind, ReturnType<typeof boardStatements>> & {
  event: ReturnType<typeof eventStatement>;
  metricCount: ReturnType<typeof metricCountStatement>;
};
const prepared = new WeakMap<Db, Statements>();

function statementsOf(db: Db): Statements {
  let found = prepared.get(db);
  if (!found) {
    found = {
      ...(Object.fromEntries(BOARD_KINDS.map((kind) => [kind, boardStatements(db, kind)])) as Record<
        BoardKind,
        ReturnType<typeof boardStatements>
      >),
      event: eventStatement(db),
      metricCount: metricCountStatement(db),
    };
    prepared.set(db, found);
  }
  return found;
}

const params = (board: Board) => ({ eventId: board.eventId, metric: board.metric ?? '' });

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

    /** A page from the top. */
    async topPage(board: Board, limit: number, offset: number): Promise<StandingRow[]> {
      const rows = await statementsOf(db)[board.kind].page.execute({ ...params(board), limit, offset });
      return rows.map((row, index) => ({ ...row, rank: offset + index + 1 }));
    },

    /** How many players are on a metric's board (a score board's is the event's participants count). */
    async metricBoardSize(board: Board): Promise<number> {
      const [row] = await statementsOf(db).metricCount.execute(params(board));
      return row?.count ?? 0;
    },

    /** The rows of these players (a page whose order Redis gave), in no particular order. */
    async rowsOf(board: Board, ids: string[]) {
      if (ids.length === 0) return [];
      return statementsOf(db)[board.kind].byIds.execute({ ...params(board), ids: `{${ids.join(',')}}` });
    },

    async search(
      board: Board,
      { limit, offset, q }: { limit: number; offset: number; q: string },
    ): Promise<{ rows: StandingRow[]; total: number }> {
      const scope = onBoard(board.kind, board.eventId, board.metric);
      const [counted] = await boardRows(db, board.kind, { total: sql<number>`count(*)::int` }).where(
        and(scope, nameMatches(q)),
      );
      const ranked = boardRows(db, board.kind, {
        ...standingColumns(board.kind),
        rank: sql<number>`(row_number() over (order by ${boardOrder(board.kind).order}))::int`.as('rank'),
      })
        .where(scope)
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
    async standingOf(board: Board, userId: string): Promise<StandingRow | undefined> {
      const statements = statementsOf(db)[board.kind];
      const [mine] = await statements.mine.execute({ ...params(board), userId });
      if (!mine) return undefined;
      const { rankValue, reached, ...row } = mine;
      const [ahead] = await statements.ahead.execute({ ...params(board), rank: rankValue, reached, userId });
      return { ...row, rank: (ahead?.count ?? 0) + 1 };
    },

    /**
     * Who is eligible for a board's rewards, in its order: on a score board everyone with score in it, on a
     * metric's board everyone the game reported the metric for (lower may be better, so zero counts).
     */
    async rankedPlayers(board: Board): Promise<string[]> {
      const { order, metricBoard } = boardOrder(board.kind);
      const scope = onBoard(board.kind, board.eventId, board.metric);
      const rows = await boardRows(db, board.kind, { userId: p.userId })
        .where(metricBoard ? scope : and(scope, sql`${BOARD_COLUMNS[board.kind as ScoreBoard].score} > 0`))
        .orderBy(order);
      return rows.map((row) => row.userId);
    },

    /**
     * Every player's rank value and reached time on a board, in batches by player id: what a Redis board is
     * rebuilt from, and what the rewards job freezes (`ranked`: in the board's order instead).
     */
    async standingsAfter(board: Board, afterUserId: string | null, batch: number) {
      const { rank, reached, metricBoard } = boardOrder(board.kind);
      const userId = metricBoard ? mv.userId : p.userId;
      const scope = onBoard(board.kind, board.eventId, board.metric);
      return db
        .select({
          userId,
          rank,
          reachedUs: microseconds(reached),
        })
        .from(metricBoard ? mv : p)
        .where(afterUserId ? and(scope, sql`${userId} > ${afterUserId}::uuid`) : scope)
        .orderBy(userId)
        .limit(batch);
    },

    /** One player's standing on every board: what a grant pushes to the Redis boards. */
    async allStandingsOf(eventId: string, userId: string): Promise<Standing | undefined> {
      const [row] = await db
        .select({ standing: standingJson() })
        .from(p)
        .where(and(eq(p.eventId, eventId), eq(p.userId, userId)));
      return row?.standing;
    },
  };
}
