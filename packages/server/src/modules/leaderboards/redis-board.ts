import { SCORE_BOARDS } from '@w2e/core/events/leaderboard';
import type { Redis } from 'ioredis';
import type { Deps } from '../../deps';
import { type MetricChange, metricValuesRepository } from './metric-values-repository';
import { type Board, leaderboardsRepository, type Standing } from './repository';

/**
 * Event leaderboards in Redis sorted sets, one per event and board (the total, a score column or a metric in
 * its ranking's direction), when REDIS_URL is set. The database stays the truth; Redis is an index of it:
 *
 * - score = the board's rank value (minus the score; minus the metric's value, or the value when lower is
 *   better), member = `<µs since 1970 when it was reached, 17 digits>:<player id>`, so
 *   ZRANGE's order (score, then member bytes) is core's order: higher score, then who reached it first, then
 *   player id. A hash maps each player to their current member.
 * - `pushStanding` runs in the same code path as every score grant (after its transaction commits) and writes
 *   the player's standing as the database has it now; `pushMetricValues` does the same for the metric values a
 *   game's report changed (after the ingest's transaction commits), with the values that transaction wrote. A write older than what the board holds is dropped
 *   (the reached time only moves forward), so late or repeated writes cannot roll a player back.
 * - A board is read only once it is marked ready. When Redis has no board (first read, eviction, a flushed
 *   Redis) the read is served by the database and one instance rebuilds the board in the background from the
 *   database in batches, under a lock with a timeout; grants landing meanwhile are written too, and the
 *   newer-wins rule makes the order of the two irrelevant.
 */
const keys = ({ eventId, kind, metric }: Board) => {
  // One hash slot per board (Redis Cluster): the braces name the part that is hashed.
  const base = metric === null ? `lb:{${eventId}:${kind}}` : `lb:{${eventId}:${kind}:${metric}}`;
  return { board: base, members: `${base}:m`, ready: `${base}:ready`, building: `${base}:building` };
};

const memberOf = (reachedUs: string, userId: string) => `${reachedUs.padStart(17, '0')}:${userId}`;
const userOf = (member: string) => member.slice(18);

/** KEYS: board, members, ready, building. ARGV: player, member, score. Writes only to a board that exists. */
const SET_STANDING = `
if redis.call('exists', KEYS[3]) == 0 and redis.call('exists', KEYS[4]) == 0 then return 0 end
local old = redis.call('hget', KEYS[2], ARGV[1])
if old then
  if string.sub(old, 1, 17) > string.sub(ARGV[2], 1, 17) then return 0 end
  redis.call('zrem', KEYS[1], old)
end
redis.call('zadd', KEYS[1], ARGV[3], ARGV[2])
redis.call('hset', KEYS[2], ARGV[1], ARGV[2])
return 1`;

/**
 * KEYS: board, members, ready. ARGV: first, last position (0-based), player or ''. Answers
 * { ready, players, player's 0-based position or -1, members of the page... } in one round trip.
 */
const READ_BOARD = `
if redis.call('exists', KEYS[3]) == 0 then return {0} end
local mine = -1
if ARGV[3] ~= '' then
  local member = redis.call('hget', KEYS[2], ARGV[3])
  if member then mine = redis.call('zrank', KEYS[1], member) or -1 end
end
local out = {1, redis.call('zcard', KEYS[1]), mine}
for _, member in ipairs(redis.call('zrange', KEYS[1], ARGV[1], ARGV[2])) do out[#out + 1] = member end
return out`;

type ScriptRedis = Redis & {
  lbSetStanding(...args: (string | number)[]): Promise<number>;
  lbReadBoard(...args: (string | number)[]): Promise<(number | string)[]>;
};

function scripts(redis: Redis): ScriptRedis {
  const r = redis as ScriptRedis;
  // defineCommand sends EVALSHA, falling back to EVAL once when Redis does not know the script yet.
  if (typeof r.lbSetStanding !== 'function') {
    redis.defineCommand('lbSetStanding', { numberOfKeys: 4, lua: SET_STANDING });
    redis.defineCommand('lbReadBoard', { numberOfKeys: 3, lua: READ_BOARD });
  }
  return r;
}

const REBUILD_BATCH = 5_000;
const REBUILD_LOCK_MS = 60_000;

