import type {
  EventLeaderboard,
  EventLeaderboardRow,
  eventLeaderboardQuerySchema,
  PlayerEvents,
} from '@w2e/core/contracts/leaderboards';
import { publicName } from '@w2e/core/format/display-name';
import type { Language } from '@w2e/core/i18n/languages';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { pageResult } from '../../lib/paging';
import { viewableEvent } from '../events/access';
import { keyProjectOf } from '../users/access';
import { type UserRow, usersRepository } from '../users/repository';
import { isTokenHolder } from '../users/token-holder';
import { readBoard } from './redis-board';
import { type Board, boardOf, leaderboardsRepository, type StandingRow } from './repository';

function toRow(config: Config, row: StandingRow, anonymous: string): EventLeaderboardRow {
  return {
    rank: row.rank,
    player: {
      id: row.userId,
      username: row.username,
      name: publicName({ name: row.fullName, username: row.username, wallet: row.walletAddress }, anonymous),
      token_holder: isTokenHolder(config, row),
    },
    in_game_score: row.inGameScore,
    social_score: row.socialScore,
    other_score: row.otherScore,
    total_score: row.totalScore,
    reached_at: row.reachedAt?.toISOString() ?? null,
    metric_value: row.metricValue,
  };
}

type Query = z.output<typeof eventLeaderboardQuerySchema>;

/** A page and the player's own row: from Redis when it holds a ready board, else from the database. */
async function standings(
  deps: Deps,
  board: Board,
  participantsCount: number,
  user: UserRow | null,
  query: Query,
): Promise<{ rows: StandingRow[]; total: number; mine: StandingRow | undefined }> {
  const repo = leaderboardsRepository(deps.db);
  if (query.q) {
    const [page, mine] = await Promise.all([
      repo.search(board, { ...query, q: query.q }),
      user ? repo.standingOf(board, user.id) : undefined,
    ]);
    return { ...page, mine };
  }
  const fromRedis = await readBoard(deps, board, query.offset, query.limit, user?.id);
  if (fromRedis) {
    const wanted = user && fromRedis.myRank !== null ? [...fromRedis.userIds, user.id] : fromRedis.userIds;
    const byId = new Map((await repo.rowsOf(board, wanted)).map((row) => [row.userId, row]));
    const rows = fromRedis.userIds.flatMap((id, index) => {
      const row = byId.get(id);
      return row ? [{ ...row, rank: query.offset + index + 1 }] : [];
    });
    const mineRow = user && fromRedis.myRank !== null ? byId.get(user.id) : undefined;
    return {
      rows,
      total: fromRedis.total,
      mine: mineRow ? { ...mineRow, rank: fromRedis.myRank! } : undefined,
    };
  }
  const [rows, mine, total] = await Promise.all([
    repo.topPage(board, query.limit, query.offset),
    user ? repo.standingOf(board, user.id) : undefined,
    // A score board holds every participant; a metric's, those the game reported it for.
    board.metric === null ? participantsCount : repo.metricBoardSize(board),
  ]);
  return { rows, total, mine };
}

/**
 * GET /api/events/{slug}/leaderboard: a page of the event's board, ranked by its `rank_by` setting (a
 * draft's only for its host), and the signed-in player's own row wherever it stands.
 */
export async function eventLeaderboard(
  deps: Deps,
  viewer: Promise<UserRow | null>,
  slug: string,
  query: Query,
  language: Language,
): Promise<EventLeaderboard> {
  // The hot path reads a published event in one prepared statement, while the session's user is read (two
  // round trips at once); a draft goes through the host check.
  const [user, found] = await Promise.all([viewer, leaderboardsRepository(deps.db).eventBySlug(slug)]);
  // An API key's call goes through the host check too: a key reads its own project's boards only.
  const event =
    found && found.status !== 'draft' && keyProjectOf(user) === undefined
      ? found
      : (await viewableEvent(deps, slug, user)).row;
  const board = boardOf(event);
  const { rows, total, mine } = await standings(deps, board, event.participantsCount, user, query);
  const anonymous = translator(language)('leaderboards:anonymousPlayer');
  return {
    items: rows.map((row) => toRow(deps.config, row, anonymous)),
    total,
    limit: query.limit,
    offset: query.offset,
    me: mine ? toRow(deps.config, mine, anonymous) : null,
    score_label: event.scoreLabel,
    rank_by: event.rankBy,
    metric: board.metricSetting,
  };
}

/** GET /api/users/{username}/events: a player's published events (their public profile). */
export async function playerEvents(
  deps: Deps,
  username: string,
  query: { limit: number; offset: number },
): Promise<PlayerEvents> {
  const user = await usersRepository(deps.db).findByUsername(username);
  if (!user?.username) throw notFound();
  const page = await leaderboardsRepository(deps.db).eventsOf(user.id, query.limit, query.offset);
  return pageResult(page, query, (row) => ({
    slug: row.slug,
    title: row.title,
    thumbnail: row.thumbnail,
    status: row.status === 'finished' ? ('finished' as const) : ('published' as const),
    end_time: row.endTime?.toISOString() ?? null,
    joined_at: row.joinedAt.toISOString(),
    total_score: row.totalScore,
  }));
}
