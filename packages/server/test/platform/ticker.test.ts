import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTicker } from '../../src/lib/ticker';

/**
 * The one loop the server's background work runs on (the end-of-event job, the monitoring bots' tick): one tick
 * at a time, a failure logged and the loop going on, close waiting for the tick under way. Fake timers: each
 * beat is stepped by the test, nothing waits on the clock.
 */

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startTicker', () => {
  it('skips the beats that come while a tick still runs, then ticks again', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    const ticker = startTicker(
      100,
      () => {
        const run = deferred();
        runs.push(run);
        return run.promise;
      },
      () => {},
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toHaveLength(1);
    runs[0]!.resolve();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(2);
    runs[1]!.resolve();
    await ticker.close();
  });

  it('hands a failed tick to onError and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const ticker = startTicker(
      100,
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('database away')]);
    await ticker.close();
  });

  it('closes after the tick under way has finished, and ticks no more', async () => {
    const run = deferred();
    let calls = 0;
    const ticker = startTicker(
      100,
      () => {
        calls++;
        return run.promise;
      },
      () => {},
    );
    await vi.advanceTimersByTimeAsync(100);
    let closed = false;
    const closing = ticker.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    run.resolve();
    await closing;
    expect(closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
  });
});
