import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database';
import { users } from '../../src/db/schema/users';
import { TEST_DATABASE_URL } from '../support/helpers';

/**
 * drizzle's statements on PostgreSQL are prepared once per connection (src/db/database.ts,
 * `preparedStatements`): one round trip each instead of two, and no parse and plan after the first. A pool of
 * one connection, so what the test reads from `pg_prepared_statements` is the connection its statements ran on.
 * PGlite has no such protocol step, so this runs on PostgreSQL (TEST_DATABASE_URL) only.
 */
const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..', 'drizzle');
const LOOKUP = '%"users"."username" = $1%';

describe.runIf(TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  const name = `w2e_test_${randomBytes(6).toString('hex')}`;
  let url: string;
  const opened: Database[] = [];
  const open = async (preparedStatements?: boolean) => {
    const database = await openDatabase(
      {
        kind: 'postgres',
        url,
        poolSize: 1,
        ...(preparedStatements === undefined ? {} : { preparedStatements }),
      },
      migrationsDir,
    );
    opened.push(database);
    return database;
  };
  const prepared = async ({ db }: Database) =>
    (
      (await db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${LOOKUP}`,
      )) as unknown as { n: number }[]
    )[0]!.n;
  const lookUp = ({ db }: Pick<Database, 'db'>, username: string) =>
    db.select({ id: users.id, username: users.username }).from(users).where(eq(users.username, username));

  beforeAll(async () => {
    const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const target = new URL(TEST_DATABASE_URL!);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('prepares a statement once per connection and answers it each time', async () => {
    const database = await open();
    await database.db.execute(
      sql`insert into users (username, email, full_name, referral_code) values ('ana', 'ana@example.com', 'Ana', 'ANA01')`,
    );
    expect(await prepared(database)).toBe(0);
    expect(await lookUp(database, 'ana')).toEqual([{ id: expect.any(String), username: 'ana' }]);
    expect(await lookUp(database, 'bob')).toEqual([]);
    expect(await lookUp(database, 'ana')).toHaveLength(1);
    // Three runs, one prepared statement.
    expect(await prepared(database)).toBe(1);
  });

  it('prepares the statements of a transaction and of a savepoint inside it', async () => {
    const database = await open();
    await database.db.transaction(async (tx) => {
      expect(await lookUp({ db: tx as unknown as Database['db'] }, 'ana')).toHaveLength(1);
      expect(await prepared({ db: tx as unknown as Database['db'] } as Database)).toBe(1);
      await tx.transaction(async (savepoint) => {
        await savepoint.execute(sql`select ${'savepoint'}::text as marker`);
        const n = (await savepoint.execute(
          sql`select count(*)::int as n from pg_prepared_statements where statement like ${'%$1::text as marker%'}`,
        )) as unknown as { n: number }[];
        expect(n[0]!.n).toBe(1);
      });
    });
  });

  it('sends statements unnamed when DATABASE_PREPARED_STATEMENTS is false', async () => {
    const database = await open(false);
    expect(await lookUp(database, 'ana')).toHaveLength(1);
    expect(await lookUp(database, 'ana')).toHaveLength(1);
    expect(await prepared(database)).toBe(0);
  });
});
