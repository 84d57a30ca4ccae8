/**
 * Provably fair draws, shared by the server (which draws) and the browser (which checks): the same code runs in
 * both, on the Web Crypto API (`crypto.subtle`), so a "verify this draw" panel recomputes exactly what the
 * server did.
 *
 * The scheme, commit–reveal:
 * 1. Before anything can be won, the server picks a secret seed (32 random bytes, hex) and publishes
 *    `commitment = SHA-256(seed)`.
 * 2. When the draw happens, the ordered list of eligible entries is frozen and published with its hash,
 *    `listHash = SHA-256(entries joined by "\n")`.
 * 3. The draw is a deterministic function of the seed and that list: a stream of 32-bit numbers from
 *    HMAC-SHA256(key = seed bytes, message = `${context}:${counter}`), counter 0, 1, 2 …, each digest giving
 *    eight big-endian numbers; a number in [0, n) is taken by rejection sampling (numbers at or above the largest
 *    multiple of n below 2^32 are skipped), so no entry is favoured by a modulo. Winners are picked by a partial
 *    Fisher–Yates shuffle of the list: pick i in [0, remaining), swap it to the end, repeat.
 * 4. After the draw the seed is revealed; anyone checks SHA-256(seed) against the commitment and reruns the draw.
 *
 * A short script that checks a draw outside the product (Node 20, no dependencies):
 *
 *   const { createHash, createHmac } = require('node:crypto');
 *   function* numbers(seedHex, context) {
 *     for (let counter = 0; ; counter++) {
 *       const d = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${context}:${counter}`).digest();
 *       for (let i = 0; i < 32; i += 4) yield d.readUInt32BE(i);
 *     }
 *   }
 *   function draw(seedHex, entries, count) {
 *     const listHash = createHash('sha256').update(entries.join('\n')).digest('hex');
 *     const pool = [...entries], winners = [], stream = numbers(seedHex, `draw:${listHash}`);
 *     while (winners.length < Math.min(count, entries.length)) {
 *       const n = pool.length, limit = Math.floor(2 ** 32 / n) * n;
 *       let x; do x = stream.next().value; while (x >= limit);
 *       const i = x % n; winners.push(pool[i]); pool[i] = pool[n - 1]; pool.pop();
 *     }
 *     return winners;
 *   }
 */

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('fairness: the Web Crypto API is not available');
  return api;
}

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return Array.from(view, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new Error('fairness: not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', encoder.encode(text)));
}

/** A new secret seed: 32 random bytes as hex. */
export function newSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** What is published before the draw: SHA-256 of the seed's bytes, hex. */
export async function commitment(seedHex: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', fromHex(seedHex)));
}

export async function verifyCommitment(seedHex: string, published: string): Promise<boolean> {
  return (await commitment(seedHex)) === published.toLowerCase();
}

/** The hash of the frozen, ordered list of eligible entries (user ids, one per line). */
export function listHash(entries: readonly string[]): Promise<string> {
  return sha256Hex(entries.join('\n'));
}

/**
 * A deterministic stream of uniform 32-bit numbers from a seed and a context string, and unbiased integers
 * drawn from it. The same (seed, context) always gives the same numbers.
 */
export class RandomStream {
  private counter = 0;
  private buffer: number[] = [];
  private key: Promise<CryptoKey>;

  constructor(
    seedHex: string,
    private readonly context: string,
  ) {
    this.key = subtle().importKey('raw', fromHex(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
  }

  async next(): Promise<number> {
    if (this.buffer.length === 0) {
      const digest = await subtle().sign(
        'HMAC',
        await this.key,
        encoder.encode(`${this.context}:${this.counter}`),
      );
      this.counter += 1;
      const view = new DataView(digest);
      for (let offset = 0; offset < 32; offset += 4) this.buffer.push(view.getUint32(offset, false));
    }
    return this.buffer.shift()!;
  }

  /** A uniform integer in [0, n), by rejection sampling: no modulo bias. */
  async below(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError('fairness: range out of bounds');
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const value = await this.next();
      if (value < limit) return value % n;
    }
  }
}

/**
 * Draws `count` distinct winners from the ordered `entries` (a partial Fisher–Yates shuffle), in the order they
 * were drawn. Everyone wins when there are fewer entries than places.
 */
export async function drawWinners(
  seedHex: string,
  entries: readonly string[],
  count: number,
): Promise<string[]> {
  const stream = new RandomStream(seedHex, `draw:${await listHash(entries)}`);
  const pool = [...entries];
  const winners: string[] = [];
  while (winners.length < Math.min(count, entries.length)) {
    const index = await stream.below(pool.length);
    winners.push(pool[index]!);
    pool[index] = pool[pool.length - 1]!;
    pool.pop();
  }
  return winners;
}

/**
 * One weighted pick (the lucky wheel's segment): an index into `weights` (positive integers) with probability
 * weight / total, from a uniform integer in [0, total).
 */
export async function weightedPick(stream: RandomStream, weights: readonly number[]): Promise<number> {
  if (weights.length === 0 || weights.some((weight) => !Number.isInteger(weight) || weight < 0))
    throw new RangeError('fairness: weights must be non-negative integers');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total < 1) throw new RangeError('fairness: nothing can be won');
  let ticket = await stream.below(total);
  for (const [index, weight] of weights.entries()) {
    if (ticket < weight) return index;
    ticket -= weight;
  }
  throw new Error('fairness: unreachable');
}

/**
 * The lucky wheel's spin: the segment index for (server seed, client seed, nonce, weights). The stream is
 * `new RandomStream(serverSeed, \`spin:${clientSeed}:${nonce}\`)` and the segment is one `weightedPick` over the
 * weights in the wheel's segment order, so a player who knows the revealed server seed, their client seed, the
 * nonce and the weights recomputes the segment exactly. A stock-limited segment that has run out takes part with
 * weight 0 (it can never be picked and shifts no other segment's tickets); the weights used are published with
 * each spin, so the proof stays checkable after stock runs out.
 */
export async function spinSegment(
  serverSeedHex: string,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): Promise<number> {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('fairness: nonce must be a counter');
  return weightedPick(new RandomStream(serverSeedHex, `spin:${clientSeed}:${nonce}`), weights);
}
