/**
 * `pnpm bench:submissions`: task submissions per second on one server instance, next to two baselines
 * measured the same way in the same run:
 * - a bare Fastify handler that parses a JSON body and answers (no database: the ceiling of the framework);
 * - a bare durable write: a Fastify handler that inserts one row into PostgreSQL per request and answers
 *   after its commit, through the same driver (postgres.js) and pool size as the server. It is the cheapest
 *   durable write there is, so the goal is a submission (authentication, validation, the task's rules, the
 *   score, answered after its own commit) at least as fast: a ratio of 1.0 or more against it. It needs
 *   PostgreSQL (BENCH_DATABASE_URL); on PGlite only the bare handler is measured.
 *
 * Each server runs in a child process of its own; this process is the load generator (keep-alive HTTP,
 * `--connections` requests in flight, for `--seconds` after a short warm-up). The app child builds the real
 * server on PostgreSQL (BENCH_DATABASE_URL, or PGlite when unset), creates a running event with a daily form
 * task (turn limit 1000) and `--players` players, so every request is a real grant: a participant row lock,
 * the task state machine, a submission row, a completion row under its unique key and a score update.
 *
 *   pnpm bench:submissions [-- --seconds=10 --connections=32 --players=200 --port=3951]
 *   (the three servers listen on --port, --port + 1 and --port + 2)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:submissions
 *   BENCH_PROFILE=1 …: the server also writes a V8 CPU profile to packages/server/bench-profiles/
 *   BENCH_LOG_STATEMENTS=1 …: prints every statement the server sends (PostgreSQL)
 *   BENCH_KEEP_DATABASE=1 …: keeps the run's database (dropped otherwise), e.g. for EXPLAIN ANALYZE
 *   BENCH_REDIS_URL=redis://127.0.0.1:6379 …: with the Redis boards (REDIS_URL), built before the load, so
 *     every grant is pushed to them
 *   --pool=10: the server's PostgreSQL pool size
 *
 * Besides the rates it prints what load on the shared machine affects less: the server child's CPU time per
 * request (process.cpuUsage, user + system) and, on PostgreSQL, the statements sent per request, both over
 * the measured seconds only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ROLE = arg('role', 'load');
const SECONDS = Number(arg('seconds', '10'));
const CONNECTIONS = Number(arg('connections', '32'));
const PLAYERS = Number(arg('players', '200'));
const PORT = Number(arg('port', '3951'));
const POOL = Number(arg('pool', '10'));

/** What a server child answers over IPC: its CPU time so far and the statements it sent. */
interface Stats {
  cpuMs: number;
  statements: number;
}
let statements = 0;
function answerStats() {
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send!({ cpuMs: (user + system) / 1000, statements } satisfies Stats);
  });
}

async function serveBare() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  // The same shape of work a handler does at least: parse a JSON body, answer JSON.
  app.post('/bare', async (request) => ({ ok: true, echo: (request.body as { n?: number }).n ?? 0 }));
  await app.listen({ port: PORT, host: '127.0.0.1' });
  answerStats();
  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
}

/** A PostgreSQL database of its own on BENCH_DATABASE_URL's server, so repeated runs start equal. */
async function createBenchDatabase(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return undefined;
  const name = `w2e_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function dropBenchDatabase(url: string | undefined) {
  if (!url || process.env.BENCH_KEEP_DATABASE) return;
  const admin = postgres(process.env.BENCH_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database "${new URL(url).pathname.slice(1)}" with (force)`);
  await admin.end();
}

