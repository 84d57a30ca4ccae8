import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { optionalImageUrlSchema, requiredText, wholeNumber } from '../tasks/fields';
import { SCORE_COLUMNS } from '../tasks/registry';
import { lazySchema } from '../validation/lazy-schema';
import { type MessageParams, message } from '../validation/message';
import { pageOf, pageQuerySchema } from './common';
import { payoutSchema, payoutViewSchema } from './prizes';

/**
 * The lucky wheel. A wheel is the platform's (one, configured by operators) or an event's (one per
 * event, configured by its host on Premium and up). Every spin is decided by the server with core's
 * `spinSegment(server seed, client seed, nonce, weights)` (fairness/draw.ts) before anything animates; the
 * player sees the SHA-256 of their server seed before spinning and the seed itself once they rotate it.
 * Paths: GET /api/wheels/{id}, POST /api/wheels/{id}/spins, GET /api/wheels/{id}/spins,
 * POST /api/wheels/{id}/seed/rotate, PATCH /api/wheels/{id}/seed; configuration: POST /api/wheels,
 * PUT /api/wheels/{id}/segments. `{id}` may be `platform` for the platform wheel.
 */
export const PLATFORM_WHEEL = 'platform';
export const WHEEL_MAX_SEGMENTS = 24;
export const WHEEL_WEIGHT_MAX = 1_000_000;
export const WHEEL_AMOUNT_MAX = 1_000_000;

export const WHEEL_PRIZE_KINDS = ['score', 'spins', 'badge', 'manual'] as const;
export type WheelPrizeKind = (typeof WHEEL_PRIZE_KINDS)[number];

const positiveWeight = {
  error: message('wheel:weightPositive'),
} as const;

export const wheelSegmentInputSchema = lazySchema(() =>
  z
    .object({
      label: requiredText(60),
      image: optionalImageUrlSchema,
      prize_kind: z.enum(WHEEL_PRIZE_KINDS, { error: message('wheel:prizeKindInvalid') }),
      /** Score points or spins granted; ignored (1) for badges and manual prizes. */
      amount: wholeNumber(1, WHEEL_AMOUNT_MAX).default(1),
      /** Which leaderboard column a score prize adds to (event wheels only). */
      score_column: z.enum(SCORE_COLUMNS).optional(),
      /** A positive integer: zero or negative weights are refused, a segment nobody can win has no place. */
      weight: z
        .number({ error: message('validation:wholeNumber') })
        .int({ error: message('validation:wholeNumber') })
        .min(1, positiveWeight)
        .max(WHEEL_WEIGHT_MAX, {
          error: message('validation:numberRange', { minNumber: 1, maxNumber: WHEEL_WEIGHT_MAX }),
        }),
      /** How many times it can be won in all; absent means unlimited. */
      stock: wholeNumber(0, WHEEL_AMOUNT_MAX).nullable().optional(),
      /** A `manual` prize only: how it is paid (docs/prizes.md); absent: an item, handed over by contact. */
      payout: payoutSchema.optional(),
    })
    .superRefine((segment, ctx) => {
      if (segment.payout && segment.prize_kind !== 'manual')
        ctx.addIssue({ code: 'custom', path: ['payout'], message: message('prizes:payoutManualOnly') });
      if (segment.prize_kind === 'score' && !segment.score_column)
        ctx.addIssue({
          code: 'custom',
          path: ['score_column'],
          message: message('wheel:scoreColumnRequired'),
        });
    }),
);
export type WheelSegmentInput = z.input<typeof wheelSegmentInputSchema>;

export const wheelSegmentsSchema = lazySchema(() =>
  z
    .array(wheelSegmentInputSchema)
    .min(2, { error: message('wheel:segmentsRange', { min: 2, max: WHEEL_MAX_SEGMENTS }) })
    .max(WHEEL_MAX_SEGMENTS, { error: message('wheel:segmentsRange', { min: 2, max: WHEEL_MAX_SEGMENTS }) })
    .refine((segments) => segments.some((segment) => segment.stock !== 0), {
      error: message('wheel:nothingWinnable'),
    }),
);

/** PUT /api/wheels/{id}/segments: replaces the wheel's segments (and their stock). */
export const wheelSegmentsBodySchema = lazySchema(() => z.object({ segments: wheelSegmentsSchema }));
export type WheelSegmentsBody = z.input<typeof wheelSegmentsBodySchema>;

/** POST /api/wheels: the platform wheel (no event_id, operators) or an event's wheel (its host). */
export const createWheelBodySchema = lazySchema(() =>
  z.object({
    name: requiredText(100),
    event_id: z.uuid().optional(),
    segments: wheelSegmentsSchema,
  }),
);
export type CreateWheelBody = z.input<typeof createWheelBodySchema>;

