/**
 * `pnpm bench:leaderboard`: an event leaderboard's read (the top 100 plus the signed-in player's own rank,
 * GET /api/events/{slug}/leaderboard?limit=100 with a bearer token, through the whole Fastify app with
 * `app.inject`) with `--players` participants, and the streamed CSV export of `--export-players`
 * participants over real HTTP with its time and the server's peak memory. Not a timed test: it prints.
 *
 * Each figure runs on its own database: PostgreSQL + Redis (BENCH_DATABASE_URL, BENCH_REDIS_URL), the same
 * PostgreSQL without Redis (the index), and PGlite (`--pglite-players`, default `--players`).
 *
 *   pnpm bench:leaderboard -- --players=10000 --export-players=10000 --requests=200    (a quick check)
 *   pnpm bench:export [-- --export-players=100000 --completions=2]    (the export alone: `--only=export`)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_REDIS_URL=redis://127.0.0.1:6379 \
 *     pnpm bench:leaderboard -- --players=1000000 --export-players=100000 --pglite-players=1000000
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { readBoard } from '../../src/modules/leaderboards/redis-board';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const PLAYERS = Number(arg('players', '100000'));
const PGLITE_PLAYERS = Number(arg('pglite-players', String(PLAYERS)));
const EXPORT_PLAYERS = Number(arg('export-players', '100000'));
const REQUESTS = Number(arg('requests', '500'));
/** Task completions per exported participant (one task each), which the export counts per batch. */
const COMPLETIONS = Number(arg('completions', '2'));
/**
 * `export`: only the export's figures (what `pnpm bench:export` runs), without seeding the boards' databases;
 * `redis`: only the PostgreSQL + Redis board (what a before/after of the read path needs).
 */
const ONLY = arg('only', 'all');
const PG_URL = process.env.BENCH_DATABASE_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL;

async function freshPostgres(url: string) {
  const name = `w2e_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const cleanup = postgres(url, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

async function start(kind: 'pglite' | 'postgres', redis: boolean) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-bench-board-'));
  const pg = kind === 'postgres' ? await freshPostgres(PG_URL!) : null;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...(redis && REDIS_URL ? { REDIS_URL } : {}),
  });
  const database = await openDatabase(
    config.database.kind === 'pglite' ? { kind: 'pglite', dir: null } : { ...config.database, poolSize: 8 },
    config.migrationsDir,
  );
  const app = await buildApp({
    config,
    database,
    redisKeyPrefix: `bench:${randomBytes(4).toString('hex')}:`,
  });
  return {
    app,
    async close() {
      await app.close();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An event with `players` participants (users and rows written by the database itself) and one of them signed in. */
async function seed(app: App, players: number) {
  const db = app.deps.db;
  const eventId = randomUUID();
  const slug = `bench-${eventId.slice(0, 8)}`;
  const tag = eventId.slice(0, 8);
  await db.execute(sql`insert into events (id, slug, host_kind, host_id, status, title, start_time, participants_count)
    values (${eventId}, ${slug}, 'project', ${randomUUID()}, 'published', 'Bench', now() - interval '1 day', ${players})`);
  const batch = 200_000;
  for (let from = 1; from <= players; from += batch) {
    const to = Math.min(players, from + batch - 1);
    await db.execute(sql`insert into users (id, username, full_name, referral_code)
      select md5(${tag} || i)::uuid, 'b' || ${tag} || '_' || i, 'Player ' || i, 'B' || ${tag} || i
      from generate_series(${from}::int, ${to}::int) i`);
    // Scores with many ties, reached at scattered moments: the tie-breaks are exercised.
    await db.execute(sql`insert into event_participants (event_id, user_id, other_score, total_score, joined_at, last_scored_at, other_scored_at)
      select ${eventId}, md5(${tag} || i)::uuid, (i::bigint * 7919) % 5000, (i::bigint * 7919) % 5000,
        now() - interval '1 day', now() - ((i::bigint * 104729) % 86400) * interval '1 second',
        now() - ((i::bigint * 104729) % 86400) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) i`);
  }
  await db.execute(sql`analyze event_participants`);
  await db.execute(sql`analyze users`);
  const middle = Math.ceil(players / 2);
  const rows = (await db.execute(sql`select md5(${tag} || ${middle}::int)::uuid::text as id`)) as unknown;
  const meId = (Array.isArray(rows) ? rows[0] : (rows as { rows: { id: string }[] }).rows[0]).id as string;
  const token = (await app.deps.tokens.issue({ userId: meId, version: 0 })).access_token;
  return { eventId, slug, token };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measureReads(app: App, slug: string, token: string) {
  const url = `/api/events/${slug}/leaderboard?limit=100`;
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers });
  const times: number[] = [];
  let me: { rank: number } | null = null;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(response.body);
    me = response.json().me;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), myRank: me?.rank };
}

async function board(kind: 'pglite' | 'postgres', redis: boolean, players: number) {
  const server = await start(kind, redis);
  try {
    const seeding = performance.now();
    const { eventId, slug, token } = await seed(server.app, players);
    const seeded = (performance.now() - seeding) / 1000;
    let rebuilt = 0;
    if (redis) {
      const began = performance.now();
      await server.app.inject({ method: 'GET', url: `/api/events/${slug}/leaderboard` });
      while (!(await readBoard(server.app.deps, { eventId, kind: 'total', metric: null }, 0, 1, undefined)))
        await new Promise((resolve) => setTimeout(resolve, 200));
      rebuilt = (performance.now() - began) / 1000;
    }
    const result = await measureReads(server.app, slug, token);
    const label = `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}${redis ? ' + Redis' : ''}`;
    console.info(
      `${label.padEnd(20)} players=${players} top-100 + own rank (#${result.myRank}): p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms` +
        ` (seeded in ${seeded.toFixed(1)} s${redis ? `, Redis board rebuilt in ${rebuilt.toFixed(1)} s` : ''})`,
    );
  } finally {
    await server.close();
  }
}

