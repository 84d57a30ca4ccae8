/**
 * `pnpm bench:community`: the Pulse bot's counting under load and the dashboard's queries on a big chat.
 *
 * 1. Messages and reactions from 20 active groups at 200 updates a second (default 30 s) through the real webhook
 *    route, grammY and the database, with the server's own tick counting them in batches. Prints the rate the
 *    webhook absorbed, the sustained counting rate, the webhook's p99, and the lag from an update's arrival to its
 *    being counted (probes: one new member a second, timed until they appear among the members seen).
 * 2. A chat with 200,000 members seen (30 days of contributions, joins, referrals): p50/p95 of the dashboard's
 *    queries (insights, members, the inactive list) as its admin, through the API.
 *
 *   pnpm bench:community [-- --rate=200 --seconds=30 --members=200000] [--dashboard-only]
 *   --dashboard-only skips part 1.
 *   BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL, in a database it creates and drops.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BotApiStandIn,
  groupMessage,
  myChatMemberUpdate,
  reactionUpdate,
  TEST_BOT,
  TEST_PULSE_BOT,
} from '@w2e/bot/test/bot-api-stand-in';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { monitoringChats, monitoringMembers } from '../../src/db/schema/monitoring';
import { users } from '../../src/db/schema/users';
import { resultRows } from '../../src/lib/sql-rows';
import { register } from '../support/helpers';

const GUARD_TOKEN = '7000000001:bench-guard-token';
const PULSE_TOKEN = '7000000002:bench-pulse-token';
const secret = (token: string) => createHash('sha256').update(`w2e-webhook:${token}`).digest('hex');

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RATE = arg('rate', 200);
const SECONDS = arg('seconds', 30);
const MEMBERS = arg('members', 200_000);
const GROUPS = 20;
const DASHBOARD_ONLY = process.argv.includes('--dashboard-only');
const ADMIN = { id: 1_000_002, first_name: 'Admin' };

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
const ms = (v: number) => `${Math.round(v)} ms`;

// PostgreSQL: a database of our own, so 200,000 rows never land in a shared one.
const serverUrl = process.env.BENCH_DATABASE_URL;
let databaseUrl: string | undefined;
const dbName = `w2e_bench_${process.pid}`;
if (serverUrl) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const standIn = await new BotApiStandIn().start();
const dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'https://w2e.example',
  TELEGRAM_GUARD_BOT_TOKEN: GUARD_TOKEN,
  TELEGRAM_PULSE_BOT_TOKEN: PULSE_TOKEN,
  TELEGRAM_API_ROOT: standIn.apiRoot,
  TELEGRAM_BOTS_MODE: 'webhook',
  MONITORING_TICK_MS: '250',
  DATABASE_URL: databaseUrl,
});
const database = await openDatabase(
  config.database.kind === 'pglite' ? { kind: 'pglite', dir: null } : config.database,
  config.migrationsDir,
);
const app = await buildApp({
  config,
  database,
  monitoring: { botInfo: { guard: TEST_BOT, pulse: TEST_PULSE_BOT } },
});
const db = app.deps.db;
const deliver = async (update: object, bot: 'guard' | 'pulse' = 'guard') => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/telegram/webhook/${bot}`,
    headers: { 'x-telegram-bot-api-secret-token': secret(bot === 'guard' ? GUARD_TOKEN : PULSE_TOKEN) },
    payload: update,
  });
  if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
};

// --- 1. counting --------------------------------------------------------------------------------------------
async function counting() {
  const groups = Array.from({ length: GROUPS }, (_, i) => ({
    id: -1001998000000 - i,
    type: 'supergroup' as const,
    title: `Busy ${i}`,
  }));
  for (const chat of groups) {
    await deliver(
      myChatMemberUpdate(chat, ADMIN, { from: 'left', to: 'administrator', bot: TEST_PULSE_BOT }),
      'pulse',
    );
  }
  const total = RATE * SECONDS;
  const webhookMs: number[] = [];
  const probes = new Map<number, number>();
  const lags: number[] = [];
  let probing = true;
  const prober = (async () => {
    while (probing || probes.size > 0) {
      if (probes.size > 0) {
        const rows = await db
          .select({ userId: monitoringMembers.userId })
          .from(monitoringMembers)
          .where(sql`${monitoringMembers.userId} in (${sql.join([...probes.keys()], sql`, `)})`);
        for (const { userId } of rows) {
          lags.push(performance.now() - probes.get(userId)!);
          probes.delete(userId);
        }
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();

  const started = performance.now();
  const inFlight: Promise<unknown>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const chat = groups[i % GROUPS]!;
    const probe = i % RATE === 0;
    const from = probe
      ? { id: 80_000_000 + i, first_name: `Probe${i}` }
      : { id: 70_000_000 + (i % 5000), first_name: `Member${i % 5000}` };
    const update =
      i % 4 === 3 && !probe
        ? reactionUpdate(chat, from, { messageId: i, new: ['👍'] })
        : groupMessage(
            chat,
            from,
            `message ${i}`,
            i % 10 === 0 ? { reply_to_message: { message_id: 1, date: 0, chat } } : {},
          );
    const sentAt = performance.now();
    if (probe) probes.set(from.id, sentAt);
    inFlight.push(deliver(update, 'pulse').then(() => webhookMs.push(performance.now() - sentAt)));
  }
  await Promise.all(inFlight);
  const absorbedIn = (performance.now() - started) / 1000;
  const countedRows = async () => {
    const [row] = resultRows<{ n: number }>(
      await db.execute(
        sql`select coalesce(sum(messages + reactions), 0)::int as n from monitoring_chat_daily`,
      ),
    );
    return row?.n ?? 0;
  };
  const deadline = performance.now() + 120_000;
  while ((await countedRows()) < total && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  const countedIn = (performance.now() - started) / 1000;
  const counted = await countedRows();
  probing = false;
  await prober;

  console.info(
    `counting: ${total} messages and reactions from ${GROUPS} groups at ${RATE}/s on ${config.database.kind}`,
  );
  console.info(
    `  webhook absorbed              ${Math.round(total / absorbedIn)} updates/s (p99 ${ms(percentile(webhookMs, 99))})`,
  );
  console.info(
    `  counted                       ${counted} of ${total} in ${countedIn.toFixed(1)} s: ${Math.round(counted / countedIn)} updates/s sustained`,
  );
  console.info(
    `  lag arrival -> counted        p50 ${ms(percentile(lags, 50))}, p99 ${ms(percentile(lags, 99))}, max ${ms(Math.max(...lags))} (${lags.length} probes)`,
  );
}
if (!DASHBOARD_ONLY) await counting();

// --- 2. the dashboard on a chat of MEMBERS seen members ------------------------------------------------------
const big = { id: -1001997000001, type: 'supergroup' as const, title: 'Huge' };
await deliver(myChatMemberUpdate(big, ADMIN, { from: 'left', to: 'administrator' }));
const [chat] = await db.select().from(monitoringChats).where(eq(monitoringChats.chatId, big.id));
const ref = chat!.id;
const seedStarted = performance.now();
await db.execute(sql`
  insert into monitoring_members (chat_ref, user_id, user_name, status, first_seen_at, joined_at, left_at, last_active_at,
    captcha_passed_at, captcha_failed_at, messages, reactions)
  select ${ref}::uuid, 90000000 + g, 'Member ' || g,
    case when g % 10 = 0 then 'left' else 'member' end,
    now() - interval '100 days', now() - (g % 100) * interval '1 day',
    case when g % 10 = 0 then now() - interval '1 day' end,
    now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute',
    case when g % 3 = 0 then now() - interval '50 days' end,
    case when g % 97 = 0 then now() - interval '50 days' end,
    case when g % 4 = 0 then g % 50 else 0 end, case when g % 5 = 0 then g % 30 else 0 end
  from generate_series(1, ${MEMBERS}) g
`);
// 30 days of contributions: a tenth of the members active each day.
await db.execute(sql`
  insert into monitoring_activity_daily (chat_ref, day, user_id, messages, replies, reactions, media)
  select ${ref}::uuid, (now() at time zone 'utc')::date - d, 90000000 + g, 1 + (g + d) % 7, (g + d) % 2, (g * d) % 5, (g + d) % 3 / 2
  from generate_series(0, 29) d, generate_series(1, ${MEMBERS}) g
  where (g + d) % 10 = 0
`);
await db.execute(sql`
  insert into monitoring_chat_daily (chat_ref, day, messages, replies, reactions, media, active_members)
  select ${ref}::uuid, day, sum(messages), sum(replies), sum(reactions), sum(media), count(*)
  from monitoring_activity_daily where chat_ref = ${ref}::uuid group by day
`);
await db.execute(sql`
  insert into monitoring_member_events (chat_ref, user_id, user_name, kind, method, at, dedupe_key)
  select ${ref}::uuid, 90000000 + g, 'Member ' || g, 'join', 'public', now() - (g % 100) * interval '1 day', 'bench:' || g
  from generate_series(1, ${MEMBERS}) g
`);
await db.execute(sql`
  insert into monitoring_referrals (chat_ref, referrer_id, newcomer_id, newcomer_name, joined_at, due_at, status)
  select ${ref}::uuid, 90000000 + (g % 500), 90000000 + g, 'Member ' || g, now() - interval '3 days',
    now() - interval '2 days', case when g % 4 = 0 then 'void' else 'confirmed' end
  from generate_series(1000, 11000) g
`);
// What autovacuum does after a bulk load (it vacuums on inserts too): statistics and the visibility map, so the
// list's index-only scans skip the heap as they do on a live database.
await db.execute(sql`vacuum analyze`);
const seeded = (performance.now() - seedStarted) / 1000;

const admin = await register(app);
await db
  .update(users)
  .set({ telegramId: String(ADMIN.id) })
  .where(eq(users.id, admin.user.id));
standIn.admins.add(`${big.id}:${ADMIN.id}`);
const headers = { authorization: `Bearer ${admin.token}` };
const time = async (url: string, runs = 40) => {
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    took.push(performance.now() - t0);
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  return took;
};
await time(`/api/monitoring/chats/${ref}/insights`, 3); // warm up (admins and member count fetched once)
console.info(
  `dashboard: a chat of ${MEMBERS} members seen on ${config.database.kind} (seeded in ${seeded.toFixed(1)} s)`,
);
for (const [name, url] of [
  ['insights (30 days)', `/api/monitoring/chats/${ref}/insights?days=30`],
  ['members, first page', `/api/monitoring/chats/${ref}/members`],
  ['members, page 100', `/api/monitoring/chats/${ref}/members?offset=5000`],
  ['inactive 30 days', `/api/monitoring/chats/${ref}/members?inactive_days=30`],
] as const) {
  const took = await time(url);
  console.info(
    `  ${name.padEnd(28)} p50 ${ms(percentile(took, 50))}, p95 ${ms(percentile(took, 95))}   (target p95 <= 200 ms)`,
  );
}
const csv = await time(`/api/monitoring/chats/${ref}/members.csv`, 1);
console.info(`  ${'CSV export (all members)'.padEnd(28)} ${ms(csv[0]!)}`);

await app.close();
await standIn.stop();
await rm(dataDir, { recursive: true, force: true });
if (serverUrl && process.env.BENCH_KEEP_DB) console.info(`kept database ${dbName}`);
else if (serverUrl) {
  const admin2 = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin2.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin2.end();
}
process.exit(0);
