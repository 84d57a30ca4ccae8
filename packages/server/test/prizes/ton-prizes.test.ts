import { randomBytes, randomUUID } from 'node:crypto';
import { Address, beginCell } from '@ton/core';
import type { PrizePage } from '@w2e/core/contracts/prizes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users';
import { prizesRepository } from '../../src/modules/prizes/repository';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { TonApiStandIn } from '../support/ton-api-stand-in';

/**
 * TON prize deliveries against the TON API stand-in (toncenter v3's `GET /transactions` and
 * `GET /jetton/wallets?address=`): native TON by the outgoing messages' values, a jetton by its TEP-74 transfer
 * orders to a jetton wallet of the prize's master.
 */

let t: TestApp;
let ton: TonApiStandIn;
let operator: { token: string; user: { id: string } };

beforeAll(async () => {
  ton = await new TonApiStandIn().start();
  t = await createTestApp({
    verify: { rpcUrls: {}, ton: { base: ton.base, apiKey: undefined }, ratePerSecond: 1000 },
  });
  operator = await register(t.app, {}, '10.190.0.1');
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
});
afterAll(async () => {
  await t?.close();
  await ton?.stop();
});

const raw = () => `0:${randomBytes(32).toString('hex')}`;
const hash = () => randomBytes(32).toString('hex');
const call = (url: string, bearerToken: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(bearerToken), ...(payload ? { payload } : {}) });

/** A platform wheel prize of this payout, won and claimed with a TON address (written straight in). */
async function claimedPrize(payout: object) {
  const [row] = await t.app.deps.db
    .insert(users)
    .values({ username: `t_${randomUUID().slice(0, 8)}`, referralCode: `R${randomUUID().slice(0, 10)}` })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  const token = (await t.app.deps.tokens.issue({ userId: row!.id, version: row!.tokenVersion })).access_token;
  const wheel = await call('/api/wheels', operator.token, {
    name: 'Platform',
    segments: [
      { label: 'TON', prize_kind: 'manual', weight: 1, payout },
      { label: 'TON too', prize_kind: 'manual', weight: 1, payout },
    ],
  });
  if (wheel.statusCode === 200 || wheel.statusCode === 409) {
    await t.app.inject({
      method: 'PUT',
      url: '/api/wheels/platform/segments',
      headers: bearer(operator.token),
      payload: {
        segments: [
          { label: 'TON', prize_kind: 'manual', weight: 1, payout },
          { label: 'TON too', prize_kind: 'manual', weight: 1, payout },
        ],
      },
    });
  }
  expect((await call('/api/wheels/platform/spins', token)).statusCode).toBe(200);
  const page = (
    await t.app.inject({ method: 'GET', url: '/api/users/prizes', headers: bearer(token) })
  ).json() as PrizePage;
  const prize = page.items[0]!;
  const address = Address.parse(raw()).toString({ bounceable: false });
  const claimed = await call(`/api/prizes/${prize.id}/claim`, token, { address });
  expect(claimed.statusCode, claimed.body).toBe(200);
  // An EVM address is refused for a TON prize (checked before: the claim above is the first that passed).
  return { id: prize.id, address };
}

describe('TON deliveries', () => {
  it('checks native TON by the value sent to the claimed address', async () => {
    const { id, address } = await claimedPrize({
      kind: 'token',
      network: 'ton',
      token: 'native',
      amount: '1.5',
    });
    const sender = raw();
    const little = hash();
    ton.transactions.set(little, {
      account: sender,
      aborted: false,
      out: [{ destination: address, value: 1_000_000_000n }],
    });
    const failed = hash();
    ton.transactions.set(failed, {
      account: sender,
      aborted: true,
      out: [{ destination: address, value: 2_000_000_000n }],
    });
    const good = hash();
    ton.transactions.set(good, {
      account: sender,
      aborted: false,
      out: [{ destination: address, value: 1_500_000_000n }],
    });

    const deliver = (tx: string) => call(`/api/prizes/${id}/delivery`, operator.token, { tx_hash: tx });
    expect((await deliver(hash())).json().code).toBe('prizes:txNotFound');
    expect((await deliver(failed)).json().code).toBe('prizes:txFailed');
    expect((await deliver(little)).json().code).toBe('prizes:txTooLittle');
    // The base64 form of the hash names the same transaction.
    const accepted = await deliver(Buffer.from(good, 'hex').toString('base64url'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().delivery).toMatchObject({ network: 'ton', tx_hash: good });
  });

  it('checks a jetton by its transfer order to a wallet of the prize’s master', async () => {
    const master = raw();
    ton.masters.set(master, 6);
    const { id, address } = await claimedPrize({ kind: 'token', network: 'ton', token: master, amount: '5' });
    const sender = raw();
    const senderWallet = raw();
    ton.jettonWallets.set(senderWallet, { owner: sender, master });
    const order = (amount: bigint, to: string) =>
      beginCell()
        .storeUint(0x0f8a7ea5, 32)
        .storeUint(0, 64)
        .storeCoins(amount)
        .storeAddress(Address.parse(to))
        .storeAddress(Address.parse(sender))
        .storeBit(false)
        .storeCoins(0)
        .storeBit(false)
        .endCell()
        .toBoc()
        .toString('base64');
    const elsewhere = hash();
    ton.transactions.set(elsewhere, {
      account: sender,
      aborted: false,
      out: [{ destination: senderWallet, value: 50_000_000n, body: order(5_000_000n, raw()) }],
    });
    const good = hash();
    ton.transactions.set(good, {
      account: sender,
      aborted: false,
      out: [{ destination: senderWallet, value: 50_000_000n, body: order(5_000_000n, address) }],
    });
    const deliver = (tx: string) => call(`/api/prizes/${id}/delivery`, operator.token, { tx_hash: tx });
    expect((await deliver(elsewhere)).json().code).toBe('prizes:txPaysNothing');
    expect((await deliver(good)).statusCode).toBe(200);
    expect((await prizesRepository(t.app.deps.db).find(id))?.prize.status).toBe('delivered');
  });
});
