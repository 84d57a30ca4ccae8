import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/lib/password';
import { type CounterStore, databaseCounterStore, redisCounterStore } from '../../src/lib/rate-limit';
import { createSessionTokens, resolveJwtSecret } from '../../src/lib/session-tokens';
import { openTestDatabase, TEST_REDIS_URL } from '../support/helpers';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Str0ng!pass');
    const b = await hashPassword('Str0ng!pass');
    expect(a).not.toBe(b);
    expect(await verifyPassword('Str0ng!pass', a)).toBe(true);
    expect(await verifyPassword('Str0ng!pasS', a)).toBe(false);
    expect(await verifyPassword('Str0ng!pass', 'bcrypt$whatever')).toBe(false);
  });

  it('hashes at cost 15 (N = 32768) by default and checks a hash with the cost it was made with', async () => {
    const strong = await hashPassword('Str0ng!pass');
    expect(strong).toMatch(/^scrypt\$32768\$8\$1\$/);
    const cheap = await hashPassword('Str0ng!pass', 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Str0ng!pass', cheap)).toBe(true);
    expect(await verifyPassword('Str0ng!pass', strong)).toBe(true);
  });
});

describe('session secret and tokens', () => {
  it('generates a secret once, keeps it private, and reuses it after a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'w2e-secret-'));
    const first = await resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(undefined, dir)).toBe(first);
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret('configured-secret-configured-secret-1234', dir)).toBe(
      'configured-secret-configured-secret-1234',
    );
  });

  it('round-trips claims and refuses tokens from another secret', async () => {
    const a = createSessionTokens('a'.repeat(40), 30);
    const b = createSessionTokens('b'.repeat(40), 30);
    const { access_token, expires_at } = await a.issue({ userId: 'u1', version: 3 });
    expect(await a.verify(access_token)).toEqual({ userId: 'u1', version: 3 });
    expect(await b.verify(access_token)).toBeNull();
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});

const redisUrl = TEST_REDIS_URL;
const stores: { name: string; make: () => Promise<{ store: CounterStore; close: () => Promise<void> }> }[] = [
  {
    name: 'database',
    make: async () => {
      const database = await openTestDatabase(path.resolve(import.meta.dirname, '../../drizzle'));
      return { store: databaseCounterStore(database.db), close: () => database.close() };
    },
  },
];
if (redisUrl) {
  stores.push({
    name: 'redis',
    make: async () => {
      const redis = new Redis(redisUrl);
      return {
        store: redisCounterStore(redis, `test:${Math.random()}:`),
        close: async () => {
          redis.disconnect();
        },
      };
    },
  });
}

describe.each(stores)('rate-limit counters ($name)', ({ make }) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('count every one of many concurrent hits exactly once', async () => {
    const { store, close } = await make();
    closers.push(close);
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.increment('k', 60_000)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect((await store.peek('k')).count).toBe(40);
  });

  it('start a new window once the old one has passed, and reset on demand', async () => {
    const { store, close } = await make();
    closers.push(close);
    // A window of a second: two awaited hits in a row land in it even on a loaded machine, which 150 ms did not promise.
    await store.increment('w', 1000);
    await store.increment('w', 1000);
    expect((await store.peek('w')).count).toBe(2);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await store.peek('w')).count).toBe(0);
    expect((await store.increment('w', 1000)).count).toBe(1);
    await store.reset('w');
    expect((await store.peek('w')).count).toBe(0);
  });
});
