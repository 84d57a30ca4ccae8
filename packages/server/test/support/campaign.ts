import { randomUUID } from 'node:crypto';
import { DEFAULT_CAPTCHA_SETTINGS } from '@w2e/core/contracts/monitoring';
import type { EventRewards } from '@w2e/core/contracts/rewards';
import type { ParticipantRiskPage } from '@w2e/core/contracts/trust';
import { sql } from 'drizzle-orm';
import { type Address, createWalletClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import type { App } from '../../src/app';
import { monitoringChats, monitoringMembers } from '../../src/db/schema/monitoring';
import { users } from '../../src/db/schema/users';
import { settleEvent } from '../../src/jobs/rewards';
import { DEVICE_COOKIE } from '../../src/modules/trust/sightings';
import { generateReferralCode } from '../../src/modules/users/referral-code';
import { usersRepository } from '../../src/modules/users/repository';
import type { startAnvil } from './anvil';
import { register } from './helpers';

/**
 * A synthetic campaign (docs/trust.md, "The synthetic campaign"): `honest` players and `farm` accounts of
 * several kinds take part in one event through the real API (referral codes applied by
 * `POST /api/users/referral`, every task submitted by `POST /api/tasks/{id}/submissions` from the account's
 * client address with its device cookie, the event ended by the end-of-event job, the result read from the
 * published rewards and the host's risk list), with their wallets on a real EVM node (anvil).
 *
 * What the API cannot make is time: accounts are written with the creation date of their story (as the
 * server tests do), and once every task is in, each completion and sighting is moved to the moment of the
 * story (a person takes minutes per task; a script seconds), before the event ends. Seeded: one seed, one
 * campaign.
 */

export const FARM_KINDS = ['range', 'device', 'copied', 'funder', 'referral'] as const;
export const HONEST_KINDS = ['player', 'family', 'class'] as const;
type Kind = (typeof FARM_KINDS)[number] | (typeof HONEST_KINDS)[number];

export interface CampaignOptions {
  honest: number;
  farm: number;
  seed?: number;
  /** Prints progress when set. */
  log?: (line: string) => void;
}

export interface KindResult {
  kind: Kind;
  farm: boolean;
  accounts: number;
  high: number;
  medium: number;
}

export interface CampaignReport {
  kinds: KindResult[];
  /** Each farm account left below high, with its score, reasons and the sources that could not run. */
  missed: string[];
  farm: { accounts: number; high: number };
  honest: { accounts: number; high: number };
  /** Of everyone at high risk, the share that are farm accounts. */
  precision: number;
  /** Of the farm accounts, the share at high risk. */
  recall: number;
  /** Of the honest players, the share at high risk. */
  honestHigh: number;
  timings: { setupMs: number; apiMs: number; settleMs: number; readMs: number };
}

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const TASKS = 4;

/** mulberry32: a small seeded generator, so one seed gives one campaign. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (lo: number, hi: number) => lo + (hi - lo) * next(),
    chance: (p: number) => next() < p,
    id: () =>
      Array.from({ length: 22 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(next() * 36)]).join(
        '',
      ),
    shuffle<T>(list: T[]): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

interface Account {
  kind: Kind;
  createdAt: number;
  email: boolean;
  telegramId: string | null;
  captcha: boolean;
  social: number;
  referrer: number | null;
  address: string;
  device: string;
  /** The order the tasks are done in (indexes) and when each is done (ms). */
  order: number[];
  times: number[];
  answers: string[];
  wallet: `0x${string}` | null;
  id?: string;
  token?: string;
  code?: string;
}

type Anvil = Awaited<ReturnType<typeof startAnvil>>;

/** A chain write at a moment of the story: anvil's next block gets that timestamp. */
interface ChainStep {
  at: number;
  from: `0x${string}` | null;
  to: Address;
  value: string;
}

