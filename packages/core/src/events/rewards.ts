import { commitment, drawWinners, listHash, sha256Hex } from '../fairness/draw';
import { type DistributionMode, distributeRewards, toRewardSlots } from './distribution';
import { matchesRank, parseRank, rankSize } from './rank';

/**
 * An event's leaderboard rewards settled from its frozen, ordered list of eligible players (user ids, best
 * first: position = index + 1). The server runs this once when the event ends; the "verify this draw" panel
 * runs it again in the browser from the published data and must get the same winners.
 *
 * - all / order: core's distributeRewards (tiers in ascending order, nobody awarded twice);
 * - random: each tier's pool is the players in its range who hold no earlier tier's prize, in list order;
 *   when the pool is larger than the tier's places the winners are `drawWinners(seed, pool, places)` (HMAC
 *   stream, rejection sampling, partial Fisher–Yates: fairness/draw.ts), in the order drawn, and the pool's
 *   hash is published beside them. A pool no larger than its places wins whole, without a draw.
 */
export interface RewardTierInput {
  order: number;
  name?: string | null | undefined;
  rank: string;
  /** How many players the tier rewards; null: everyone in range (the rank's size). */
  places: number | null;
  reward?: string | null | undefined;
}

export interface TierWinner {
  user_id: string;
  position: number;
}

export interface SettledTier {
  order: number;
  name: string | null;
  rank: string;
  reward: string | null;
  places: number | null;
  /** Hash of the pool drawn from (random only, when a draw took place). */
  pool_hash: string | null;
  /** By position; for a draw, in the order drawn. */
  winners: TierWinner[];
}

/** A tier's places from the host's config: its `winners`, else the size of its rank (null for ALL). */
export function tierPlaces(rank: string, winners: number | null | undefined): number | null {
  if (winners !== null && winners !== undefined) return Math.max(0, Math.floor(winners));
  const rule = parseRank(rank);
  if (!rule) throw new RangeError(`rewards: invalid rank "${rank}"`);
  const size = rankSize(rule);
  return Number.isFinite(size) ? size : null;
}

export async function settleLeaderboardRewards(input: {
  mode: DistributionMode;
  entries: readonly string[];
  tiers: readonly RewardTierInput[];
  /** The secret seed (hex); needed for random only. */
  seed?: string | undefined;
}): Promise<SettledTier[]> {
  const tiers = [...input.tiers].sort((a, b) => a.order - b.order);
  const players = input.entries.map((user_id, index) => ({ user_id, position: index + 1 }));
  const base = (tier: RewardTierInput) => ({
    order: tier.order,
    name: tier.name ?? null,
    rank: tier.rank,
    reward: tier.reward ?? null,
    places: tier.places,
  });

  if (input.mode !== 'random') {
    const awards = distributeRewards({
      mode: input.mode,
      players,
      slots: toRewardSlots(
        tiers.map((tier) => ({
          order: tier.order,
          rank: tier.rank,
          winners: tier.places ?? undefined,
        })),
      ),
    });
    return tiers.map((tier) => ({
      ...base(tier),
      pool_hash: null,
      winners: awards
        .filter((award) => award.slot_order === tier.order)
        .map(({ user_id, position }) => ({ user_id, position })),
    }));
  }

  if (!input.seed) throw new TypeError('rewards: a random distribution needs the seed');
  const awarded = new Set<string>();
  const settled: SettledTier[] = [];
  for (const tier of tiers) {
    const rule = parseRank(tier.rank);
    if (!rule) throw new RangeError(`rewards: invalid rank "${tier.rank}"`);
    const pool = players.filter((p) => !awarded.has(p.user_id) && matchesRank(rule, p.position));
    let winners: TierWinner[];
    let poolHash: string | null = null;
    if (tier.places === null || pool.length <= tier.places) winners = pool;
    else {
      const ids = pool.map((p) => p.user_id);
      poolHash = await listHash(ids);
      const positionOf = new Map(pool.map((p) => [p.user_id, p.position]));
      winners = (await drawWinners(input.seed, ids, tier.places)).map((user_id) => ({
        user_id,
        position: positionOf.get(user_id)!,
      }));
    }
    for (const winner of winners) awarded.add(winner.user_id);
    settled.push({ ...base(tier), pool_hash: poolHash, winners });
  }
  return settled;
}

/** A participant left out of the rewards before the list was frozen, and the reason codes (docs/trust.md). */
export interface FrozenExclusion {
  user_id: string;
  reasons: readonly string[];
}

/**
 * The hash of the frozen list, exclusions included (docs/fairness.md). Without exclusions it is `listHash`
 * (SHA-256 of the entries joined by "\n"), as before. With exclusions, the text hashed is the entries, an empty
 * line, the line `excluded`, then one line per excluded participant in user id order, `<user id> <codes joined
 * by ",">` (codes sorted): anyone can see that the exclusions were fixed with the list, before the seed was
 * revealed, and none can be added or dropped afterwards without changing the hash.
 */
export function frozenListHash(
  entries: readonly string[],
  exclusions: readonly FrozenExclusion[] = [],
): Promise<string> {
  if (exclusions.length === 0) return listHash(entries);
  const lines = [...exclusions]
    .sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0))
    .map((e) => `${e.user_id} ${[...e.reasons].sort().join(',')}`);
  return sha256Hex([...entries, '', 'excluded', ...lines].join('\n'));
}

export interface PublishedDraw {
  seed: string;
  commitment: string;
  list_hash: string;
  entries: readonly string[];
  /** Who was left out before the list was frozen; part of the list's hash. */
  exclusions?: readonly FrozenExclusion[] | undefined;
  tiers: readonly (RewardTierInput & { pool_hash: string | null; winners: readonly { user_id: string }[] })[];
}

export interface DrawCheck {
  commitment_ok: boolean;
  list_hash_ok: boolean;
  /** No excluded participant is among the entries. */
  exclusions_ok: boolean;
  tiers: { order: number; ok: boolean; expected: string[] }[];
  ok: boolean;
}

/**
 * Rechecks a published draw: the seed against its commitment, the list against its hash, and every tier's
 * winners (and pool hash) against a fresh settlement from the seed and the list. What the verify panel runs.
 */
export async function checkPublishedDraw(draw: PublishedDraw): Promise<DrawCheck> {
  const commitmentOk = (await commitment(draw.seed)) === draw.commitment.toLowerCase();
  const listHashOk =
    (await frozenListHash(draw.entries, draw.exclusions ?? [])) === draw.list_hash.toLowerCase();
  // An excluded participant must not appear among the entries, let alone the winners.
  const excluded = new Set((draw.exclusions ?? []).map((e) => e.user_id));
  const exclusionsOk = !draw.entries.some((id) => excluded.has(id));
  const again = await settleLeaderboardRewards({
    mode: 'random',
    entries: draw.entries,
    tiers: draw.tiers,
    seed: draw.seed,
  });
  const tiers = draw.tiers.map((published) => {
    const fresh = again.find((tier) => tier.order === published.order);
    const expected = fresh?.winners.map((w) => w.user_id) ?? [];
    const got = published.winners.map((w) => w.user_id);
    const ok =
      fresh !== undefined &&
      fresh.pool_hash === published.pool_hash &&
      expected.length === got.length &&
      expected.every((id, i) => id === got[i]);
    return { order: published.order, ok, expected };
  });
  return {
    commitment_ok: commitmentOk,
    list_hash_ok: listHashOk,
    tiers,
    exclusions_ok: exclusionsOk,
    ok: commitmentOk && listHashOk && exclusionsOk && tiers.every((tier) => tier.ok),
  };
}
