/**
 * `pnpm bench:moderation`: Guard's moderation under load, through the real webhook route, grammY, its throttler and
 * auto-retry and the database, against the Bot API stand-in enforcing Telegram's limits (429 past them).
 *
 * 1. Messages: 1,000 a minute across 20 groups, 20 % of them spam of the rules' kinds in equal parts (a newcomer's
 *    link, forward, mention or media; a stop word; a spam wave, one text from newcomers in 4 chats; a flood, 7
 *    messages in about a second). Honest traffic: regulars (some sharing one link, some a photo), newcomers saying
 *    hello, an admin's forwarded announcement. Prints p99 arrival → action (deleted, or muted for a flood; a wave's
 *    early copies timed from the copy that decided it), spam left standing, honest messages deleted (goal: none),
 *    the 429s answered and whether each was retried.
 * 2. A raid: 2,000 joins in 60 s into a group with the captcha off and the default lockdown (10 joins a minute):
 *    time from the first join until the lockdown, members left unrestricted after it, p99 join → restricted.
 * 3. The labelled corpus (`packages/core/src/moderation/corpus.ts`): the rules' precision and recall.
 *
 *   pnpm bench:moderation [-- --rate=1000 --minutes=1 --groups=20 --joins=2000 --raid-seconds=60 --wait=180]
 *   [--only=messages|raid|corpus]; a quick run: --minutes=0.2 --joins=300 --raid-seconds=10 --wait=30.
 *   BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL, in a database it creates and drops.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BotApiStandIn,
  groupMessage,
  joinUpdate,
  myChatMemberUpdate,
  TEST_BOT,
  type TestChat,
} from '@w2e/bot/test/bot-api-stand-in';
import { CORPUS_STOP_WORDS, scoreCorpus } from '@w2e/core/moderation/corpus';
import { eq, inArray, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { monitoringChats } from '../../src/db/schema/monitoring';

const TOKEN = '7000000001:bench-guard-token';
const argText = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const arg = (name: string, fallback: number) => Number(argText(name) ?? fallback);
const RATE = arg('rate', 1000);
const MINUTES = arg('minutes', 1);
const GROUPS = arg('groups', 20);
const SPAM_SHARE = arg('spam', 0.2);
const JOINS = arg('joins', 2000);
const RAID_SECONDS = arg('raid-seconds', 60);
const WAIT_S = arg('wait', 180);
const ONLY = argText('only');
const ADMIN = { id: 1_000_003, first_name: 'Admin' };

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
const ms = (v: number) => (Number.isNaN(v) ? 'n/a' : `${Math.round(v)} ms`);
const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));
/** A seeded generator, so two runs send the same traffic. */
let seed = 20_261_203;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
const word = () =>
  Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');

// PostgreSQL: a database of our own, created and dropped.
const serverUrl = process.env.BENCH_DATABASE_URL;
let databaseUrl: string | undefined;
const dbName = `w2e_bench_moderation_${process.pid}`;
if (serverUrl) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const standIn = await new BotApiStandIn().start();
standIn.enforceLimits = true;
const dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  SEED_DEMO: 'false',
  LOG_LEVEL: process.env.BENCH_LOG ?? 'silent',
  PUBLIC_URL: 'https://w2e.example',
  TELEGRAM_GUARD_BOT_TOKEN: TOKEN,
  TELEGRAM_API_ROOT: standIn.apiRoot,
  TELEGRAM_BOTS_MODE: 'webhook',
  MONITORING_TICK_MS: '200',
  DATABASE_URL: databaseUrl,
});
const database = await openDatabase(
  config.database.kind === 'pglite' ? { kind: 'pglite', dir: null } : config.database,
  config.migrationsDir,
);
const app = await buildApp({ config, database, monitoring: { botInfo: { guard: TEST_BOT } } });
const db = app.deps.db;
const secret = createHash('sha256').update(`w2e-webhook:${TOKEN}`).digest('hex');
const webhookMs: number[] = [];
const deliver = async (update: object) => {
  const at = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/telegram/webhook/guard',
    headers: { 'x-telegram-bot-api-secret-token': secret },
    payload: update,
  });
  webhookMs.push(performance.now() - at);
  if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
};

