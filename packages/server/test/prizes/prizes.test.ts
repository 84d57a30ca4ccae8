import { randomUUID } from 'node:crypto';
import type { NotificationPage } from '@w2e/core/contracts/notifications';
import type { ManagedPrizePage, Prize, PrizePage } from '@w2e/core/contracts/prizes';
import { and, eq, sql } from 'drizzle-orm';
import { type Address, encodeFunctionData, getAddress, type Hash, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../src/db/schema/domain-events';
import { eventParticipants, events } from '../../src/db/schema/events';
import { prizes } from '../../src/db/schema/prizes';
import { users } from '../../src/db/schema/users';
import { outboxTick } from '../../src/jobs/outbox';
import { settleEvent } from '../../src/jobs/rewards';
import { usersRepository } from '../../src/modules/users/repository';
import { startAnvil } from '../support/anvil';
import { erc20Abi, erc20Bytecode } from '../support/evm-contracts';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

/**
 * Prizes on PGlite and PostgreSQL: records written by the end-of-event job and by a wheel's manual segment, each
 * step of won → claimed → delivered → confirmed / disputed and every refusal, the on-chain check of a delivery
 * against a real ERC-20 on anvil, the races (one claim sent 50 times, one transaction for 50 prizes), the outbox
 * rows, the managers' lists and CSV, and who is told what.
 */

let t: TestApp;
let anvil: Awaited<ReturnType<typeof startAnvil>>;
let token: Address;
let operator: { token: string; user: { id: string } };
const DECIMALS = 6;

beforeAll(async () => {
  anvil = await startAnvil();
  // Overrides replace whole config objects: the verify settings are given whole, with anvil as BSC's node.
  t = await createTestApp({
    publicUrl: 'https://w2ehub.io',
    verify: { rpcUrls: { bsc: anvil.url }, ton: undefined, ratePerSecond: 10_000 },
  });
  const deployed = await anvil.client.deployContract({
    abi: erc20Abi,
    bytecode: erc20Bytecode,
    args: [DECIMALS, 1_000_000n * 10n ** BigInt(DECIMALS)],
  });
  token = getAddress((await anvil.client.waitForTransactionReceipt({ hash: deployed })).contractAddress!);
  operator = await newPlayer();
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  anvil?.stop();
});

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const newPlayer = () =>
  register(t.app, {}, `10.${120 + (serial % 50)}.${(serial++ >> 8) % 250}.${1 + (Date.now() % 250)}`);
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  bearerToken?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: bearerToken ? bearer(bearerToken) : {},
    ...(payload ? { payload } : {}),
  });

const randomAddress = () => getAddress(`0x${randomUUID().replaceAll('-', '')}${'00000000'}`);
const tokenPayout = (amount: string) => ({ kind: 'token', network: 'bsc', token, amount });

/** A host (a Premium project's owner), and an event it published with one tier (and a task prize). */
async function hostedEvent(tier: Record<string, unknown>, taskPrize?: Record<string, unknown>) {
  const owner = await newPlayer();
  const project = (await call('POST', '/api/projects', owner.token, { name: `Studio ${unique()}` })).json()
    .project as { id: string };
  await call('PATCH', `/api/admin/projects/${project.id}/tier`, operator.token, { tier: 'premium' });
  const created = await call('POST', '/api/events', owner.token, {
    host: { kind: 'project', id: project.id },
    title: `Cup ${unique()}`,
    slug: `cup-${unique()}`,
    start_time: at(-HOUR),
    end_time: at(48 * HOUR),
    leaderboards: [{ order: 1, rank: 'TOP 100', reward: '5 USDT', ...tier }],
    distribution: 'all',
    reward_by_task: taskPrize !== undefined,
  });
  expect(created.statusCode, created.body).toBe(200);
  const event = created.json().event as { id: string; slug: string; title: string };
  const added = await call('POST', `/api/events/${event.id}/tasks`, owner.token, {
    id: randomUUID(),
    type: 'form',
    name: 'Check in',
    score: 5,
    fields: [{ label: 'Mood', kind: 'text', required: true }],
    ...(taskPrize ?? {}),
  });
  expect(added.statusCode, added.body).toBe(200);
  const published = await call('POST', `/api/events/${event.id}/publish`, owner.token);
  expect(published.statusCode, published.body).toBe(200);
  return { owner, event };
}