export const wheelSegmentSchema = lazySchema(() =>
  z
    .object({
      id: z.uuid(),
      position: z.number().int(),
      label: z.string(),
      image: z.string().nullable(),
      prize_kind: z.enum(WHEEL_PRIZE_KINDS),
      amount: z.number().int(),
      score_column: z.enum(SCORE_COLUMNS).nullable(),
      weight: z.number().int(),
      /** Left in stock; null for unlimited. */
      stock: z.number().int().nullable(),
      /** A `manual` prize's payout; absent for other kinds and for an item handed over by contact. */
      payout: payoutViewSchema.optional(),
      /** The weight the next spin uses: the weight, or 0 once the stock ran out. */
      effective_weight: z.number().int(),
      /** Chance of the next spin landing here, in percent (effective weight / total). */
      odds: z.number(),
    })
    .meta({ id: 'WheelSegment' }),
);
export type WheelSegment = z.infer<typeof wheelSegmentSchema>;

const PRIZE_LABELS: Record<WheelPrizeKind, TranslationKey> = {
  score: 'wheel:prizeScore',
  spins: 'wheel:prizeSpins',
  badge: 'wheel:prizeBadge',
  manual: 'wheel:prizeManual',
};

/**
 * What a segment (or a spin) gives, as players read it in the portal and the Mini App: the wheel, its odds,
 * the history and the editor's preview. `t` is the reader's translate function.
 */
export function prizeText(
  t: (key: string, options?: MessageParams) => string,
  segment: Pick<WheelSegment, 'prize_kind' | 'amount'>,
): string {
  return t(PRIZE_LABELS[segment.prize_kind], { amount: segment.amount });
}

export const wheelPlayerSchema = lazySchema(() =>
  z
    .object({
      spins: z.number().int().nonnegative(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      nonce: z.number().int().nonnegative(),
      /** Platform wheel: when the next free daily spin is granted (00:00 UTC), null for event wheels. */
      next_free_spin_at: z.iso.datetime().nullable(),
    })
    .meta({ id: 'WheelPlayer' }),
);
export type WheelPlayer = z.infer<typeof wheelPlayerSchema>;

export const wheelSchema = lazySchema(() =>
  z
    .object({
      id: z.uuid(),
      name: z.string(),
      event_id: z.uuid().nullable(),
      segments: z.array(wheelSegmentSchema),
      /** The signed-in player's balance and seeds; null for a visitor. */
      me: wheelPlayerSchema.nullable(),
      /** Whether the caller may change the segments. */
      can_manage: z.boolean(),
    })
    .meta({ id: 'Wheel' }),
);
export type Wheel = z.infer<typeof wheelSchema>;

export const wheelSpinSchema = lazySchema(() =>
  z
    .object({
      id: z.uuid(),
      segment_index: z.number().int(),
      label: z.string(),
      prize_kind: z.enum(WHEEL_PRIZE_KINDS),
      amount: z.number().int(),
      score_column: z.enum(SCORE_COLUMNS).nullable(),
      /** The weights, in segment order, that the spin was decided with (sold-out segments at 0). */
      weights: z.array(z.number().int()),
      server_seed_hash: z.string(),
      /** Revealed once the player rotated away from it; null while it is still their current seed. */
      server_seed: z.string().nullable(),
      client_seed: z.string(),
      nonce: z.number().int(),
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'WheelSpin' }),
);
export type WheelSpin = z.infer<typeof wheelSpinSchema>;

/** POST /api/wheels/{id}/spins: the decided spin and the player's state after it. */
export const spinResultSchema = lazySchema(() =>
  z.object({ spin: wheelSpinSchema, me: wheelPlayerSchema }).meta({ id: 'WheelSpinResult' }),
);
export type SpinResult = z.infer<typeof spinResultSchema>;

export const WHEEL_SPINS_PAGE_SIZE = 20;
export const wheelSpinsQuerySchema = lazySchema(() => pageQuerySchema(WHEEL_SPINS_PAGE_SIZE, 100));
export type WheelSpinsQuery = z.input<typeof wheelSpinsQuerySchema>;
export const wheelSpinPageSchema = lazySchema(() => pageOf(wheelSpinSchema).meta({ id: 'WheelSpinPage' }));
export type WheelSpinPage = z.infer<typeof wheelSpinPageSchema>;

/** POST /api/wheels/{id}/seed/rotate: the old seed revealed, and the new one's hash. */
export const seedRotationSchema = lazySchema(() =>
  z
    .object({
      previous_server_seed: z.string(),
      previous_server_seed_hash: z.string(),
      me: wheelPlayerSchema,
    })
    .meta({ id: 'WheelSeedRotation' }),
);
export type SeedRotation = z.infer<typeof seedRotationSchema>;

/** PATCH /api/wheels/{id}/seed: the player's own client seed. */
export const clientSeedBodySchema = lazySchema(() =>
  z.object({
    client_seed: z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/, { error: message('wheel:clientSeedInvalid') }),
  }),
);
export type ClientSeedBody = z.input<typeof clientSeedBodySchema>;

/** Percent odds of each effective weight, rounded to two decimals for display. */
export function wheelOdds(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total === 0 ? 0 : Math.round((weight / total) * 10_000) / 100));
}
