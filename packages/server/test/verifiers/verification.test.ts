import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { BotApiStandIn } from '@w2e/bot/test/bot-api-stand-in';
import { type Address, getAddress, type Hex, keccak256, pad, parseEther, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasksRepository } from '../../src/modules/tasks/repository';
import { usersRepository } from '../../src/modules/users/repository';
import { RECHECK_RULE } from '../../src/verifiers';
import { startAnvil } from '../support/anvil';
import { eventHost } from '../support/event-host';
import {
  multiAbi,
  multiBytecode,
  notATokenAbi,
  notATokenBytecode,
  tokenAbi,
  tokenBytecode,
} from '../support/evm-contracts';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

/**
 * Task verification against an outside source of truth (src/verifiers/): hold token and hold NFT read from
 * a real anvil node with ERC-20/721/1155 contracts this file deploys; a hung node and a node answering
 * garbage give "could not check now" and never a grant; a network without RPC address can't be chosen. Telegram join read by getChatMember from the Bot API stand-in
 * over HTTP: member, restricted, admin, left, kicked, the bot not able to see members, a failing Bot API.
 */

let t: TestApp;
let anvil: Awaited<ReturnType<typeof startAnvil>>;
let hung: Server;
let garbage: Server;
let hungUrl: string;
let garbageUrl: string;
let token: Address;
let multi: Address;
let notAToken: Address;
let operatorToken: string;
let operatorId: string;
let botApi: BotApiStandIn;
const BOT_TOKEN = '424242:verification-test-bot';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function deploy(
  abi: typeof tokenAbi | typeof multiAbi | typeof notATokenAbi,
  bytecode: Hex,
  args: bigint[],
) {
  const hash = await anvil.client.deployContract({ abi, bytecode, args } as never);
  const receipt = await anvil.client.waitForTransactionReceipt({ hash });
  return receipt.contractAddress!;
}

beforeAll(async () => {
  anvil = await startAnvil();
  // A node that accepts the connection and never answers, and one that answers what no node would.
  hung = createServer(() => {});
  garbage = createServer((_req, res) => res.end('<html>not json-rpc</html>'));
  hungUrl = await listen(hung);
  garbageUrl = await listen(garbage);
  token = await deploy(tokenAbi, tokenBytecode, [parseEther('1000')]);
  multi = await deploy(multiAbi, multiBytecode, [7n, 10n]);
  notAToken = await deploy(notATokenAbi, notATokenBytecode, []);
  botApi = await new BotApiStandIn().start();
  t = await createTestApp();
  t.config.telegram.botToken = BOT_TOKEN;
  t.config.telegram.botUsername = 'w2e_verify_bot';
  t.config.monitoring.apiRoot = botApi.apiRoot;
  t.config.verify = { rpcUrls: { bsc: anvil.url, polygon: hungUrl, avax: garbageUrl }, ratePerSecond: 1000 };
  const host = await eventHost(t, await newPlayer());
  operatorToken = host.token;
  operatorId = host.id;
  eventWith = host.eventWith;
}, 60_000);
afterAll(async () => {
  await t?.close();
  anvil?.stop();
  hung?.closeAllConnections();
  hung?.close();
  garbage?.close();
  await botApi?.stop();
});

let serial = 0;
const newPlayer = () => register(t.app, {}, `10.77.${serial++ % 250}.${1 + (Date.now() % 250)}`);
const call = (method: 'GET' | 'POST', url: string, tok: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tok), ...(payload ? { payload } : {}) });
/** What 30 s passing does to the re-check limit (RECHECK_RULE), without waiting them. */
const thirtySecondsLater = (taskId: string, userId: string) =>
  t.app.deps.counters.reset(`${RECHECK_RULE.name}:${taskId}:${userId}`);

let eventWith: Awaited<ReturnType<typeof eventHost>>['eventWith'];

/** A player whose linked wallet is a fresh key (stored as the wallet-linking flow stores a proven one). */
async function playerWithWallet() {
  const player = await newPlayer();
  const wallet = privateKeyToAccount(`0x${randomUUID().replaceAll('-', '').padEnd(64, '1')}`);
  await usersRepository(t.app.deps.db).update(player.user.id, { walletAddress: wallet.address });
  return { ...player, wallet: wallet.address };
}

async function sendTokens(to: Address, amount: bigint) {
  const hash = await anvil.client.writeContract({
    address: token,
    abi: tokenAbi,
    functionName: 'transfer',
    args: [to, amount],
  });
  await anvil.client.waitForTransactionReceipt({ hash });
}

