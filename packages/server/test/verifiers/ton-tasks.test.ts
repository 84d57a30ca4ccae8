import { randomBytes } from 'node:crypto';
import { Address } from '@ton/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NFT_PAGE } from '../../src/adapters/ton';
import { usersRepository } from '../../src/modules/users/repository';
import { RECHECK_RULE } from '../../src/verifiers';
import { eventHost } from '../support/event-host';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { TonApiStandIn } from '../support/ton-api-stand-in';

/**
 * Hold token (jettons) and hold NFT on TON (src/verifiers/ton.ts), read from the TON API stand-in over real
 * HTTP at TON_API_BASE: granted, below the threshold (in whole jettons when the API states the decimals, in
 * smallest units when not), no linked TON wallet, the wrong collection, an API that is down, rate-limited or
 * answering garbage or other wallets' rows, raw and user-friendly addresses of the same account agreeing, and
 * the rules around them (TON_API_BASE unset, transaction tasks on TON, token ids on TON).
 */

let t: TestApp;
let ton: TonApiStandIn;
let operatorToken: string;
let eventWith: Awaited<ReturnType<typeof eventHost>>['eventWith'];
const API_KEY = 'ton-test-key';

/** A fresh TON account: raw form (what users.ton_address holds) and user-friendly form. */
function account() {
  const address = new Address(0, randomBytes(32));
  return { raw: address.toRawString(), friendly: address.toString({ bounceable: true }) };
}
const JETTON = account();
const COLLECTION = account();
const OTHER_COLLECTION = account();
const NO_DECIMALS_JETTON = account();

const tonConfig = () => ({
  rpcUrls: {},
  ton: { base: ton.base, apiKey: API_KEY },
  ratePerSecond: 1000,
});

beforeAll(async () => {
  ton = await new TonApiStandIn().start();
  ton.masters.set(JETTON.raw, 9);
  ton.masters.set(NO_DECIMALS_JETTON.raw, undefined);
  t = await createTestApp();
  t.config.verify = tonConfig();
  const host = await eventHost(t, await newPlayer());
  operatorToken = host.token;
  eventWith = host.eventWith;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await ton?.stop();
});
beforeEach(() => {
  ton.mode = 'ok';
  ton.ignoreFilters = false;
  t.config.verify = tonConfig();
});

let serial = 0;
const newPlayer = () => register(t.app, {}, `10.78.${serial++ % 250}.${1 + (Date.now() % 250)}`);
const call = (
  method: 'GET' | 'POST',
  url: string,
  tok: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { ...bearer(tok), ...headers }, ...(payload ? { payload } : {}) });
const submit = (id: string, tok: string, headers: Record<string, string> = {}) =>
  call('POST', `/api/tasks/${id}/submissions`, tok, {}, headers);

/** A player whose linked TON wallet is a fresh account (stored as the ton_proof link stores a proven one). */
async function playerWithTonWallet() {
  const player = await newPlayer();
  const wallet = account();
  await usersRepository(t.app.deps.db).update(player.user.id, { tonAddress: wallet.raw });
  return { ...player, wallet };
}

const holdJetton = (overrides: Record<string, unknown> = {}) => ({
  type: 'hold_token',
  name: 'Hold 1 JET',
  network: 'ton',
  contract_address: JETTON.friendly,
  token_label: 'JET',
  amount_threshold: '1000000000',
  ...overrides,
});
const holdTonNft = (overrides: Record<string, unknown> = {}) => ({
  type: 'hold_nft',
  name: 'Hold 2 NFTs',
  network: 'ton',
  nft_address: COLLECTION.raw,
  required_amount: 2,
  ...overrides,
});

