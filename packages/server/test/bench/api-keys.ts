/**
 * `pnpm bench:api-keys`: the same host read (GET /api/events/{id}/editor, through the whole Fastify app with
 * `app.inject`) made with a partner API key and with a signed-in session, in the same run, interleaved in
 * rounds so that both see the same machine. Prints requests per second and p50/p99 of each, and the key's
 * throughput relative to the session's. Not a timed test: it prints.
 *
 * The key's path does what production does: its lookup by hash (joined with its project's owner), its own
 * rate-limit counter (API_KEY_RATE_PER_MINUTE set high enough never to refuse), and its last use at most once
 * a minute. Runs on PGlite, and on PostgreSQL (BENCH_DATABASE_URL) with Redis for the counters when
 * BENCH_REDIS_URL is set.
 *
 *   pnpm bench:api-keys -- --requests=2000 --concurrency=8 --rounds=4
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_REDIS_URL=redis://127.0.0.1:6379 pnpm bench:api-keys
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { projects } from '../../src/db/schema/projects';
import { arg } from './harness';

const REQUESTS = Number(arg('requests', '2000'));
const CONCURRENCY = Number(arg('concurrency', '8'));
const ROUNDS = Number(arg('rounds', '4'));
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

async function start(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-bench-keys-'));
  const pg = kind === 'postgres' ? await freshPostgres(PG_URL!) : null;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    API_KEY_RATE_PER_MINUTE: '1000000',
    OUTBOX_TICK_MS: '0',
    REWARDS_TICK_MS: '0',
    JOBS_ENABLED: 'false',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...(pg && REDIS_URL ? { REDIS_URL } : {}),
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
    redis: Boolean(pg && REDIS_URL),
    async close() {
      await app.close();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An Enterprise project's owner with a session, a read key, and an event of the project with a few tasks. */
async function seed(app: App) {
  const userId = randomUUID();
  const tag = userId.slice(0, 8);
  await app.deps.db.execute(sql`insert into users (id, username, full_name, referral_code)
    values (${userId}, ${`bench_${tag}`}, 'Bench Host', ${`BK${tag}`})`);
  const token = (await app.deps.tokens.issue({ userId, version: 0 })).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'POST', url: string, payload: object) => {
    const answer = await app.inject({ method, url, headers, payload });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
    return answer.json();
  };
  const project = (await call('POST', '/api/projects', { name: `Bench ${tag}` })).project as { id: string };
  await app.deps.db.update(projects).set({ tier: 'enterprise' }).where(eq(projects.id, project.id));
  const key = (
    await call('POST', `/api/projects/${project.id}/api-keys`, { name: 'Bench', scopes: ['read'] })
  ).key as string;
  const event = (
    await call('POST', '/api/events', {
      host: { kind: 'project', id: project.id },
      title: 'Bench event',
      slug: `bench-${tag}`,
      start_time: new Date(Date.now() - 3_600_000).toISOString(),
      end_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
    })
  ).event as { id: string };
  for (let i = 0; i < 5; i++) {
    await call('POST', `/api/events/${event.id}/tasks`, {
      id: randomUUID(),
      type: 'visit_website',
      name: `Visit ${i}`,
      score: 10,
      url: 'https://w2ehub.io/about',
    });
  }
  return { url: `/api/events/${event.id}/editor`, session: headers, key: { 'x-api-key': key } };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** `count` requests, `CONCURRENCY` at a time; each one's time, and the whole run's. */
async function run(app: App, url: string, headers: Record<string, string>, count: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        const at = performance.now();
        const answer = await app.inject({ method: 'GET', url, headers });
        times.push(performance.now() - at);
        if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
      }
    }),
  );
  return { times, ms: performance.now() - started };
}

async function measure(kind: 'pglite' | 'postgres') {
  const server = await start(kind);
  try {
    const { url, session, key } = await seed(server.app);
    await run(server.app, url, session, 200);
    await run(server.app, url, key, 200);
    const totals = { session: { times: [] as number[], ms: 0 }, key: { times: [] as number[], ms: 0 } };
    const perRound = Math.ceil(REQUESTS / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so neither always runs on a warmer (or more tired) machine.
      const order = round % 2 === 0 ? (['session', 'key'] as const) : (['key', 'session'] as const);
      for (const mode of order) {
        const result = await run(server.app, url, mode === 'session' ? session : key, perRound);
        totals[mode].times.push(...result.times);
        totals[mode].ms += result.ms;
      }
    }
    const figures = Object.fromEntries(
      (['session', 'key'] as const).map((mode) => {
        const sorted = [...totals[mode].times].sort((a, b) => a - b);
        return [
          mode,
          {
            rps: (sorted.length / totals[mode].ms) * 1000,
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
          },
        ];
      }),
    ) as Record<'session' | 'key', { rps: number; p50: number; p99: number }>;
    const label = kind === 'pglite' ? 'PGlite' : `PostgreSQL${server.redis ? ' + Redis' : ''}`;
    for (const mode of ['session', 'key'] as const) {
      const f = figures[mode];
      console.info(
        `${label.padEnd(18)} ${(mode === 'key' ? 'API key' : 'session').padEnd(8)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(2)} ms   p99 ${f.p99.toFixed(2)} ms`,
      );
    }
    console.info(
      `${label.padEnd(18)} API key at ${((figures.key.rps / figures.session.rps) * 100).toFixed(1)} % of the session's throughput`,
    );
  } finally {
    await server.close();
  }
}

console.info(
  `GET /api/events/{id}/editor, ${REQUESTS} requests per mode in ${ROUNDS} interleaved rounds, ${CONCURRENCY} at a time`,
);
await measure('pglite');
if (PG_URL) await measure('postgres');
else console.info('PostgreSQL: skipped (set BENCH_DATABASE_URL)');
