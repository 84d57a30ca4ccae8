/**
 * `pnpm bench:webhooks`: partner webhooks (docs/webhooks.md) under a bad receiver and a crash. The server runs as
 * a process of its own (`src/main.ts`, production defaults but for the retry schedule, which is a flag) on a
 * fresh PostgreSQL database; this process writes `task.completed` events to the outbox as grants do, at
 * `--rate` a second, spread over `--hooks` Enterprise projects with one webhook each, all to a receiver on
 * loopback. Two phases:
 * - healthy: `--healthy` events, the receiver answering 200 at once: p50/p99 from the event (its outbox row) to
 *   its first successful delivery;
 * - chaos: `--events` events; the receiver answers 500 to 30 % of attempts, holds 5 % past the server's timeout,
 *   and is down (refusing connections) for `--down-seconds` in the middle; the server is killed (SIGKILL) once
 *   and started again on the same database.
 * It prints the delivery ids counted at the receiver (goal: every event's), the repeats (a 2xx for an id
 * already answered 2xx), whether each webhook's first successful deliveries came in event order, and the
 * deliveries' final states in the database. Not a timed test: it prints.
 *
 * PostgreSQL only: this process writes events while the server runs, and a PGlite database is one process's.
 *
 *   pnpm bench:webhooks -- --events=10000 --healthy=1000 --rate=100 --hooks=4 --down-seconds=30
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:webhooks -- --retry-max-ms=2000
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { projects } from '../../src/db/schema/projects';
import { resultRows } from '../../src/lib/sql-rows';
import { recordEvents } from '../../src/outbox/outbox';
import { arg } from './harness';

const EVENTS = Number(arg('events', '10000'));
const HEALTHY = Number(arg('healthy', '1000'));
const RATE = Number(arg('rate', '100'));
const HOOKS = Number(arg('hooks', '4'));
const DOWN_SECONDS = Number(arg('down-seconds', '30'));
const FAIL_SHARE = Number(arg('fail', '0.3'));
const TIMEOUT_SHARE = Number(arg('timeouts', '0.05'));
/** The retry schedule (WEBHOOKS_RETRY_*): shortened so a run ends in minutes; the production cap is an hour. */
const RETRY_BASE_MS = arg('retry-base-ms', '100');
const RETRY_MAX_MS = arg('retry-max-ms', '2000');
const TIMEOUT_MS = Number(arg('timeout-ms', '1000'));
/** When the chaos phase's receiver goes down, and when the server is killed, as shares of its writing time. */
const DOWN_AT = Number(arg('down-at', '0.35'));
const KILL_AT = Number(arg('kill-at', '0.75'));
const MAX_WAIT_SECONDS = Number(arg('max-wait-seconds', '900'));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/**
 * The partner's receiver: in `chaos` mode it answers 500 to a share of attempts and holds another share
 * unanswered past the server's timeout; `down()` stops listening for a while. Keeps, per delivery id, when it
 * first answered it 2xx, and counts the rest.
 */