/** The campaign: accounts, their story on the chain, the event through the API; then the report. */
export async function runCampaign(app: App, anvil: Anvil, options: CampaignOptions): Promise<CampaignReport> {
  const log = options.log ?? (() => {});
  const rng = random(options.seed ?? 1);
  const t0 = performance.now();
  const now = Date.now();
  const start = now - 48 * HOUR;
  /** Tasks happen between the start and an hour before now (the event ends a second before now). */
  const during = () => start + rng.between(0, 44 * HOUR);
  let serial = 0;
  /** An address on a /24 of its own. */
  const ownAddress = () => {
    const n = serial++;
    return `11.${(n >> 8) & 255}.${n & 255}.${1 + (n % 200)}`;
  };
  const accounts: Account[] = [];
  const chain: ChainStep[] = [];

  /** A person's pace: tasks in the listed order (mostly), a minute or more each. */
  const personPace = (from: number, gap: [number, number] = [45_000, 12 * MIN]) => {
    const order = rng.chance(0.8) ? [0, 1, 2, 3] : rng.shuffle([0, 1, 2, 3]);
    const times: number[] = [];
    let at = from;
    for (let i = 0; i < TASKS; i++) {
      times.push(at);
      at += rng.between(gap[0], gap[1]);
    }
    return { order, times };
  };
  const ownWords = (n: number) =>
    Array.from(
      { length: TASKS },
      (_, i) => `In my words (${n}-${i}): ${rng.id().slice(0, 10)} is why I play`,
    );
  const honestAccount = (
    kind: Kind,
    createdAt: number,
    pace: ReturnType<typeof personPace>,
    address: string,
  ) => {
    const telegram = rng.chance(0.5);
    const account: Account = {
      kind,
      createdAt,
      email: rng.chance(0.6),
      telegramId: telegram ? String(100_000_000 + Math.floor(rng.between(0, 2_000_000_000))) : null,
      captcha: telegram && rng.chance(0.4),
      social: rng.chance(0.3) ? 1 + Math.floor(rng.between(0, 2)) : 0,
      referrer: null,
      address,
      device: rng.id(),
      ...pace,
      answers: ownWords(accounts.length),
      wallet: null,
    };
    accounts.push(account);
    return account;
  };
  /** An honest account's age: most are old, a fifth under a week, a tenth made the day before. */
  const honestCreatedAt = () => {
    const roll = rng.next();
    if (roll < 0.7) return start - rng.between(30 * DAY, 900 * DAY);
    if (roll < 0.9) return start - rng.between(DAY, 7 * DAY);
    return start - rng.between(HOUR, 23 * HOUR);
  };

  // Honest kinds: families on one home address, classes on one school address, and single players.
  const familyCount = Math.floor((options.honest * 0.08) / 4);
  const classSize = Math.min(25, Math.max(5, Math.floor(options.honest * 0.1)));
  const classCount = Math.floor((options.honest * 0.1) / classSize);
  for (let f = 0; f < familyCount; f++) {
    const home = `100.64.${f >> 8}.${1 + (f & 255)}`;
    const evening = during();
    const parentMade = start - rng.between(60 * DAY, 700 * DAY);
    // Signing up together (the children with the parent's code, minutes later) or over time.
    const together = rng.chance(0.5);
    let parent = -1;
    for (let m = 0; m < 4; m++) {
      const made =
        m === 0 ? parentMade : together ? parentMade + rng.between(2 * MIN, 20 * MIN) : honestCreatedAt();
      const member = honestAccount('family', made, personPace(evening + rng.between(0, 40 * MIN)), home);
      if (m === 0) parent = accounts.length - 1;
      else if (together) member.referrer = parent;
    }
  }
  for (let c = 0; c < classCount; c++) {
    const school = `100.100.${c >> 8}.${1 + (c & 255)}`;
    const lesson = during();
    const teacher = honestAccount(
      'class',
      start - rng.between(200 * DAY, 900 * DAY),
      personPace(lesson),
      school,
    );
    teacher.email = true;
    const teacherIndex = accounts.length - 1;
    for (let s = 1; s < classSize; s++) {
      // Half made their account in the lesson, with the teacher's code.
      const fresh = rng.chance(0.5);
      const student = honestAccount(
        'class',
        fresh ? lesson - rng.between(0, 10 * MIN) : honestCreatedAt(),
        personPace(lesson + rng.between(0, 8 * MIN), [40_000, 5 * MIN]),
        school,
      );
      if (fresh) student.referrer = teacherIndex;
    }
  }
  const players = options.honest - familyCount * 4 - classCount * classSize;
  const firstPlayer = accounts.length;
  for (let p = 0; p < players; p++) {
    const player = honestAccount('player', honestCreatedAt(), personPace(during()), ownAddress());
    // Some joined with an older player's code, days after them.
    if (p > 0 && rng.chance(0.15)) {
      const referrer = firstPlayer + Math.floor(rng.between(0, p));
      if (accounts[referrer]!.createdAt < player.createdAt - DAY) player.referrer = referrer;
    }
    // A tenth hold a wallet in use for months, funded and used at their own times.
    if (rng.chance(0.1)) {
      const key = generatePrivateKey();
      player.wallet = key;
      const funded = start - rng.between(30 * DAY, 700 * DAY);
      chain.push({ at: funded, from: null, to: privateKeyToAccount(key).address, value: '0.5' });
      const sends = Math.floor(rng.between(0, 5));
      for (let i = 0; i < sends; i++)
        chain.push({
          at: funded + (i + 1) * rng.between(HOUR, 5 * DAY),
          from: key,
          to: anvil.account.address,
          value: '0.001',
        });
    }
  }
  const honestTotal = accounts.length;

  // Farm kinds: accounts a script made in a row shortly before the event, none with email or Telegram.
  const perKind = Math.floor(options.farm / FARM_KINDS.length);
  const sizes = new Map<Kind, number>(FARM_KINDS.map((k) => [k, perKind]));
  sizes.set('range', perKind + (options.farm - perKind * FARM_KINDS.length));
  const groupSize: Record<(typeof FARM_KINDS)[number], number> = {
    range: 30,
    device: 10,
    copied: 20,
    funder: 30,
    referral: 7,
  };
  const farmAccount = (
    kind: Kind,
    createdAt: number,
    pace: { order: number[]; times: number[] },
    extra: Partial<Account> = {},
  ) => {
    const account: Account = {
      kind,
      createdAt,
      email: false,
      telegramId: null,
      captcha: false,
      social: 0,
      referrer: null,
      address: ownAddress(),
      device: rng.id(),
      ...pace,
      answers: ownWords(accounts.length),
      wallet: null,
      ...extra,
    };
    accounts.push(account);
    return account;
  };
  /** A script made the accounts one after the other, seconds apart. */
  const batch = (count: number, spacing: [number, number]) => {
    let at = start - rng.between(2 * HOUR, 20 * HOUR);
    return Array.from({ length: count }, () => (at += rng.between(spacing[0], spacing[1])));
  };
  for (const kind of FARM_KINDS) {
    // The kind's accounts in groups of about its size, none left over alone.
    const total = sizes.get(kind)!;
    const groups = Math.ceil(total / groupSize[kind]);
    for (let group = 1; group <= groups; group++) {
      const size = Math.floor((total * group) / groups) - Math.floor((total * (group - 1)) / groups);
      const made = batch(size, kind === 'copied' ? [2_000, 6_000] : [5_000, 40_000]);
      if (kind === 'range') {
        // One rented /24, a device each, a script doing the tasks in a shuffled order within seconds.
        let run = during();
        for (let i = 0; i < size; i++) {
          run += rng.between(10_000, 20_000);
          const times: number[] = [];
          let at = run;
          for (let k = 0; k < TASKS; k++) {
            at += rng.between(500, 2_500);
            times.push(at);
          }
          farmAccount(
            kind,
            made[i]!,
            { order: rng.shuffle([0, 1, 2, 3]), times },
            {
              address: `198.18.${group}.${10 + i}`,
            },
          );
        }
      } else if (kind === 'device') {
        // One browser profile, a fresh mobile address each time, at a person's pace.
        const device = rng.id();
        for (let i = 0; i < size; i++)
          farmAccount(kind, made[i]!, personPace(during(), [30_000, 5 * MIN]), { device });
      } else if (kind === 'copied') {
        // Sign-ups within a minute or two, one answer pasted everywhere.
        const text = `This project is the future of gaming and I support it fully, group ${group}`;
        for (let i = 0; i < size; i++)
          farmAccount(kind, made[i]!, personPace(during(), [30_000, 5 * MIN]), {
            answers: Array(TASKS).fill(text),
          });
      } else if (kind === 'funder') {
        // New wallets paid by one funder a few seconds apart.
        const funderKey = generatePrivateKey();
        const funder = privateKeyToAccount(funderKey).address;
        const paid = made[0]! + rng.between(10 * MIN, 60 * MIN);
        chain.push({ at: paid - MIN, from: null, to: funder, value: String(size) });
        for (let i = 0; i < size; i++) {
          const key = generatePrivateKey();
          chain.push({
            at: paid + i * rng.between(5_000, 15_000),
            from: funderKey,
            to: privateKeyToAccount(key).address,
            value: '0.1',
          });
          farmAccount(kind, made[i]!, personPace(during(), [30_000, 5 * MIN]), { wallet: key });
        }
      } else {
        // A main account, then branches: each account made a minute or three after the one whose code it used.
        const first = accounts.length;
        farmAccount(kind, made[0]!, personPace(during(), [30_000, 5 * MIN]));
        const branches = Math.min(3, size - 1);
        for (let i = 1; i < size; i++) {
          const branch = (i - 1) % branches;
          const referrer =
            i <= branches ? first : first + 1 + branch + (Math.floor((i - 1) / branches) - 1) * branches;
          farmAccount(
            kind,
            accounts[referrer]!.createdAt + rng.between(MIN, 3 * MIN),
            personPace(during(), [30_000, 5 * MIN]),
            {
              referrer,
            },
          );
        }
      }
    }
  }
  log(
    `campaign: ${honestTotal} honest, ${accounts.length - honestTotal} farm accounts; ${chain.length} chain writes`,
  );

  // The chain's story, in time order (one block per write, at its moment).
  chain.sort((a, b) => a.at - b.at);
  let last = 0;
  for (const step of chain) {
    const at = Math.max(last + 1, Math.floor(step.at / 1000));
    last = at;
    await anvil.test.setNextBlockTimestamp({ timestamp: BigInt(at) });
    const from = step.from
      ? createWalletClient({
          account: privateKeyToAccount(step.from),
          chain: foundry,
          transport: http(anvil.url),
        })
      : anvil.client;
    await from.sendTransaction({ to: step.to, value: parseEther(step.value), chain: foundry } as never);
  }

  // The host, the event and its tasks, through the API.
  const operator = await register(app, {}, '10.250.0.1');
  await usersRepository(app.deps.db).update(operator.user.id, { role: 'operator' });
  const owner = await register(app, {}, '10.250.0.2');
  const call = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    token: string,
    payload?: object,
    headers = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const project = (await call('POST', '/api/projects', owner.token, { name: 'Campaign studio' })).project as {
    id: string;
  };
  await call('PATCH', `/api/admin/projects/${project.id}/tier`, operator.token, { tier: 'premium' });
  const event = (
    await call('POST', '/api/events', owner.token, {
      host: { kind: 'project', id: project.id },
      title: 'Synthetic campaign',
      slug: `campaign-${now.toString(36)}`,
      start_time: new Date(start).toISOString(),
      end_time: new Date(now + 48 * HOUR).toISOString(),
      distribution: 'random',
      leaderboards: [{ order: 1, rank: 'ALL', winners: 10, reward: 'Raffle' }],
      reward_by_task: false,
    })
  ).event as { id: string; slug: string };
  const taskIds: string[] = [];
  for (let i = 0; i < TASKS; i++) {
    const id = randomUUID();
    await call('POST', `/api/events/${event.id}/tasks`, owner.token, {
      id,
      type: 'form',
      name: `Step ${i + 1}`,
      score: 10,
      fields: [{ label: 'Why?', kind: 'textarea', required: true }],
    });
    taskIds.push(id);
  }
  await call('POST', `/api/events/${event.id}/publish`, owner.token);

  // The accounts, as they were made (the only thing written around the API), and our groups' captcha records.
  const db = app.deps.db;
  for (let from = 0; from < accounts.length; from += 500) {
    const slice = accounts.slice(from, from + 500);
    const rows = await db
      .insert(users)
      .values(
        slice.map((a, i) => ({
          username: `camp_${now.toString(36)}_${from + i}`,
          fullName: `Player ${from + i}`,
          referralCode: generateReferralCode(),
          createdAt: new Date(a.createdAt),
          email: a.email ? `camp${now.toString(36)}_${from + i}@example.com` : null,
          telegramId: a.telegramId,
          walletAddress: a.wallet ? privateKeyToAccount(a.wallet).address : null,
        })),
      )
      .returning({ id: users.id, tokenVersion: users.tokenVersion, code: users.referralCode });
    for (const [i, row] of rows.entries()) {
      const account = slice[i]!;
      account.id = row.id;
      account.code = row.code;
      account.token = (
        await app.deps.tokens.issue({ userId: row.id, version: row.tokenVersion })
      ).access_token;
    }
  }
  const passed = accounts.filter((a) => a.captcha);
  if (passed.length > 0) {
    const [chat] = await db
      .insert(monitoringChats)
      .values({
        chatId: -1_000_000_000_001,
        type: 'supergroup',
        title: 'Community',
        settings: DEFAULT_CAPTCHA_SETTINGS,
      })
      .returning();
    await db.insert(monitoringMembers).values(
      passed.map((a) => ({
        chatRef: chat!.id,
        userId: Number(a.telegramId),
        userName: 'Player',
        captchaPassedAt: new Date(start - DAY),
      })),
    );
  }
  const setupMs = performance.now() - t0;

  // Referral codes and tasks through the API, a few requests at a time.
  const t1 = performance.now();
  const pool = async (work: (() => Promise<void>)[], width = 4) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < work.length) await work[next++]!();
      }),
    );
  };
  await pool(
    accounts
      .filter((a) => a.referrer !== null)
      .map((a) => async () => {
        await call('POST', '/api/users/referral', a.token!, { code: accounts[a.referrer!]!.code });
      }),
  );
  await pool(
    accounts.map((a) => async () => {
      for (const step of a.order) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/tasks/${taskIds[step]}/submissions`,
          headers: {
            authorization: `Bearer ${a.token}`,
            cookie: `${DEVICE_COOKIE}=${a.device.slice(0, 22)}`,
          },
          remoteAddress: a.address,
          payload: { form_answers: [a.answers[step]!] },
        });
        if (response.statusCode !== 200)
          throw new Error(`submission: ${response.statusCode} ${response.body}`);
      }
    }),
  );
  const apiMs = performance.now() - t1;
  log(`campaign: ${accounts.length} accounts took part through the API in ${(apiMs / 1000).toFixed(1)} s`);

  // Time: each completion and sighting moved to its moment in the story.
  const moments = accounts.flatMap((a) =>
    a.order.map((step, i) => ({ u: a.id, t: taskIds[step], at: a.times[i]! })),
  );
  for (let from = 0; from < moments.length; from += 5_000) {
    await db.execute(sql`
      update task_completions c set completed_at = to_timestamp((x->>'at')::float8 / 1000)
      from jsonb_array_elements(${JSON.stringify(moments.slice(from, from + 5_000))}::jsonb) x
      where c.event_id = ${event.id}::uuid and c.user_id = (x->>'u')::uuid and c.task_id = x->>'t'`);
  }
  await db.execute(sql`
    update trust_sightings s set first_seen_at = c.first, last_seen_at = c.last
    from (select user_id, min(completed_at) as first, max(completed_at) as last
          from task_completions where event_id = ${event.id}::uuid group by user_id) c
    where s.event_id = ${event.id}::uuid and s.user_id = c.user_id`);

  // The end: the end-of-event job freezes the list, leaving out everyone above medium risk.
  const t2 = performance.now();
  await db.execute(
    sql`update events set end_time = now() - interval '1 second' where id = ${event.id}::uuid`,
  );
  if (!(await settleEvent(app.deps, event.id))) throw new Error('the event did not settle');
  const settleMs = performance.now() - t2;

  const t3 = performance.now();
  const rewards = (await call('GET', `/api/events/${event.slug}/rewards`, owner.token)) as EventRewards;
  const high = new Set(
    (rewards.exclusions ?? []).filter((e) => e.reasons.includes('risk_high')).map((e) => e.user_id),
  );
  const medium = new Set<string>();
  const risks = new Map<string, ParticipantRiskPage['items'][number]['risk']>();
  for (let offset = 0; ; offset += 100) {
    const page = (await call(
      'GET',
      `/api/events/${event.id}/participants/risk?level=medium&limit=100&offset=${offset}`,
      owner.token,
    )) as ParticipantRiskPage;
    for (const item of page.items) {
      medium.add(item.player.id);
      risks.set(item.player.id, item.risk);
    }
    if (offset + 100 >= page.total) break;
  }
  const readMs = performance.now() - t3;

  const kinds: KindResult[] = [...HONEST_KINDS, ...FARM_KINDS].map((kind) => {
    const of = accounts.filter((a) => a.kind === kind);
    return {
      kind,
      farm: (FARM_KINDS as readonly string[]).includes(kind),
      accounts: of.length,
      high: of.filter((a) => high.has(a.id!)).length,
      medium: of.filter((a) => medium.has(a.id!)).length,
    };
  });
  const sum = (farm: boolean) =>
    kinds
      .filter((k) => k.farm === farm)
      .reduce((s, k) => ({ accounts: s.accounts + k.accounts, high: s.high + k.high }), {
        accounts: 0,
        high: 0,
      });
  const farm = sum(true);
  const honest = sum(false);
  // Why each farm account below high was missed (its reasons, and the sources that could not run).
  const missed = accounts
    .filter((a) => (FARM_KINDS as readonly string[]).includes(a.kind) && !high.has(a.id!))
    .map((a) => {
      const risk = risks.get(a.id!);
      return `${a.kind}: ${risk ? `${risk.score} ${risk.reasons.map((r) => r.code).join(' ')}${risk.not_run.length > 0 ? ` (not run: ${risk.not_run.join(' ')})` : ''}` : 'low'}`;
    });
  return {
    kinds,
    missed,
    farm,
    honest,
    precision: farm.high / Math.max(1, farm.high + honest.high),
    recall: farm.high / Math.max(1, farm.accounts),
    honestHigh: honest.high / Math.max(1, honest.accounts),
    timings: { setupMs, apiMs, settleMs, readMs },
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

/** The report as a table: each kind's accounts and the share at high and at medium risk. */
export function formatReport(report: CampaignReport): string {
  const lines = ['kind        farm  accounts   high            medium'];
  for (const k of report.kinds)
    lines.push(
      `${k.kind.padEnd(12)}${(k.farm ? 'yes' : 'no').padEnd(6)}${String(k.accounts).padStart(8)}   ${`${k.high} (${percent(k.high, k.accounts)})`.padEnd(16)}${k.medium} (${percent(k.medium, k.accounts)})`,
    );
  lines.push(
    `farm at high (recall): ${percent(report.farm.high, report.farm.accounts)}; honest at high: ${percent(report.honest.high, report.honest.accounts)}; precision of high: ${(100 * report.precision).toFixed(1)} %`,
  );
  for (const line of report.missed) lines.push(`  missed ${line}`);
  return lines.join('\n');
}
