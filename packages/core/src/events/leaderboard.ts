import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import type { ScoreColumn } from '../tasks/registry';
import { lazySchema } from '../validation/lazy-schema';

/**
 * Which way an event's metric ranks (spec section 3: metric, ranking). Where the spec is silent: `metric` is
 * the name of an in-game statistic the event tracks and `ranking` says which way it ranks ("desc": more is
 * better, kills; "asc": less is better, lap time).
 */
export const METRIC_RANKINGS = ['desc', 'asc'] as const;
export type MetricRanking = (typeof METRIC_RANKINGS)[number];

/**
 * The event leaderboard (spec section 2: rank, player, in-game score, social score, other score, total
 * score). Ranks are unique positions 1..n, never shared, because rewards go by position and a position
 * must have exactly one owner. Ties are broken, in turn, by:
 * 1. higher total score;
 * 2. earlier `reached_at`, the time the player's total last changed: whoever got there first stays ahead,
 *    and nobody can overtake by waiting (any new score moves both the total and the time);
 * 3. lower player id, compared by UTF-16 code units (not locale rules), which every runtime and a
 *    database ordering with COLLATE "C" agree on, so two servers never rank a tie differently.
 */
export const leaderboardPlayerSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** What to show: the server resolves it with format/display-name. */
    name: z.string(),
  }),
);
export type LeaderboardPlayer = z.infer<typeof leaderboardPlayerSchema>;

export const leaderboardRowSchema = lazySchema(() =>
  z.object({
    rank: z.number().int().min(1),
    player: leaderboardPlayerSchema,
    in_game_score: z.number(),
    social_score: z.number(),
    other_score: z.number(),
    total_score: z.number(),
  }),
);
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/**
 * What an event's board ranks by (spec section 3, per-event metric settings): the total score by default, one
 * score column, or one of the event's metrics (`metric:<name>`, an in-game statistic summed over the event's
 * window from the game's signed reports: docs/leaderboards.md). Whichever it is, the same tie-breaks apply to
 * that value and the time it last changed.
 */
export const SCORE_BOARDS = ['total', 'in_game', 'social', 'other'] as const;
export type ScoreBoard = (typeof SCORE_BOARDS)[number];
export const scoreBoardSchema = lazySchema(() => z.enum(SCORE_BOARDS));
export const SCORE_BOARD_LABELS: Record<ScoreBoard, TranslationKey> = {
  total: 'events:columnTotalScore',
  in_game: 'events:columnInGameScore',
  social: 'events:columnSocialScore',
  other: 'events:columnOtherScore',
};

const METRIC_PREFIX = 'metric:';
export type MetricRankBy = `metric:${string}`;
export type RankBy = ScoreBoard | MetricRankBy;

/** How a metric's name is compared (and stored on a board): "Kills" and " kills" are one metric. */
export function metricKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The `rank_by` value that ranks by this metric. */
export function rankByMetric(name: string): MetricRankBy {
  return `${METRIC_PREFIX}${metricKey(name)}`;
}

/** The metric a `rank_by` names (its key), or null for a score board. */
export function metricOfRankBy(rankBy: RankBy): string | null {
  return rankBy.startsWith(METRIC_PREFIX) ? rankBy.slice(METRIC_PREFIX.length) : null;
}

export const rankBySchema = lazySchema(() =>
  z.union([scoreBoardSchema, z.templateLiteral([METRIC_PREFIX, z.string().min(1).max(50)])]),
);

/** A player's standing before ranking. */
export interface LeaderboardEntry {
  player: LeaderboardPlayer;
  in_game_score: number;
  social_score: number;
  other_score: number;
  reached_at: Date;
}

/** The row field each task score column fills. */
export const SCORE_FIELDS = {
  in_game: 'in_game_score',
  social: 'social_score',
  other: 'other_score',
} as const satisfies Record<ScoreColumn, keyof LeaderboardEntry>;

export const LEADERBOARD_COLUMNS: readonly { key: keyof LeaderboardRow; labelKey: TranslationKey }[] = [
  { key: 'rank', labelKey: 'events:columnRank' },
  { key: 'player', labelKey: 'events:columnPlayer' },
  { key: 'in_game_score', labelKey: 'events:columnInGameScore' },
  { key: 'social_score', labelKey: 'events:columnSocialScore' },
  { key: 'other_score', labelKey: 'events:columnOtherScore' },
  { key: 'total_score', labelKey: 'events:columnTotalScore' },
];

export function totalScore(entry: Pick<LeaderboardEntry, 'in_game_score' | 'social_score' | 'other_score'>) {
  return entry.in_game_score + entry.social_score + entry.other_score;
}

/** Negative when `a` ranks above `b`. */
export function compareEntries(a: LeaderboardEntry, b: LeaderboardEntry): number {
  const byTotal = totalScore(b) - totalScore(a);
  if (byTotal !== 0) return byTotal;
  const byTime = a.reached_at.getTime() - b.reached_at.getTime();
  if (byTime !== 0) return byTime;
  if (a.player.id === b.player.id) return 0;
  return a.player.id < b.player.id ? -1 : 1;
}

export function rankLeaderboard(entries: readonly LeaderboardEntry[]): LeaderboardRow[] {
  return [...entries].sort(compareEntries).map((entry, index) => ({
    rank: index + 1,
    player: entry.player,
    in_game_score: entry.in_game_score,
    social_score: entry.social_score,
    other_score: entry.other_score,
    total_score: totalScore(entry),
  }));
}

/**
 * Adds a task's score to its column. `reached_at` moves only when the total changes, so a zero-score task
 * does not push a player behind those tied with them.
 */
export function addScore(
  entry: LeaderboardEntry,
  column: ScoreColumn,
  points: number,
  at: Date,
): LeaderboardEntry {
  if (points === 0) return entry;
  const field = SCORE_FIELDS[column];
  return { ...entry, [field]: entry[field] + points, reached_at: at };
}
