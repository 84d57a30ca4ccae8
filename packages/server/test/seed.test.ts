import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/games';
import { users } from '../src/db/schema/users';
import { DEMO_ACCOUNT, seedDemo } from '../src/seed/demo';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const count = async (table: PgTable) =>
  (await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('demo data', () => {
  it('fills an empty database with players and games, and the demo account signs in', async () => {
    expect(await count(users)).toBe(6);
    expect(await count(games)).toBe(5);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-username',
      payload: DEMO_ACCOUNT,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().name).toBe('Demo Player');
  });

  it('never runs again on a database that has data', async () => {
    expect(await seedDemo(t.app.deps.db, t.app.log)).toBe(false);
    expect(await count(users)).toBe(6);
  });
});
