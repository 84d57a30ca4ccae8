import { z } from 'zod';
import {
  leaderboardPlayerSchema,
  leaderboardRowSchema,
  METRIC_RANKINGS,
  rankBySchema,
} from '../events/leaderboard';
import { lazySchema } from '../validation/lazy-schema';
import { pageOf, pageQuerySchema } from './common';

/**
 * GET /api/events/{slug}/leaderboard?limit=&offset=&q=: the event's players ranked by core's rules
 * (events/leaderboard.ts: total, then who reached it first, then player id), a page of them, and the
 * signed-in player's own row (`me`) wherever it is, so it stays in sight when far down. `q` searches player
 * names and keeps each row's rank on the whole board.
 */
export const EVENT_LEADERBOARD_PAGE_SIZE = 20;
/** Deepest offset a page may start at: a board is read from the top, and a search finds anyone further down. */
export const LEADERBOARD_MAX_OFFSET = 10_000;

export const eventLeaderboardQuerySchema = lazySchema(() =>
  pageQuerySchema(EVENT_LEADERBOARD_PAGE_SIZE, 100).extend({
    offset: z.coerce.number().int().min(0).max(LEADERBOARD_MAX_OFFSET).default(0),
    q: z.string().trim().max(50).optional(),
  }),
);
export type EventLeaderboardQuery = z.input<typeof eventLeaderboardQuerySchema>;

export const eventLeaderboardRowSchema = lazySchema(() =>
  leaderboardRowSchema
    .extend({
      player: leaderboardPlayerSchema.extend({
        /** Opens the player's public profile; null for an account without one. */
        username: z.string().nullable(),
        /** Holds the platform token, as last checked (the badge beside the name). */
        token_holder: z.boolean(),
      }),
      /** When the ranked score was reached: the tie-break players see. Null for a player with no score in it yet. */
      reached_at: z.iso.datetime().nullable(),
      /** The player's value of the metric the board ranks by (`metric` below); null on a score board. */
      metric_value: z.number().nullable(),
    })
    .meta({ id: 'EventLeaderboardRow' }),
);
export type EventLeaderboardRow = z.infer<typeof eventLeaderboardRowSchema>;

export const eventLeaderboardSchema = lazySchema(() =>
  pageOf(eventLeaderboardRowSchema)
    .extend({
      me: eventLeaderboardRowSchema.nullable(),
      /** The event's word for score ("XP"); null for the default. */
      score_label: z.string().nullable(),
      /** What the board ranks by: the total, one score column or one metric (events/leaderboard.ts). */
      rank_by: rankBySchema,
      /**
       * The metric a `metric:<name>` board ranks by, as the event names it (the column's label) and which way it
       * ranks; null on a score board. Only players the game reported the metric for in the event's window are on
       * such a board.
       */
      metric: z.object({ name: z.string(), ranking: z.enum(METRIC_RANKINGS) }).nullable(),
    })
    .meta({ id: 'EventLeaderboard' }),
);
export type EventLeaderboard = z.infer<typeof eventLeaderboardSchema>;

/**
 * GET /api/users/{username}/events: the published events a player took part in, latest first, with their
 * score in each (their public profile). Clans join the profile once the clans module serves them.
 */
export const playerEventsQuerySchema = lazySchema(() => pageQuerySchema(10, 50));
export const playerEventSchema = lazySchema(() =>
  z
    .object({
      slug: z.string(),
      title: z.string(),
      thumbnail: z.string().nullable(),
      status: z.enum(['published', 'finished']),
      end_time: z.iso.datetime().nullable(),
      joined_at: z.iso.datetime(),
      total_score: z.number().int(),
    })
    .meta({ id: 'PlayerEvent' }),
);
export const playerEventsSchema = lazySchema(() => pageOf(playerEventSchema).meta({ id: 'PlayerEvents' }));
export type PlayerEvents = z.infer<typeof playerEventsSchema>;

