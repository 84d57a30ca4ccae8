/**
 * `pnpm bench:notifications`: a draw of `--winners` winners told through the outbox (docs/notifications.md).
 * Prints, on one database (PostgreSQL with BENCH_DATABASE_URL, else PGlite):
 * - the time to write the winners' `reward.awarded` events in one transaction (as the end-of-event job does);
 * - the time until every in-app notification exists (the outbox consumer, run as each instance's tick runs it);
 * - for as many wheel prizes to players with an address, the time until every mail reached an SMTP server on
 *   loopback through the job queue (pg-boss), and the mails per second.
 * Not a timed test: it prints.
 *
 *   pnpm bench:notifications -- --winners=10000
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:notifications -- --winners=10000
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { notifications } from '../../src/db/schema/notifications';
import { users } from '../../src/db/schema/users';
import { outboxTick } from '../../src/jobs/outbox';
import { recordEvents } from '../../src/outbox/outbox';
import { SmtpStandIn } from '../support/smtp-stand-in';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const WINNERS = Number(arg('winners', '10000'));
const PG_URL = process.env.BENCH_DATABASE_URL;

async function database(migrationsDir: string) {
  if (!PG_URL) {
    const dir = await mkdtemp(path.join(tmpdir(), 'w2e-bench-notify-'));
    const db = await openDatabase({ kind: 'pglite', dir }, migrationsDir);
    return { db, label: 'PGlite', drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `w2e_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const target = new URL(PG_URL);
  target.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: target.toString() }, migrationsDir);
  return {
    db,
    label: 'PostgreSQL',
    async drop() {
      const cleanup = postgres(PG_URL, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const smtp = await new SmtpStandIn().start();
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    REWARDS_TICK_MS: '0',
    OUTBOX_TICK_MS: '0',
    PASSWORD_HASH_COST: '10',
  });
  const store = await database(base.migrationsDir);
  const app = await buildApp({
    config: {
      ...base,
      smtpUrl: smtp.url,
      publicUrl: 'https://w2e.example',
      webDist: undefined,
      miniappDist: undefined,
    },
    database: store.db,
  });
  const db = store.db.db;
  try {
    const ids = Array.from({ length: WINNERS }, () => randomUUID());
    for (let start = 0; start < ids.length; start += 1000)
      await db.insert(users).values(
        ids.slice(start, start + 1000).map((id, i) => ({
          id,
          username: `bench_${start + i}_${id.slice(0, 6)}`,
          referralCode: `B${id.replaceAll('-', '').slice(0, 12)}`.toUpperCase(),
          email: `bench_${start + i}@example.com`,
        })),
      );
    const ref = { event_id: randomUUID(), event_slug: 'grand-draw', event_title: 'Grand draw' };
    const wrote = performance.now();
    await db.transaction((tx) =>
      recordEvents(
        tx,
        ids.map((id, i) => ({
          type: 'reward.awarded' as const,
          payload: {
            ...ref,
            user_id: id,
            kind: 'leaderboard' as const,
            reward: '5 USDT',
            position: i + 1,
            drawn: true,
          },
        })),
      ),
    );
    const written = performance.now() - wrote;
    const told = performance.now();
    let notified = 0;
    while (notified < WINNERS) {
      await outboxTick(app.deps);
      notified = (await db.select({ n: count() }).from(notifications))[0]!.n;
    }
    const inApp = performance.now() - told;

    // Wheel prizes to the same players: in-app and by email, through the job queue.
    const mailing = performance.now();
    await db.transaction((tx) =>
      recordEvents(
        tx,
        ids.map((id) => ({
          type: 'wheel.prize_won' as const,
          payload: {
            wheel_id: randomUUID(),
            event_slug: null,
            user_id: id,
            spin_id: randomUUID(),
            label: 'T-shirt',
            prize_kind: 'manual',
            amount: 1,
          },
        })),
      ),
    );
    while ((await db.select({ n: count() }).from(notifications))[0]!.n < 2 * WINNERS)
      await outboxTick(app.deps);
    const queued = performance.now() - mailing;
    while (smtp.mails.length < WINNERS) await new Promise((resolve) => setTimeout(resolve, 100));
    const mailed = performance.now() - mailing;

    console.info(`${store.label}, ${WINNERS} winners`);
    console.info(
      `  outbox: ${WINNERS} reward.awarded events written in one transaction   ${seconds(written)}`,
    );
    console.info(
      `  every in-app notification exists                                  ${seconds(inApp)}  (${Math.round(WINNERS / (inApp / 1000))}/s)`,
    );
    console.info(
      `  ${WINNERS} wheel prizes: notifications and mail jobs written            ${seconds(queued)}`,
    );
    console.info(
      `  every mail accepted by the SMTP server (pg-boss, 1 instance)       ${seconds(mailed)}  (${Math.round(WINNERS / (mailed / 1000))} mails/s)`,
    );
  } finally {
    await app.close();
    await smtp.stop();
    await store.drop();
  }
}

await main();
