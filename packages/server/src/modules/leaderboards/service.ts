import type {
  EventLeaderboard,
  EventLeaderboardRow,
  eventLeaderboardQuerySchema,
} from '@w2e/core/contracts/leaderboards';
import { publicName } from '@w2e/core/format/display-name';
import type { Language } from '@w2e/core/i18n/languages';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { translator } from '../../lib/i18n';
import { viewableEvent } from '../events/service';
import type { UserRow } from '../users/repository';
import { leaderboardsRepository, type StandingRow } from './repository';

function toRow(row: StandingRow, anonymous: string): EventLeaderboardRow {
  return {
    rank: row.rank,
    player: {
      id: row.userId,
      username: row.username,
      name: publicName({ name: row.fullName, username: row.username, wallet: row.walletAddress }, anonymous),
    },
    in_game_score: row.inGameScore,
    social_score: row.socialScore,
    other_score: row.otherScore,
    total_score: row.totalScore,
    reached_at: row.lastScoredAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/events/{slug}/leaderboard: a page of the event's board (a draft's only for its host) and the
 * signed-in player's own row wherever it stands.
 */
export async function eventLeaderboard(
  deps: Deps,
  user: UserRow | null,
  slug: string,
  query: z.output<typeof eventLeaderboardQuerySchema>,
  language: Language,
): Promise<EventLeaderboard> {
  const { row: event } = await viewableEvent(deps, slug, user);
  const repo = leaderboardsRepository(deps.db);
  const [page, mine] = await Promise.all([
    repo.eventPage(event.id, query),
    user ? repo.standingOf(event.id, user.id) : undefined,
  ]);
  const anonymous = translator(language)('leaderboards:anonymousPlayer');
  return {
    items: page.rows.map((row) => toRow(row, anonymous)),
    total: page.total,
    limit: query.limit,
    offset: query.offset,
    me: mine ? toRow(mine, anonymous) : null,
    score_label: event.scoreLabel,
  };
}