/**
 * GET /api/events/{id}/statistics (the event's host only): participants per UTC day (by the day they joined),
 * completions per task, the funnel (page views of the event, players who did a first task, players who
 * finished every mandatory task), the score distribution in ten equal ranges of the total, and the drop-off
 * per task in the event's task order (players who did the task before it but not this one).
 */
export const eventStatisticsSchema = lazySchema(() =>
  z
    .object({
      participants: z.number().int(),
      participants_per_day: z.array(z.object({ day: z.string(), participants: z.number().int() })),
      tasks: z.array(
        z.object({
          task_id: z.string(),
          name: z.string(),
          mandatory: z.boolean(),
          completions: z.number().int(),
          players: z.number().int(),
          dropped: z.number().int(),
        }),
      ),
      funnel: z.object({
        /** Views of the event's page (counted per view, not per visitor: analytics keeps no visitor). */
        viewed: z.number().int(),
        first_task: z.number().int(),
        all_mandatory: z.number().int(),
      }),
      score_distribution: z.array(
        z.object({ from: z.number().int(), to: z.number().int(), players: z.number().int() }),
      ),
    })
    .meta({ id: 'EventStatistics' }),
);
export type EventStatistics = z.infer<typeof eventStatisticsSchema>;

/** The columns of GET /api/events/{id}/export.csv, in order. */
export const EXPORT_COLUMNS = [
  'rank',
  'player',
  'username',
  'in_game_score',
  'social_score',
  'other_score',
  'total_score',
  'completions',
  'joined_at',
  'wallet_address',
  'telegram_linked',
  'google_linked',
  /** The participant's risk (docs/trust.md): level, score and reason codes separated by spaces. */
  'risk_level',
  'risk_score',
  'risk_reasons',
] as const;

/**
 * GET /users/leaderboards: the platform-wide ranking, with the columns of spec section 2 (rank, player,
 * in-game score, social score, other score, total score), summed over every event. `period` picks all time
 * (the default, as the spec calls it without a query), the last 30 or the last 7 days (score granted since
 * then). Ties: whoever reached the score first, then player id, as on event boards.
 */
export const PLATFORM_LEADERBOARD_PERIODS = ['all', '30d', '7d'] as const;
export type PlatformLeaderboardPeriod = (typeof PLATFORM_LEADERBOARD_PERIODS)[number];
export const platformLeaderboardQuerySchema = lazySchema(() =>
  z.object({
    period: z.enum(PLATFORM_LEADERBOARD_PERIODS).default('all'),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
);
export type PlatformLeaderboardQuery = z.input<typeof platformLeaderboardQuerySchema>;

export const platformLeaderboardRowSchema = lazySchema(() =>
  z
    .object({
      rank: z.number().int().min(1),
      /** `username` opens the player's public profile; null for an account without one. */
      player: z.object({
        id: z.string(),
        name: z.string(),
        username: z.string().nullable(),
        /** Holds the platform token, as last checked (the badge beside the name). */
        token_holder: z.boolean(),
      }),
      in_game_score: z.number(),
      social_score: z.number(),
      other_score: z.number(),
      total_score: z.number(),
    })
    .meta({ id: 'PlatformLeaderboardRow' }),
);
export type PlatformLeaderboardRow = z.infer<typeof platformLeaderboardRowSchema>;
export const platformLeaderboardSchema = lazySchema(() =>
  z
    .object({
      items: z.array(platformLeaderboardRowSchema),
      period: z.enum(PLATFORM_LEADERBOARD_PERIODS),
      /** The signed-in player's own row, when they have score in the period. */
      me: platformLeaderboardRowSchema.nullable(),
      /** When the ranking was computed: it is recomputed at most every 30 seconds. */
      computed_at: z.iso.datetime(),
    })
    .meta({ id: 'PlatformLeaderboard' }),
);
export type PlatformLeaderboard = z.infer<typeof platformLeaderboardSchema>;