const holdToken = (overrides: Record<string, unknown> = {}) => ({
  type: 'hold_token',
  name: 'Hold 1 TKN',
  network: 'bsc',
  contract_address: token,
  token_label: 'TKN',
  amount_threshold: parseEther('1').toString(),
  ...overrides,
});

describe('hold token', () => {
  it('refuses below the threshold with the balance, then grants at it once the wallet received more', async () => {
    const { id } = await eventWith(holdToken());
    const player = await playerWithWallet();
    await sendTokens(player.wallet, parseEther('0.4'));
    const below = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(below.statusCode, below.body).toBe(400);
    expect(below.json().message).toBe('Balance 0.4 of 1 TKN');
    await sendTokens(player.wallet, parseEther('0.6'));
    await thirtySecondsLater(id, player.user.id);
    const at = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(at.statusCode, at.body).toBe(200);
    expect(at.json().granted).toBe(30);
  });

  it('grants above the threshold and refuses once the tokens were transferred away', async () => {
    const { id } = await eventWith(holdToken({ recurring_type: 'DAILY', turn_limit: 5 }));
    const player = await playerWithWallet();
    await sendTokens(player.wallet, parseEther('2'));
    expect((await call('POST', `/api/tasks/${id}/submissions`, player.token, {})).statusCode).toBe(200);
    // Away: impersonate the player's wallet on the node and send everything back.
    await anvil.test.impersonateAccount({ address: player.wallet });
    await anvil.test.setBalance({ address: player.wallet, value: parseEther('1') });
    const hash = await anvil.client.writeContract({
      account: player.wallet,
      address: token,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [anvil.account.address, parseEther('2')],
    });
    await anvil.client.waitForTransactionReceipt({ hash });
    await thirtySecondsLater(id, player.user.id);
    const after = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(after.statusCode, after.body).toBe(400);
    expect(after.json().message).toBe('Balance 0 of 1 TKN');
  });

  it('refuses a player with no linked wallet', async () => {
    const { id } = await eventWith(holdToken());
    const player = await newPlayer();
    const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Link your wallet in your profile first');
  });

  it('answers "could not check now" for a contract that is not a token, and grants nothing', async () => {
    const { id, event } = await eventWith(holdToken({ contract_address: notAToken }));
    const player = await playerWithWallet();
    const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe('Could not check now, try again in a moment');
    const mine = await call('GET', `/api/events/${event.id}/tasks`, player.token);
    expect(JSON.stringify(mine.json())).not.toContain('"done"');
  });

  it('answers "could not check now" for an RPC that answers garbage', async () => {
    const { id } = await eventWith(holdToken({ network: 'avax' }));
    const player = await playerWithWallet();
    const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe('Could not check now, try again in a moment');
  });

  it('gives up on a hung RPC after the timeout and its retry, without a 5xx', async () => {
    const { id } = await eventWith(holdToken({ network: 'polygon' }));
    const player = await playerWithWallet();
    const started = Date.now();
    const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe('Could not check now, try again in a moment');
    // Two tries of 5 s each, then the answer: not hanging as long as the node does.
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('does not let a new task name a network with no RPC address, and says so', async () => {
    const { added } = await eventWith(holdToken({ network: 'eth' }));
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe(
      'Ethereum can’t be checked on this server yet (no RPC address configured)',
    );
  });

  it('grants a player at most once when the same check is fired at once', async () => {
    const { id, event } = await eventWith(holdToken());
    const player = await playerWithWallet();
    await sendTokens(player.wallet, parseEther('5'));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', `/api/tasks/${id}/submissions`, player.token, {})),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const board = await call('GET', `/api/events/${event.id}/tasks`, player.token);
    expect(board.statusCode).toBe(200);
  });
});

describe('hold NFT', () => {
  it('counts an ERC-721 collection by balanceOf(owner)', async () => {
    const { id } = await eventWith({
      type: 'hold_nft',
      name: 'Hold 2',
      network: 'bsc',
      nft_address: token,
      required_amount: 2,
    });
    const player = await playerWithWallet();
    await sendTokens(player.wallet, 1n);
    const one = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('You hold 1 of the 2 NFTs this task needs');
    await sendTokens(player.wallet, 1n);
    await thirtySecondsLater(id, player.user.id);
    expect((await call('POST', `/api/tasks/${id}/submissions`, player.token, {})).statusCode).toBe(200);
  });

  it('counts an ERC-1155 token id by balanceOf(owner, id)', async () => {
    const { id } = await eventWith({
      type: 'hold_nft',
      name: 'Hold item 7',
      network: 'bsc',
      nft_address: multi,
      required_amount: 3,
      token_id: '7',
    });
    const { id: otherId } = await eventWith({
      type: 'hold_nft',
      name: 'Hold item 8',
      network: 'bsc',
      nft_address: multi,
      required_amount: 1,
      token_id: '8',
    });
    const player = await playerWithWallet();
    const hash = await anvil.client.writeContract({
      address: multi,
      abi: multiAbi,
      functionName: 'safeTransferFrom',
      args: [anvil.account.address, player.wallet, 7n, 3n, '0x'],
    });
    await anvil.client.waitForTransactionReceipt({ hash });
    expect((await call('POST', `/api/tasks/${id}/submissions`, player.token, {})).statusCode).toBe(200);
    const other = await call('POST', `/api/tasks/${otherId}/submissions`, player.token, {});
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('You hold 0 of the 1 NFTs this task needs');
  });
});

describe('telegram join', () => {
  const chat = '@w2e_guild';
  const telegramTask = { type: 'telegram_join', name: 'Join the guild', link: 'https://t.me/w2e_guild' };

  async function telegramPlayer(telegramId: string) {
    const player = await newPlayer();
    await usersRepository(t.app.deps.db).update(player.user.id, { telegramId });
    return player;
  }

  it('grants a member, a restricted member still inside, and the chat admin', async () => {
    const { id } = await eventWith(telegramTask);
    for (const [telegramId, member] of [
      ['7001', undefined],
      ['7002', { status: 'restricted', is_member: true }],
      ['7003', { status: 'administrator' }],
    ] as const) {
      if (member) botApi.members.set(`${chat}:${telegramId}`, member);
      const player = await telegramPlayer(telegramId);
      const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
      expect(answer.statusCode, `${telegramId} ${answer.body}`).toBe(200);
    }
    const asked = botApi.callsOf('getChatMember').at(-1)!;
    expect(asked.token).toBe(BOT_TOKEN);
    expect(asked.params).toMatchObject({ chat_id: chat, user_id: 7003 });
  });

  it('refuses left, kicked and restricted-outside players with "not a member of @group yet"', async () => {
    const { id } = await eventWith(telegramTask);
    for (const [telegramId, member] of [
      ['7101', { status: 'left' }],
      ['7102', { status: 'kicked' }],
      ['7103', { status: 'restricted', is_member: false }],
    ] as const) {
      botApi.members.set(`${chat}:${telegramId}`, member);
      const player = await telegramPlayer(telegramId);
      const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
      expect(answer.statusCode, telegramId).toBe(400);
      expect(answer.json().message).toBe('Not a member of @w2e_guild yet');
    }
  });

  it('grants once the player joined, after a refusal', async () => {
    const { id } = await eventWith(telegramTask);
    botApi.members.set(`${chat}:7201`, { status: 'left' });
    const player = await telegramPlayer('7201');
    expect((await call('POST', `/api/tasks/${id}/submissions`, player.token, {})).statusCode).toBe(400);
    botApi.members.delete(`${chat}:7201`);
    await thirtySecondsLater(id, player.user.id);
    const joined = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().granted).toBe(30);
  });

  it('says the bot is missing when Telegram will not show the members, and grants nothing', async () => {
    const { id } = await eventWith(telegramTask);
    const player = await telegramPlayer('7301');
    botApi.alwaysFail.set('getChatMember', {
      error_code: 400,
      description: 'Bad Request: member list is inaccessible',
    });
    try {
      const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'Could not check @w2e_guild: our bot is not in it yet. Ask the host to add it as an admin',
      );
    } finally {
      botApi.alwaysFail.delete('getChatMember');
    }
  });

  it('retries a Bot API failure once, then answers "could not check now"', async () => {
    const { id } = await eventWith(telegramTask);
    const player = await telegramPlayer('7401');
    const before = botApi.callsOf('getChatMember').length;
    botApi.alwaysFail.set('getChatMember', { error_code: 502, description: 'Bad Gateway' });
    try {
      const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('Could not check now, try again in a moment');
      expect(botApi.callsOf('getChatMember').length - before).toBe(2);
    } finally {
      botApi.alwaysFail.delete('getChatMember');
    }
  });

  it('re-checks a task at most once per 30 s per player: 429 without asking Telegram, others unaffected', async () => {
    const { id } = await eventWith(telegramTask);
    botApi.members.set(`${chat}:7501`, { status: 'left' });
    const player = await telegramPlayer('7501');
    const other = await telegramPlayer('7502');
    expect((await call('POST', `/api/tasks/${id}/submissions`, player.token, {})).statusCode).toBe(400);
    const asked = botApi.callsOf('getChatMember').length;
    const again = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `/api/tasks/${id}/submissions`, player.token, {})),
    );
    for (const answer of again) {
      expect(answer.statusCode).toBe(429);
      // The seconds left, counted from the first check (a slow machine may have spent one of them).
      expect(answer.json().message).toMatch(
        /^Checked a moment ago: you can check this task again in (29|30) s$/,
      );
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(30);
    }
    expect(botApi.callsOf('getChatMember').length).toBe(asked);
    expect((await call('POST', `/api/tasks/${id}/submissions`, other.token, {})).statusCode).toBe(200);
  });

  it('re-checks after the configured window (VERIFY_RECHECK_SECONDS), saying how long is left', async () => {
    const { id } = await eventWith(telegramTask);
    botApi.members.set(`${chat}:7503`, { status: 'left' });
    const player = await telegramPlayer('7503');
    t.config.verifyRecheckMs = 1000;
    try {
      expect((await call('POST', `/api/tasks/${id}/submissions`, player.token, {})).statusCode).toBe(400);
      const asked = botApi.callsOf('getChatMember').length;
      const soon = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
      expect(soon.statusCode).toBe(429);
      expect(soon.json().message).toBe('Checked a moment ago: you can check this task again in 1 s');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      botApi.members.set(`${chat}:7503`, { status: 'member' });
      const later = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
      expect(later.statusCode, later.body).toBe(200);
      expect(botApi.callsOf('getChatMember').length).toBe(asked + 1);
    } finally {
      t.config.verifyRecheckMs = 30_000;
    }
  });

  it('refuses a player without a signed Telegram account', async () => {
    const { id } = await eventWith(telegramTask);
    const player = await newPlayer();
    const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'Sign in with Telegram first, so we know which Telegram account is yours',
    );
  });
});

