import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

/** The query builder, the same type on PGlite and PostgreSQL. Tables live in ./schema/, one file per area. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseTarget =
  | { kind: 'pglite'; dir: string | null; template?: Blob }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Whether statements are prepared once per connection (the default; see `preparedStatements`). */
      preparedStatements?: boolean;
      /** Called for every statement sent (benchmarks count statements per request with it). */
      onQuery?: (statement: string) => void;
    };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Any instance may run migrations at start; this lock makes the others wait instead of racing. */
const MIGRATION_LOCK = 7_310_482_991;

/**
 * Opens the database and brings its schema up to date. PGlite (embedded, in DATA_DIR) is the default; a
 * DATABASE_URL selects PostgreSQL. The rest of the server sees one drizzle type either way.
 */
export async function openDatabase(target: DatabaseTarget, migrationsFolder: string): Promise<Database> {
  if (target.kind === 'pglite') {
    if (target.dir) await mkdir(target.dir, { recursive: true });
    const client = target.template
      ? new PGlite({ loadDataDir: target.template })
      : target.dir
        ? new PGlite(target.dir)
        : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: () => ping(db as unknown as Db),
      close: () => client.close(),
    };
  }

  const migrator = postgres(target.url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(migrator), { migrationsFolder });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await migrator.end({ timeout: 5 });
  }
  const onQuery = target.onQuery;
  const client = postgres(target.url, {
    max: target.poolSize ?? 10,
    onnotice: () => {},
    ...(onQuery ? { debug: (_connection: number, statement: string) => onQuery(statement) } : {}),
  });
  const db = drizzlePostgres(target.preparedStatements === false ? client : preparedStatements(client));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: () => ping(db as unknown as Db),
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * drizzle sends every statement unnamed (postgres.js `unsafe` with `prepare: false`): Parse and Describe, a
 * round trip for the parameters' types, then Bind and Execute. That is two round trips per statement, and
 * PostgreSQL parses and plans it every time. Through this wrapper drizzle's statements are named instead, as
 * postgres.js names its own tagged queries: each is prepared once per connection and then costs one round trip
 * (`bench:submissions`, three runs each, alternated: PostgreSQL CPU per submission 0.60-0.66 -> 0.43-0.48 ms,
 * 1,138-1,261 -> 1,275-1,538 submissions/s). A statement text that varies (`in ($1, $2 ...)` over lists of
 * several lengths) is one prepared statement per length; a connection's statements go with it at postgres.js's
 * `max_lifetime` (30 to 60 minutes), and postgres.js prepares a statement again when a migration has made its
 * plan stale. DATABASE_PREPARED_STATEMENTS=false turns this off behind a pooler that cannot keep them
 * (PgBouncer's transaction mode).
 */
function preparedStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'unsafe')
        return (query: string, args?: unknown, options?: postgres.UnsafeQueryOptions) =>
          Array.isArray(args)
            ? target.unsafe(query, args as postgres.ParameterOrJSON<never>[], { ...options, prepare: true })
            : target.unsafe(query, [], { ...(args as postgres.UnsafeQueryOptions), prepare: true });
      // A transaction's statements run on the transaction's own `sql`: wrap it too.
      if (key === 'begin' || key === 'savepoint')
        return (...params: unknown[]) => {
          const callback = params.pop() as (sql: postgres.Sql) => unknown;
          return (Reflect.get(target, key) as (...a: unknown[]) => unknown)(...params, (sql: postgres.Sql) =>
            callback(preparedStatements(sql)),
          );
        };
      return Reflect.get(target, key, receiver);
    },
  });
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The Postgres error code of a failed query, looking through drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** Whether a failed query broke the named unique index. */
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  if (pgErrorCode(error) !== '23505') return false;
  if (!indexName) return true;
  const text: string[] = [];
  for (let e = error as Record<string, unknown> | undefined; e; e = e.cause as typeof e) {
    text.push(
      String(e.message ?? ''),
      String(e.constraint ?? ''),
      String(e.constraint_name ?? ''),
      String(e.detail ?? ''),
    );
  }
  return text.some((t) => t.includes(indexName));
}

/**
 * A value as node-postgres sends it, which a library written for it expects: undefined as null, a plain object
 * as its JSON (postgres.js refuses both).
 */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value))
    return value;
  return Array.isArray(value) ? value : JSON.stringify(value);
}

/** Runs SQL text with positional parameters ($1, $2 …) on the connection a query builder uses. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The raw connection under a query builder, as a library that brings its own SQL wants it (the job queue,
 * jobs/queue.ts). Given a transaction, it runs inside that transaction: a job sent through it exists exactly
 * when the transaction commits. It reaches the driver's client through drizzle's session (`session.client`, the
 * same on PGlite and postgres.js), which drizzle does not publish as API: jobs' tests fail if that moves.
 * Without parameters the text may hold several statements (a schema's creation).
 */
export function sqlExecutor(db: Db): SqlExecutor {
  const client = (db as unknown as { session: { client: unknown } }).session.client;
  if (typeof (client as postgres.Sql).unsafe === 'function') {
    const sql = client as postgres.Sql;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0)
          return {
            rows: [...(await sql.unsafe(text, values.map(asParameter) as postgres.ParameterOrJSON<never>[]))],
          };
        // Several statements, perhaps a BEGIN … COMMIT of their own (a schema's creation): on one connection
        // held for them (postgres.js refuses a BEGIN on its pool), or on the transaction's own.
        if (typeof (sql as Partial<postgres.Sql>).reserve !== 'function') {
          const rows = await sql.unsafe(text).simple();
          return { rows: Array.isArray(rows) ? [...rows] : [] };
        }
        const reserved = await sql.reserve();
        try {
          const rows = await reserved.unsafe(text).simple();
          return { rows: Array.isArray(rows) ? [...rows] : [] };
        } finally {
          reserved.release();
        }
      },
    };
  }
  const lite = client as Pick<PGlite, 'query' | 'exec'>;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return lite.query(text, values);
      const results = await lite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