/** Adds the guard bot to the chats (as admin, with the rights it asks) and sets their captcha and rules. */
async function addChats(chats: TestChat[], captcha: boolean, moderation: Record<string, unknown>) {
  for (const chat of chats) {
    await deliver(myChatMemberUpdate(chat, ADMIN, { from: 'left', to: 'administrator' }));
    standIn.admins.add(`${chat.id}:${ADMIN.id}`);
  }
  await db
    .update(monitoringChats)
    .set({
      settings: sql`${monitoringChats.settings} || ${JSON.stringify({ enabled: captcha })}::jsonb`,
      moderation,
    })
    .where(
      inArray(
        monitoringChats.chatId,
        chats.map((c) => c.id),
      ),
    );
}

/** 429s the stand-in answered, and those never followed by the same call accepted. */
function limits(chatIds: Set<number>) {
  const limited = standIn.calls.filter((c) => c.limited && chatIds.has(Number(c.params.chat_id)));
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
  );
  for (const c of unretried)
    console.info(
      `  a 429 never retried: ${c.method} to ${c.params.chat_id}: ${String(c.params.text).slice(0, 60)}`,
    );
  return { limited: limited.length, unretried: unretried.length };
}

// --- 1. messages --------------------------------------------------------------------------------------------
type Kind = 'hold' | 'stop_word' | 'wave' | 'flood' | 'honest';
interface Sent {
  chatId: number;
  messageId: number;
  userId: number;
  kind: Kind;
  at: number;
  /** A wave's copy: its wave, to time the early copies from the copy that decided it. */
  wave?: number;
  /** A flood's message that crosses the line (the one that mutes). */
  crossing?: boolean;
}

