import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { pageOf, pageQuerySchema } from './common';

/** A game as everyone may see it (GET /api/games, GET /api/games/{id}, and inside player statistics). */
export const gameSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      logo_url: z.string().nullable(),
      banner_url: z.string().nullable(),
      summary: z.string().nullable(),
      /** Sanitized rich text (core's link policy). */
      description: z.string().nullable(),
      website_url: z.string().nullable(),
      links: z.record(z.string(), z.string()),
      networks: z.array(z.string()),
      genres: z.array(z.string()),
      /** Whether the game has an approved owner. */
      claimed: z.boolean(),
    })
    .meta({ id: 'Game' }),
);
export type Game = z.infer<typeof gameSchema>;

/**
 * GET /api/games/{id}/statistics?daterange=100: the game's players and earnings per day over the last
 * `daterange` days (spec: metrics range 100), from what the game's server reports. Amounts are decimal
 * strings in the game's reward token, never floats.
 */
export const gameStatisticsQuerySchema = lazySchema(() =>
  z.object({
    daterange: z.coerce.number().int().min(1).max(365).default(100),
  }),
);
export const gameStatisticsSchema = lazySchema(() =>
  z
    .object({
      game_id: z.string(),
      daterange: z.number().int(),
      series: z.array(
        z.object({
          date: z.iso.date(),
          players: z.number().int().nonnegative(),
          earnings: z.string(),
        }),
      ),
      totals: z.object({ players: z.number().int().nonnegative(), earnings: z.string() }),
    })
    .meta({ id: 'GameStatistics' }),
);
export type GameStatistics = z.infer<typeof gameStatisticsSchema>;

/** `limit` of GET /api/games when the caller gives none (spec section 9: games list default limit 100). */
export const GAMES_PAGE_LIMIT_DEFAULT = 100;
export const GAMES_PAGE_LIMIT_MAX = 100;

/** GET /api/games?query=&limit=100&offset=0: published games by name, searched by name and summary. */
export const gameListQuerySchema = lazySchema(() =>
  pageQuerySchema(GAMES_PAGE_LIMIT_DEFAULT, GAMES_PAGE_LIMIT_MAX).extend({
    query: z.string().trim().max(100).optional(),
  }),
);
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameListSchema = lazySchema(() => pageOf(gameSchema).meta({ id: 'GameList' }));
export type GameList = z.infer<typeof gameListSchema>;

export const GAME_CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GameClaimStatus = (typeof GAME_CLAIM_STATUSES)[number];

/**
 * GET /api/games/{id} (by id or slug): the game, plus what the signed-in reader needs for the claim action.
 * `my_claim` is null for visitors and for users who never claimed it.
 */
export const gameDetailSchema = lazySchema(() =>
  gameSchema
    .extend({
      my_claim: z.object({ id: z.string(), status: z.enum(GAME_CLAIM_STATUSES) }).nullable(),
      /** Whether the reader is the game's approved owner. */
      is_owner: z.boolean(),
    })
    .meta({ id: 'GameDetail' }),
);
export type GameDetail = z.infer<typeof gameDetailSchema>;