/** `count` winners seated with a score and a session each, the event ended and settled. */
async function winners(eventId: string, count: number, name = (i: number) => `Winner ${i}`) {
  const rows = await t.app.deps.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `w_${unique()}`,
        fullName: name(i),
        referralCode: `R${randomUUID().replaceAll('-', '').slice(0, 10)}`,
      })),
    )
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  await t.app.deps.db
    .insert(eventParticipants)
    .values(rows.map((row, i) => ({ eventId, userId: row.id, otherScore: 100 - i, totalScore: 100 - i })));
  await t.app.deps.db
    .update(events)
    .set({ endTime: new Date(Date.now() - 1000) })
    .where(eq(events.id, eventId));
  expect(await settleEvent(t.app.deps, eventId)).toBe(true);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      token: (await t.app.deps.tokens.issue({ userId: row.id, version: row.tokenVersion })).access_token,
    })),
  );
}

const mine = async (bearerToken: string, query = '') => {
  const response = await call('GET', `/api/users/prizes${query}`, bearerToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PrizePage;
};
const onlyPrize = async (bearerToken: string) => (await mine(bearerToken)).items[0]!;

const outboxRows = (type: string, prizeId: string) =>
  t.app.deps.db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), sql`${domainEvents.payload} ->> 'prize_id' = ${prizeId}`));

async function transfer(to: Address, units: bigint): Promise<Hash> {
  const hash = await anvil.client.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, units],
  });
  await anvil.client.waitForTransactionReceipt({ hash });
  return hash;
}
const units = (amount: string) => BigInt(Math.round(Number(amount) * 10 ** DECIMALS));

describe('prize records', () => {
  it('are written with the results: each tier and task prize, with the payout as it was settled', async () => {
    const { event } = await hostedEvent(
      { payout: tokenPayout('5') },
      { prize: 'T-shirt', prize_payout: { kind: 'item' } },
    );
    const [first, second] = await winners(event.id, 2);
    const list = await mine(first!.token);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      source: 'leaderboard',
      event: { id: event.id, slug: event.slug },
      position: 1,
      label: '5 USDT',
      payout: { kind: 'token', network: 'bsc', token, amount: '5' },
      status: 'won',
      claim_kind: 'evm_address',
      claim: null,
    });
    // Nobody completed the task: no task prize. The second winner sees only their own.
    expect((await mine(second!.token)).items.map((prize) => prize.position)).toEqual([2]);
    expect((await mine(first!.token, '?status=claimed')).total).toBe(0);
    expect((await call('GET', '/api/users/prizes?status=lost', first!.token)).statusCode).toBe(400);
  });
});

