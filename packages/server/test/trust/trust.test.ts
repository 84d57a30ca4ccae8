import { randomUUID } from 'node:crypto';
import { DEFAULT_CAPTCHA_SETTINGS } from '@w2e/core/contracts/monitoring';
import type { EventRewards } from '@w2e/core/contracts/rewards';
import type { Eligibility, ParticipantRiskPage, RiskClusters } from '@w2e/core/contracts/trust';
import { checkPublishedDraw, frozenListHash } from '@w2e/core/events/rewards';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../src/db/schema/domain-events';
import { events } from '../../src/db/schema/events';
import { monitoringChats, monitoringMembers } from '../../src/db/schema/monitoring';
import { taskCompletions } from '../../src/db/schema/tasks';
import { trustAppeals, trustDecisions, trustSightings } from '../../src/db/schema/trust';
import { users } from '../../src/db/schema/users';
import { settleEvent } from '../../src/jobs/rewards';
import { DEVICE_COOKIE, deleteOldSightings } from '../../src/modules/trust/sightings';
import {
  call,
  form,
  HOUR,
  host,
  newPlayer,
  playersAtOnce,
  runningEvent,
  submit,
  t,
  unique,
  useEventApp,
} from '../support/event-kit';

/**
 * Trust on PGlite and PostgreSQL (docs/trust.md): the signals stored as tasks are done (hashed addresses and
 * devices), a farm scored high and an honest player low, the host's risk list and clusters and who may read
 * them, a player's eligibility, the rules in PATCH, and a draw that leaves the excluded out and commits them
 * into the frozen list's hash.
 */
useEventApp();

const DAY = 86_400_000;
const FARM_DEVICE = 'FarmDeviceFarmDevice00';
const longAnswer = 'I really love this project and its amazing community!';

/** An event with three form tasks: doing all three in order is the farm's pattern. */
async function threeTaskEvent(overrides: Record<string, unknown> = {}) {
  const tasks = [1, 2, 3].map((n) =>
    form({ name: `Step ${n}`, fields: [{ label: 'Why?', kind: 'textarea', required: true }] }),
  );
  const { owner, event } = await runningEvent(tasks, overrides);
  return { owner, event, tasks };
}

/** Five accounts made at once, on one /24 and one device, doing the three tasks in step with one answer. */
async function farm(tasks: { id: string }[], net = `198.51.${Math.floor(Math.random() * 250)}`) {
  const accounts = await playersAtOnce(5);
  for (const task of tasks)
    for (const [i, account] of accounts.entries()) {
      const done = await t.app.inject({
        method: 'POST',
        url: `/api/tasks/${task.id}/submissions`,
        headers: { authorization: `Bearer ${account.token}`, cookie: `${DEVICE_COOKIE}=${FARM_DEVICE}` },
        remoteAddress: `${net}.${10 + i}`,
        payload: { form_answers: [longAnswer] },
      });
      expect(done.statusCode, done.body).toBe(200);
    }
  return accounts;
}

