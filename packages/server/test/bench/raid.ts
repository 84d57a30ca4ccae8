/**
 * `pnpm bench:raid`: a raid of 500 joins in 10 s against the Bot API stand-in (which enforces Telegram's message
 * limits and answers 429 past them), through the real webhook route, grammY, the throttler and the database.
 * Prints p99 join -> restricted, p99 join -> captcha delivered, members left unrestricted, and 429s never retried.
 *
 *   pnpm bench:raid [-- --joins=500 --seconds=10]   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BotApiStandIn, joinUpdate, myChatMemberUpdate, TEST_BOT } from '@w2e/bot/test/bot-api-stand-in';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const JOINS = arg('joins', 500);
const SECONDS = arg('seconds', 10);
const TOKEN = '7000000001:bench-guard-token';
const CHAT = { id: -1001999000001, type: 'supergroup' as const, title: 'Raided' };
const ADMIN = { id: 1_000_001 };

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

const standIn = await new BotApiStandIn().start();
standIn.enforceLimits = true;
const dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'https://w2e.example',
  TELEGRAM_GUARD_BOT_TOKEN: TOKEN,
  TELEGRAM_API_ROOT: standIn.apiRoot,
  TELEGRAM_BOTS_MODE: 'webhook',
  MONITORING_TICK_MS: '200',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
});
const database = await openDatabase(
  config.database.kind === 'pglite' ? { kind: 'pglite', dir: null } : config.database,
  config.migrationsDir,
);
const app = await buildApp({ config, database, monitoring: { botInfo: { guard: TEST_BOT } } });
const secret = createHash('sha256').update(`w2e-webhook:${TOKEN}`).digest('hex');
const deliver = (update: object) =>
  app.inject({
    method: 'POST',
    url: '/api/telegram/webhook/guard',
    headers: { 'x-telegram-bot-api-secret-token': secret },
    payload: update,
  });

await deliver(myChatMemberUpdate(CHAT, ADMIN, { from: 'left', to: 'administrator' }));
standIn.calls.length = 0;

const joinedAt = new Map<number, number>();
const started = performance.now();
const inFlight: Promise<unknown>[] = [];
for (let i = 0; i < JOINS; i++) {
  const due = started + (i * SECONDS * 1000) / JOINS;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const user = { id: 50_000_000 + i, first_name: `Raider${i}` };
  joinedAt.set(user.id, performance.now());
  inFlight.push(deliver(joinUpdate(CHAT, user)));
}
await Promise.all(inFlight);

// Wait for every captcha to be delivered (or give up after 3 minutes).
const mentioned = () => {
  const delivered = new Map<number, number>();
  for (const call of standIn.calls) {
    if (call.method !== 'sendMessage' || call.limited || call.params.chat_id !== CHAT.id) continue;
    for (const m of String(call.params.text).matchAll(/tg:\/\/user\?id=(\d+)/g)) {
      const id = Number(m[1]);
      if (!delivered.has(id)) delivered.set(id, call.at);
    }
  }
  return delivered;
};
const deadline = performance.now() + 180_000;
while (mentioned().size < JOINS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 200));

const restrictedAt = new Map<number, number>();
for (const call of standIn.calls) {
  if (
    call.method === 'restrictChatMember' &&
    !call.limited &&
    !restrictedAt.has(Number(call.params.user_id))
  ) {
    restrictedAt.set(Number(call.params.user_id), call.at);
  }
}
const delivered = mentioned();
const toRestricted = [...joinedAt].flatMap(([id, at]) =>
  restrictedAt.has(id) ? [restrictedAt.get(id)! - at] : [],
);
const toDelivered = [...joinedAt].flatMap(([id, at]) => (delivered.has(id) ? [delivered.get(id)! - at] : []));
const limited = standIn.calls.filter((c) => c.limited);
const unretried = limited.filter(
  (c) =>
    !standIn.calls.some(
      (later) =>
        later.at > c.at &&
        !later.limited &&
        later.method === c.method &&
        later.params.chat_id === c.params.chat_id &&
        later.params.text === c.params.text,
    ),
).length;
const groupMessages = standIn.calls.filter(
  (c) => c.method === 'sendMessage' && c.params.chat_id === CHAT.id && !c.limited,
);
const ms = (v: number) => `${Math.round(v)} ms`;

console.info(
  `raid: ${JOINS} joins in ${SECONDS} s on ${config.database.kind}, Bot API stand-in enforcing Telegram's limits`,
);
console.info(`  p50 join -> restricted          ${ms(percentile(toRestricted, 50))}`);
console.info(`  p99 join -> restricted          ${ms(percentile(toRestricted, 99))}   (target <= 1000 ms)`);
console.info(`  p50 join -> captcha delivered   ${ms(percentile(toDelivered, 50))}`);
console.info(`  p99 join -> captcha delivered   ${ms(percentile(toDelivered, 99))}`);
console.info(`  captcha messages in the group   ${groupMessages.length} (Telegram allows 20 a minute)`);
console.info(`  members left unrestricted       ${JOINS - restrictedAt.size}`);
console.info(`  members without a captcha       ${JOINS - delivered.size}`);
console.info(`  429 answers                     ${limited.length}`);
console.info(`  429 answers never retried       ${unretried}`);

await app.close();
await standIn.stop();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