/** Rebuilds one board from the database unless another instance is at it. */
export async function rebuildBoard(deps: Deps, board: Board): Promise<void> {
  const redis = deps.redis;
  if (!redis) return;
  const k = keys(board);
  const r = scripts(redis);
  if ((await redis.set(k.building, '1', 'PX', REBUILD_LOCK_MS, 'NX')) !== 'OK') return;
  try {
    const repo = leaderboardsRepository(deps.db);
    let after: string | null = null;
    for (;;) {
      const rows = await repo.standingsAfter(board, after, REBUILD_BATCH);
      if (rows.length === 0) break;
      const pipeline = r.pipeline() as unknown as ScriptRedis;
      for (const row of rows)
        pipeline.lbSetStanding(
          k.board,
          k.members,
          k.ready,
          k.building,
          row.userId,
          memberOf(row.reachedUs, row.userId),
          row.rank,
        );
      await (pipeline as unknown as ReturnType<Redis['pipeline']>)
        .pexpire(k.building, REBUILD_LOCK_MS)
        .exec();
      after = rows[rows.length - 1]!.userId;
      if (rows.length < REBUILD_BATCH) break;
    }
    await redis.set(k.ready, '1');
  } finally {
    await redis.del(k.building);
  }
}

/**
 * The page [offset, offset + limit) and the player's position from the board, or null when Redis has no
 * ready board (a rebuild is then started and the database answers).
 */
export async function readBoard(
  deps: Deps,
  board: Board,
  offset: number,
  limit: number,
  userId: string | undefined,
): Promise<{ total: number; userIds: string[]; myRank: number | null } | null> {
  const redis = deps.redis;
  if (!redis) return null;
  const k = keys(board);
  const [ready, total, mine, ...members] = await scripts(redis).lbReadBoard(
    k.board,
    k.members,
    k.ready,
    offset,
    offset + limit - 1,
    userId ?? '',
  );
  if (ready !== 1) {
    rebuildBoard(deps, board).catch((error) =>
      deps.log.warn({ err: error, eventId: board.eventId }, 'board rebuild failed'),
    );
    return null;
  }
  return {
    total: Number(total),
    userIds: (members as string[]).map(userOf),
    myRank: Number(mine) >= 0 ? Number(mine) + 1 : null,
  };
}

/**
 * After a grant (or a player's admission) commits: the player's standing on every board of the event, as the
 * database has it now. A failure drops the boards' ready marks, so reads go to the database and rebuild.
 *
 * `written`: the standing the grant's own write returned (a task submission's grouped write). The score boards
 * are written from it with no read, and the metric boards are left alone: a grant changes no metric value (a
 * newcomer's backfilled values are pushed by the call without it, after the admission). A push of an older
 * standing arriving after a newer one is dropped by the newer-wins rule, as the stamps follow the row's lock.
 */
export async function pushStanding(
  deps: Deps,
  eventId: string,
  userId: string,
  written?: Standing,
): Promise<void> {
  if (!deps.redis) return;
  if (written) {
    await writeStandings(deps, scoreBoardWrites(eventId, userId, written));
    return;
  }
  const values = metricValuesRepository(deps.db);
  const [row, metricRows] = await Promise.all([
    leaderboardsRepository(deps.db).allStandingsOf(eventId, userId),
    values.ofPlayer(eventId, userId),
  ]);
  if (!row) return;
  await writeStandings(deps, [
    ...scoreBoardWrites(eventId, userId, row),
    // A newcomer's backfilled metric values (the metric's board of an event ranked by one).
    ...(await values.boardWrites(metricRows)),
  ]);
}

const scoreBoardWrites = (eventId: string, userId: string, standing: Standing): StandingWrite[] =>
  SCORE_BOARDS.map((kind) => ({
    board: { eventId, kind, metric: null },
    userId,
    rank: -standing[kind],
    reachedUs: standing[`${kind}Us`],
  }));

/**
 * After a game's report committed: the metric values it changed, on the boards that rank by them, as that
 * transaction wrote them (the reached time grows with every change, so newer-wins keeps the last one).
 */
export async function pushMetricValues(deps: Deps, changes: readonly MetricChange[]): Promise<void> {
  if (!deps.redis || changes.length === 0) return;
  await writeStandings(deps, await metricValuesRepository(deps.db).boardWrites(changes));
}

interface StandingWrite {
  board: Board;
  userId: string;
  /** The board's rank value (the sorted set's score). */
  rank: number;
  reachedUs: string;
}

/** One pipeline of newer-wins writes. A failure drops the boards' ready marks: reads fall back and rebuild. */
async function writeStandings(deps: Deps, writes: readonly StandingWrite[]): Promise<void> {
  const redis = deps.redis;
  if (!redis || writes.length === 0) return;
  try {
    const pipeline = scripts(redis).pipeline() as unknown as ScriptRedis;
    for (const { board, userId, rank, reachedUs } of writes) {
      const k = keys(board);
      pipeline.lbSetStanding(
        k.board,
        k.members,
        k.ready,
        k.building,
        userId,
        memberOf(reachedUs, userId),
        rank,
      );
    }
    const results = await (pipeline as unknown as ReturnType<Redis['pipeline']>).exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
  } catch (error) {
    deps.log.warn({ err: error }, 'leaderboard push failed; the boards will be rebuilt');
    await Promise.all(writes.map(({ board }) => redis.del(keys(board).ready).catch(() => 0)));
  }
}