class ChaosReceiver {
  chaos = false;
  readonly firstOk = new Map<string, { at: number; hook: string; n: number; createdAt: number }>();
  /** Per webhook (its path), the event numbers in the order of their first 2xx. */
  readonly orderOf = new Map<string, number[]>();
  attempts = 0;
  answered500 = 0;
  heldPastTimeout = 0;
  repeats = 0;
  private server: Server | null = null;
  port = 0;

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  private listen(port: number): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        this.attempts++;
        const roll = Math.random();
        if (this.chaos && roll < FAIL_SHARE) {
          this.answered500++;
          response.writeHead(500).end();
          return;
        }
        if (this.chaos && roll < FAIL_SHARE + TIMEOUT_SHARE) {
          this.heldPastTimeout++;
          setTimeout(() => response.destroy(), TIMEOUT_MS * 2);
          return;
        }
        const id = String(request.headers['w2e-delivery']);
        if (this.firstOk.has(id)) this.repeats++;
        else {
          const parsed = JSON.parse(body) as { created_at: string; data: { score: number } };
          const hook = request.url ?? '';
          this.firstOk.set(id, {
            at: Date.now(),
            hook,
            n: parsed.data.score,
            createdAt: Date.parse(parsed.created_at),
          });
          const order = this.orderOf.get(hook) ?? [];
          order.push(parsed.data.score);
          this.orderOf.set(hook, order);
        }
        response.writeHead(200).end();
      });
    });
    return new Promise((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  async start(): Promise<this> {
    await this.listen(0);
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }

  /** Refuses connections for `seconds`, then listens on the same port again. */
  async down(seconds: number): Promise<void> {
    await this.stop();
    await sleep(seconds * 1000);
    await this.listen(this.port);
  }
}

/** The server as a process, on the bench's database; resolves its address once it listens. */
function startServer(databaseUrl: string, dataDir: string) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://w2e.example',
      REWARDS_TICK_MS: '0',
      OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOKS_RETRY_BASE_MS: RETRY_BASE_MS,
      WEBHOOKS_RETRY_MAX_MS: RETRY_MAX_MS,
      WEBHOOKS_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  url.catch(() => {});
  return {
    child,
    url,
    async kill() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-bench-hooks-'));
const pg = await freshPostgres(PG_URL);
const receiver = await new ChaosReceiver().start();
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: pg.url,
  JWT_SECRET,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  OUTBOX_TICK_MS: '0',
  REWARDS_TICK_MS: '0',
  JOBS_ENABLED: 'false',
  OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
});
const database = await openDatabase(
  config.database.kind === 'postgres' ? { ...config.database, poolSize: 4 } : config.database,
  config.migrationsDir,
);
const app = await buildApp({ config, database });
let server: ReturnType<typeof startServer> | null = null;
try {
  // The hosts: `HOOKS` Enterprise projects (an owner has one) with an event and a webhook each, through the API.
  const userId = randomUUID();
  const owner = async () => {
    const id = randomUUID();
    await app.deps.db.execute(sql`insert into users (id, username, full_name, referral_code)
      values (${id}, ${`bench_${id.slice(0, 8)}`}, 'Bench Host', ${`WH${id.slice(0, 8)}`})`);
    return (await app.deps.tokens.issue({ userId: id, version: 0 })).access_token;
  };
  const call = async (token: string, url: string, payload: object) => {
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
    return answer.json();
  };
  const hosts: { eventId: string; slug: string }[] = [];
  for (let i = 0; i < HOOKS; i++) {
    const token = await owner();
    const project = (await call(token, '/api/projects', { name: `Bench hooks ${i}` })).project as {
      id: string;
    };
    await app.deps.db.update(projects).set({ tier: 'enterprise' }).where(eq(projects.id, project.id));
    const event = (
      await call(token, '/api/events', {
        host: { kind: 'project', id: project.id },
        title: `Bench ${i}`,
        slug: `bench-hooks-${i}-${userId.slice(0, 6)}`,
        start_time: new Date(Date.now() - 3_600_000).toISOString(),
        end_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
      })
    ).event as { id: string; slug: string };
    await call(token, `/api/projects/${project.id}/webhooks`, {
      url: `${receiver.url}/hook-${i}`,
      event_types: ['task.completed'],
    });
    hosts.push({ eventId: event.id, slug: event.slug });
  }

  /** Writes events numbered `from` to `from + count - 1` at RATE a second, round robin over the hosts. */
  async function produce(from: number, count: number, at?: (share: number) => void) {
    const started = Date.now();
    let written = 0;
    while (written < count) {
      const due = Math.min(count, Math.floor(((Date.now() - started) / 1000) * RATE) + 1);
      if (due > written) {
        const batch = Array.from({ length: due - written }, (_, k) => {
          const n = from + written + k;
          const host = hosts[n % hosts.length]!;
          return {
            type: 'task.completed' as const,
            payload: {
              event_id: host.eventId,
              event_slug: host.slug,
              event_title: 'Bench',
              user_id: userId,
              task_id: randomUUID(),
              task_name: `Task ${n}`,
              score: n,
            },
          };
        });
        await app.deps.db.transaction((tx) => recordEvents(tx, batch));
        written = due;
        at?.(written / count);
      }
      await sleep(10);
    }
  }

  /** Waits until the receiver answered 2xx to `total` distinct deliveries, or the bound passes. */
  async function delivered(total: number) {
    const until = Date.now() + MAX_WAIT_SECONDS * 1000;
    while (receiver.firstOk.size < total && Date.now() < until) await sleep(100);
    return receiver.firstOk.size;
  }

  server = startServer(pg.url, dataDir);
  await server.url;

  // Healthy: latency from the event to its first successful delivery.
  let t0 = Date.now();
  await produce(0, HEALTHY);
  const healthyCount = await delivered(HEALTHY);
  const latencies = [...receiver.firstOk.values()].map((r) => r.at - r.createdAt).sort((a, b) => a - b);
  console.info(
    `healthy: ${HEALTHY} events at ${RATE}/s over ${HOOKS} webhooks, ${healthyCount} delivered in ${((Date.now() - t0) / 1000).toFixed(1)} s; event → first 2xx p50 ${pct(latencies, 0.5)} ms, p99 ${pct(latencies, 0.99)} ms, max ${latencies.at(-1)} ms`,
  );

  // Where the time goes: the outbox's consumer writing the delivery, then the queue and the send.
  const [split] = resultRows<Record<'outbox50' | 'outbox99' | 'send50' | 'send99', number>>(
    await app.deps.db.execute(sql`
      select
        percentile_cont(0.5) within group (order by extract(epoch from d.created_at - e.occurred_at)) * 1000 as outbox50,
        percentile_cont(0.99) within group (order by extract(epoch from d.created_at - e.occurred_at)) * 1000 as outbox99,
        percentile_cont(0.5) within group (order by extract(epoch from d.delivered_at - d.created_at)) * 1000 as send50,
        percentile_cont(0.99) within group (order by extract(epoch from d.delivered_at - d.created_at)) * 1000 as send99
      from webhook_deliveries d join domain_events e on e.id = d.event_id`),
  );
  const ms = (value: number | undefined) => Math.round(Number(value));
  console.info(
    `  of which event → delivery written (outbox) p50 ${ms(split?.outbox50)} ms, p99 ${ms(split?.outbox99)} ms; written → delivered (queue and send) p50 ${ms(split?.send50)} ms, p99 ${ms(split?.send99)} ms`,
  );

  // Chaos: failures, timeouts, the receiver down for a while, the server killed once.
  receiver.chaos = true;
  const attemptsBefore = receiver.attempts;
  const repeatsBefore = receiver.repeats;
  let downing: Promise<void> | null = null;
  let restarting: Promise<void> | null = null;
  let downAt = 0;
  let killedAt = 0;
  let restartMs = 0;
  t0 = Date.now();
  await produce(HEALTHY, EVENTS, (share) => {
    if (!downing && share >= DOWN_AT) {
      downAt = Date.now() - t0;
      downing = receiver.down(DOWN_SECONDS);
    }
    if (!restarting && share >= KILL_AT) {
      killedAt = Date.now() - t0;
      const killed = server!;
      restarting = (async () => {
        await killed.kill();
        const started = Date.now();
        server = startServer(pg.url, dataDir);
        await server.url;
        restartMs = Date.now() - started;
      })();
    }
  });
  const writtenIn = Date.now() - t0;
  await downing;
  await restarting;
  const total = await delivered(HEALTHY + EVENTS);
  const chaosMs = Date.now() - t0;
  const chaosIds = [...receiver.firstOk.values()].filter((r) => r.n >= HEALTHY).length;
  let ordered = true;
  for (const order of receiver.orderOf.values())
    for (let i = 1; i < order.length; i++) if (order[i]! < order[i - 1]!) ordered = false;
  const states = resultRows<{ status: string; n: number; max_attempts: number }>(
    await app.deps.db.execute(sql`select status, count(*)::int as n, max(attempts)::int as max_attempts
      from webhook_deliveries group by status order by status`),
  );
  console.info(
    `chaos: ${EVENTS} events written in ${(writtenIn / 1000).toFixed(1)} s; receiver down at ${(downAt / 1000).toFixed(1)} s for ${DOWN_SECONDS} s, server killed at ${(killedAt / 1000).toFixed(1)} s and listening again ${(restartMs / 1000).toFixed(1)} s later`,
  );
  console.info(
    `delivered ids counted at the receiver: ${chaosIds} of ${EVENTS} (all phases ${total} of ${HEALTHY + EVENTS}) within ${(chaosMs / 1000).toFixed(1)} s of the first event`,
  );
  console.info(
    `attempts ${receiver.attempts - attemptsBefore} (500: ${receiver.answered500}, held past the timeout: ${receiver.heldPastTimeout}); repeats (2xx for an id already answered): ${receiver.repeats - repeatsBefore}; order per webhook kept: ${ordered ? 'yes' : 'NO'}`,
  );
  console.info(
    `deliveries in the database: ${states.map((s) => `${s.status} ${s.n} (max attempts ${s.max_attempts})`).join(', ')}`,
  );
} finally {
  await server?.kill();
  await app.close();
  await receiver.stop();
  await pg.drop();
  await rm(dataDir, { recursive: true, force: true });
}
