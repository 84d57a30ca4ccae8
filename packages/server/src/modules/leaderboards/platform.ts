import type {
  PlatformLeaderboard,
  PlatformLeaderboardPeriod,
  platformLeaderboardQuerySchema,
} from '@w2e/core/contracts/leaderboards';
import { publicName } from '@w2e/core/format/display-name';
import type { Language } from '@w2e/core/i18n/languages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { translator } from '../../lib/i18n';
import { resultRows } from '../../lib/sql-rows';
import type { UserRow } from '../users/repository';
import { isTokenHolder } from '../users/token-holder';

/** The most rows a period's ranking keeps: the page's limit is at most 100, the viewer's own row is counted. */
const KEPT = 100;
/** A period's ranking is recomputed at most this often per instance (an aggregate over every grant). */
const FRESH_MS = 30_000;
const DAY_MS = 86_400_000;

interface Ranked {
  userId: string;
  username: string | null;
  fullName: string | null;
  walletAddress: string | null;
  tokenHolderFor: string | null;
  inGame: number;
  social: number;
  other: number;
  total: number;
  rank: number;
}

/**
 * Score per player over every event (`user_id, in_game, social, other, total, reached`): all time from the
 * participants' totals, a window from the grants since its start (`task_completions_time_idx`). The one way
 * score is summed by period: the platform board ranks these rows, the clan board (clans/board.ts) adds them up
 * per clan. Ties: who reached the score first (their latest grant in the window), then player id, as event
 * boards.
 */
export function playerScores(period: PlatformLeaderboardPeriod) {
  if (period === 'all')
    return sql`select user_id, sum(in_game_score)::int as in_game, sum(social_score)::int as social,
      sum(other_score)::int as other, sum(total_score)::int as total, max(last_scored_at) as reached
      from event_participants where total_score <> 0 group by user_id`;
  const since = new Date(Date.now() - (period === '30d' ? 30 : 7) * DAY_MS);
  return sql`select user_id,
      coalesce(sum(score) filter (where score_column = 'in_game'), 0)::int as in_game,
      coalesce(sum(score) filter (where score_column = 'social'), 0)::int as social,
      coalesce(sum(score) filter (where score_column = 'other'), 0)::int as other,
      sum(score)::int as total, max(completed_at) as reached
      from task_completions where completed_at >= ${since.toISOString()}::timestamptz and score <> 0 group by user_id`;
}

async function rank(db: Db, period: PlatformLeaderboardPeriod, userId: string | null): Promise<Ranked[]> {
  const result = await db.execute(sql`
    with scored as (${playerScores(period)}),
    ranked as (
      select s.*, (row_number() over (order by s.total desc, s.reached asc, s.user_id asc))::int as rank
      from scored s
    )
    select r.user_id, u.username, u.full_name, u.wallet_address, u.token_holder_for, r.in_game, r.social, r.other, r.total, r.rank
    from ranked r join users u on u.id = r.user_id
    where r.rank <= ${KEPT} or r.user_id = ${userId}::uuid
    order by r.rank`);
  return resultRows<Record<string, unknown>>(result).map((row) => ({
    userId: String(row.user_id),
    username: (row.username as string | null) ?? null,
    fullName: (row.full_name as string | null) ?? null,
    walletAddress: (row.wallet_address as string | null) ?? null,
    tokenHolderFor: (row.token_holder_for as string | null) ?? null,
    inGame: Number(row.in_game),
    social: Number(row.social),
    other: Number(row.other),
    total: Number(row.total),
    rank: Number(row.rank),
  }));
}

/**
 * A ranking per period kept for FRESH_MS per instance and database (each one aggregates every grant): the
 * platform board and the clan board both read through one of these.
 */
export function periodCache<T>(compute: (db: Db, period: PlatformLeaderboardPeriod) => Promise<T>) {
  const cache = new WeakMap<Db, Map<PlatformLeaderboardPeriod, { at: number; rows: T }>>();
  return async (db: Db, period: PlatformLeaderboardPeriod) => {
    let periods = cache.get(db);
    if (!periods) {
      periods = new Map();
      cache.set(db, periods);
    }
    const kept = periods.get(period);
    if (kept && Date.now() - kept.at < FRESH_MS) return kept;
    const fresh = { at: Date.now(), rows: await compute(db, period) };
    periods.set(period, fresh);
    return fresh;
  };
}

/** The top of each period; a viewer outside it is ranked on their own. */
const top = periodCache((db, period) => rank(db, period, null));

/** GET /api/users/leaderboards?period=&limit=: the platform's ranking and the signed-in player's own row. */
export async function platformLeaderboard(
  deps: Deps,
  user: UserRow | null,
  query: z.output<typeof platformLeaderboardQuerySchema>,
  language: Language,
): Promise<PlatformLeaderboard> {
  const { at, rows } = await top(deps.db, query.period);
  let mine = user ? rows.find((row) => row.userId === user.id) : undefined;
  if (user && !mine)
    mine = (await rank(deps.db, query.period, user.id)).find((row) => row.userId === user.id);
  const anonymous = translator(language)('leaderboards:anonymousPlayer');
  const toRow = (row: Ranked) => ({
    rank: row.rank,
    player: {
      id: row.userId,
      username: row.username,
      name: publicName({ name: row.fullName, username: row.username, wallet: row.walletAddress }, anonymous),
      token_holder: isTokenHolder(deps.config, row),
    },
    in_game_score: row.inGame,
    social_score: row.social,
    other_score: row.other,
    total_score: row.total,
  });
  return {
    items: rows.slice(0, query.limit).map(toRow),
    period: query.period,
    me: mine ? toRow(mine) : null,
    computed_at: new Date(at).toISOString(),
  };
}