let honestSerial = 0;
/** An old account with a verified email, Telegram linked and our captcha passed in a monitored group. */
async function honest(tasks: { id: string }[], address: string) {
  const player = await newPlayer();
  const telegramId = 100_000_000 + Math.floor(Math.random() * 50_000_000);
  await t.app.deps.db
    .update(users)
    .set({
      email: `${unique()}@example.com`,
      telegramId: String(telegramId),
      createdAt: new Date(Date.now() - 400 * DAY),
    })
    .where(eq(users.id, player.user.id));
  const [chat] = await t.app.deps.db
    .insert(monitoringChats)
    .values({
      chatId: -1_000_000_000_000 - Math.floor(Math.random() * 1e9),
      type: 'supergroup',
      title: 'Community',
      settings: DEFAULT_CAPTCHA_SETTINGS,
    })
    .returning();
  await t.app.deps.db
    .insert(monitoringMembers)
    .values({ chatRef: chat!.id, userId: telegramId, userName: 'Honest', captchaPassedAt: new Date() });
  for (const [n, task] of tasks.entries()) {
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${task.id}/submissions`,
      headers: { authorization: `Bearer ${player.token}` },
      remoteAddress: address,
      payload: { form_answers: [`In my own words, answer number ${n} from ${player.user.id}`] },
    });
    expect(done.statusCode, done.body).toBe(200);
  }
  // A person takes minutes, not the milliseconds a test does: their completions move to an hour earlier.
  await t.app.deps.db
    .update(taskCompletions)
    .set({
      completedAt: sql`${taskCompletions.completedAt} - interval '1 hour' - ${honestSerial++} * interval '7 minutes'`,
    })
    .where(eq(taskCompletions.userId, player.user.id));
  return player;
}

const riskPage = async (eventId: string, token: string, query = '') => {
  const response = await call('GET', `/api/events/${eventId}/participants/risk${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ParticipantRiskPage;
};

describe('signals stored as they arise', () => {
  it('keeps only keyed hashes of the address, its /24 and the device, and sets the device cookie once', async () => {
    const { event, tasks } = await threeTaskEvent();
    const player = await newPlayer();
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${tasks[0]!.id}/submissions`,
      headers: { authorization: `Bearer ${player.token}` },
      remoteAddress: '192.0.2.77',
      payload: { form_answers: ['hello there'] },
    });
    expect(first.statusCode, first.body).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax`),
    );
    const device = cookie.split(';')[0]!.split('=')[1]!;
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${tasks[1]!.id}/submissions`,
      headers: { authorization: `Bearer ${player.token}`, cookie: `${DEVICE_COOKIE}=${device}` },
      remoteAddress: '192.0.2.77',
      payload: { form_answers: ['hello again'] },
    });
    expect(second.headers['set-cookie']).toBeUndefined();
    const rows = await t.app.deps.db
      .select()
      .from(trustSightings)
      .where(eq(trustSightings.eventId, event.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['address', 'device', 'range']);
    for (const row of rows) {
      expect(row.hash).toMatch(/^[0-9a-f]{32}$/);
      expect(row.hash).not.toContain('192');
      expect(row.hash).not.toContain(device);
    }
    expect(rows.every((r) => r.lastSeenAt >= r.firstSeenAt)).toBe(true);
  });

  it('deletes sightings last seen before the retention period, and only those', async () => {
    const { event, tasks } = await threeTaskEvent();
    const player = await newPlayer();
    await submit(tasks[0]!.id, player.token, { form_answers: ['x'] });
    const kept = (
      await t.app.deps.db.select().from(trustSightings).where(eq(trustSightings.eventId, event.id))
    ).length;
    expect(kept).toBe(3);
    await deleteOldSightings(t.app.deps.db, 90, new Date(Date.now() + 89 * DAY));
    expect(
      await t.app.deps.db.select().from(trustSightings).where(eq(trustSightings.eventId, event.id)),
    ).toHaveLength(3);
    await deleteOldSightings(t.app.deps.db, 90, new Date(Date.now() + 91 * DAY));
    expect(
      await t.app.deps.db.select().from(trustSightings).where(eq(trustSightings.eventId, event.id)),
    ).toHaveLength(0);
  });
});

describe('the host’s risk list and clusters', () => {
  it('puts a farm on one /24 and one device doing the same tasks in step at high, an honest player at low', async () => {
    const { owner, event, tasks } = await threeTaskEvent();
    const accounts = await farm(tasks);
    const person = await honest(tasks, '203.0.113.9');
    const page = await riskPage(event.id, owner.token);
    expect(page.total).toBe(6);
    expect(page.counts).toEqual({ low: 1, medium: 0, high: 5 });
    const byId = new Map(page.items.map((item) => [item.player.id, item]));
    for (const account of accounts) {
      const risk = byId.get(account.user.id)!.risk;
      expect(risk.level).toBe('high');
      expect(risk.reasons.map((r) => r.code)).toEqual(
        expect.arrayContaining(['shared_device', 'shared_range', 'lockstep_tasks', 'copied_answers']),
      );
      expect(risk.reasons.find((r) => r.code === 'shared_device')).toMatchObject({
        value: 5,
        detail: 'Same device as 4 other accounts',
      });
      expect(risk.not_run).toEqual(expect.arrayContaining(['groups', 'wallet']));
    }
    const good = byId.get(person.user.id)!.risk;
    expect(good.level).toBe('low');
    expect(good.reasons.map((r) => r.code).sort()).toEqual([
      'captcha_passed',
      'email_verified',
      'telegram_linked',
    ]);
    expect(good.not_run).toEqual(['wallet']);
    // Riskiest first; the filter and the pages.
    expect(page.items.at(-1)!.player.id).toBe(person.user.id);
    const low = await riskPage(event.id, owner.token, '?level=low');
    expect(low.items.map((i) => i.player.id)).toEqual([person.user.id]);
    const second = await riskPage(event.id, owner.token, '?limit=2&offset=2');
    expect(second).toMatchObject({ total: 6, limit: 2, offset: 2 });
    expect(second.items).toHaveLength(2);
    // In Vietnamese for a Vietnamese reader.
    const vi = await call(
      'GET',
      `/api/events/${event.id}/participants/risk?level=high&limit=1`,
      owner.token,
      undefined,
      {
        'accept-language': 'vi',
      },
    );
    expect(
      vi.json().items[0].risk.reasons.find((r: { code: string }) => r.code === 'shared_device').detail,
    ).toBe('Cùng thiết bị với 4 tài khoản khác');

    const clusters = (
      await call('GET', `/api/events/${event.id}/participants/clusters`, owner.token)
    ).json() as RiskClusters;
    const farmIds = accounts.map((a) => a.user.id).sort();
    for (const kind of ['device', 'range', 'lockstep', 'answers'] as const) {
      const cluster = clusters.items.find((c) => c.kind === kind);
      expect(cluster, kind).toBeDefined();
      expect(cluster!.members.map((m) => m.id).sort()).toEqual(farmIds);
    }
    expect(clusters.items.some((c) => c.members.some((m) => m.id === person.user.id))).toBe(false);
  });

  it('keeps a family of three on one home address, each with their own device, at low', async () => {
    const { owner, event, tasks } = await threeTaskEvent();
    const family = [];
    for (let i = 0; i < 3; i++) family.push(await honest(tasks, '203.0.113.50'));
    const page = await riskPage(event.id, owner.token);
    expect(page.counts).toEqual({ low: 3, medium: 0, high: 0 });
    expect(page.items[0]!.risk.reasons.map((r) => r.code)).toContain('shared_address');
  });

  it('refuses a player, another host, no session, an unknown event and a bad level, with a clear 4xx', async () => {
    const { event, tasks } = await threeTaskEvent();
    const player = await newPlayer();
    await submit(tasks[0]!.id, player.token, { form_answers: ['me'] });
    const other = await host('premium');
    for (const path of ['risk', 'clusters']) {
      const url = `/api/events/${event.id}/participants/${path}`;
      const byPlayer = await call('GET', url, player.token);
      expect(byPlayer.statusCode).toBe(403);
      expect(byPlayer.json().message).toBeTruthy();
      expect((await call('GET', url, other.token)).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
      expect(
        (await call('GET', `/api/events/${randomUUID()}/participants/${path}`, other.token)).statusCode,
      ).toBe(404);
    }
    const owner = (await call('GET', `/api/events/${event.slug}`)).json();
    void owner;
    const bad = await call('GET', `/api/events/${event.id}/participants/risk?level=extreme`, other.token);
    expect(bad.statusCode).toBe(400);
  });
});

/** `referee` joins with `referrer`'s code through the API. */
async function refer(referrer: { user: { id: string } }, referee: { token: string }) {
  const [row] = await t.app.deps.db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.id, referrer.user.id));
  const applied = await call('POST', '/api/users/referral', referee.token, { code: row!.code });
  expect(applied.statusCode, applied.body).toBe(200);
}

const madeAt = (player: { user: { id: string } }, at: number) =>
  t.app.deps.db
    .update(users)
    .set({ createdAt: new Date(at) })
    .where(eq(users.id, player.user.id));

describe('referrals', () => {
  it('flags a new referrer whose referred accounts are a farm (ring, high), not one who brought friends over days', async () => {
    const { owner, event, tasks } = await threeTaskEvent();
    const [referrer] = await playersAtOnce(1);
    await madeAt(referrer!, Date.now() - 2 * HOUR);
    const accounts = await farm(tasks);
    for (const account of accounts) await refer(referrer!, account);
    await submit(tasks[0]!.id, referrer!.token, { form_answers: ['My own reason to join, in my words'] });
    // The look-alike: an established player whose three friends joined with their code days apart.
    const friendly = await honest(tasks, '203.0.113.160');
    const friends = [];
    for (let i = 0; i < 3; i++) {
      const friend = await honest(tasks, `203.0.113.${161 + i}`);
      await madeAt(friend, Date.now() - (300 - 4 * i) * DAY);
      await refer(friendly, friend);
      friends.push(friend);
    }
    const page = await riskPage(event.id, owner.token, '?limit=50');
    const byId = new Map(page.items.map((item) => [item.player.id, item.risk]));
    const ring = byId.get(referrer!.user.id)!;
    expect(ring.level).toBe('high');
    expect(ring.reasons.find((r) => r.code === 'referral_ring')).toMatchObject({
      value: 5,
      detail: 'Referred 5 accounts that look like a farm',
    });
    for (const id of [friendly, ...friends].map((p) => p.user.id)) {
      expect(byId.get(id)!.level).toBe('low');
      expect(byId.get(id)!.reasons.map((r) => r.code)).not.toContain('referral_ring');
      expect(byId.get(id)!.reasons.map((r) => r.code)).not.toContain('referral_chain');
    }
    const clusters = (
      await call('GET', `/api/events/${event.id}/participants/clusters`, owner.token)
    ).json() as RiskClusters;
    const rings = clusters.items.filter((c) => c.kind === 'referral');
    expect(rings).toHaveLength(1);
    expect(rings[0]!.members.map((m) => m.id).sort()).toEqual(
      [referrer!.user.id, ...accounts.map((a) => a.user.id)].sort(),
    );
  });

  it('flags a chain of accounts each made a minute after its referrer (high), not a chain of friends days apart', async () => {
    const { owner, event, tasks } = await threeTaskEvent();
    // Five accounts, each on its own address and device, each made a minute after the one that referred it.
    const chain = await playersAtOnce(5);
    const base = Date.now() - 3 * HOUR;
    for (const [i, account] of chain.entries()) {
      await madeAt(account, base + i * 60_000);
      if (i > 0) await refer(chain[i - 1]!, account);
    }
    // Friends: each joined with the previous one's code days later; old accounts with nothing else shared.
    const friends = [];
    for (let i = 0; i < 3; i++) {
      const friend = await honest([], `203.0.113.${170 + i}`);
      await madeAt(friend, Date.now() - (200 - 3 * i) * DAY);
      if (i > 0) await refer(friends[i - 1]!, friend);
      friends.push(friend);
    }
    for (const [i, who] of [...chain, ...friends].entries())
      for (const [n, task] of tasks.entries()) {
        const done = await t.app.inject({
          method: 'POST',
          url: `/api/tasks/${task.id}/submissions`,
          headers: { authorization: `Bearer ${who.token}` },
          remoteAddress: `192.0.2.${20 + i}`,
          payload: { form_answers: [`Answer ${n} written by account ${who.user.id}`] },
        });
        expect(done.statusCode, done.body).toBe(200);
      }
    // Done at a person's pace: minutes between tasks and between players.
    await t.app.deps.db
      .update(taskCompletions)
      .set({
        completedAt: sql`${taskCompletions.completedAt} - interval '2 hours' + (random() * 90) * interval '1 minute'`,
      })
      .where(eq(taskCompletions.eventId, event.id));
    const page = await riskPage(event.id, owner.token, '?limit=50');
    const byId = new Map(page.items.map((item) => [item.player.id, item.risk]));
    for (const account of chain) {
      const risk = byId.get(account.user.id)!;
      expect(risk.reasons.find((r) => r.code === 'referral_chain')).toMatchObject({
        value: 5,
        detail: 'In a chain of referrals with 4 other accounts, each made within minutes of its referrer',
      });
      expect(risk.level).toBe('high');
    }
    for (const friend of friends) {
      expect(byId.get(friend.user.id)!.level).toBe('low');
      expect(byId.get(friend.user.id)!.reasons.map((r) => r.code)).not.toContain('referral_chain');
    }
    const clusters = (
      await call('GET', `/api/events/${event.id}/participants/clusters`, owner.token)
    ).json() as RiskClusters;
    const found = clusters.items.filter((c) => c.kind === 'referral');
    expect(found).toHaveLength(1);
    expect(found[0]!.members.map((m) => m.id).sort()).toEqual(chain.map((a) => a.user.id).sort());
  });
});

describe('eligibility rules', () => {
  it('are saved by PATCH (defaults: anyone up to medium risk) and refused when invalid, nothing written', async () => {
    const { owner, event } = await threeTaskEvent();
    const shown = (await call('GET', `/api/events/${event.slug}`)).json();
    expect(shown.eligibility).toMatchObject({ max_risk_level: 'medium', verified_email: false });
    const saved = await call('PATCH', `/api/events/${event.id}`, owner.token, {
      eligibility: { min_account_age_days: 30, verified_email: true, max_risk_level: 'low' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().event.eligibility).toMatchObject({
      min_account_age_days: 30,
      verified_email: true,
      linked_telegram: false,
      max_risk_level: 'low',
    });
    for (const eligibility of [
      { max_risk_level: 'extreme' },
      { min_account_age_days: -1 },
      { min_account_age_days: 1.5 },
    ]) {
      const refused = await call('PATCH', `/api/events/${event.id}`, owner.token, { eligibility });
      expect(refused.statusCode, JSON.stringify(eligibility)).toBe(400);
    }
    const player = await newPlayer();
    expect(
      (await call('PATCH', `/api/events/${event.id}`, player.token, { eligibility: {} })).statusCode,
    ).toBe(403);
    const [row] = await t.app.deps.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.eligibility).toMatchObject({ min_account_age_days: 30, max_risk_level: 'low' });
  });

  it('tells the signed-in player which rules they meet, before any task, and asks a visitor to sign in', async () => {
    const { event } = await threeTaskEvent({
      eligibility: {
        min_account_age_days: 30,
        verified_email: true,
        linked_telegram: true,
        passed_captcha: true,
      },
    });
    const fresh = await newPlayer();
    const answer = await call('GET', `/api/events/${event.slug}/eligibility`, fresh.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const eligibility = answer.json() as Eligibility;
    expect(eligibility.eligible).toBe(false);
    expect(eligibility.unmet).toEqual([
      'min_account_age',
      'verified_email',
      'linked_telegram',
      'passed_captcha',
    ]);
    expect(eligibility.rules.find((r) => r.code === 'max_risk_level')!.status).toBe('pending');
    const person = await honest([], '203.0.113.70');
    const good = (
      await call('GET', `/api/events/${event.slug}/eligibility`, person.token)
    ).json() as Eligibility;
    expect(good).toMatchObject({ eligible: true, unmet: [] });
    expect((await call('GET', `/api/events/${event.slug}/eligibility`)).statusCode).toBe(401);
    expect((await call('GET', `/api/events/no-such-${unique()}/eligibility`, fresh.token)).statusCode).toBe(
      404,
    );
  });
});

describe('exclusions before the draw', () => {
  it('leaves the farm and those failing a rule out of the draw, and commits them into the list’s hash', async () => {
    const { owner, event, tasks } = await threeTaskEvent({
      distribution: 'random',
      leaderboards: [{ order: 1, rank: 'ALL', winners: 3, reward: 'Raffle' }],
      reward_by_task: false,
    });
    const accounts = await farm(tasks);
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await honest(tasks, `203.0.113.${100 + i}`));
    // One honest-looking player without a verified email, once the event asks for one.
    const noEmail = people[3]!;
    await t.app.deps.db.update(users).set({ email: null }).where(eq(users.id, noEmail.user.id));
    const ruled = await call('PATCH', `/api/events/${event.id}`, owner.token, {
      eligibility: { verified_email: true },
    });
    expect(ruled.statusCode, ruled.body).toBe(200);
    await t.app.deps.db
      .update(events)
      .set({ endTime: new Date(Date.now() - 1000), startTime: new Date(Date.now() - HOUR) })
      .where(eq(events.id, event.id));
    expect(await settleEvent(t.app.deps, event.id)).toBe(true);

    const rewards = (await call('GET', `/api/events/${event.slug}/rewards`)).json() as EventRewards;
    const excludedIds = rewards.exclusions!.map((e) => e.user_id).sort();
    expect(excludedIds).toEqual([...accounts.map((a) => a.user.id), noEmail.user.id].sort());
    for (const account of accounts)
      expect(rewards.exclusions!.find((e) => e.user_id === account.user.id)!.reasons).toContain('risk_high');
    expect(rewards.exclusions!.find((e) => e.user_id === noEmail.user.id)!.reasons).toEqual([
      'verified_email',
    ]);
    expect(rewards.excluded_counts).toMatchObject({ risk_high: 5, verified_email: 6 });
    // Nobody excluded is on the list or among the winners; the winners are the three eligible players.
    const winners = rewards.tiers[0]!.winners.map((w) => w.player.id).sort();
    expect(winners).toEqual(
      people
        .slice(0, 3)
        .map((p) => p.user.id)
        .sort(),
    );
    expect(rewards.draw!.entries!.some((id) => excludedIds.includes(id))).toBe(false);
    // The verify panel's check: the exclusions are part of the hash; dropping one breaks it.
    expect(rewards.list_hash).toBe(await frozenListHash(rewards.draw!.entries!, rewards.exclusions!));
    const published = {
      seed: rewards.draw!.seed!,
      commitment: rewards.draw!.commitment,
      list_hash: rewards.list_hash!,
      entries: rewards.draw!.entries!,
      exclusions: rewards.exclusions!,
      tiers: rewards.tiers.map((tier) => ({
        ...tier,
        winners: tier.winners.map((w) => ({ user_id: w.player.id })),
      })),
    };
    expect((await checkPublishedDraw(published)).ok).toBe(true);
    expect((await checkPublishedDraw({ ...published, exclusions: published.exclusions.slice(1) })).ok).toBe(
      false,
    );
    // The excluded player sees why, their own reasons only.
    const mine = (
      await call('GET', `/api/events/${event.slug}/eligibility`, accounts[0]!.token)
    ).json() as Eligibility;
    expect(mine.eligible).toBe(false);
    expect(mine.rules.find((r) => r.code === 'max_risk_level')).toMatchObject({
      status: 'unmet',
      actual: 'high',
    });
  });
});

describe('the host’s decisions and the players’ appeals', () => {
  it('records a decision with who and why, shows it to that player, and refuses others and bad input', async () => {
    const { owner, event, tasks } = await threeTaskEvent();
    const person = await honest(tasks, '203.0.113.140');
    const url = `/api/events/${event.id}/participants/${person.user.id}/decision`;
    for (const body of [{ decision: 'ban', reason: 'why not' }, { decision: 'exclude', reason: '' }, {}])
      expect((await call('POST', url, owner.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await call('POST', url, person.token, { decision: 'clear', reason: 'I am me' })).statusCode).toBe(
      403,
    );
    const stranger = await newPlayer();
    const notIn = await call(
      'POST',
      `/api/events/${event.id}/participants/${stranger.user.id}/decision`,
      owner.token,
      {
        decision: 'exclude',
        reason: 'Looks like a farm',
      },
    );
    expect(notIn.statusCode).toBe(404);
    expect(
      await t.app.deps.db.select().from(trustDecisions).where(eq(trustDecisions.eventId, event.id)),
    ).toHaveLength(0);

    const decided = await call('POST', url, owner.token, {
      decision: 'exclude',
      reason: 'Same wallet as a farm',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ message: 'Decision recorded', decision: { decision: 'exclude' } });
    const [row] = await t.app.deps.db
      .select()
      .from(trustDecisions)
      .where(eq(trustDecisions.eventId, event.id));
    expect(row).toMatchObject({
      userId: person.user.id,
      decidedBy: owner.user.id,
      reason: 'Same wallet as a farm',
    });
    const told = (
      await call('GET', `/api/events/${event.slug}/eligibility`, person.token)
    ).json() as Eligibility;
    expect(told).toMatchObject({
      eligible: false,
      decision: { decision: 'exclude', reason: 'Same wallet as a farm' },
    });
    const outbox = await t.app.deps.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.type, 'trust.decided'));
    expect(outbox.some((e) => (e.payload as { user_id: string }).user_id === person.user.id)).toBe(true);
  });

  it('takes one appeal per participant (at once too), answered once by the host; accepting puts a farm account back in the draw', async () => {
    const { owner, event, tasks } = await threeTaskEvent({
      distribution: 'random',
      leaderboards: [{ order: 1, rank: 'ALL', winners: 10, reward: 'Raffle' }],
    });
    const accounts = await farm(tasks);
    const appellant = accounts[0]!;
    const stranger = await newPlayer();
    const appeal = (token: string, text = 'I am a student on the school network, please check.') =>
      call('POST', `/api/events/${event.id}/appeals`, token, { text });
    expect((await appeal(stranger.token)).statusCode).toBe(403);
    expect((await appeal(appellant.token, 'short')).statusCode).toBe(400);
    const [first, second] = await Promise.all([appeal(appellant.token), appeal(appellant.token)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    expect(
      await t.app.deps.db.select().from(trustAppeals).where(eq(trustAppeals.eventId, event.id)),
    ).toHaveLength(1);
    const id = (first!.statusCode === 200 ? first! : second!).json().appeal.id as string;

    const listed = await call('GET', `/api/events/${event.id}/appeals`, owner.token);
    expect(listed.json().items).toMatchObject([{ id, status: 'open', user_id: appellant.user.id }]);
    expect((await call('GET', `/api/events/${event.id}/appeals`, appellant.token)).statusCode).toBe(403);
    const other = await host('premium');
    expect(
      (await call('POST', `/api/appeals/${id}/decision`, other.token, { decision: 'accepted' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/appeals/${randomUUID()}/decision`, owner.token, { decision: 'accepted' }))
        .statusCode,
    ).toBe(404);
    const answered = await call('POST', `/api/appeals/${id}/decision`, owner.token, {
      decision: 'accepted',
      answer: 'Checked with the school: welcome back.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().appeal).toMatchObject({
      status: 'accepted',
      answer: 'Checked with the school: welcome back.',
    });
    expect(
      (await call('POST', `/api/appeals/${id}/decision`, owner.token, { decision: 'rejected' })).statusCode,
    ).toBe(409);
    const mine = (
      await call('GET', `/api/events/${event.slug}/eligibility`, appellant.token)
    ).json() as Eligibility;
    expect(mine).toMatchObject({
      eligible: true,
      decision: { decision: 'clear' },
      appeal: { status: 'accepted' },
    });

    await t.app.deps.db
      .update(events)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(events.id, event.id));
    expect(await settleEvent(t.app.deps, event.id)).toBe(true);
    const rewards = (await call('GET', `/api/events/${event.slug}/rewards`)).json() as EventRewards;
    expect(rewards.exclusions!.map((e) => e.user_id).sort()).toEqual(
      accounts
        .slice(1)
        .map((a) => a.user.id)
        .sort(),
    );
    expect(rewards.draw!.entries).toContain(appellant.user.id);

    // Frozen: neither a decision nor an appeal changes anything any more.
    const late = await call(
      'POST',
      `/api/events/${event.id}/participants/${accounts[1]!.user.id}/decision`,
      owner.token,
      {
        decision: 'clear',
        reason: 'Too late',
      },
    );
    expect(late.statusCode).toBe(409);
    expect((await appeal(accounts[1]!.token)).statusCode).toBe(409);
  });
});
