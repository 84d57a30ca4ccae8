import {
  CLAN_BOARD_OFFSET_MAX,
  type ClanLeaderboard,
  type ClanRank,
  type clanLeaderboardQuerySchema,
  type clanRankQuerySchema,
} from '@w2e/core/contracts/clans';
import type { PlatformLeaderboardPeriod } from '@w2e/core/contracts/leaderboards';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { resultRows } from '../../lib/sql-rows';
import { periodCache, playerScores } from '../leaderboards/platform';
import { clansRepository } from './repository';

/** Every rank a page can reach (the deepest offset plus the largest page), kept per period. */
const KEPT = CLAN_BOARD_OFFSET_MAX + 100;

interface RankedClan {
  id: string;
  score: number;
  rank: number;
}
interface Ranking {
  rows: RankedClan[];
  /** Every clan is ranked, those without score after those with. */
  total: number;
}

/**
 * Clans by the score of their active members in the period: each member's score is exactly their row of the
 * platform board (`playerScores`), so a clan's score is the sum of its active members' platform scores. Pending
 * rows count for nothing, and a member who left has no row. Ties: the clan that reached its score first (its
 * members' latest counted grant), then the older clan, then clan id; clans without score come last in that
 * order. `clanId` also answers that clan when it is ranked past KEPT.
 */
async function rankClans(db: Db, period: PlatformLeaderboardPeriod, clanId: string | null): Promise<Ranking> {
  const result = await db.execute(sql`
    with scored as (${playerScores(period)}),
    totals as (
      select m.clan_id, sum(s.total)::bigint as score, max(s.reached) as reached
      from clan_members m join scored s on s.user_id = m.user_id
      where m.status = 'active'
      group by m.clan_id
    ),
    ranked as (
      select c.id, coalesce(t.score, 0)::bigint as score,
        (row_number() over (
          order by coalesce(t.score, 0) desc, t.reached asc nulls last, c.created_at asc, c.id asc
        ))::int as rank,
        (count(*) over ())::int as total
      from clans c left join totals t on t.clan_id = c.id
    )
    select id, score, rank, total from ranked
    where rank <= ${KEPT} or id = ${clanId}::uuid
    order by rank`);
  const rows = resultRows<Record<string, unknown>>(result);
  return {
    rows: rows.map((row) => ({ id: String(row.id), score: Number(row.score), rank: Number(row.rank) })),
    total: rows.length ? Number(rows[0]!.total) : 0,
  };
}

const ranking = periodCache((db, period) => rankClans(db, period, null));

/** GET /api/clans/leaderboard?period=&limit=&offset=: a page of the cross-clan board. */
export async function clanLeaderboard(
  deps: Deps,
  query: z.output<typeof clanLeaderboardQuerySchema>,
): Promise<ClanLeaderboard> {
  const { at, rows } = await ranking(deps.db, query.period);
  const page = rows.rows.slice(query.offset, query.offset + query.limit);
  // Names, banners and member counts as they are now; the ranking itself is at most 30 s old.
  const clans = new Map(
    (await clansRepository(deps.db).findMany(page.map((row) => row.id))).map((c) => [c.id, c]),
  );
  return {
    items: page.flatMap((row) => {
      const clan = clans.get(row.id);
      if (!clan) return [];
      return [
        {
          rank: row.rank,
          clan: {
            id: clan.id,
            slug: clan.slug,
            name: clan.name,
            banner_url: clan.bannerUrl,
            type: clan.type,
          },
          member_count: clan.memberCount,
          score: row.score,
        },
      ];
    }),
    total: rows.total,
    limit: query.limit,
    offset: query.offset,
    period: query.period,
    computed_at: new Date(at).toISOString(),
  };
}

/** GET /api/clans/{slug}/rank?period=: the clan's place, from the kept ranking or on its own past it. */
export async function clanRank(
  deps: Deps,
  idOrSlug: string,
  query: z.output<typeof clanRankQuerySchema>,
): Promise<ClanRank> {
  const found = await clansRepository(deps.db).findByIdOrSlug(idOrSlug);
  if (!found) throw notFound('clans:notFound');
  const kept = await ranking(deps.db, query.period);
  let at = kept.at;
  let total = kept.rows.total;
  let row = kept.rows.rows.find((ranked) => ranked.id === found.clan.id);
  if (!row) {
    // Past the kept depth, or founded since the ranking was computed.
    const own = await rankClans(deps.db, query.period, found.clan.id);
    row = own.rows.find((ranked) => ranked.id === found.clan.id);
    at = Date.now();
    total = own.total;
  }
  if (!row) throw notFound('clans:notFound');
  return {
    period: query.period,
    rank: row.rank,
    score: row.score,
    total,
    computed_at: new Date(at).toISOString(),
  };
}
