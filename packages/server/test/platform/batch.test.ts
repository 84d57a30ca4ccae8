import { describe, expect, it } from 'vitest';
import { batched, failedInDatabase } from '../../src/lib/batch';

/** Group commit (src/lib/batch.ts): what arrives together runs together, and one item's failure is its own. */

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched', () => {
  it('runs the calls made in one loop turn as one batch, answering each its own result', async () => {
    const runs: number[][] = [];
    const double = batched(async (items: number[]) => {
      runs.push(items);
      return items.map((n) => n * 2);
    });
    expect(await Promise.all([1, 2, 3, 4].map(double))).toEqual([2, 4, 6, 8]);
    expect(runs).toEqual([[1, 2, 3, 4]]);
    // A lone call later runs alone, without waiting for company.
    expect(await double(5)).toBe(10);
    expect(runs).toEqual([[1, 2, 3, 4], [5]]);
  });

  it('queues what arrives while runs are under way and runs it as the next batch', async () => {
    const runs: number[][] = [];
    const releases: (() => void)[] = [];
    const echo = batched(
      (items: number[]) => {
        runs.push(items);
        return new Promise<number[]>((resolve) => releases.push(() => resolve(items)));
      },
      { maxInFlight: 1 },
    );
    const first = echo(1);
    await turn();
    expect(runs).toEqual([[1]]);
    const later = [2, 3, 4].map(echo);
    await turn();
    // The one run allowed is under way: the three wait for it.
    expect(runs).toEqual([[1]]);
    releases[0]!();
    expect(await first).toBe(1);
    await turn();
    expect(runs).toEqual([[1], [2, 3, 4]]);
    releases[1]!();
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
  });

  it('splits a burst into batches of at most maxSize', async () => {
    const sizes: number[] = [];
    const echo = batched(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxSize: 4, maxInFlight: 8 },
    );
    const burst = Array.from({ length: 10 }, (_, i) => i);
    expect(await Promise.all(burst.map(echo))).toEqual(burst);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('runs each item of a failed batch again alone, so only the bad one fails', async () => {
    const runs: number[][] = [];
    const checked = batched(async (items: number[]) => {
      runs.push(items);
      if (items.includes(13)) throw new Error('13 is refused');
      return items;
    });
    const results = await Promise.allSettled([12, 13, 14].map(checked));
    expect(results).toEqual([
      { status: 'fulfilled', value: 12 },
      { status: 'rejected', reason: new Error('13 is refused') },
      { status: 'fulfilled', value: 14 },
    ]);
    expect(runs).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('refuses every call of a run that answers the wrong number of results, running nothing again', async () => {
    let runs = 0;
    const broken = batched(async (items: number[]) => {
      runs += 1;
      return items.slice(1);
    });
    const results = await Promise.allSettled([1, 2].map(broken));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);
  });

  it('runs nothing again when the failure does not prove the batch wrote nothing', async () => {
    let runs = 0;
    const write = batched(
      async () => {
        runs += 1;
        throw Object.assign(new Error('connection closed'), { code: 'CONNECTION_CLOSED' });
      },
      { retryAlone: failedInDatabase },
    );
    const results = await Promise.allSettled([1, 2, 3].map(write));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(runs).toBe(1);
  });

  it('knows a failure in the database by its SQLSTATE, wrapped or not', () => {
    expect(failedInDatabase(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(true);
    expect(failedInDatabase(new Error('query failed', { cause: { code: '40P01' } }))).toBe(true);
    expect(failedInDatabase(Object.assign(new Error('closed'), { code: 'CONNECTION_CLOSED' }))).toBe(false);
    expect(failedInDatabase(new Error('socket hang up'))).toBe(false);
    expect(failedInDatabase(undefined)).toBe(false);
  });
});
