import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { matchesRank, parseRank, type RankRule, rankSize } from './rank';

/**
 * Who gets which leaderboard reward (spec section 3: distribution all, random or order).
 *
 * Reward slots are the event's leaderboard tiers, taken in ascending `order`. A slot is open to the
 * players whose position matches its rank rule and who have no award yet, so nobody is awarded twice:
 * - all: every open player gets the slot's reward;
 * - order: the best-placed open players get it, up to `winners`;
 * - random: `winners` open players are drawn at random (a raffle among, say, the TOP 100).
 * `winners` defaults to the number of positions the rank covers (TOP 10 → 10; ALL → everyone).
 */
export const DISTRIBUTION_MODES = ['all', 'random', 'order'] as const;
export type DistributionMode = (typeof DISTRIBUTION_MODES)[number];
export const distributionModeSchema = lazySchema(() =>
  z.enum(DISTRIBUTION_MODES, { error: message('tasks:choiceInvalid') }),
);

export const DISTRIBUTION_LABELS: Record<DistributionMode, TranslationKey> = {
  all: 'events:distributionAll',
  random: 'events:distributionRandom',
  order: 'events:distributionOrder',
};

export interface RewardSlot {
  order: number;
  rank: RankRule;
  winners?: number | undefined;
  /** What each winner of the slot receives, as the owner wrote it. */
  reward?: string | undefined;
}

/** A leaderboard place, 1 = best (see leaderboard.ts for how ties are broken). */
export interface RankedPlayer {
  user_id: string;
  position: number;
}

export interface Award {
  user_id: string;
  position: number;
  slot_order: number;
  reward?: string | undefined;
}

/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

export interface DistributeInput {
  mode: DistributionMode;
  players: readonly RankedPlayer[];
  slots: readonly RewardSlot[];
  /**
   * For `random`: a seed string or a source. A seed makes the draw reproducible: publish it after the draw
   * (or fix it in advance, e.g. a future block hash) and anyone can re-run the raffle and check it.
   */
  random?: RandomSource | string | undefined;
}

export function distributeRewards({ mode, players, slots, random }: DistributeInput): Award[] {
  const ranked = [...players].sort((a, b) => a.position - b.position);
  assertUnique(
    ranked.map((p) => p.user_id),
    'user_id',
  );
  assertUnique(
    ranked.map((p) => p.position),
    'position',
  );
  const ordered = [...slots].sort((a, b) => a.order - b.order);
  assertUnique(
    ordered.map((s) => s.order),
    'slot order',
  );
  const draw = mode === 'random' ? toSource(random) : null;

  const awarded = new Set<string>();
  const awards: Award[] = [];
  for (const slot of ordered) {
    const open = ranked.filter((p) => !awarded.has(p.user_id) && matchesRank(slot.rank, p.position));
    const capacity = Math.max(0, Math.floor(slot.winners ?? rankSize(slot.rank)));
    let chosen: RankedPlayer[];
    if (mode === 'all') chosen = open;
    else if (draw) chosen = pick(open, capacity, draw).sort((a, b) => a.position - b.position);
    else chosen = open.slice(0, capacity);
    for (const player of chosen) {
      awarded.add(player.user_id);
      awards.push({
        user_id: player.user_id,
        position: player.position,
        slot_order: slot.order,
        reward: slot.reward,
      });
    }
  }
  return awards;
}

/** Leaderboard configs keep the rank as text; this reads them as slots. Configs must be validated first. */
export function toRewardSlots(
  configs: readonly {
    order: number;
    rank: string;
    winners?: number | undefined;
    reward?: string | undefined;
  }[],
): RewardSlot[] {
  return configs.map(({ order, rank, winners, reward }) => {
    const rule = parseRank(rank);
    if (!rule) throw new RangeError(`distribution: invalid rank "${rank}" in slot ${order}`);
    return { order, rank: rule, winners, reward };
  });
}

function assertUnique(values: readonly (string | number)[], what: string) {
  if (new Set(values).size !== values.length) throw new RangeError(`distribution: duplicate ${what}`);
}

function toSource(random: DistributeInput['random']): RandomSource {
  if (typeof random === 'function') return random;
  if (typeof random === 'string') return seededRandom(random);
  throw new TypeError('distribution: random mode needs a seed or a random source');
}

/** Partial Fisher-Yates: each subset of `count` players is equally likely. */
function pick(open: readonly RankedPlayer[], count: number, random: RandomSource): RankedPlayer[] {
  const pool = [...open];
  const take = Math.min(count, pool.length);
  for (let i = 0; i < take; i++) {
    const r = random();
    if (!(r >= 0 && r < 1))
      throw new RangeError('distribution: random source must return a number in [0, 1)');
    const j = i + Math.floor(r * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, take);
}

/**
 * A small seeded generator (cyrb128 hash of the seed feeding sfc32). Not for secrets; for a raffle anyone
 * can replay from a published seed. Same seed, same sequence, on every JavaScript engine.
 */
export function seededRandom(seed: string): RandomSource {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  let a = h1 | 0;
  let b = h2 | 0;
  let c = h3 | 0;
  let d = h4 | 0;
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}