describe('telegram chat check for hosts', () => {
  const botId = BOT_TOKEN.split(':')[0];
  const check = (link: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/tasks/telegram-check',
      headers: { ...bearer(operatorToken), 'accept-language': language },
      payload: { link },
    });

  it('tells whether our bot is an admin, only a member, or absent, and how to fix it', async () => {
    botApi.members.set(`@ready_chat:${botId}`, { status: 'administrator' });
    botApi.members.set(`@member_chat:${botId}`, { status: 'member' });
    botApi.members.set(`@absent_chat:${botId}`, { status: 'left' });
    const ready = await check('https://t.me/ready_chat');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({
      chat: '@ready_chat',
      bot_username: 'w2e_verify_bot',
      status: 'ready',
      message: '@w2e_verify_bot is an admin of @ready_chat: joins will be checked with Telegram',
    });
    expect((await check('t.me/member_chat')).json().status).toBe('not_admin');
    const absent = await check('t.me/absent_chat', 'vi');
    expect(absent.json().status).toBe('not_in_chat');
    expect(absent.json().message).toBe(
      '@w2e_verify_bot chưa ở trong @absent_chat: hãy thêm @w2e_verify_bot làm quản trị viên rồi kiểm tra lại',
    );
    expect(botApi.callsOf('getChatMember').at(-1)!.params).toMatchObject({
      chat_id: '@absent_chat',
      user_id: Number(botId),
    });
  });

  it('answers not_in_chat when Telegram knows no such chat, and 400 for a link that is not a public chat', async () => {
    botApi.alwaysFail.set('getChatMember', { error_code: 400, description: 'Bad Request: chat not found' });
    try {
      expect((await check('t.me/nowhere_chat')).json().status).toBe('not_in_chat');
    } finally {
      botApi.alwaysFail.delete('getChatMember');
    }
    const bad = await check('https://t.me/+AbCdEf123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('tasks:telegramLinkInvalid');
  });
});

