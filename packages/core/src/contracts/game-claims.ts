import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { imageUrlSchema, isPlainText, noMarkup, requiredField, urlSchema } from '../validation/rules';
import { slugSchema } from '../validation/slug';
import { socialLinkSchema } from '../validation/social';
import { CHAIN_KEYS } from '../wallet/chains';
import { pageOf, pageQuerySchema } from './common';
import { GAME_CLAIM_STATUSES, gameSchema } from './games';

/** A game's address /game/{slug}: the one slug rule (validation/slug.ts), shorter. */
export const GAME_SLUG_MAX = 60;
export const GAME_GENRE_PATTERN = /^[a-z0-9][a-z0-9 -]{0,29}$/;
export const GAME_DESCRIPTION_MAX = 20_000;
export const GAME_CLAIM_MESSAGE_MAX = 2000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: message('validation:maxLength', { maxLength: max }) })
    .optional()
    .transform((v) => (v ? v : undefined));

/** An optional field that, when filled, must pass `schema`; empty strings mean "not given". */
const optional = <O>(schema: z.ZodType<O, string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(schema.optional());

const links = lazySchema(() =>
  z
    .object({
      youtube: optional(socialLinkSchema('youtube')),
      twitter: optional(socialLinkSchema('twitter')),
      facebook: optional(socialLinkSchema('facebook')),
      discord: optional(socialLinkSchema('discord')),
      telegram: optional(socialLinkSchema('telegram')),
    })
    .strict(),
);

/**
 * POST /api/games: a signed-in user adds a game and becomes its pending claimant. The description is rich
 * text; the server sanitizes it with core's link policy before storing it.
 */
export const addGameBodySchema = lazySchema(() =>
  z
    .object({
      name: requiredField('games:name').pipe(
        z
          .string()
          .max(80, { error: message('validation:maxLength', { maxLength: 80 }) })
          .refine(isPlainText, noMarkup),
      ),
      slug: requiredField('games:slug').pipe(slugSchema('games:slugRule', GAME_SLUG_MAX)),
      summary: optionalText(200),
      description: optionalText(GAME_DESCRIPTION_MAX),
      website_url: optional(urlSchema()),
      links: links.default({}),
      networks: z
        .array(z.enum(CHAIN_KEYS, { error: message('games:networkUnknown') }))
        .max(CHAIN_KEYS.length)
        .default([]),
      genres: z
        .array(
          z
            .string()
            .trim()
            .toLowerCase()
            .regex(GAME_GENRE_PATTERN, { error: message('games:genreRule') }),
        )
        .max(8, { error: message('validation:maxLength', { maxLength: 8 }) })
        .default([]),
      logo_url: optional(imageUrlSchema()),
      banner_url: optional(imageUrlSchema()),
      /** Why the adder owns it (studio site, contact); shown to the operator with the claim. */
      claim_message: optionalText(GAME_CLAIM_MESSAGE_MAX),
    })
    .meta({ id: 'AddGameBody' }),
);
export type AddGameBody = z.input<typeof addGameBodySchema>;
export type AddGameValues = z.output<typeof addGameBodySchema>;

/** POST /api/games/{id}/claims: how the claimant proves the game is theirs. */
export const gameClaimBodySchema = lazySchema(() =>
  z
    .object({
      message: requiredField('games:claimMessage').pipe(
        z.string().max(GAME_CLAIM_MESSAGE_MAX, {
          error: message('validation:maxLength', { maxLength: GAME_CLAIM_MESSAGE_MAX }),
        }),
      ),
    })
    .meta({ id: 'GameClaimBody' }),
);
export type GameClaimBody = z.infer<typeof gameClaimBodySchema>;

export const gameClaimSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      status: z.enum(GAME_CLAIM_STATUSES),
      message: z.string(),
      created_at: z.iso.datetime(),
      decided_at: z.iso.datetime().nullable(),
      game: gameSchema.pick({ id: true, slug: true, name: true, logo_url: true, claimed: true }),
      claimant: z.object({ id: z.string(), username: z.string().nullable(), name: z.string().nullable() }),
    })
    .meta({ id: 'GameClaim' }),
);
export type GameClaim = z.infer<typeof gameClaimSchema>;

/** POST /api/games answers with the new game and the adder's pending claim. */
export const addGameResultSchema = lazySchema(() =>
  z.object({ message: z.string(), game: gameSchema, claim: gameClaimSchema }).meta({ id: 'AddGameResult' }),
);
export type AddGameResult = z.infer<typeof addGameResultSchema>;

export const gameClaimResultSchema = lazySchema(() =>
  z.object({ message: z.string(), claim: gameClaimSchema }).meta({ id: 'GameClaimResult' }),
);
export type GameClaimResult = z.infer<typeof gameClaimResultSchema>;

/** GET /api/admin/game-claims?status=pending (operators), oldest first so none waits forever. */
export const gameClaimListQuerySchema = lazySchema(() =>
  pageQuerySchema(50).extend({
    status: z.enum(GAME_CLAIM_STATUSES).default('pending'),
  }),
);
export type GameClaimListQuery = z.input<typeof gameClaimListQuerySchema>;
export const gameClaimListSchema = lazySchema(() => pageOf(gameClaimSchema).meta({ id: 'GameClaimList' }));
export type GameClaimList = z.infer<typeof gameClaimListSchema>;

/** Slugs that are pages of their own under /game/. */
export const RESERVED_GAME_SLUGS = ['add'] as const;
