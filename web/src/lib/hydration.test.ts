import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './api';
import { hydrated, hydrationCommitted, hydrationStarted } from './hydration';

/** Whether `promise` has settled after every pending microtask and timer of this turn ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
}

describe('the API client while the server markup hydrates', () => {
  afterEach(() => {
    hydrationCommitted();
    vi.unstubAllGlobals();
  });

  it('holds an answer that arrives midway until the hydrated tree has committed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: true })),
    );
    hydrationStarted();
    const answer = http.get('/games');
    expect(await settled(answer)).toBe(false);
    hydrationCommitted();
    expect(await settled(answer)).toBe(true);
    expect((await answer).data).toEqual({ ok: true });
  });

  it('holds a failure too, and lets everything through at once when nothing hydrates', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    hydrationStarted();
    const failure = http.get('/games', { skipErrorToast: true });
    expect(await settled(failure)).toBe(false);
    hydrationCommitted();
    await expect(failure).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    await hydrated();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([1])),
    );
    expect(await settled(http.get('/games'))).toBe(true);
  });
});
