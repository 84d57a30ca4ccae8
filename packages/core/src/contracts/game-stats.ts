import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';

/**
 * The statistics ingest that a game's server calls (docs/game-stats-ingest.md). Requests are signed with the
 * game's secret: `X-Signature: hex(HMAC-SHA256(secret, "<X-Timestamp>.<raw body>"))`.
 */
export const GAME_STATS_HEADERS = {
  game: 'x-game-id',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

/** How far a request's timestamp may be from the server's clock, either way. */
export const GAME_STATS_REPLAY_WINDOW_SECONDS = 300;
export const GAME_STATS_MAX_EVENTS = 500;

export const gameStatsHeadersSchema = lazySchema(() =>
  z.looseObject({
    [GAME_STATS_HEADERS.game]: z.string().min(1).max(100).describe("the game's id"),
    [GAME_STATS_HEADERS.timestamp]: z
      .string()
      .regex(/^\d{1,12}$/)
      .describe('Unix time in seconds when the request was signed'),
    [GAME_STATS_HEADERS.signature]: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/)
      .describe('hex HMAC-SHA256 of "<timestamp>.<raw body>" with the game\'s secret'),
  }),
);

const decimal = lazySchema(() =>
  z
    .string()
    .regex(/^\d{1,20}(\.\d{1,18})?$/)
    .describe('a non-negative decimal amount in the reward token, as a string'),
);

export const gameStatEventSchema = lazySchema(() =>
  z
    .object({
      /** The game's own id for this event; a resent event with the same id is ignored. */
      id: z.string().min(1).max(128),
      /** Who: the player's email or wallet in the game, exactly one of them. */
      player: z.union([
        z.object({ email: z.email().max(254) }).strict(),
        z.object({ wallet: z.string().regex(/^0x[0-9a-fA-F]{40}$/) }).strict(),
      ]),
      occurred_at: z.iso.datetime({ offset: true }),
      earning: decimal.default('0'),
      /** The player's unclaimed balance after this event, when the game tracks one. */
      unclaimed: decimal.optional(),
      metrics: z.record(z.string().max(64), z.number().finite()).optional(),
    })
    .meta({ id: 'GameStatEvent' }),
);
export type GameStatEvent = z.input<typeof gameStatEventSchema>;

export const gameStatsIngestBodySchema = lazySchema(() =>
  z
    .object({ events: z.array(gameStatEventSchema).min(1).max(GAME_STATS_MAX_EVENTS) })
    .meta({ id: 'GameStatsIngestBody' }),
);
export type GameStatsIngestBody = z.input<typeof gameStatsIngestBodySchema>;

export const gameStatsIngestResultSchema = lazySchema(() =>
  z
    .object({
      accepted: z.number().int().describe('events stored now'),
      duplicates: z.number().int().describe('events already received earlier (same id), ignored'),
    })
    .meta({ id: 'GameStatsIngestResult' }),
);
export type GameStatsIngestResult = z.infer<typeof gameStatsIngestResultSchema>;

/** POST /api/games/{id}/stats-secret: a new secret, shown once (the old one stops working). */
export const gameStatsSecretSchema = lazySchema(() =>
  z
    .object({ game_id: z.string(), secret: z.string(), created_at: z.iso.datetime() })
    .meta({ id: 'GameStatsSecret' }),
);
export type GameStatsSecret = z.infer<typeof gameStatsSecretSchema>;
