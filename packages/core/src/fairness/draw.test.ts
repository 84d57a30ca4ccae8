import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commitment,
  drawWinners,
  listHash,
  newSeed,
  RandomStream,
  spinSegment,
  verifyCommitment,
  weightedPick,
} from './draw';

/** The checking script of draw.ts's documentation, run as written: it must agree with the product. */
function* numbers(seedHex: string, context: string): Generator<number, never> {
  for (let counter = 0; ; counter++) {
    const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${context}:${counter}`).digest();
    for (let i = 0; i < 32; i += 4) yield digest.readUInt32BE(i);
  }
}
function scriptDraw(seedHex: string, entries: string[], count: number) {
  const hash = createHash('sha256').update(entries.join('\n')).digest('hex');
  const pool = [...entries];
  const winners: string[] = [];
  const stream = numbers(seedHex, `draw:${hash}`);
  while (winners.length < Math.min(count, entries.length)) {
    const n = pool.length;
    const limit = Math.floor(2 ** 32 / n) * n;
    let x: number;
    do x = stream.next().value;
    while (x >= limit);
    const i = x % n;
    winners.push(pool[i]!);
    pool[i] = pool[n - 1]!;
    pool.pop();
  }
  return winners;
}

const seedOf = (i: number) => createHash('sha256').update(`seed ${i}`).digest('hex');

describe('provably fair draws', () => {
  it('commits to the seed with SHA-256 of its bytes, and the reveal verifies', async () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const published = await commitment(seed);
    expect(published).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(await verifyCommitment(seed, published)).toBe(true);
    expect(await verifyCommitment(newSeed(), published)).toBe(false);
    expect(await listHash(['a', 'b'])).toBe(createHash('sha256').update('a\nb').digest('hex'));
  });

  it('draws exactly what the documented checking script draws', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 50 }),
        async (i, entries, count) => {
          const seed = seedOf(i);
          expect(await drawWinners(seed, entries, count)).toEqual(scriptDraw(seed, entries, count));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is deterministic, never draws an entry twice, and gives everyone a place when places outnumber them', async () => {
    const entries = Array.from({ length: 30 }, (_, i) => `player-${i}`);
    const first = await drawWinners(seedOf(1), entries, 10);
    expect(await drawWinners(seedOf(1), entries, 10)).toEqual(first);
    expect(new Set(first).size).toBe(10);
    expect(await drawWinners(seedOf(2), entries, 10)).not.toEqual(first);
    // Another list (one entry more) is another draw: the list is part of what was committed to.
    expect(await drawWinners(seedOf(1), [...entries, 'late'], 10)).not.toEqual(first);
    expect((await drawWinners(seedOf(1), ['a', 'b'], 5)).sort()).toEqual(['a', 'b']);
    expect(await drawWinners(seedOf(1), [], 3)).toEqual([]);
  });

  it('favours no one: over 3,000 seeds each of three entries wins about a third of the time', async () => {
    const wins = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const [winner] = await drawWinners(seedOf(i), ['a', 'b', 'c'], 1);
      wins.set(winner!, (wins.get(winner!) ?? 0) + 1);
    }
    for (const entry of ['a', 'b', 'c']) {
      expect(wins.get(entry)).toBeGreaterThan(880);
      expect(wins.get(entry)).toBeLessThan(1120);
    }
  });

  it('picks a weighted segment in proportion to its weight and never one of weight zero', async () => {
    const stream = new RandomStream(seedOf(7), 'wheel:client:0');
    const counts = [0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[await weightedPick(stream, [1, 0, 3])]! += 1;
    expect(counts[1]).toBe(0);
    expect(counts[0]! / 4000).toBeGreaterThan(0.22);
    expect(counts[0]! / 4000).toBeLessThan(0.28);
    await expect(weightedPick(stream, [0, 0])).rejects.toThrow('nothing can be won');
    await expect(weightedPick(stream, [1, -1])).rejects.toThrow();
  });
});

describe('spinSegment (the lucky wheel)', () => {
  const seed = seedOf(1);
  const weights = [50, 30, 15, 5];

  /** An independent reimplementation on node:crypto, as a player would write it. */
  function scriptSpin(seedHex: string, client: string, nonce: number, ws: number[]) {
    const total = ws.reduce((sum, w) => sum + w, 0);
    const limit = Math.floor(2 ** 32 / total) * total;
    const stream = numbers(seedHex, `spin:${client}:${nonce}`);
    let x: number;
    do x = stream.next().value;
    while (x >= limit);
    let ticket = x % total;
    for (const [i, w] of ws.entries()) {
      if (ticket < w) return i;
      ticket -= w;
    }
    throw new Error('unreachable');
  }

  it('matches fixed vectors (seed "seed 1", client seed "player-chosen", nonces 0..11)', async () => {
    const picks = [];
    for (let nonce = 0; nonce < 12; nonce++)
      picks.push(await spinSegment(seed, 'player-chosen', nonce, weights));
    expect(picks).toEqual([1, 0, 1, 1, 2, 1, 0, 0, 0, 3, 1, 0]);
    expect(await spinSegment(seed, 'other', 0, weights)).toBe(1);
  });

  it('never picks a sold-out segment (weight 0) and agrees with the independent script', async () => {
    const soldOut = [50, 0, 15, 5];
    const picks = [];
    for (let nonce = 0; nonce < 12; nonce++)
      picks.push(await spinSegment(seed, 'player-chosen', nonce, soldOut));
    expect(picks).toEqual([2, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 0]);
    for (let nonce = 0; nonce < 200; nonce++) {
      const pick = await spinSegment(seed, 'c', nonce, soldOut);
      expect(pick).not.toBe(1);
      expect(pick).toBe(scriptSpin(seed, 'c', nonce, soldOut));
    }
  });

  it('refuses a bad nonce and weights where nothing can be won', async () => {
    await expect(spinSegment(seed, 'c', -1, weights)).rejects.toThrow('nonce');
    await expect(spinSegment(seed, 'c', 1.5, weights)).rejects.toThrow('nonce');
    await expect(spinSegment(seed, 'c', 0, [0, 0])).rejects.toThrow('nothing can be won');
  });

  it('follows the published odds: chi-squared over 100,000 spins (fixed seed, cannot flake)', async () => {
    const counts = [0, 0, 0, 0];
    const spins = 100_000;
    for (let nonce = 0; nonce < spins; nonce++) counts[await spinSegment(seed, 'chi', nonce, weights)]! += 1;
    const total = weights.reduce((sum, w) => sum + w, 0);
    const chi = counts.reduce((sum, observed, i) => {
      const expected = (spins * weights[i]!) / total;
      return sum + (observed - expected) ** 2 / expected;
    }, 0);
    // 3 degrees of freedom: 16.27 is the 0.1 % critical value.
    expect(chi).toBeLessThan(16.27);
  }, 120_000);
});
