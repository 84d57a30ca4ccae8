import { z } from 'zod';
import { DISTRIBUTION_MODES } from '../events/distribution';
import { lazySchema } from '../validation/lazy-schema';
import { pageOf, pageQuerySchema } from './common';
import { exclusionSchema } from './trust';

/**
 * GET /api/events/{slug}/rewards: an event's rewards and, for a random distribution, the public
 * data of its provably fair draw (docs/fairness.md). Before the event ends `state` is `pending`: the tiers
 * and task prizes are listed without winners, and a random event shows only the commitment, never the seed.
 * Once the end-of-event job has run, `state` is `published`, the winners are listed, the frozen list of
 * eligible players is given with its hash, and the seed is revealed; from then on nothing changes.
 */
export const rewardWinnerSchema = lazySchema(() =>
  z
    .object({
      player: z.object({
        id: z.string(),
        /** Opens the player's public profile; null for an account without one. */
        username: z.string().nullable(),
        name: z.string(),
      }),
      /** The player's place on the frozen leaderboard; null for a task prize. */
      position: z.number().int().min(1).nullable(),
    })
    .meta({ id: 'RewardWinner' }),
);
export type RewardWinner = z.infer<typeof rewardWinnerSchema>;

export const rewardTierSchema = lazySchema(() =>
  z
    .object({
      order: z.number().int(),
      name: z.string().nullable(),
      /** ALL, TOP N, a position or [x-y] (core: events/rank.ts). */
      rank: z.string(),
      reward: z.string().nullable(),
      /** How many players the tier rewards; null for everyone in range. */
      places: z.number().int().min(0).nullable(),
      /** Random only: the hash of the pool the winners were drawn from; null when no draw was needed. */
      pool_hash: z.string().nullable(),
      /** By position; for a draw, in the order drawn. Empty until the results are published. */
      winners: z.array(rewardWinnerSchema),
    })
    .meta({ id: 'RewardTier' }),
);
export type RewardTier = z.infer<typeof rewardTierSchema>;

export const taskRewardSchema = lazySchema(() =>
  z
    .object({
      task_id: z.string(),
      task_name: z.string(),
      reward: z.string(),
      /** Every player who completed the task. Empty until the results are published. */
      winners: z.array(rewardWinnerSchema),
    })
    .meta({ id: 'TaskReward' }),
);
export type TaskReward = z.infer<typeof taskRewardSchema>;

export const eventRewardsSchema = lazySchema(() =>
  z
    .object({
      state: z.enum(['pending', 'published']),
      distribution: z.enum(DISTRIBUTION_MODES),
      reward_by_leaderboard: z.boolean(),
      reward_by_task: z.boolean(),
      end_time: z.iso.datetime().nullable(),
      published_at: z.iso.datetime().nullable(),
      tiers: z.array(rewardTierSchema),
      tasks: z.array(taskRewardSchema),
      /**
       * SHA-256 of the frozen list (user ids, best first, joined by "\n"; with exclusions, followed by them:
       * core's frozenListHash, docs/fairness.md); null until published.
       */
      list_hash: z.string().nullable(),
      /** Who was left out before the list was frozen, with the reason codes (docs/trust.md); null until published. */
      exclusions: z.array(exclusionSchema).nullable(),
      /** How many were left out per reason code; empty until published. */
      excluded_counts: z.record(z.string(), z.number().int()),
      /** The draw's public data; null unless the distribution is random. */
      draw: z
        .object({
          /** SHA-256 of the secret seed, published when the event was published. */
          commitment: z.string(),
          committed_at: z.iso.datetime(),
          /** Revealed once the results are published; null before. */
          seed: z.string().nullable(),
          /** The frozen, ordered list of eligible players (user ids); null until published. */
          entries: z.array(z.string()).nullable(),
        })
        .nullable(),
    })
    .meta({ id: 'EventRewards' }),
);
export type EventRewards = z.infer<typeof eventRewardsSchema>;

/** GET /api/users/{username}/rewards: the prizes a player has won, newest first. */
export const userRewardSchema = lazySchema(() =>
  z
    .object({
      event: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
      kind: z.enum(['leaderboard', 'task']),
      position: z.number().int().nullable(),
      reward: z.string().nullable(),
      won_at: z.iso.datetime(),
    })
    .meta({ id: 'UserReward' }),
);
export type UserReward = z.infer<typeof userRewardSchema>;

/**
 * `?limit=&offset=` of GET /api/users/{username}/rewards. Without a limit it answers the newest 100, as it did
 * before it was paged, so a caller that reads only `items` keeps its answer.
 */
export const userRewardsQuerySchema = lazySchema(() => pageQuerySchema(100));
export type UserRewardsQuery = z.input<typeof userRewardsQuerySchema>;

export const userRewardsSchema = lazySchema(() => pageOf(userRewardSchema).meta({ id: 'UserRewards' }));
export type UserRewards = z.infer<typeof userRewardsSchema>;