/**
 * A contract that logs `Ping(address indexed caller, address indexed to)` on every call, `to` being the first
 * word of the calldata; hand-assembled (PUSH0 CALLDATALOAD CALLER PUSH32 topic0 PUSH0 PUSH0 LOG3 STOP) so the
 * test needs no compiler. It is what transaction tasks look for: a call from the wallet, an event naming it.
 */
const PING = 'Ping(address indexed caller, address indexed to)';
async function deployPing(): Promise<Address> {
  const topic = keccak256(toHex('Ping(address,address)')).slice(2);
  const runtime = `5f35337f${topic}5f5fa300`;
  const size = (runtime.length / 2).toString(16).padStart(2, '0');
  // PUSH1 size DUP1 PUSH1 9 PUSH0 CODECOPY PUSH0 RETURN, then the runtime (the init code is 9 bytes).
  const init = `0x60${size}8060095f395ff3${runtime}` as Hex;
  const hash = await anvil.client.sendTransaction({ data: init });
  return getAddress((await anvil.client.waitForTransactionReceipt({ hash })).contractAddress!);
}

async function ping(contract: Address, from: Address, to: Address) {
  await anvil.test.impersonateAccount({ address: from });
  await anvil.test.setBalance({ address: from, value: parseEther('1') });
  const hash = await anvil.client.sendTransaction({ account: from, to: contract, data: pad(to) });
  await anvil.client.waitForTransactionReceipt({ hash });
}