async function messages() {
  const chats: TestChat[] = Array.from({ length: GROUPS }, (_, i) => ({
    id: -1001997000000 - i,
    type: 'supergroup' as const,
    title: `Moderated ${i}`,
  }));
  // The captcha off (newcomers post at once) and the raid lockdown off (this part is about messages); the rest is
  // the defaults (a 24-hour hold of every kind, 6 messages in 10 s, spam waves) and a crypto group's stop words.
  await addChats(chats, false, { stop_words: CORPUS_STOP_WORDS, raid_joins_per_minute: 0 });
  standIn.calls.length = 0;

  const total = Math.round(RATE * MINUTES);
  const spamTotal = Math.round(total * SPAM_SHARE);
  const durationMs = MINUTES * 60_000;
  const perKind = Math.floor(spamTotal / 4);
  let nextUser = 60_000_000;
  let nextWave = 0;
  const sent: Sent[] = [];
  /** Each unit is one scenario at its time: a newcomer's join and message, a flood burst, a wave's copies … */
  const units: { at: number; run: () => Promise<void> }[] = [];
  const post = async (
    chat: TestChat,
    user: { id: number },
    kind: Kind,
    text: string,
    extra = {},
    more = {},
  ) => {
    const update = groupMessage(chat, user, text, extra) as unknown as { message: { message_id: number } };
    const at = performance.now();
    sent.push({ chatId: chat.id, messageId: update.message.message_id, userId: user.id, kind, at, ...more });
    await deliver(update);
  };
  const when = () => random() * durationMs;
  const regular = () => ({ id: 70_000_000 + Math.floor(random() * 5_000), first_name: 'Regular' });
  const newcomer = () => ({ id: nextUser++, first_name: 'Newcomer' });

  const holdTexts = [
    () => ({ text: `Claim your bonus at https://${word()}.example now`, extra: {} }),
    () => ({ text: `Join t.me/${word()}vip for signals`, extra: {} }),
    () => ({ text: `Vào nhóm @${word()}_vn để kiếm tiền`, extra: {} }),
    () => ({
      text: 'Check this out',
      extra: {
        forward_origin: { type: 'channel', date: 1, chat: { id: -100123, type: 'channel', title: 'x' } },
      },
    }),
    () => ({ text: '', extra: { photo: [{ file_id: 'p', file_unique_id: 'p', width: 1, height: 1 }] } }),
  ];
  const stopTexts = [
    'Airdrops every day, DM me',
    'Coin này sẽ x100 trong tuần, mua ngay',
    'Pumping now, get in before it is too late',
    'Nhan thuong lien tay khi gioi thieu ban be',
    'ĐĂNG KÝ NGAY hôm nay, số lượng có hạn',
  ];
  for (let i = 0; i < perKind; i++) {
    const chat = pick(chats);
    const { text, extra } = pick(holdTexts)();
    units.push({
      at: when(),
      run: async () => {
        const user = newcomer();
        await deliver(joinUpdate(chat, user));
        await post(chat, user, 'hold', text, extra);
      },
    });
    units.push({ at: when(), run: () => post(pick(chats), regular(), 'stop_word', pick(stopTexts)) });
  }
  // Waves: one text (no link, no stop word) from 4 newcomers in 4 chats, within about 1.5 s.
  for (let w = 0; w < Math.max(1, Math.round(perKind / 4)); w++) {
    const wave = nextWave++;
    const text = `Earn money from home every ${word()}, message me for the details`;
    const first = Math.floor(random() * GROUPS);
    const at = when();
    for (let j = 0; j < 4; j++) {
      const chat = chats[(first + j * 5) % GROUPS]!;
      units.push({
        at: at + j * 500,
        run: async () => {
          const user = newcomer();
          await deliver(joinUpdate(chat, user));
          await post(chat, user, 'wave', text, {}, { wave });
        },
      });
    }
  }
  // Floods: 7 messages 150 ms apart from one regular (the 7th crosses the default line of 6 in 10 s).
  for (let b = 0; b < Math.max(1, Math.round(perKind / 7)); b++) {
    const chat = pick(chats);
    const user = regular();
    const at = when();
    for (let j = 0; j < 7; j++) {
      units.push({
        at: at + j * 150,
        run: () => post(chat, user, 'flood', `lol ${j}`, {}, { crossing: j === 6 }),
      });
    }
  }
  const honest = total - units.length;
  for (let i = 0; i < honest; i++) {
    const r = random();
    const chat = pick(chats);
    if (r < 0.1) {
      units.push({
        at: when(),
        run: () =>
          post(
            chat,
            regular(),
            'honest',
            `Here is the guide I mentioned: https://docs.w2e.example/${word()}`,
          ),
      });
    } else if (r < 0.15) {
      const photo = [{ file_id: 'p', file_unique_id: 'p', width: 1, height: 1 }];
      units.push({ at: when(), run: () => post(chat, regular(), 'honest', '', { photo }) });
    } else if (r < 0.18) {
      const forward = {
        forward_origin: { type: 'channel', date: 1, chat: { id: -100124, type: 'channel', title: 'W2E' } },
      };
      units.push({
        at: when(),
        run: () => post(chat, ADMIN, 'honest', 'Weekly announcement from the team', forward),
      });
    } else if (r < 0.35) {
      units.push({
        at: when(),
        run: async () => {
          const user = newcomer();
          await deliver(joinUpdate(chat, user));
          await post(chat, user, 'honest', `Hi all, I am ${word()} from ${word()}, glad to join`);
        },
      });
    } else {
      units.push({
        at: when(),
        run: () =>
          post(
            chat,
            regular(),
            'honest',
            pick(['gm', 'When does the next event start?', `nice one ${word()}`]),
          ),
      });
    }
  }
  units.sort((a, b) => a.at - b.at);

  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (const unit of units) {
    const wait = started + unit.at - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(unit.run());
  }
  await Promise.all(inFlight);
  const sendingTook = performance.now() - started;

  const deletedAt = () => {
    const map = new Map<string, number>();
    for (const c of standIn.calls) {
      if (c.method !== 'deleteMessage' || c.limited) continue;
      const key = `${c.params.chat_id}:${c.params.message_id}`;
      if (!map.has(key)) map.set(key, c.at);
    }
    return map;
  };
  const mutedAt = () => {
    const map = new Map<string, number>();
    for (const c of standIn.calls) {
      if (c.method !== 'restrictChatMember' || c.limited) continue;
      const key = `${c.params.chat_id}:${c.params.user_id}`;
      if (!map.has(key)) map.set(key, c.at);
    }
    return map;
  };
  const toDelete = sent.filter((s) => s.kind === 'hold' || s.kind === 'stop_word' || s.kind === 'wave');
  const crossing = sent.filter((s) => s.crossing);
  // Wait (bounded) for every deletion and mute: the rules act inside the webhook call, retries may come later.
  const deadline = performance.now() + WAIT_S * 1000;
  while (performance.now() < deadline) {
    const deleted = deletedAt();
    const muted = mutedAt();
    if (
      toDelete.every((s) => deleted.has(`${s.chatId}:${s.messageId}`)) &&
      crossing.every((s) => muted.has(`${s.chatId}:${s.userId}`))
    )
      break;
    await sleep(200);
  }
  const deleted = deletedAt();
  const muted = mutedAt();
  const decidedAt = new Map<number, number>();
  for (const s of sent) {
    if (s.wave === undefined) continue;
    const copies = sent.filter((c) => c.wave === s.wave).sort((a, b) => a.at - b.at);
    decidedAt.set(s.wave, copies[Math.min(2, copies.length - 1)]!.at);
  }
  const latency = (s: Sent, from = s.at) => {
    const at = deleted.get(`${s.chatId}:${s.messageId}`);
    return at === undefined ? [] : [Math.max(0, at - from)];
  };
  const byKind = (kind: Kind) => toDelete.filter((s) => s.kind === kind).flatMap((s) => latency(s));
  const waveDecided = toDelete
    .filter((s) => s.kind === 'wave')
    .flatMap((s) => latency(s, Math.max(s.at, decidedAt.get(s.wave!)!)));
  const floodMute = crossing.flatMap((s) => {
    const at = muted.get(`${s.chatId}:${s.userId}`);
    return at === undefined ? [] : [at - s.at];
  });
  const actions = [...byKind('hold'), ...byKind('stop_word'), ...waveDecided, ...floodMute];
  const standing = toDelete.filter((s) => !deleted.has(`${s.chatId}:${s.messageId}`));
  const honestSent = sent.filter((s) => s.kind === 'honest');
  const honestDeleted = honestSent.filter((s) => deleted.has(`${s.chatId}:${s.messageId}`));
  const honestMuted = new Set(
    honestSent.filter((s) => muted.has(`${s.chatId}:${s.userId}`)).map((s) => `${s.chatId}:${s.userId}`),
  );
  const floodSenders = new Set(sent.filter((s) => s.kind === 'flood').map((s) => `${s.chatId}:${s.userId}`));
  const { limited, unretried } = limits(new Set(chats.map((c) => c.id)));
  const notices = standIn.calls.filter(
    (c) => c.method === 'sendMessage' && !c.limited && Number(c.params.chat_id) < 0,
  ).length;

  console.info(
    `moderation: ${sent.length} messages in ${(sendingTook / 1000).toFixed(1)} s across ${GROUPS} groups on ${config.database.kind}, ` +
      `${sent.length - honestSent.length} spam (${Math.round((100 * (sent.length - honestSent.length)) / sent.length)} %), Bot API stand-in enforcing Telegram's limits`,
  );
  console.info(`  p50 arrival -> action             ${ms(percentile(actions, 50))}`);
  console.info(`  p99 arrival -> action             ${ms(percentile(actions, 99))}   (goal < 1000 ms)`);
  console.info(`    newcomer hold, p99 -> deleted   ${ms(percentile(byKind('hold'), 99))}`);
  console.info(`    stop word, p99 -> deleted       ${ms(percentile(byKind('stop_word'), 99))}`);
  console.info(
    `    spam wave, p99 decided -> deleted ${ms(percentile(waveDecided, 99))} (from each copy's arrival: ${ms(percentile(byKind('wave'), 99))})`,
  );
  console.info(`    flood, p99 crossing -> muted    ${ms(percentile(floodMute, 99))}`);
  console.info(
    `  spam left standing                ${standing.length} of ${toDelete.length} (hold, stop word, wave)`,
  );
  console.info(
    `  flooders muted                    ${floodMute.length} of ${crossing.length} bursts crossing the line (${floodSenders.size} flooders)`,
  );
  console.info(
    `  honest messages deleted           ${honestDeleted.length} of ${honestSent.length}   (goal: none)`,
  );
  console.info(`  honest members muted              ${honestMuted.size}`);
  console.info(`  notices in the groups             ${notices}`);
  console.info(`  webhook p99                       ${ms(percentile(webhookMs, 99))}`);
  console.info(`  429 answers                       ${limited}`);
  console.info(`  429 answers never retried         ${unretried}`);
}

