import type { EventRewards } from '@w2e/core/contracts/rewards';
import type { Eligibility, ParticipantRiskPage, RiskClusters } from '@w2e/core/contracts/trust';
import { eq } from 'drizzle-orm';
import { type Address, createWalletClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/events';
import { users } from '../../src/db/schema/users';
import { settleEvent } from '../../src/jobs/rewards';
import { clearWalletCache } from '../../src/modules/trust/wallets';
import { startAnvil } from '../support/anvil';
import { call, form, HOUR, newPlayer, runningEvent, t, unique, useEventApp } from '../support/event-kit';

/**
 * The wallet signals on a real EVM node (anvil), on PGlite and PostgreSQL (docs/trust.md): a wallet's age and
 * transaction count found by binary search of its past nonce and balance, the first funder read from the
 * funding block, funding clusters, the wallet rules in the eligibility answer and in the end-of-event
 * exclusions, and "not run" when no RPC is configured.
 */
useEventApp();

const DAY = 86_400_000;
let anvil: Awaited<ReturnType<typeof startAnvil>>;

const walletOf = (key: `0x${string}`) =>
  createWalletClient({ account: privateKeyToAccount(key), chain: foundry, transport: http(anvil.url) });
const newKey = () => generatePrivateKey();
const addressOf = (key: `0x${string}`) => privateKeyToAccount(key).address;

const oldKey = newKey();
const funderKey = newKey();
const freshKey = newKey();
const farmKeys = Array.from({ length: 5 }, newKey);

async function send(from: ReturnType<typeof walletOf> | typeof anvil.client, to: Address, value: string) {
  const hash = await from.sendTransaction({ to, value: parseEther(value), chain: foundry } as never);
  await anvil.client.waitForTransactionReceipt({ hash });
}

beforeAll(async () => {
  // The chain starts 400 days ago: the old wallet is funded and used then, then the clock jumps to now.
  const now = Math.floor(Date.now() / 1000);
  anvil = await startAnvil({ genesisTimestamp: now - 400 * 86_400 });
  await send(anvil.client, addressOf(oldKey), '5');
  const old = walletOf(oldKey);
  for (let i = 0; i < 12; i++) await send(old, anvil.account.address, '0.01');
  await anvil.test.setNextBlockTimestamp({ timestamp: BigInt(now - 60) });
  await anvil.test.mine({ blocks: 1 });
  // A farm: one funder pays five new wallets, one block after the other.
  await send(anvil.client, addressOf(funderKey), '10');
  const funder = walletOf(funderKey);
  for (const key of farmKeys) await send(funder, addressOf(key), '0.1');
  // A fresh wallet funded once, never used.
  await send(anvil.client, addressOf(freshKey), '0.2');
}, 60_000);
afterAll(() => anvil?.stop());

type Player = Awaited<ReturnType<typeof newPlayer>>;
/** The cast, made once (a wallet belongs to one account): old, fresh, the farm and one with no wallet. */
let cast: { old: Player; fresh: Player; farm: Player[]; noWallet: Player };

/** A player with an old account (so only the wallet signals move their risk) and `wallet` linked. */
async function player(wallet: Address | null, index: number) {
  const made = await newPlayer();
  await t.app.deps.db
    .update(users)
    .set({ walletAddress: wallet, createdAt: new Date(Date.now() - (300 + index * 9) * DAY) })
    .where(eq(users.id, made.user.id));
  return made;
}

beforeAll(async () => {
  let index = 0;
  const old = await player(addressOf(oldKey), index++);
  const fresh = await player(addressOf(freshKey), index++);
  const farm = [];
  for (const key of farmKeys) farm.push(await player(addressOf(key), index++));
  cast = { old, fresh, farm, noWallet: await player(null, index++) };
});

let ipSerial = 0;
/** Joins by doing the task, each from an address of its own (so no address signal fires). */
async function join(taskId: string, who: Player) {
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/submissions`,
    headers: { authorization: `Bearer ${who.token}` },
    remoteAddress: `192.0.${10 + (ipSerial % 200)}.${1 + (ipSerial++ % 250)}`,
    payload: { form_answers: [`My own answer ${unique()}`] },
  });
  expect(done.statusCode, done.body).toBe(200);
}

/** An event with the old wallet, the fresh one, the farm and a player with no wallet taking part. */
async function campaign(eligibility?: object) {
  const task = form({ name: 'Why', fields: [{ label: 'Why?', kind: 'textarea', required: true }] });
  const { owner, event } = await runningEvent([task], {
    distribution: 'random',
    leaderboards: [{ order: 1, rank: 'ALL', winners: 3, reward: 'Raffle' }],
    reward_by_task: false,
  });
  const tasks = (await call('GET', `/api/events/${event.slug}/tasks`, owner.token)).json() as {
    items: { id: string }[];
  };
  const taskId = tasks.items[0]!.id;
  for (const who of [cast.old, cast.fresh, ...cast.farm, cast.noWallet]) await join(taskId, who);
  if (eligibility) {
    const ruled = await call('PATCH', `/api/events/${event.id}`, owner.token, { eligibility });
    expect(ruled.statusCode, ruled.body).toBe(200);
  }
  return { owner, event, ...cast };
}

const riskOf = (page: ParticipantRiskPage, userId: string) =>
  page.items.find((i) => i.player.id === userId)!.risk;

describe('wallet signals read through the RPC adapter', () => {
  it('finds the farm’s funding cluster, the fresh wallet’s youth and the old wallet’s history', async () => {
    clearWalletCache();
    t.config.verify = { rpcUrls: { eth: anvil.url }, ratePerSecond: 1000 };
    const { owner, event, old, fresh, farm, noWallet } = await campaign();

    const risk = await call('GET', `/api/events/${event.id}/participants/risk?limit=50`, owner.token);
    expect(risk.statusCode, risk.body).toBe(200);
    const page = risk.json() as ParticipantRiskPage;
    for (const member of farm) {
      const r = riskOf(page, member.user.id);
      expect(r.level).toBe('high');
      expect(r.not_run).not.toContain('wallet');
      expect(r.reasons.map((x) => [x.code, x.value])).toEqual(
        expect.arrayContaining([
          ['funding_cluster', 5],
          ['wallet_new', 0],
          ['wallet_few_tx', 0],
        ]),
      );
      expect(r.reasons.find((x) => x.code === 'funding_cluster')!.detail).toBe(
        'Wallet first funded by the same address as 4 other wallets within minutes',
      );
    }
    const fresher = riskOf(page, fresh.user.id);
    expect(fresher.reasons.map((x) => x.code)).toEqual(['wallet_new', 'wallet_few_tx']);
    expect(fresher.level).toBe('low');
    const older = riskOf(page, old.user.id);
    expect(older.level).toBe('low');
    expect(older.reasons).toHaveLength(1);
    expect(older.reasons[0]!.code).toBe('wallet_established');
    expect(older.reasons[0]!.value).toBeGreaterThanOrEqual(399);
    // No wallet linked: the wallet signals did not run for them, and nothing is guessed.
    const none = riskOf(page, noWallet.user.id);
    expect(none.not_run).toContain('wallet');
    expect(none.reasons.filter((x) => x.code.startsWith('wallet') || x.code === 'funding_cluster')).toEqual(
      [],
    );

    const clusters = await call('GET', `/api/events/${event.id}/participants/clusters`, owner.token);
    expect(clusters.statusCode, clusters.body).toBe(200);
    const funding = (clusters.json() as RiskClusters).items.filter((c) => c.kind === 'funding');
    expect(funding).toHaveLength(1);
    expect(funding[0]!.key).toBe(`funding-eth-${addressOf(funderKey).toLowerCase()}`);
    expect(funding[0]!.members.map((m) => m.id).sort()).toEqual(farm.map((f) => f.user.id).sort());
  });

  it('applies the minimum wallet age and transaction count to the eligibility answer and to the draw', async () => {
    clearWalletCache();
    t.config.verify = { rpcUrls: { eth: anvil.url }, ratePerSecond: 1000 };
    const { event, old, fresh, farm, noWallet } = await campaign({
      min_wallet_age_days: 30,
      min_wallet_tx_count: 5,
    });
    const answer = async (token: string) => {
      const response = await call('GET', `/api/events/${event.slug}/eligibility`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Eligibility;
    };
    const oldAnswer = await answer(old.token);
    expect(oldAnswer.eligible).toBe(true);
    const oldAge = oldAnswer.rules.find((r) => r.code === 'min_wallet_age')!;
    expect(oldAge.status).toBe('met');
    expect(oldAge.actual).toBeGreaterThanOrEqual(399);
    expect(oldAnswer.rules.find((r) => r.code === 'min_wallet_tx_count')).toMatchObject({
      status: 'met',
      actual: 12,
    });
    const freshAnswer = await answer(fresh.token);
    expect(freshAnswer.eligible).toBe(false);
    expect(freshAnswer.unmet).toEqual(['min_wallet_age', 'min_wallet_tx_count']);
    expect(freshAnswer.rules.find((r) => r.code === 'min_wallet_tx_count')!.actual).toBe(0);
    expect((await answer(noWallet.token)).unmet).toEqual(['min_wallet_age', 'min_wallet_tx_count']);

    await t.app.deps.db
      .update(events)
      .set({ endTime: new Date(Date.now() - 1000), startTime: new Date(Date.now() - HOUR) })
      .where(eq(events.id, event.id));
    expect(await settleEvent(t.app.deps, event.id)).toBe(true);
    const rewards = (await call('GET', `/api/events/${event.slug}/rewards`)).json() as EventRewards;
    const reasons = new Map(rewards.exclusions!.map((e) => [e.user_id, e.reasons]));
    expect(reasons.has(old.user.id)).toBe(false);
    expect(reasons.get(fresh.user.id)).toEqual(['min_wallet_age', 'min_wallet_tx_count']);
    expect(reasons.get(noWallet.user.id)).toEqual(['min_wallet_age', 'min_wallet_tx_count']);
    for (const member of farm)
      expect(reasons.get(member.user.id)).toEqual(['min_wallet_age', 'min_wallet_tx_count', 'risk_high']);
    // Only the old wallet's player was left in the draw.
    expect(rewards.draw!.entries).toEqual([old.user.id]);
  });

  it('reports the wallet signals as not run, and the wallet rules as pending, when no RPC is configured', async () => {
    clearWalletCache();
    t.config.verify = { rpcUrls: {}, ratePerSecond: 1000 };
    const { owner, event, old } = await campaign({ min_wallet_age_days: 30 });
    const page = (
      await call('GET', `/api/events/${event.id}/participants/risk?limit=50`, owner.token)
    ).json() as ParticipantRiskPage;
    for (const item of page.items) {
      expect(item.risk.not_run).toContain('wallet');
      expect(item.risk.reasons.map((r) => r.code)).not.toContain('funding_cluster');
    }
    const clusters = (
      await call('GET', `/api/events/${event.id}/participants/clusters`, owner.token)
    ).json() as RiskClusters;
    expect(clusters.items.filter((c) => c.kind === 'funding')).toEqual([]);
    const answer = (
      await call('GET', `/api/events/${event.slug}/eligibility`, old.token)
    ).json() as Eligibility;
    expect(answer.rules.find((r) => r.code === 'min_wallet_age')).toMatchObject({
      status: 'pending',
      actual: null,
    });
    expect(answer.eligible).toBe(true);
  });
});