describe('transaction tasks', () => {
  let pingAddress: Address;
  beforeAll(async () => {
    pingAddress = await deployPing();
  });
  const txTask = (overrides: Record<string, unknown> = {}) => ({
    type: 'transaction',
    name: 'Use the contract',
    network: 'bsc',
    contract_address: pingAddress,
    ...overrides,
  });

  it('refuses until the wallet sent a transaction to the contract, then grants', async () => {
    const { id } = await eventWith(txTask());
    const player = await playerWithWallet();
    // Someone else's call, naming the player, is not the player's transaction.
    await ping(pingAddress, anvil.account.address, player.wallet);
    const before = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(before.statusCode, before.body).toBe(400);
    expect(before.json().message).toBe(
      `No transaction from your wallet to ${pingAddress} on BNB Smart Chain since the event started`,
    );
    await ping(pingAddress, player.wallet, anvil.account.address);
    await thirtySecondsLater(id, player.user.id);
    const after = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().granted).toBe(30);
  });

  it('does not count a transaction sent before the event started', async () => {
    const player = await playerWithWallet();
    await ping(pingAddress, player.wallet, player.wallet);
    const { id } = await eventWith(txTask(), 2_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(answer.statusCode, answer.body).toBe(400);
    await ping(pingAddress, player.wallet, player.wallet);
    await thirtySecondsLater(id, player.user.id);
    const after = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(after.statusCode, after.body).toBe(200);
  });

  it('grants on an event naming the wallet in an indexed address, whoever sent it', async () => {
    const { id } = await eventWith(txTask({ match: 'event', event_signature: PING }));
    const player = await playerWithWallet();
    const before = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(before.statusCode, before.body).toBe(400);
    expect(before.json().message).toBe(
      `No Ping event from ${pingAddress} for your wallet on BNB Smart Chain since the event started`,
    );
    await ping(pingAddress, anvil.account.address, player.wallet);
    await thirtySecondsLater(id, player.user.id);
    expect((await call('POST', `/api/tasks/${id}/submissions`, player.token, {})).statusCode).toBe(200);
  });

  it('tells the portal which networks it can check, so the others cannot be picked', async () => {
    const config = (await t.app.inject({ url: '/api/config' })).json();
    expect(config.verify_networks).toEqual(['bsc', 'polygon', 'avax']);
  });

  it('refuses an event signature with no indexed address, and a network with no RPC address', async () => {
    const bad = await eventWith(txTask({ match: 'event', event_signature: 'Ping(uint256 value)' }));
    expect(bad.added.statusCode).toBe(400);
    expect(bad.added.json().message).toContain('Solidity signature');
    const eth = await eventWith(txTask({ network: 'eth' }));
    expect(eth.added.statusCode).toBe(400);
  });

  it('answers "could not check now" for an RPC that answers garbage, and grants nothing', async () => {
    const { id } = await eventWith(txTask({ network: 'avax' }));
    const player = await playerWithWallet();
    const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe('Could not check now, try again in a moment');
  });
});

