import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deadline } from '../../src/lib/deadline';

/**
 * The deadline of an outside call (lib/deadline.ts) fires even when the garbage collector runs while the call
 * waits: `AbortSignal.any([parent, AbortSignal.timeout(ms)])` on Node 20 lost its timeout source to the collector
 * and never aborted (nodejs/node#57736), so a Bot API that accepted and never answered held a bot's start forever.
 */

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

/** Whether `signal` aborts within `waitMs` while the collector runs twice shortly after it was made. */
function abortsDespiteCollection(signal: AbortSignal, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    signal.addEventListener('abort', () => resolve(true), { once: true });
    setTimeout(() => {
      collect();
      collect();
    }, 5);
    setTimeout(() => resolve(false), waitMs);
  });
}

describe('deadline', () => {
  it('aborts with a TimeoutError after its time, however often the collector runs meanwhile', async () => {
    const parent = new AbortController();
    for (let i = 0; i < 10; i++) {
      const limit = deadline(30, parent.signal);
      // A signal the caller keeps only through a listener, as fetch keeps it while a request waits.
      const reason = new Promise<unknown>((resolve) =>
        limit.signal.addEventListener('abort', () => resolve(limit.signal.reason)),
      );
      expect(await abortsDespiteCollection(limit.signal, 2_000)).toBe(true);
      expect((await reason) as DOMException).toMatchObject({ name: 'TimeoutError' });
      limit.clear();
    }
  });

  it('aborts at once with its parent, and never after clear()', async () => {
    const parent = new AbortController();
    const limit = deadline(60_000, parent.signal);
    parent.abort(new Error('closing'));
    expect(limit.signal.aborted).toBe(true);
    expect((limit.signal.reason as Error).message).toBe('closing');

    // Made after its parent aborted: aborted from the start.
    expect(deadline(20, parent.signal).signal.aborted).toBe(true);
    const calm = new AbortController();
    const quiet = deadline(20, calm.signal);
    quiet.clear();
    calm.abort();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(quiet.signal.aborted).toBe(false);
  });
});