async function exportRun(kind: 'pglite' | 'postgres', players: number) {
  const server = await start(kind, false);
  try {
    const { eventId } = await seed(server.app, players);
    // `--completions` tasks and a completion of each by every participant: the export counts them per batch.
    for (let n = 1; n <= COMPLETIONS; n++) {
      const taskId = `form-${n}-${eventId.slice(0, 8)}`;
      await server.app.deps.db.execute(sql`insert into tasks (id, event_id, type, name, score, config)
        values (${taskId}, ${eventId}, 'form', ${`Form ${n}`}, 10, '{}'::jsonb)`);
      await server.app.deps.db.execute(sql`insert into task_completions
          (task_id, event_id, user_id, window_start, turn, score, score_column)
        select ${taskId}, ${eventId}, user_id, 'epoch', 1, 10, 'other'
        from event_participants where event_id = ${eventId}`);
    }
    await server.app.deps.db.execute(sql`analyze task_completions`);
    const owner = randomUUID();
    await server.app.deps.db.execute(sql`insert into users (id, username, referral_code, role)
      values (${owner}, ${`owner_${owner.slice(0, 8)}`}, ${`O${owner.slice(0, 8)}`}, 'operator')`);
    const token = (await server.app.deps.tokens.issue({ userId: owner, version: 0 })).access_token;
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    global.gc?.();
    const before = process.memoryUsage();
    const baseline = before.rss;
    let peak = baseline;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    const started = performance.now();
    const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
      http
        .get(
          { port, path: `/api/events/${eventId}/export.csv`, headers: { authorization: `Bearer ${token}` } },
          (response) => {
            let bytes = 0;
            let lines = 0;
            response.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
              for (const byte of chunk) if (byte === 10) lines += 1;
            });
            response.on('end', () => resolve({ bytes, lines }));
            response.on('error', reject);
          },
        )
        .on('error', reject);
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.info(
      `Export ${kind.padEnd(9)} ${lines - 1} participants, ${(bytes / 1048576).toFixed(1)} MB in ${seconds.toFixed(2)} s; ` +
        `server RSS ${(baseline / 1048576).toFixed(0)} MB before, peak ${(peak / 1048576).toFixed(0)} MB (+${((peak - baseline) / 1048576).toFixed(0)} MB); ` +
        `heap ${(before.heapUsed / 1048576).toFixed(0)} MB before, peak ${(peakHeap / 1048576).toFixed(0)} MB (+${((peakHeap - before.heapUsed) / 1048576).toFixed(0)} MB)`,
    );
  } finally {
    await server.close();
  }
}

const boards = ONLY !== 'export';
const rest = ONLY !== 'redis';
if (PG_URL) {
  if (boards && REDIS_URL) await board('postgres', true, PLAYERS);
  else if (boards) console.info('BENCH_REDIS_URL unset: no PostgreSQL + Redis figure');
  if (boards && rest) await board('postgres', false, PLAYERS);
  if (rest) await exportRun('postgres', EXPORT_PLAYERS);
} else console.info('BENCH_DATABASE_URL unset: PGlite only');
if (boards && rest) await board('pglite', false, PGLITE_PLAYERS);
if (rest) await exportRun('pglite', EXPORT_PLAYERS);