describe('self-declared tasks', () => {
  const facebook = (overrides: Record<string, unknown> = {}) => ({
    type: 'facebook_like_page',
    name: 'Like our page',
    page_url: 'https://facebook.com/w2ehub',
    ...overrides,
  });
  const taskOf = async (eventId: string, token: string, id: string) =>
    (
      (await call('GET', `/api/events/${eventId}/tasks`, token)).json().items as {
        id: string;
        check: string;
        self_declared_score: boolean;
        state: { status: string };
      }[]
    ).find((item) => item.id === id)!;

  it('labels a task no API can check as self-declared, and grants its score once when declared', async () => {
    const { id, event } = await eventWith(facebook());
    const player = await newPlayer();
    const shown = await taskOf(event.id, player.token, id);
    expect(shown).toMatchObject({ check: 'self_declared', self_declared_score: true });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/tasks/${id}/submissions`, player.token, {})),
    );
    const granted = answers.filter((a) => a.statusCode === 200);
    expect(granted).toHaveLength(1);
    expect(granted[0]!.json()).toMatchObject({ granted: 30, message: 'Recorded as self-declared' });
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409)).toBe(true);
    expect((await taskOf(event.id, player.token, id)).state.status).toBe('done');
  });

  it('gives no score when the host said self-declared completions give none, and says so first', async () => {
    const { id, event } = await eventWith(facebook({ self_declared_score: false }));
    const player = await newPlayer();
    expect(await taskOf(event.id, player.token, id)).toMatchObject({ self_declared_score: false });
    const answer = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      granted: 0,
      message: 'Recorded as self-declared: this task gives no score without a check',
    });
  });

  it('makes a Telegram task self-declared when no bot is configured, and checked when one is', async () => {
    const { id, event } = await eventWith({
      type: 'telegram_join',
      name: 'Join',
      link: 'https://t.me/w2e_guild',
    });
    const player = await newPlayer();
    expect((await taskOf(event.id, player.token, id)).check).toBe('automatic');
    t.config.telegram.botToken = undefined;
    try {
      expect((await taskOf(event.id, player.token, id)).check).toBe('self_declared');
    } finally {
      t.config.telegram.botToken = BOT_TOKEN;
    }
  });
});

describe('host override', () => {
  it('grants a refused task to the player, records who and when, and only once', async () => {
    const { id, event } = await eventWith(holdToken());
    const player = await playerWithWallet();
    const refused = await call('POST', `/api/tasks/${id}/submissions`, player.token, {});
    expect(refused.statusCode).toBe(400);
    const before = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        call('POST', `/api/tasks/${id}/overrides`, operatorToken, { user_id: player.user.id }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok, answers.map((a) => a.body).join()).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    const { message, submission } = ok[0]!.json();
    expect(message).toBe('Task granted to the player by the host');
    expect(submission).toMatchObject({ status: 'accepted', score: 30, player: { id: player.user.id } });
    expect(Date.parse(submission.reviewed_at)).toBeGreaterThanOrEqual(before - 1000);
    const row = await tasksRepository(t.app.deps.db).findSubmission(submission.id);
    expect(row?.reviewedBy).toBe(operatorId);
    expect(row?.payload).toEqual({ override: true });
    const mine = await call('GET', `/api/events/${event.id}/tasks`, player.token);
    expect(mine.json().items[0].state.status).toBe('done');
    // The host's list shows the grant as an override, with who made it.
    const listed = await call('GET', `/api/events/${event.id}/submissions?status=accepted`, operatorToken);
    expect(listed.json().items).toContainEqual(
      expect.objectContaining({
        id: submission.id,
        override: true,
        reviewed_by: { id: operatorId, name: expect.any(String) },
      }),
    );
  });

  it('finds the player by username (the host’s screen), and wants exactly one of username and id', async () => {
    const { id } = await eventWith(holdToken());
    const player = await playerWithWallet();
    const byName = await call('POST', `/api/tasks/${id}/overrides`, operatorToken, {
      username: player.body.username,
      score: 7,
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().submission).toMatchObject({
      score: 7,
      player: { id: player.user.id },
      override: true,
    });
    for (const body of [{}, { user_id: player.user.id, username: player.body.username }]) {
      const refused = await call('POST', `/api/tasks/${id}/overrides`, operatorToken, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('Name the player: their username');
    }
    const nobody = await call('POST', `/api/tasks/${id}/overrides`, operatorToken, {
      username: 'no-such-player-here',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('No such player');
  });

  it('is for the event host only, and refuses an unknown player', async () => {
    const { id } = await eventWith(holdToken());
    const player = await playerWithWallet();
    const stranger = await newPlayer();
    const denied = await call('POST', `/api/tasks/${id}/overrides`, stranger.token, {
      user_id: player.user.id,
    });
    // Another host's task reads as an unknown one (task-ids.test.ts).
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe('Task not found');
    const unknown = await call('POST', `/api/tasks/${id}/overrides`, operatorToken, {
      user_id: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such player');
  });
});