async function serveDurable() {
  const { default: Fastify } = await import('fastify');
  const url = (await createBenchDatabase())!;
  const sql = postgres(url, {
    max: POOL,
    onnotice: () => {},
    debug: () => {
      statements++;
    },
  });
  await sql`create table bench_writes (
    id bigint generated always as identity primary key,
    player text not null,
    answer text not null,
    created_at timestamptz not null default now()
  )`;
  statements = 0;
  const app = Fastify({ logger: false });
  // One autocommitted INSERT (a prepared statement): PostgreSQL answers after the commit is flushed to its
  // write-ahead log (synchronous_commit on), so the answer is sent after the row is durable.
  app.post('/durable', async (request) => {
    const body = request.body as { form_answers?: string[] };
    const player = request.headers.authorization ?? '';
    const [row] = await sql<{ id: string }[]>`
      insert into bench_writes (player, answer) values (${player}, ${body.form_answers?.[0] ?? ''})
      returning id`;
    return { ok: true, id: row!.id };
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  answerStats();
  process.stdout.write(`${JSON.stringify({ ready: true, database: 'postgres', url })}\n`);
}

async function serveApp() {
  const { buildApp } = await import('../../src/app');
  const { loadConfig } = await import('../../src/config');
  const { openDatabase } = await import('../../src/db/database');
  const url = await createBenchDatabase();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'w2e-bench-')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://w2e.example',
    SIGN_IN_SLOWDOWN_MS: '0',
    DATABASE_URL: url,
    // DATABASE_PREPARED_STATEMENTS=false …: drizzle's statements unnamed, as before they were prepared (A/B).
    DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS,
    REDIS_URL: process.env.BENCH_REDIS_URL,
  });
  const database = await openDatabase(
    config.database.kind === 'pglite'
      ? { kind: 'pglite', dir: null }
      : {
          ...config.database,
          poolSize: POOL,
          onQuery: (statement: string) => {
            statements++;
            if (process.env.BENCH_LOG_STATEMENTS) process.stderr.write(`[sql] ${statement}\n`);
          },
        },
    config.migrationsDir,
  );
  const app = await buildApp({
    config: { ...config, webDist: undefined, miniappDist: undefined },
    database,
    redisKeyPrefix: `bench:${randomBytes(4).toString('hex')}:`,
  });
  const { usersRepository } = await import('../../src/modules/users/repository');
  let address = 0;
  const registerPlayer = async () => {
    address += 1;
    const id = randomBytes(5).toString('hex');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register-via-username',
      remoteAddress: `10.9.${address >> 8}.${address & 255}`,
      payload: {
        email: `b_${id}@example.com`,
        full_name: 'Bench',
        username: `b_${id}`,
        referral_code: '',
        password: 'Str0ng!pass',
      },
    });
    const body = response.json() as { id: string; access_tokens: { access_token: string } };
    return { id: body.id, token: body.access_tokens.access_token };
  };
  const host = await registerPlayer();
  await usersRepository(database.db).update(host.id, { role: 'operator' });
  const auth = { authorization: `Bearer ${host.token}` };
  const project = (
    await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: auth,
      payload: { name: 'Bench Studio' },
    })
  ).json().project as { id: string };
  const event = (
    await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: auth,
      payload: {
        host: { kind: 'project', id: project.id },
        title: 'Bench',
        slug: 'bench',
        start_time: new Date(Date.now() - 60_000).toISOString(),
        end_time: new Date(Date.now() + 86_400_000).toISOString(),
        leaderboards: [{ order: 1, rank: 'ALL' }],
      },
    })
  ).json().event as { id: string };
  const taskId = randomUUID();
  await app.inject({
    method: 'POST',
    url: `/api/events/${event.id}/tasks`,
    headers: auth,
    payload: {
      id: taskId,
      type: 'form',
      name: 'Check in',
      score: 1,
      recurring_type: 'DAILY',
      turn_limit: 1000,
      fields: [{ label: 'Mood', kind: 'text', required: true }],
    },
  });
  await app.inject({ method: 'POST', url: `/api/events/${event.id}/publish`, headers: auth });
  if (app.deps.redis) {
    // The score boards exist in Redis before the load: a grant is pushed only to a board that exists.
    const { rebuildBoard } = await import('../../src/modules/leaderboards/redis-board');
    const { SCORE_BOARDS } = await import('@w2e/core/events/leaderboard');
    for (const kind of SCORE_BOARDS) await rebuildBoard(app.deps, { eventId: event.id, kind, metric: null });
  }
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i++) tokens.push((await registerPlayer()).token);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  answerStats();
  process.stdout.write(
    `${JSON.stringify({ ready: true, taskId, tokens, database: config.database.kind, url })}\n`,
  );
}

interface Ready {
  ready: true;
  taskId?: string;
  tokens?: string[];
  database?: string;
  /** The app's own PostgreSQL database, whose server processes' CPU time is read from /proc. */
  url?: string;
}

/**
 * CPU milliseconds the PostgreSQL server processes of the app's database have used so far (the database runs
 * on this machine; null when it does not or /proc cannot be read).
 */