async function tasksOf(eventId: string, token: string) {
  const answer = await call('GET', `/api/events/${eventId}/tasks`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().items as { id: string; check: string; state: { status: string } }[];
}

describe('hold token on TON', () => {
  it('grants at the threshold, reading the linked wallet’s jetton balance with the API key', async () => {
    const { id, added } = await eventWith(holdJetton());
    expect(added.statusCode, added.body).toBe(200);
    // The friendly form the host typed is stored raw.
    expect(added.json().task.config.contract_address).toBe(JETTON.raw);
    const player = await playerWithTonWallet();
    ton.setBalance(player.wallet.raw, JETTON.raw, 1_000_000_000n);
    const answer = await submit(id, player.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().granted).toBe(30);
    const asked = ton.calls.find(
      (c) => c.path === 'jetton/wallets' && c.query.get('owner_address') === player.wallet.raw,
    );
    expect(asked?.query.get('jetton_address')).toBe(JETTON.raw);
    expect(asked?.apiKey).toBe(API_KEY);
  });

  it('refuses below the threshold with balance and threshold in whole jettons, in English and Vietnamese', async () => {
    const { id } = await eventWith(holdJetton());
    const player = await playerWithTonWallet();
    ton.setBalance(player.wallet.raw, JETTON.raw, 400_000_000n);
    const below = await submit(id, player.token);
    expect(below.statusCode, below.body).toBe(400);
    expect(below.json().message).toBe('Balance 0.4 of 1 JET');
    await t.app.deps.counters.reset(`${RECHECK_RULE.name}:${id}:${player.user.id}`);
    const vi = await submit(id, player.token, { 'accept-language': 'vi' });
    expect(vi.json().message).toBe('Số dư 0.4 trên 1 JET');
  });

  it('shows the amounts in smallest units when the API does not state the jetton’s decimals', async () => {
    const { id } = await eventWith(holdJetton({ contract_address: NO_DECIMALS_JETTON.raw }));
    const player = await playerWithTonWallet();
    ton.setBalance(player.wallet.raw, NO_DECIMALS_JETTON.raw, 5n);
    const below = await submit(id, player.token);
    expect(below.statusCode, below.body).toBe(400);
    expect(below.json().message).toBe('Balance 5 of 1000000000 JET (in the token’s smallest units)');
  });

  it('tells a player without a linked TON wallet to connect one in the Mini App, asking the API nothing', async () => {
    const { id } = await eventWith(holdJetton());
    const player = await newPlayer();
    const before = ton.calls.length;
    const answer = await submit(id, player.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Connect a TON wallet in the Mini App (Profile) first');
    await t.app.deps.counters.reset(`${RECHECK_RULE.name}:${id}:${player.user.id}`);
    const vi = await submit(id, player.token, { 'accept-language': 'vi' });
    expect(vi.json().message).toBe('Hãy kết nối ví TON trong Mini App (Hồ sơ) trước');
    expect(ton.calls.length).toBe(before);
  });

  it('answers "could not check now" when the API is down, rate-limited, answers garbage or other wallets, and grants nothing', async () => {
    const { id, event } = await eventWith(holdJetton());
    const player = await playerWithTonWallet();
    ton.setBalance(account().raw, JETTON.raw, 10n ** 18n);
    for (const failure of ['down', 'rate_limited', 'garbage', 'ignore_filters'] as const) {
      if (failure === 'ignore_filters') ton.ignoreFilters = true;
      else ton.mode = failure;
      await t.app.deps.counters.reset(`${RECHECK_RULE.name}:${id}:${player.user.id}`);
      const answer = await submit(id, player.token);
      expect(answer.statusCode, `${failure}: ${answer.body}`).toBe(409);
      expect(answer.json().message).toBe('Could not check now, try again in a moment');
    }
    const mine = await tasksOf(event.id, player.token);
    expect(mine.find((task) => task.id === id)?.state.status).toBe('available');
  });

  it('grants a player at most once when the same check is fired at once', async () => {
    const { id } = await eventWith(holdJetton());
    const player = await playerWithTonWallet();
    ton.setBalance(player.wallet.raw, JETTON.raw, 5_000_000_000n);
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(id, player.token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });
});

describe('hold NFT on TON', () => {
  it('counts the linked wallet’s items of the collection, and raw and friendly collection addresses agree', async () => {
    const player = await playerWithTonWallet();
    ton.give(player.wallet.friendly, COLLECTION.friendly, 2);
    for (const nft_address of [COLLECTION.raw, COLLECTION.friendly, COLLECTION.raw.toUpperCase()]) {
      const { id, added } = await eventWith(holdTonNft({ nft_address }));
      expect(added.json().task.config.nft_address).toBe(COLLECTION.raw);
      const answer = await submit(id, player.token);
      expect(answer.statusCode, `${nft_address}: ${answer.body}`).toBe(200);
    }
  });

  it('refuses a wallet holding too few of the collection, and items of another collection do not count', async () => {
    const { id } = await eventWith(holdTonNft());
    const player = await playerWithTonWallet();
    ton.give(player.wallet.raw, COLLECTION.raw, 1);
    ton.give(player.wallet.raw, OTHER_COLLECTION.raw, 5);
    const answer = await submit(id, player.token);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toBe('You hold 1 of the 2 NFTs this task needs');
  });

  it('pages through a large holding until the required count is reached', async () => {
    const required = NFT_PAGE + 10;
    const { id } = await eventWith(holdTonNft({ required_amount: required }));
    const player = await playerWithTonWallet();
    ton.give(player.wallet.raw, COLLECTION.raw, required);
    const answer = await submit(id, player.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const pages = ton.calls.filter(
      (c) => c.path === 'nft/items' && c.query.get('owner_address') === player.wallet.raw,
    );
    expect(pages.map((c) => [c.query.get('offset'), c.query.get('limit')])).toEqual([
      ['0', String(NFT_PAGE)],
      [String(NFT_PAGE), '10'],
    ]);
  });

  it('answers "could not check now" when the API answers items that were not asked for', async () => {
    const { id } = await eventWith(holdTonNft());
    const player = await playerWithTonWallet();
    ton.give(account().raw, COLLECTION.raw, 3);
    ton.ignoreFilters = true;
    const answer = await submit(id, player.token);
    expect(answer.statusCode, answer.body).toBe(409);
  });

  it('tells a player without a linked TON wallet to connect one', async () => {
    const { id } = await eventWith(holdTonNft());
    const player = await newPlayer();
    const answer = await submit(id, player.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Connect a TON wallet in the Mini App (Profile) first');
  });
});

describe('TON task rules', () => {
  it('lists TON among the networks a host may pick only when TON_API_BASE is set', async () => {
    const on = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(on.json().verify_networks).toEqual(['ton']);
    t.config.verify = { rpcUrls: {}, ratePerSecond: 1000 };
    const off = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(off.json().verify_networks).toEqual([]);
  });

  it('does not let a new TON task be made without TON_API_BASE, and shows existing ones as unavailable', async () => {
    const { id, event } = await eventWith(holdJetton());
    t.config.verify = { rpcUrls: {}, ratePerSecond: 1000 };
    const { added } = await eventWith(holdTonNft());
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe(
      'TON can’t be checked on this server yet (no TON API address configured)',
    );
    expect(JSON.stringify(added.json())).toContain('network');
    const player = await playerWithTonWallet();
    const mine = await tasksOf(event.id, player.token);
    expect(mine.find((task) => task.id === id)?.check).toBe('unavailable');
  });

  it('refuses a transaction task on TON, an ERC-1155 token id on TON and an EVM address on TON, changing nothing', async () => {
    const cases = [
      [
        { type: 'transaction', name: 'Send', network: 'ton', contract_address: JETTON.raw },
        'Transaction tasks are checked on EVM networks only, not on TON',
      ],
      [holdTonNft({ token_id: '1' }), 'A token ID is for ERC-1155 contracts: TON NFT collections have none'],
      [
        holdJetton({ contract_address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }),
        'Enter a TON address: the raw form 0:… or the user-friendly form (EQ…, UQ…)',
      ],
    ] as const;
    for (const [task, text] of cases) {
      const { added, event } = await eventWith(task);
      expect(added.statusCode, added.body).toBe(400);
      expect(JSON.stringify(added.json())).toContain(text);
      const editor = await call('GET', `/api/events/${event.id}/editor`, operatorToken);
      expect(editor.json().tasks).toEqual([]);
    }
  });
});
