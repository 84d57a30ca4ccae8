import { z } from 'zod';
import { emailSchema } from '../validation/account';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { ethAddressSchema } from '../validation/rules';
import { pageOf, pageQuerySchema } from './common';

/** The game a profile or a statistic belongs to, as small as a list row needs. */
export const gameRefSchema = lazySchema(() =>
  z
    .object({ id: z.string(), slug: z.string(), name: z.string(), logo_url: z.string().nullable() })
    .meta({ id: 'GameRef' }),
);

/**
 * A player's account in a game (spec section 3, "User game entry": id, gameId, email, wallet). Statistics
 * reported by the game's server for that email (once verified) or wallet (proven by a signature) count
 * for this player.
 */
export const gameProfileSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      gameId: z.string(),
      email: z.string().nullable(),
      email_verified: z.boolean(),
      wallet: z.string().nullable(),
      game: gameRefSchema,
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'GameProfile' }),
);
export type GameProfile = z.infer<typeof gameProfileSchema>;

/** Spec section 9: games list default limit 100. */
export const GAME_PROFILES_PAGE_SIZE = 100;
export const gameProfilesQuerySchema = lazySchema(() =>
  pageQuerySchema(GAME_PROFILES_PAGE_SIZE).extend({
    /** Filters by game name. */
    query: z.string().trim().max(100).optional(),
  }),
);
export const gameProfileListSchema = lazySchema(() =>
  pageOf(gameProfileSchema).meta({ id: 'GameProfileList' }),
);
export type GameProfileList = z.infer<typeof gameProfileListSchema>;

const optionalEmail = lazySchema(() =>
  z.union([z.literal('').transform(() => null), emailSchema]).nullable(),
);
const optionalWallet = lazySchema(() =>
  z.union([z.literal('').transform(() => null), ethAddressSchema()]).nullable(),
);

/**
 * POST /users/profile/add-game-profile: gameId, email, wallet. A wallet must come with the wallet-signature
 * headers of the sign-in (a fresh nonce, signed by that wallet); an email gets a verification mail.
 */
export const addGameProfileBodySchema = lazySchema(() =>
  z
    .object({ gameId: z.uuid(), email: optionalEmail.optional(), wallet: optionalWallet.optional() })
    .meta({ id: 'AddGameProfileBody' }),
);
export type AddGameProfileBody = z.input<typeof addGameProfileBodySchema>;

/** PATCH /users/profile/update-game-profile: id, gameId, email, wallet (a new wallet needs the headers). */
export const updateGameProfileBodySchema = lazySchema(() =>
  addGameProfileBodySchema.extend({ id: z.uuid() }).meta({ id: 'UpdateGameProfileBody' }),
);
export type UpdateGameProfileBody = z.input<typeof updateGameProfileBodySchema>;

/** The add/edit form: one field each, empty meaning none. */
export const gameProfileFormSchema = lazySchema(() =>
  z.object({
    gameId: z.string().min(1, { error: message('validation:required') }),
    email: z.union([z.literal(''), emailSchema]),
    wallet: z.union([z.literal(''), ethAddressSchema()]),
  }),
);
export type GameProfileForm = z.infer<typeof gameProfileFormSchema>;

/** DELETE /users/profile/delete-game/{id} with body gameId (both must name the same profile). */
export const deleteGameProfileBodySchema = lazySchema(() =>
  z.object({ gameId: z.uuid() }).meta({ id: 'DeleteGameProfileBody' }),
);
export type DeleteGameProfileBody = z.infer<typeof deleteGameProfileBodySchema>;

export const gameProfileResultSchema = lazySchema(() =>
  z.object({ message: z.string(), profile: gameProfileSchema }).meta({ id: 'GameProfileResult' }),
);
export type GameProfileResult = z.infer<typeof gameProfileResultSchema>;

/** A decimal amount in the game's reward token, as text so no precision is lost. */
const amount = lazySchema(() => z.string().regex(/^-?\d+(\.\d+)?$/));

/**
 * A player's statistic in one game (spec section 3, "Game statistic": game slug, logo, totalEarning,
 * todayEarning, unclaimed; the camelCase names are the spec's). "Today" is the current UTC day.
 */
export const gameStatisticSchema = lazySchema(() =>
  z
    .object({
      game_id: z.string(),
      slug: z.string(),
      name: z.string(),
      logo: z.string().nullable(),
      totalEarning: amount,
      todayEarning: amount,
      unclaimed: amount,
      last_reported_at: z.iso.datetime().nullable(),
    })
    .meta({ id: 'GameStatistic' }),
);
export type GameStatistic = z.infer<typeof gameStatisticSchema>;

export const gameStatisticListSchema = lazySchema(() =>
  z.object({ items: z.array(gameStatisticSchema) }).meta({ id: 'GameStatisticList' }),
);
export type GameStatisticList = z.infer<typeof gameStatisticListSchema>;

/** Spec section 9: metrics range 100 days. */
export const METRICS_DATERANGE = 100;
export const playerMetricsQuerySchema = lazySchema(() =>
  z.object({
    daterange: z.coerce.number().int().min(1).max(365).default(METRICS_DATERANGE),
  }),
);

/** GET /users/{username}/games/{slug}/metrics: one row per UTC day, oldest first, days without reports kept. */
export const playerMetricsSchema = lazySchema(() =>
  z
    .object({
      slug: z.string(),
      daterange: z.number().int(),
      series: z.array(
        z.object({
          date: z.iso.date(),
          earning: amount,
          /** The game-specific counters reported that day, summed (kills, matches, …). */
          metrics: z.record(z.string(), z.number()),
        }),
      ),
    })
    .meta({ id: 'PlayerMetrics' }),
);
export type PlayerMetrics = z.infer<typeof playerMetricsSchema>;

export const playerDetailsQuerySchema = lazySchema(() => pageQuerySchema(100, 500));

/** GET /users/{username}/games/{slug}/details: the reports themselves, newest first. */
export const playerDetailSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      occurred_at: z.iso.datetime(),
      earning: amount,
      unclaimed: amount.nullable(),
      metrics: z.record(z.string(), z.number()),
    })
    .meta({ id: 'PlayerDetail' }),
);
export const playerDetailsSchema = lazySchema(() => pageOf(playerDetailSchema).meta({ id: 'PlayerDetails' }));
export type PlayerDetails = z.infer<typeof playerDetailsSchema>;

/** GET /users/profile/game-options: published games the user has no account for yet (the add form's list). */
export const gameOptionsSchema = lazySchema(() =>
  z.object({ items: z.array(gameRefSchema) }).meta({ id: 'GameOptions' }),
);
export type GameOptions = z.infer<typeof gameOptionsSchema>;
