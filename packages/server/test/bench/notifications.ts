/**
 * `pnpm bench:notifications`: a draw of `--winners` winners told through the outbox (docs/notifications.md).
 * Prints, on one database (PostgreSQL with BENCH_DATABASE_URL, else PGlite):
 * - the time to write the winners' `reward.awarded` events in one transaction (as the end-of-event job does);
 * - the time until every in-app notification exists (the outbox consumer, run as each instance's tick runs it);
 * - the winners all linked to Telegram and allowing the bot: the time until every Telegram message went out
 *   through the job queue to a Bot API stand-in on loopback that enforces Telegram's limits (429 with
 *   retry_after past 30 messages a second overall or one a second in a chat), the messages per second, and the
 *   429s it answered (each waited out and sent again);
 * - for as many wheel prizes to players with an address, the time until every mail reached an SMTP server on
 *   loopback through the job queue (pg-boss), and the mails per second.
 * Not a timed test: it prints.
 *
 *   pnpm bench:notifications -- --winners=10000 [--per-second=25]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:notifications -- --winners=10000
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BotApiStandIn } from '@w2e/bot/test/bot-api-stand-in';
import { count } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { notificationSettings, notifications, telegramChats } from '../../src/db/schema/notifications';
import { users } from '../../src/db/schema/users';
import { outboxTick } from '../../src/jobs/outbox';
import { recordEvents } from '../../src/outbox/outbox';
import { SmtpStandIn } from '../support/smtp-stand-in';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const WINNERS = Number(arg('winners', '10000'));
/** TELEGRAM_NOTIFY_PER_SECOND: the budget every instance shares. */
const PER_SECOND = Number(arg('per-second', '25'));
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
  const telegram = await new BotApiStandIn().start();
  telegram.enforceLimits = true;
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
      telegram: { ...base.telegram, botToken: '7000000009:BENCH-token', botUsername: 'w2e_bench_bot' },
      telegramNotify: { ...base.telegramNotify, apiRoot: telegram.apiRoot, perSecond: PER_SECOND },
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
          telegramId: String(900_000_000 + start + i),
        })),
      );
    // Every winner started the bot.
    for (let start = 0; start < ids.length; start += 1000)
      await db
        .insert(telegramChats)
        .values(
          ids.slice(start, start + 1000).map((_, i) => ({ telegramId: String(900_000_000 + start + i) })),
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
    const sent = () => telegram.calls.filter((c) => c.method === 'sendMessage' && !c.limited).length;
    while (sent() < WINNERS) await new Promise((resolve) => setTimeout(resolve, 100));
    const messaged = performance.now() - told;
    const limited = telegram.calls.filter((c) => c.limited).length;
    const calls = telegram.calls.filter((c) => c.method === 'sendMessage');
    const chats = new Set(calls.filter((c) => !c.limited).map((c) => c.params.chat_id)).size;
    /** The most messages Telegram accepted in any one second (a sliding window over the accepted calls). */
    const accepted = calls.filter((c) => !c.limited).map((c) => c.at);
    let busiest = 0;
    for (let i = 0, j = 0; i < accepted.length; i++) {
      while (accepted[i]! - accepted[j]! >= 1000) j++;
      busiest = Math.max(busiest, i - j + 1);
    }

    // The wheel part tells by email only: the winners turn the wheel's Telegram messages off.
    for (let start = 0; start < ids.length; start += 1000)
      await db
        .insert(notificationSettings)
        .values(
          ids
            .slice(start, start + 1000)
            .map((userId) => ({ userId, kind: 'wheel_prize_won' as const, telegram: false })),
        );

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
      `  every Telegram message accepted by the Bot API stand-in           ${seconds(messaged)}  (${(WINNERS / (messaged / 1000)).toFixed(1)} messages/s, budget ${PER_SECOND}/s; ${chats} chats once each; busiest second ${busiest}; ${limited} answered 429 and were sent again)`,
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
    await telegram.stop();
    await store.drop();
  }
}

await main();