describe('claims', () => {
  it('refuse another player, the wrong kind of claim and the wrong network, then take one claim once', async () => {
    const { event, owner } = await hostedEvent({ payout: tokenPayout('5') });
    const [winner] = await winners(event.id, 1);
    const prize = await onlyPrize(winner!.token);
    const stranger = await newPlayer();
    const claim = (bearerToken: string, body: object) =>
      call('POST', `/api/prizes/${prize.id}/claim`, bearerToken, body);

    expect((await claim(stranger.token, { address: randomAddress() })).statusCode).toBe(404);
    expect((await claim(owner.token, { address: randomAddress() })).statusCode).toBe(404);
    expect((await claim(winner!.token, { contact: '@winner' })).statusCode).toBe(400);
    const ton = await claim(winner!.token, { address: `0:${'a'.repeat(64)}` });
    expect(ton.statusCode).toBe(400);
    expect(ton.json().code).toBe('prizes:addressEvmInvalid');
    // Mixed case with a broken checksum.
    expect(
      (await claim(winner!.token, { address: '0x52908400098527886E0F7030069857D2E4169Ee7' })).statusCode,
    ).toBe(400);
    expect(await outboxRows('prize.claimed', prize.id)).toHaveLength(0);

    const address = randomAddress();
    const claimed = await claim(winner!.token, { address: address.toLowerCase() });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'claimed', claim: { address, contact: null } });
    const again = await claim(winner!.token, { address });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('prizes:claimNotOpen');
    expect(await outboxRows('prize.claimed', prize.id)).toHaveLength(1);
  });

  it('sent 50 times at once is recorded once, with one outbox row', async () => {
    const { event } = await hostedEvent({ payout: tokenPayout('1') });
    const [winner] = await winners(event.id, 1);
    const prize = await onlyPrize(winner!.token);
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', `/api/prizes/${prize.id}/claim`, winner!.token, { address }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(49);
    expect(await outboxRows('prize.claimed', prize.id)).toHaveLength(1);
  });

  it('takes a contact for an item, and confirm or dispute wait for a delivery', async () => {
    const { event, owner } = await hostedEvent({ reward: 'Hoodie' });
    const [winner] = await winners(event.id, 1);
    const prize = await onlyPrize(winner!.token);
    expect(prize).toMatchObject({ payout: { kind: 'item' }, claim_kind: 'contact' });
    expect(
      (await call('POST', `/api/prizes/${prize.id}/claim`, winner!.token, { address: randomAddress() }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/prizes/${prize.id}/claim`, winner!.token, { contact: 'ab' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/prizes/${prize.id}/claim`, winner!.token, {
          contact: ' 12 Nguyen Hue, HCMC ',
        })
      ).json(),
    ).toMatchObject({ claim: { contact: '12 Nguyen Hue, HCMC', address: null } });
    expect((await call('POST', `/api/prizes/${prize.id}/confirm`, winner!.token)).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/prizes/${prize.id}/dispute`, winner!.token, { reason: 'Nothing' }))
        .statusCode,
    ).toBe(409);

    const bad = await call('POST', `/api/prizes/${prize.id}/delivery`, owner.token, {
      tx_hash: `0x${'1'.repeat(64)}`,
    });
    expect(bad.json().code).toBe('prizes:itemNoTxHash');
    const delivered = await call('POST', `/api/prizes/${prize.id}/delivery`, owner.token, {
      note: 'VNPost EE123',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({
      status: 'delivered',
      delivery: { note: 'VNPost EE123', tx_hash: null },
    });

    expect(
      (await call('POST', `/api/prizes/${prize.id}/dispute`, winner!.token, { reason: 'x' })).statusCode,
    ).toBe(400);
    const disputed = await call('POST', `/api/prizes/${prize.id}/dispute`, winner!.token, {
      reason: 'Wrong size',
    });
    expect(disputed.json()).toMatchObject({ status: 'disputed', dispute: { reason: 'Wrong size' } });
    // Delivered again, the dispute answered; then confirmed, and nothing moves after.
    expect(
      (await call('POST', `/api/prizes/${prize.id}/delivery`, owner.token, { note: 'Size L sent' })).json(),
    ).toMatchObject({
      status: 'delivered',
      dispute: null,
    });
    expect((await call('POST', `/api/prizes/${prize.id}/confirm`, winner!.token)).json().status).toBe(
      'confirmed',
    );
    expect(
      (await call('POST', `/api/prizes/${prize.id}/dispute`, winner!.token, { reason: 'Changed mind' }))
        .statusCode,
    ).toBe(409);
    expect(await outboxRows('prize.confirmed', prize.id)).toHaveLength(1);
  });
});

describe('deliveries checked on-chain', () => {
  it('refuse a non-manager, a wrong recipient, too little, a failed or unknown transaction, and accept a payment', async () => {
    const { event, owner } = await hostedEvent({ payout: tokenPayout('5') });
    const [winner] = await winners(event.id, 1);
    const prize = await onlyPrize(winner!.token);
    const address = randomAddress();
    expect((await call('POST', `/api/prizes/${prize.id}/claim`, winner!.token, { address })).statusCode).toBe(
      200,
    );
    const deliver = (bearerToken: string, body: object) =>
      call('POST', `/api/prizes/${prize.id}/delivery`, bearerToken, body);
    const good = await transfer(address, units('5'));

    const stranger = await newPlayer();
    const otherHost = (await hostedEvent({})).owner;
    expect((await deliver(stranger.token, { tx_hash: good })).statusCode).toBe(404);
    expect((await deliver(otherHost.token, { tx_hash: good })).statusCode).toBe(404);
    expect((await deliver(winner!.token, { tx_hash: good })).statusCode).toBe(403);
    expect((await deliver(owner.token, {})).json().code).toBe('prizes:txHashRequired');
    expect((await deliver(owner.token, { tx_hash: '0x1234' })).json().code).toBe('prizes:txHashInvalid');

    const refusal = async (hash: Hash, code: string) => {
      const answer = await deliver(owner.token, { tx_hash: hash });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().code).toBe(code);
      return answer.json().message as string;
    };
    expect(await refusal(await transfer(randomAddress(), units('5')), 'prizes:txPaysNothing')).toContain(
      address,
    );
    expect(await refusal(await transfer(address, units('4.5')), 'prizes:txTooLittle')).toContain('pays 4.5');
    const failed = await anvil.client.sendTransaction({
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, 2n ** 255n] }),
      gas: 200_000n,
    });
    await anvil.client.waitForTransactionReceipt({ hash: failed });
    await refusal(failed, 'prizes:txFailed');
    await refusal(`0x${'ab'.repeat(32)}`, 'prizes:txNotFound');
    expect((await onlyPrize(winner!.token)).status).toBe('claimed');
    expect(await outboxRows('prize.delivered', prize.id)).toHaveLength(0);

    const accepted = await deliver(owner.token, { tx_hash: good.toUpperCase().replace('0X', '0x') });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'delivered',
      delivery: { network: 'bsc', tx_hash: good },
    });
    expect((await deliver(owner.token, { tx_hash: good })).statusCode).toBe(409);
    expect(await outboxRows('prize.delivered', prize.id)).toHaveLength(1);

    // The same transaction for another prize of the same winner's address: refused.
    const second = await hostedEvent({ payout: tokenPayout('5') });
    const [other] = await winners(second.event.id, 1);
    const otherPrize = await onlyPrize(other!.token);
    await call('POST', `/api/prizes/${otherPrize.id}/claim`, other!.token, { address });
    const reused = await call('POST', `/api/prizes/${otherPrize.id}/delivery`, second.owner.token, {
      tx_hash: good,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('prizes:txHashUsed');

    expect((await call('POST', `/api/prizes/${prize.id}/confirm`, winner!.token)).json().status).toBe(
      'confirmed',
    );
  });

  it('checks a native payment by its recipient and value, and refuses a network without a node', async () => {
    const { event, owner } = await hostedEvent({
      payout: { kind: 'token', network: 'bsc', token: 'native', amount: '0.25' },
    });
    const [winner, second] = await winners(event.id, 2);
    const address = randomAddress();
    for (const player of [winner!, second!])
      await call('POST', `/api/prizes/${(await onlyPrize(player.token)).id}/claim`, player.token, {
        address,
      });
    const send = async (value: bigint) => {
      const hash = await anvil.client.sendTransaction({ to: address, value });
      await anvil.client.waitForTransactionReceipt({ hash });
      return hash;
    };
    const little = await call(
      'POST',
      `/api/prizes/${(await onlyPrize(winner!.token)).id}/delivery`,
      owner.token,
      {
        tx_hash: await send(parseEther('0.2')),
      },
    );
    expect(little.json().code).toBe('prizes:txTooLittle');
    expect(little.json().message).toContain('BNB');
    const paid = await call(
      'POST',
      `/api/prizes/${(await onlyPrize(winner!.token)).id}/delivery`,
      owner.token,
      {
        tx_hash: await send(parseEther('0.25')),
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);

    const elsewhere = await hostedEvent({
      payout: { kind: 'token', network: 'eth', token: 'native', amount: '1' },
    });
    const [far] = await winners(elsewhere.event.id, 1);
    const farPrize = await onlyPrize(far!.token);
    await call('POST', `/api/prizes/${farPrize.id}/claim`, far!.token, { address });
    const refused = await call('POST', `/api/prizes/${farPrize.id}/delivery`, elsewhere.owner.token, {
      tx_hash: `0x${'cd'.repeat(32)}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('prizes:chainUnavailable');
  });

  it('accepts one of 50 deliveries of one transaction for 50 prizes at once', async () => {
    const { event, owner } = await hostedEvent({ payout: tokenPayout('1') });
    const players = await winners(event.id, 50);
    const address = randomAddress();
    const ids = await Promise.all(
      players.map(async (player) => {
        const prize = await onlyPrize(player.token);
        expect(
          (await call('POST', `/api/prizes/${prize.id}/claim`, player.token, { address })).statusCode,
        ).toBe(200);
        return prize.id;
      }),
    );
    const hash = await transfer(address, units('1'));
    const answers = await Promise.all(
      ids.map((id) => call('POST', `/api/prizes/${id}/delivery`, owner.token, { tx_hash: hash })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const [delivered] = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(prizes)
      .where(and(eq(prizes.eventId, event.id), eq(prizes.status, 'delivered')));
    expect(delivered!.n).toBe(1);
  }, 60_000);
});

describe('the managers’ payout list', () => {
  it('shows claims to the event’s managers only, and exports claimed token prizes as CSV', async () => {
    const { event, owner } = await hostedEvent({ payout: tokenPayout('2') });
    const [first, second] = await winners(event.id, 2, (i) => (i === 0 ? '=HYPERLINK("x")' : 'Lan'));
    const address = randomAddress();
    await call('POST', `/api/prizes/${(await onlyPrize(first!.token)).id}/claim`, first!.token, { address });

    const list = await call('GET', `/api/events/${event.id}/prizes?limit=1`, owner.token);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json() as ManagedPrizePage;
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    const claimed = await call('GET', `/api/events/${event.id}/prizes?status=claimed`, owner.token);
    expect((claimed.json() as ManagedPrizePage).items[0]).toMatchObject({
      winner: { id: first!.id },
      claim: { address },
    });

    const otherHost = (await hostedEvent({})).owner;
    expect((await call('GET', `/api/events/${event.id}/prizes`, otherHost.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/events/${event.id}/prizes`, second!.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/events/${event.id}/prizes.csv`, otherHost.token)).statusCode).toBe(403);

    const csv = await call('GET', `/api/events/${event.id}/prizes.csv`, owner.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('prize_id,winner,network,token,amount,address');
    // Only the claimed prize, its winner's name kept from being read as a formula.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",bsc,${token},2,${address}`);
  });
});

describe('wheel prizes', () => {
  it('are recorded for a manual segment, listed for operators, and claimed like any prize', async () => {
    const created = await call('POST', '/api/wheels', operator.token, {
      name: 'Platform wheel',
      segments: [
        { label: '1 USDT', prize_kind: 'manual', weight: 1, payout: tokenPayout('1') },
        { label: 'Sticker', prize_kind: 'manual', weight: 1 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().segments[0].payout).toMatchObject({ kind: 'token', amount: '1' });
    const refused = await call('PUT', '/api/wheels/platform/segments', operator.token, {
      segments: [
        { label: 'Spins', prize_kind: 'spins', amount: 1, weight: 1, payout: tokenPayout('1') },
        { label: 'Sticker', prize_kind: 'manual', weight: 1 },
      ],
    });
    expect(refused.statusCode).toBe(400);

    const player = await newPlayer();
    const spun = await call('POST', '/api/wheels/platform/spins', player.token);
    expect(spun.statusCode, spun.body).toBe(200);
    const prize = (await mine(player.token)).items[0] as Prize;
    expect(prize).toMatchObject({
      source: 'wheel',
      event: null,
      wheel: { name: 'Platform wheel' },
      label: spun.json().spin.label,
    });
    expect(prize.claim_kind).toBe(prize.label === 'Sticker' ? 'contact' : 'evm_address');

    expect((await call('GET', '/api/wheels/platform/prizes', player.token)).statusCode).toBe(403);
    const list = await call('GET', '/api/wheels/platform/prizes', operator.token);
    expect((list.json() as ManagedPrizePage).items.map((item) => item.id)).toContain(prize.id);
    expect((await call('GET', '/api/wheels/platform/prizes.csv', operator.token)).statusCode).toBe(200);
  });
});

describe('who is told', () => {
  it('tells the managers of a claim once while unread and of a dispute, and the winner of the delivery', async () => {
    const { event, owner } = await hostedEvent({ reward: 'Cap' });
    const [first, second] = await winners(event.id, 2);
    for (const player of [first!, second!])
      await call('POST', `/api/prizes/${(await onlyPrize(player.token)).id}/claim`, player.token, {
        contact: '@me_here',
      });
    const inbox = async (bearerToken: string) =>
      ((await call('GET', '/api/notifications', bearerToken)).json() as NotificationPage).items;
    await expect
      .poll(async () => {
        await outboxTick(t.app.deps);
        return (await inbox(owner.token)).filter((note) => note.kind === 'prize_claimed').length;
      })
      .toBe(1);
    expect((await inbox(first!.token)).some((note) => note.kind.startsWith('prize_'))).toBe(false);

    const prize = await onlyPrize(first!.token);
    await call('POST', `/api/prizes/${prize.id}/delivery`, owner.token, {
      note: 'Handed over at the meetup',
    });
    await call('POST', `/api/prizes/${prize.id}/dispute`, first!.token, { reason: 'Not received' });
    await expect
      .poll(async () => {
        await outboxTick(t.app.deps);
        return (await inbox(owner.token)).find((note) => note.kind === 'prize_disputed')?.params.reason;
      })
      .toBe('Not received');
    const told = (await inbox(first!.token)).find((note) => note.kind === 'prize_delivered');
    expect(told).toMatchObject({
      params: { note: 'Handed over at the meetup' },
      target: { kind: 'prize', id: prize.id },
    });
  });
});
