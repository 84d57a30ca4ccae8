import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Award,
  DISTRIBUTION_MODES,
  distributeRewards,
  type RankedPlayer,
  type RewardSlot,
  seededRandom,
  toRewardSlots,
} from './distribution';
import { matchesRank, type RankRule } from './rank';

const players = (count: number): RankedPlayer[] =>
  Array.from({ length: count }, (_, i) => ({ user_id: `u${i + 1}`, position: i + 1 }));
const ids = (awards: Award[]) => awards.map((a) => a.user_id);

const anyRule: fc.Arbitrary<RankRule> = fc.oneof(
  fc.constant({ kind: 'all' as const }),
  fc.integer({ min: 1, max: 25 }).map((n) => ({ kind: 'top' as const, n })),
  fc.integer({ min: 1, max: 25 }).map((n) => ({ kind: 'position' as const, n })),
  fc
    .tuple(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 10 }))
    .map(([from, len]) => ({ kind: 'range' as const, from, to: from + len })),
);
const anySlots = fc
  .uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 })
  .chain((orders) =>
    fc.tuple(
      ...orders.map((order) =>
        fc.record({
          order: fc.constant(order),
          rank: anyRule,
          winners: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        }),
      ),
    ),
  );
const anyPlayers = fc
  .integer({ min: 0, max: 30 })
  .chain((count) => fc.shuffledSubarray(players(count), { minLength: count, maxLength: count }));

describe('reward distribution', () => {
  const tiers: RewardSlot[] = toRewardSlots([
    { order: 1, rank: '1', reward: '500 USDT' },
    { order: 2, rank: '[2-3]', reward: '200 USDT' },
    { order: 3, rank: 'TOP 10', reward: '50 USDT' },
  ]);

  it('in order mode, give each tier to the best-placed players not yet awarded', () => {
    const awards = distributeRewards({ mode: 'order', players: players(20), slots: tiers });
    expect(awards.map((a) => [a.user_id, a.reward])).toEqual([
      ['u1', '500 USDT'],
      ['u2', '200 USDT'],
      ['u3', '200 USDT'],
      ...['u4', 'u5', 'u6', 'u7', 'u8', 'u9', 'u10'].map((id) => [id, '50 USDT']),
    ]);
  });

  it('in order mode, stop a tier at its number of winners', () => {
    const slots = toRewardSlots([{ order: 1, rank: 'ALL', winners: 3, reward: 'NFT' }]);
    expect(ids(distributeRewards({ mode: 'order', players: players(10), slots }))).toEqual([
      'u1',
      'u2',
      'u3',
    ]);
  });

  it('in all mode, reward everyone the rank covers, ignoring the number of winners', () => {
    const slots = toRewardSlots([{ order: 1, rank: 'TOP 5', winners: 1, reward: '1 USDT' }]);
    expect(ids(distributeRewards({ mode: 'all', players: players(8), slots }))).toEqual([
      'u1',
      'u2',
      'u3',
      'u4',
      'u5',
    ]);
  });

  it('in random mode, draw the same winners from the same seed and others from another seed', () => {
    const slots = toRewardSlots([{ order: 1, rank: 'TOP 100', winners: 5, reward: 'Whitelist' }]);
    const draw = (seed: string) =>
      ids(distributeRewards({ mode: 'random', players: players(100), slots, random: seed }));
    expect(draw('block-0xabc')).toEqual(draw('block-0xabc'));
    expect(draw('block-0xabc')).toHaveLength(5);
    expect(draw('block-0xabc')).not.toEqual(draw('block-0xabd'));
  });

  it('in random mode, need a seed or a random source', () => {
    expect(() => distributeRewards({ mode: 'random', players: players(3), slots: tiers })).toThrow(TypeError);
    expect(() =>
      distributeRewards({ mode: 'random', players: players(3), slots: tiers, random: () => 1 }),
    ).toThrow(RangeError);
  });

  it('in random mode, give every eligible player about the same chance', () => {
    const slots = toRewardSlots([{ order: 1, rank: 'TOP 4', winners: 1 }]);
    const wins = new Map<string, number>();
    for (let seed = 0; seed < 4000; seed++) {
      const [award] = distributeRewards({ mode: 'random', players: players(10), slots, random: `s${seed}` });
      wins.set(award!.user_id, (wins.get(award!.user_id) ?? 0) + 1);
    }
    expect([...wins.keys()].sort()).toEqual(['u1', 'u2', 'u3', 'u4']);
    for (const count of wins.values()) expect(count).toBeGreaterThan(850);
  });

  it('refuse duplicate players, positions or slot orders rather than guess', () => {
    const twice = [...players(2), { user_id: 'u1', position: 3 }];
    expect(() => distributeRewards({ mode: 'order', players: twice, slots: tiers })).toThrow(RangeError);
    const sameOrder = [...tiers, { ...tiers[0]!, rank: { kind: 'all' as const } }];
    expect(() => distributeRewards({ mode: 'order', players: players(2), slots: sameOrder })).toThrow(
      RangeError,
    );
    expect(() => toRewardSlots([{ order: 1, rank: '[3-1]' }])).toThrow(RangeError);
  });

  it('never award a player twice, and award only players whose position the slot covers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DISTRIBUTION_MODES),
        anyPlayers,
        anySlots,
        fc.string(),
        (mode, list, slots, seed) => {
          const awards = distributeRewards({ mode, players: list, slots, random: seed });
          expect(new Set(ids(awards)).size).toBe(awards.length);
          for (const award of awards) {
            const slot = slots.find((s) => s.order === award.slot_order)!;
            expect(matchesRank(slot.rank, award.position)).toBe(true);
            expect(list.find((p) => p.user_id === award.user_id)?.position).toBe(award.position);
          }
          if (mode !== 'all') {
            for (const slot of slots) {
              const count = awards.filter((a) => a.slot_order === slot.order).length;
              if (slot.winners !== undefined) expect(count).toBeLessThanOrEqual(slot.winners);
            }
          }
        },
      ),
    );
  });

  it('give the same answer whatever order the players arrive in', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DISTRIBUTION_MODES),
        anyPlayers,
        anySlots,
        fc.string(),
        (mode, list, slots, seed) => {
          const forward = distributeRewards({ mode, players: list, slots, random: seed });
          const backward = distributeRewards({
            mode,
            players: [...list].reverse(),
            slots: [...slots].reverse(),
            random: seed,
          });
          expect(backward).toEqual(forward);
        },
      ),
    );
  });

  it('leave no covered player without a reward while an earlier-ordered slot still has room (order mode)', () => {
    fc.assert(
      fc.property(anyPlayers, anySlots, (list, slots) => {
        const awards = distributeRewards({ mode: 'order', players: list, slots });
        const awarded = new Set(ids(awards));
        for (const slot of slots) {
          const taken = awards.filter((a) => a.slot_order === slot.order);
          const room = (slot.winners ?? Number.POSITIVE_INFINITY) > taken.length;
          if (!room) continue;
          for (const player of list) {
            if (matchesRank(slot.rank, player.position)) expect(awarded.has(player.user_id)).toBe(true);
          }
        }
      }),
    );
  });

  it('produce numbers in [0, 1) from any seed, the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i++) {
          const x = a();
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
          expect(b()).toBe(x);
        }
      }),
    );
  });
});
