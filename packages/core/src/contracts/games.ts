import { z } from 'zod';

/** A game as everyone may see it (GET /api/games, GET /api/games/{id}, and inside player statistics). */
export const gameSchema = z
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
  .meta({ id: 'Game' });
export type Game = z.infer<typeof gameSchema>;

/**
 * GET /api/games/{id}/statistics?daterange=100: the game's players and earnings per day over the last
 * `daterange` days (spec: metrics range 100), from what the game's server reports. Amounts are decimal
 * strings in the game's reward token, never floats.
 */
export const gameStatisticsQuerySchema = z.object({
  daterange: z.coerce.number().int().min(1).max(365).default(100),
});
export const gameStatisticsSchema = z
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
  .meta({ id: 'GameStatistics' });
export type GameStatistics = z.infer<typeof gameStatisticsSchema>;