async function databaseCpuMs(url: string | undefined): Promise<number | null> {
  if (!url) return null;
  const name = new URL(url).pathname.slice(1);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ pid: number }[]>`
      select pid from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
    const tick = 10; // ms per clock tick (USER_HZ 100)
    let total = 0;
    for (const { pid } of rows) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
      if (!stat) return null;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    }
    return total;
  } finally {
    await admin.end();
  }
}

function start(
  role: 'bare' | 'durable' | 'app',
  port: number,
): Promise<{ child: ChildProcess; ready: Ready; port: number }> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      ...(process.env.BENCH_PROFILE && role === 'app' ? ['--cpu-prof', '--cpu-prof-dir=bench-profiles'] : []),
      self,
      `--role=${role}`,
      `--players=${PLAYERS}`,
      `--port=${port}`,
      `--pool=${POOL}`,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: process.env,
    },
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) resolve({ child, ready: JSON.parse(line) as Ready, port });
    });
    child.on('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
}

function stats(child: ChildProcess): Promise<Stats> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as Stats));
    child.send('stats');
  });
}

async function load(
  request: (i: number) => { path: string; body: string; headers: Record<string, string> },
  seconds: number,
  { child, port, ready }: { child: ChildProcess; port: number; ready: Ready },
) {
  const url = ready.url;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  const until = Date.now() + seconds * 1000;
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const { path: url, body, headers } = request(i);
      const begun = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method: 'POST',
          agent,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - begun);
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const before = await stats(child);
  const databaseBefore = await databaseCpuMs(url);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) await one(sent++);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const after = await stats(child);
  const databaseAfter = await databaseCpuMs(url);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    rate: latencies.length / elapsed,
    p50: p(0.5),
    p99: p(0.99),
    statuses: Object.fromEntries(statuses),
    cpuMs: (after.cpuMs - before.cpuMs) / latencies.length,
    statements: (after.statements - before.statements) / latencies.length,
    databaseCpuMs:
      databaseBefore === null || databaseAfter === null
        ? null
        : (databaseAfter - databaseBefore) / latencies.length,
  };
}

function loadOne(port: number, request: { path: string; body: string; headers: Record<string, string> }) {
  return new Promise<void>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: request.path,
        method: 'POST',
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve());
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

async function main() {
  // A clean exit on SIGTERM, so `node --cpu-prof` (BENCH_PROFILE=1) can write the server's profile.
  if (ROLE !== 'load') process.on('SIGTERM', () => process.exit(0));
  if (ROLE === 'bare') return serveBare();
  if (ROLE === 'durable') return serveDurable();
  if (ROLE === 'app') return serveApp();
  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });

  // All servers are set up first and then measured back to back, so the three rates see about the same load
  // from whatever else the machine runs (setting up the app child registers and admits the players).
  const bare = await start('bare', PORT);
  const durable = process.env.BENCH_DATABASE_URL ? await start('durable', PORT + 1) : null;
  const app = await start('app', PORT + 2);
  const { taskId, tokens = [] } = app.ready;
  const submission = (i: number) => ({
    path: `/api/tasks/${taskId}/submissions`,
    body: '{"form_answers":["happy"]}',
    headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
  });
  // Every player takes part once before the clock starts: admission is a one-off, the steady state is not.
  for (let i = 0; i < tokens.length; i += CONNECTIONS)
    await Promise.all(tokens.slice(i, i + CONNECTIONS).map((_, j) => loadOne(app.port, submission(i + j))));

  const bareRequest = () => ({ path: '/bare', body: '{"n":1}', headers: {} });
  await load(bareRequest, 2, bare);
  const bareResult = await load(bareRequest, SECONDS, bare);
  await stop(bare.child);

  let durableResult: Awaited<ReturnType<typeof load>> | null = null;
  if (durable) {
    // The same bodies as the submissions, and one authorization header per player (stored as the row's player).
    const durableRequest = (i: number) => ({
      path: '/durable',
      body: '{"form_answers":["happy"]}',
      headers: { authorization: `Bearer player-${i % PLAYERS}` },
    });
    await load(durableRequest, 2, durable);
    durableResult = await load(durableRequest, SECONDS, durable);
    await stop(durable.child);
    await dropBenchDatabase(durable.ready.url);
  }

  await load(submission, 2, app);
  const appResult = await load(submission, SECONDS, app);
  await stop(app.child);
  await dropBenchDatabase(app.ready.url);

  const fmt = (r: typeof appResult) =>
    `${r.rate.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
    `server CPU ${r.cpuMs.toFixed(3)} ms/req` +
    (r.databaseCpuMs === null ? '' : `, PostgreSQL CPU ${r.databaseCpuMs.toFixed(3)} ms/req`) +
    (r.statements > 0 ? `, ${r.statements.toFixed(1)} statements/req` : '') +
    `, statuses ${JSON.stringify(r.statuses)}`;
  console.info(
    `database: ${app.ready.database}; ${CONNECTIONS} connections, ${SECONDS} s each, ${tokens.length} players`,
  );
  console.info(`bare Fastify handler:  ${fmt(bareResult)}`);
  if (durableResult) console.info(`bare durable write:    ${fmt(durableResult)}`);
  console.info(`task submissions:      ${fmt(appResult)}`);
  console.info(`ratio to the bare handler:    ${(appResult.rate / bareResult.rate).toFixed(2)}`);
  if (durableResult)
    console.info(
      `ratio to the durable write:   ${(appResult.rate / durableResult.rate).toFixed(2)} (goal: at least 1.0)`,
    );
  else console.info('ratio to the durable write:   needs PostgreSQL (BENCH_DATABASE_URL)');
}

await main();