// --- 2. a raid ----------------------------------------------------------------------------------------------
async function raid() {
  const chat: TestChat = { id: -1001996000001, type: 'supergroup', title: 'Raided' };
  // The captcha off, the lockdown at its default (10 joins in a minute): restrictions start with the lockdown.
  await addChats([chat], false, {});
  standIn.calls.length = 0;
  webhookMs.length = 0;
  const joinedAt = new Map<number, number>();
  const firstJoin = Date.now();
  const started = performance.now();
  const inFlight: Promise<unknown>[] = [];
  let lockdownSeenAt: number | null = null;
  let watching = true;
  const watcher = (async () => {
    while (watching && lockdownSeenAt === null) {
      const [row] = await db
        .select({ since: monitoringChats.lockdownSince })
        .from(monitoringChats)
        .where(eq(monitoringChats.chatId, chat.id));
      if (row?.since) lockdownSeenAt = row.since.getTime();
      else await sleep(25);
    }
  })();
  for (let i = 0; i < JOINS; i++) {
    const due = started + (i * RAID_SECONDS * 1000) / JOINS;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const user = { id: 80_000_000 + i, first_name: `Raider${i}` };
    joinedAt.set(user.id, performance.now());
    inFlight.push(deliver(joinUpdate(chat, user)));
  }
  await Promise.all(inFlight);
  watching = false;
  await watcher;
  // The captcha messages go out at Telegram's 20 a minute per group (up to 50 newcomers each): wait (bounded) for
  // every restricted newcomer's, so the 429s they meet are retried before counting.
  const mentioned = () => {
    const delivered = new Map<number, number>();
    for (const call of standIn.calls) {
      if (call.method !== 'sendMessage' || call.limited || call.params.chat_id !== chat.id) continue;
      for (const m of String(call.params.text).matchAll(/tg:\/\/user\?id=(\d+)/g))
        if (!delivered.has(Number(m[1]))) delivered.set(Number(m[1]), call.at);
    }
    return delivered;
  };
  const restrictedCount = () =>
    new Set(
      standIn.calls
        .filter((c) => c.method === 'restrictChatMember' && !c.limited)
        .map((c) => c.params.user_id),
    ).size;
  const deadline = performance.now() + WAIT_S * 1000;
  while (mentioned().size < restrictedCount() && performance.now() < deadline) await sleep(250);
  const delivered = mentioned();

  const restrictedAt = new Map<number, number>();
  for (const call of standIn.calls) {
    if (
      call.method === 'restrictChatMember' &&
      !call.limited &&
      !restrictedAt.has(Number(call.params.user_id))
    )
      restrictedAt.set(Number(call.params.user_id), call.at);
  }
  // Those who joined before the lockdown are let in (the captcha is off); everyone whose join arrived once the
  // lockdown was in the database must be restricted.
  const lockedAt =
    lockdownSeenAt === null ? Number.POSITIVE_INFINITY : started + (lockdownSeenAt - firstJoin);
  const after = [...joinedAt].filter(([, at]) => at >= lockedAt).map(([id]) => id);
  const unrestricted = after.filter((id) => !restrictedAt.has(id)).length;
  const letIn = [...joinedAt.keys()].filter((id) => !restrictedAt.has(id)).length;
  const toRestricted = [...joinedAt].flatMap(([id, at]) =>
    restrictedAt.has(id) ? [restrictedAt.get(id)! - at] : [],
  );
  const toDelivered = [...joinedAt].flatMap(([id, at]) =>
    delivered.has(id) ? [delivered.get(id)! - at] : [],
  );
  const { limited, unretried } = limits(new Set([chat.id]));
  console.info(
    `raid: ${JOINS} joins in ${RAID_SECONDS} s on ${config.database.kind}, captcha off, lockdown at 10 joins a minute`,
  );
  console.info(
    `  first join -> lockdown            ${lockdownSeenAt === null ? 'never' : ms(lockdownSeenAt - firstJoin)}`,
  );
  console.info(
    `  joins never restricted            ${letIn} (before the lockdown, by design: the captcha is off)`,
  );
  console.info(`  after it, left unrestricted       ${unrestricted} of ${after.length}`);
  console.info(`  p50 join -> restricted            ${ms(percentile(toRestricted, 50))}`);
  console.info(`  p99 join -> restricted            ${ms(percentile(toRestricted, 99))}`);
  console.info(
    `  p99 join -> captcha delivered     ${ms(percentile(toDelivered, 99))} (${restrictedAt.size - delivered.size} restricted without one after the wait)`,
  );
  console.info(`  webhook p99                       ${ms(percentile(webhookMs, 99))}`);
  console.info(`  429 answers                       ${limited}, never retried ${unretried}`);
}

// --- 3. the corpus ------------------------------------------------------------------------------------------
function corpus() {
  const score = scoreCorpus();
  console.info(
    `corpus: ${score.messages} labelled messages (English and Vietnamese), the per-message rules with the defaults: ` +
      `precision ${score.precision.toFixed(2)}, recall ${score.recall.toFixed(2)} ` +
      `(${score.caught} spam caught, ${score.honestRemoved.length} honest removed, ${score.missed} spam missed)`,
  );
}

try {
  if (!ONLY || ONLY === 'messages') await messages();
  if (!ONLY || ONLY === 'raid') await raid();
  if (!ONLY || ONLY === 'corpus') corpus();
} finally {
  await app.close();
  await standIn.stop();
  await rm(dataDir, { recursive: true, force: true });
  if (serverUrl) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
process.exit(0);
