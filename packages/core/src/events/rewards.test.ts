import { describe, expect, it } from 'vitest';
import { commitment, drawWinners, listHash } from '../fairness/draw';
import { checkPublishedDraw, frozenListHash, settleLeaderboardRewards, tierPlaces } from './rewards';

const SEED = '7f'.repeat(32);
const entries = Array.from({ length: 30 }, (_, i) => `user-${String(i).padStart(2, '0')}`);

describe('tierPlaces', () => {
  it('is the winners given, else the rank’s size, and null for ALL', () => {
    expect(tierPlaces('TOP 10', 3)).toBe(3);
    expect(tierPlaces('TOP 10', undefined)).toBe(10);
    expect(tierPlaces('[4-6]', null)).toBe(3);
    expect(tierPlaces('7', undefined)).toBe(1);
    expect(tierPlaces('ALL', undefined)).toBeNull();
    expect(() => tierPlaces('TOP', undefined)).toThrow(RangeError);
  });
});

describe('settleLeaderboardRewards', () => {
  it('order: best-placed first, tiers in order, nobody twice', async () => {
    const tiers = await settleLeaderboardRewards({
      mode: 'order',
      entries,
      tiers: [
        { order: 2, rank: 'TOP 5', places: 5 },
        { order: 1, rank: '1', places: 1 },
      ],
    });
    expect(tiers.map((tier) => tier.order)).toEqual([1, 2]);
    expect(tiers[0]!.winners).toEqual([{ user_id: 'user-00', position: 1 }]);
    expect(tiers[1]!.winners.map((w) => w.position)).toEqual([2, 3, 4, 5]);
  });

  it('random: each tier is drawWinners over its own pool, and the same seed gives the same winners', async () => {
    const input = {
      mode: 'random' as const,
      entries,
      tiers: [
        { order: 1, rank: 'TOP 10', places: 2 },
        { order: 2, rank: 'ALL', places: 3 },
      ],
      seed: SEED,
    };
    const first = await settleLeaderboardRewards(input);
    expect(await settleLeaderboardRewards(input)).toEqual(first);
    const top = entries.slice(0, 10);
    expect(first[0]!.winners.map((w) => w.user_id)).toEqual(await drawWinners(SEED, top, 2));
    expect(first[0]!.pool_hash).toBe(await listHash(top));
    const rest = entries.filter((id) => !first[0]!.winners.some((w) => w.user_id === id));
    expect(first[1]!.winners.map((w) => w.user_id)).toEqual(await drawWinners(SEED, rest, 3));
    const other = await settleLeaderboardRewards({ ...input, seed: 'a0'.repeat(32) });
    expect(other.map((tier) => tier.winners)).not.toEqual(first.map((tier) => tier.winners));
  });

  it('random: a pool no larger than its places wins whole, without a draw', async () => {
    const [tier] = await settleLeaderboardRewards({
      mode: 'random',
      entries: entries.slice(0, 3),
      tiers: [{ order: 1, rank: 'TOP 10', places: 5 }],
      seed: SEED,
    });
    expect(tier!.winners.map((w) => w.position)).toEqual([1, 2, 3]);
    expect(tier!.pool_hash).toBeNull();
  });

  it('random needs the seed', async () => {
    await expect(
      settleLeaderboardRewards({ mode: 'random', entries, tiers: [{ order: 1, rank: 'ALL', places: 1 }] }),
    ).rejects.toThrow(TypeError);
  });
});

describe('checkPublishedDraw', () => {
  it('agrees with an honest draw and catches a changed seed, list or winner', async () => {
    const tiers = [{ order: 1, rank: 'TOP 20', places: 4 }];
    const settled = await settleLeaderboardRewards({ mode: 'random', entries, tiers, seed: SEED });
    const published = {
      seed: SEED,
      commitment: await commitment(SEED),
      list_hash: await listHash(entries),
      entries,
      tiers: settled,
    };
    expect((await checkPublishedDraw(published)).ok).toBe(true);
    const wrongSeed = await checkPublishedDraw({ ...published, seed: 'a0'.repeat(32) });
    expect(wrongSeed.commitment_ok).toBe(false);
    const reordered = await checkPublishedDraw({ ...published, entries: [...entries].reverse() });
    expect(reordered.list_hash_ok).toBe(false);
    expect(reordered.ok).toBe(false);
    const swapped = structuredClone(published);
    swapped.tiers[0]!.winners.reverse();
    expect((await checkPublishedDraw(swapped)).tiers[0]!.ok).toBe(false);
  });

  it('checks the exclusions with the list: the same hash, none dropped or added, none among the entries', async () => {
    const exclusions = [
      { user_id: 'farm-2', reasons: ['risk_high'] },
      { user_id: 'farm-1', reasons: ['verified_email', 'risk_high'] },
    ];
    const tiers = [{ order: 1, rank: 'TOP 20', places: 4 }];
    const settled = await settleLeaderboardRewards({ mode: 'random', entries, tiers, seed: SEED });
    const published = {
      seed: SEED,
      commitment: await commitment(SEED),
      list_hash: await frozenListHash(entries, exclusions),
      entries,
      exclusions,
      tiers: settled,
    };
    expect(published.list_hash).not.toBe(await listHash(entries));
    expect(await frozenListHash(entries, [...exclusions].reverse())).toBe(published.list_hash);
    expect(await frozenListHash(entries, [])).toBe(await listHash(entries));
    expect((await checkPublishedDraw(published)).ok).toBe(true);
    const dropped = await checkPublishedDraw({ ...published, exclusions: exclusions.slice(1) });
    expect(dropped.list_hash_ok).toBe(false);
    const readmitted = await checkPublishedDraw({
      ...published,
      entries: [...entries, 'farm-1'],
      list_hash: await frozenListHash([...entries, 'farm-1'], exclusions),
    });
    expect(readmitted.exclusions_ok).toBe(false);
    expect(readmitted.ok).toBe(false);
  });
});
