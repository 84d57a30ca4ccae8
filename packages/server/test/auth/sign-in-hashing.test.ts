import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHashQueue } from '../../src/lib/hash-queue';
import { createTestApp, PASSWORD, register, type TestApp } from '../support/helpers';

/** A piece of work that finishes when the test says so, and tells whether it started. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  const work = {
    started: false,
    open,
    run: () => {
      work.started = true;
      return done.then(() => true);
    },
  };
  return work;
}

describe('the hashing line', () => {
  it('runs at most `concurrency` at once and refuses past the line with 503 before starting the work', async () => {
    const queue = createHashQueue({ concurrency: 2, maxQueued: 3 });
    const works = Array.from({ length: 5 }, gate);
    const accepted = works.map((w) => queue.run(w.run));
    expect(queue.load()).toEqual({ running: 2, queued: 3 });
    const refused = gate();
    let error: { statusCode?: number; headers?: Record<string, string>; key?: string } | undefined;
    try {
      await queue.run(refused.run);
    } catch (caught) {
      error = caught as typeof error;
    }
    expect(error?.statusCode).toBe(503);
    expect(error?.key).toBe('errors:serverBusy');
    expect(Number(error?.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.started).toBe(false);
    expect(works.map((w) => w.started)).toEqual([true, true, false, false, false]);
    for (const w of works) w.open();
    await expect(Promise.all(accepted)).resolves.toEqual([true, true, true, true, true]);
    expect(queue.load()).toEqual({ running: 0, queued: 0 });
  });

  it("serves the owner's lane first, with a line of its own", async () => {
    const queue = createHashQueue({ concurrency: 1, maxQueued: 2 });
    const order: string[] = [];
    const first = gate();
    const running = queue.run(first.run);
    const others = [1, 2].map((i) => queue.run(async () => order.push(`other${i}`)));
    // The other lane is full, the owner's is not.
    await expect(queue.run(async () => 0)).rejects.toMatchObject({ statusCode: 503 });
    const owner = queue.run(async () => order.push('owner'), 'owner');
    first.open();
    await Promise.all([running, owner, ...others]);
    expect(order).toEqual(['owner', 'other1', 'other2']);
  });
});

describe('sign-in under a burst of unknown names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ passwordHashing: { concurrency: 1, maxQueued: 2 } });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-username',
      payload: { username, password },
      remoteAddress,
    });

  it('answers 503 with Retry-After past the line, and the owner from a known address still signs in', async () => {
    const { body } = await register(t.app, {}, '10.40.0.1');
    const burst = Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`nobody_${i}`, 'Wrong!pass1', `10.41.0.${i + 1}`)),
    );
    const owner = await login(body.username, PASSWORD, '10.40.0.1');
    const answers = await burst;
    expect(owner.statusCode).toBe(200);
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every((r) => r.statusCode === 503 || r.statusCode === 401)).toBe(true);
    expect(Number(busy[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(busy[0]!.json().message).toBe('The server is busy right now. Please try again in a few seconds.');
  });
});
