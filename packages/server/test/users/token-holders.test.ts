import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { type Address, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { users } from '../../src/db/schema/users';
import { usersRepository } from '../../src/modules/users/repository';
import { TOKEN_RECHECK_MS } from '../../src/modules/users/token-holder';
import { startAnvil } from '../support/anvil';
import { tokenAbi, tokenBytecode } from '../support/evm-contracts';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

/**
 * Holders of the platform token (spec section 6): the linked wallet's ERC-20 balance read from a real
 * anvil node, through a loopback pass-through that counts the node's eth_call requests, so the "at most once an
 * hour" limit is seen from the node's side. The badge on the user's own info, profile, public profile and both
 * leaderboards; premium events and tasks refused to non-holders, open to holders and the host.
 */

let t: TestApp;
let anvil: Awaited<ReturnType<typeof startAnvil>>;
let counting: Server;
let ethCalls = 0;
let token: Address;
let operatorToken: string;
let projectId: string;
const MIN = parseEther('100');
const HOUR = 3_600_000;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

let platformToken: Config['platformToken'];

beforeAll(async () => {
  anvil = await startAnvil();
  // Forwards every JSON-RPC request to anvil unchanged, counting the balance reads (eth_call).
  counting = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    ethCalls += (body.match(/"eth_call"/g) ?? []).length;
    const answer = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  });
  const countingUrl = await listen(counting);
  const hash = await anvil.client.deployContract({
    abi: tokenAbi,
    bytecode: tokenBytecode,
    args: [parseEther('100000')],
  } as never);
  token = (await anvil.client.waitForTransactionReceipt({ hash })).contractAddress!;
  t = await createTestApp();
  t.config.verify = { rpcUrls: { bsc: countingUrl }, ratePerSecond: 1000 };
  platformToken = { network: 'bsc', address: token.toLowerCase(), minWei: MIN };
  t.config.platformToken = platformToken;
  const operator = await newPlayer();
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
  operatorToken = operator.token;
  const project = await call('POST', '/api/projects', operatorToken, {
    name: `Studio ${randomUUID().slice(0, 8)}`,
  });
  projectId = project.json().project.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  anvil?.stop();
  counting?.close();
});
beforeEach(() => {
  t.config.platformToken = platformToken;
});

let serial = 0;
const newPlayer = () => register(t.app, {}, `10.78.${serial++ % 250}.${1 + (Date.now() % 250)}`);
const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  tok: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(tok ? bearer(tok) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A player whose linked wallet is a fresh key (stored as the wallet-linking flow stores a proven one). */
async function playerWithWallet(balance: bigint) {
  const player = await newPlayer();
  const wallet = privateKeyToAccount(`0x${randomUUID().replaceAll('-', '').padEnd(64, '2')}`).address;
  await usersRepository(t.app.deps.db).update(player.user.id, { walletAddress: wallet });
  if (balance > 0n) {
    const hash = await anvil.client.writeContract({
      address: token,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [wallet, balance],
    });
    await anvil.client.waitForTransactionReceipt({ hash });
  }
  return { ...player, wallet };
}

/** The tokens leave the wallet (impersonated on the node, as its owner would send them). */
async function transferAway(wallet: Address, amount: bigint) {
  await anvil.test.impersonateAccount({ address: wallet });
  await anvil.test.setBalance({ address: wallet, value: parseEther('1') });
  const hash = await anvil.client.writeContract({
    account: wallet,
    address: token,
    abi: tokenAbi,
    functionName: 'transfer',
    args: [anvil.account.address, amount],
  });
  await anvil.client.waitForTransactionReceipt({ hash });
}

/** What an hour passing does to the stored check, without waiting it. */
async function anHourLater(userId: string) {
  const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, userId));
  await t.app.deps.db
    .update(users)
    .set({ tokenCheckedAt: new Date(row!.tokenCheckedAt!.getTime() - TOKEN_RECHECK_MS) })
    .where(eq(users.id, userId));
}

const holderOf = async (tok: string) => {
  const init = await call('GET', '/api/users/init', tok);
  expect(init.statusCode, init.body).toBe(200);
  return init.json().token_holder as boolean;
};

/** A running published event by the operator with one self-declared task (a Facebook page like). */
async function premiumEvent(eventPremium: boolean, taskPremium: boolean) {
  const created = await call('POST', '/api/events', operatorToken, {
    host: { kind: 'project', id: projectId },
    title: `Premium ${randomUUID().slice(0, 8)}`,
    slug: `premium-${randomUUID().slice(0, 8)}`,
    start_time: at(-HOUR),
    end_time: at(48 * HOUR),
    leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
    premium: eventPremium,
  });
  expect(created.statusCode, created.body).toBe(200);
  const event = created.json().event as { id: string; slug: string; premium: boolean };
  expect(event.premium).toBe(eventPremium);
  const id = randomUUID();
  const added = await call('POST', `/api/events/${event.id}/tasks`, operatorToken, {
    id,
    type: 'facebook_like_page',
    name: 'Like our page',
    score: 30,
    page_url: 'https://www.facebook.com/w2ehub',
    premium: taskPremium,
  });
  expect(added.statusCode, added.body).toBe(200);
  const published = await call('POST', `/api/events/${event.id}/publish`, operatorToken);
  expect(published.statusCode, published.body).toBe(200);
  return { event, taskId: id };
}

describe('the badge', () => {
  it('is off below the threshold and on at it, on the profile, the public profile and both leaderboards', async () => {
    const below = await playerWithWallet(MIN - 1n);
    const holder = await playerWithWallet(MIN);
    expect(await holderOf(below.token)).toBe(false);
    expect(await holderOf(holder.token)).toBe(true);

    const profile = await call('GET', '/api/users/profile', holder.token);
    expect(profile.json().token_holder).toBe(true);
    const publicHolder = await call('GET', `/api/users/username/${holder.body.username}`, null);
    expect(publicHolder.json().token_holder).toBe(true);
    const publicBelow = await call('GET', `/api/users/username/${below.body.username}`, null);
    expect(publicBelow.json().token_holder).toBe(false);

    // On the boards once they have score.
    const { event, taskId } = await premiumEvent(false, false);
    for (const player of [below, holder]) {
      const done = await call('POST', `/api/tasks/${taskId}/submissions`, player.token, {});
      expect(done.statusCode, done.body).toBe(200);
    }
    const board = await call('GET', `/api/events/${event.slug}/leaderboard`, null);
    expect(board.statusCode, board.body).toBe(200);
    const badges = Object.fromEntries(
      (board.json().items as { player: { id: string; token_holder: boolean } }[]).map((row) => [
        row.player.id,
        row.player.token_holder,
      ]),
    );
    expect(badges).toEqual({ [below.user.id]: false, [holder.user.id]: true });
    for (const player of [below, holder]) {
      const platform = await call('GET', '/api/users/leaderboards', player.token);
      expect(platform.statusCode, platform.body).toBe(200);
      expect(platform.json().me.player.token_holder).toBe(player === holder);
    }
  });

  it('sees a transfer away only after the hour, and a new wallet at once', async () => {
    const player = await playerWithWallet(MIN * 2n);
    expect(await holderOf(player.token)).toBe(true);
    await transferAway(player.wallet, MIN * 2n);
    const calls = ethCalls;
    expect(await holderOf(player.token)).toBe(true);
    expect((await call('GET', '/api/users/profile', player.token)).json().token_holder).toBe(true);
    expect(ethCalls).toBe(calls);
    await anHourLater(player.user.id);
    expect(await holderOf(player.token)).toBe(false);
    expect(ethCalls).toBe(calls + 1);

    // Another proven wallet is another question: asked now, not in an hour.
    const rich = privateKeyToAccount(`0x${randomUUID().replaceAll('-', '').padEnd(64, '3')}`).address;
    const hash = await anvil.client.writeContract({
      address: token,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [rich, MIN],
    });
    await anvil.client.waitForTransactionReceipt({ hash });
    await usersRepository(t.app.deps.db).update(player.user.id, { walletAddress: rich });
    expect(await holderOf(player.token)).toBe(true);
  });

  it('reads the chain once for simultaneous requests within the hour', async () => {
    const player = await playerWithWallet(MIN);
    const calls = ethCalls;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('GET', i % 2 ? '/api/users/init' : '/api/users/profile', player.token),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(ethCalls).toBe(calls + 1);
    // And the one read's answer is what every later request sees.
    expect(await holderOf(player.token)).toBe(true);
    expect(ethCalls).toBe(calls + 1);
  });

  it('is off for everyone when no platform token is configured', async () => {
    const player = await playerWithWallet(MIN);
    expect(await holderOf(player.token)).toBe(true);
    t.config.platformToken = undefined;
    expect(await holderOf(player.token)).toBe(false);
    const publicView = await call('GET', `/api/users/username/${player.body.username}`, null);
    expect(publicView.json().token_holder).toBe(false);
  });
});

describe('premium events and tasks', () => {
  it('refuses a non-holder joining a premium event, in both languages, and lets a holder in', async () => {
    const { event, taskId } = await premiumEvent(true, false);
    const shown = await call('GET', `/api/events/${event.slug}`, null);
    expect(shown.json().premium).toBe(true);
    const poor = await playerWithWallet(MIN / 2n);
    const refused = await call('POST', `/api/tasks/${taskId}/submissions`, poor.token, {});
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe('This event is for platform token holders');
    const vi = await call(
      'POST',
      `/api/tasks/${taskId}/submissions`,
      poor.token,
      {},
      { 'accept-language': 'vi' },
    );
    expect(vi.json().message).toBe('Sự kiện này dành cho người giữ token của nền tảng');
    // Refused means not admitted: the board doesn't list them.
    const board = await call('GET', `/api/events/${event.slug}/leaderboard`, null);
    expect(board.json().total).toBe(0);

    const holder = await playerWithWallet(MIN);
    const joined = await call('POST', `/api/tasks/${taskId}/submissions`, holder.token, {});
    expect(joined.statusCode, joined.body).toBe(200);
    // The host (an operator here) is never refused.
    expect((await call('POST', `/api/tasks/${taskId}/submissions`, operatorToken, {})).statusCode).toBe(200);
  });

  it('refuses a premium task to a non-holder in an open event, and says why without a wallet', async () => {
    const { taskId, event } = await premiumEvent(false, true);
    const tasks = await call('GET', `/api/events/${event.slug}/tasks`, null);
    expect(tasks.json().items[0].premium).toBe(true);
    const noWallet = await newPlayer();
    const refusedNoWallet = await call('POST', `/api/tasks/${taskId}/submissions`, noWallet.token, {});
    expect(refusedNoWallet.statusCode).toBe(403);
    expect(refusedNoWallet.json().message).toBe(
      'This is for platform token holders: link the wallet that holds the token in your profile first',
    );
    const poor = await playerWithWallet(0n);
    const refused = await call('POST', `/api/tasks/${taskId}/submissions`, poor.token, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This task is for platform token holders');
    const holder = await playerWithWallet(MIN);
    expect((await call('POST', `/api/tasks/${taskId}/submissions`, holder.token, {})).statusCode).toBe(200);
  });

  it('keeps premium content closed to players, and says so, when no platform token is configured', async () => {
    const { taskId } = await premiumEvent(true, false);
    const holder = await playerWithWallet(MIN);
    t.config.platformToken = undefined;
    const refused = await call('POST', `/api/tasks/${taskId}/submissions`, holder.token, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This is for platform token holders, and this server checks no platform token yet, so it is closed',
    );
    expect((await call('POST', `/api/tasks/${taskId}/submissions`, operatorToken, {})).statusCode).toBe(200);
  });

  it('lets the host turn premium on and off in the editor', async () => {
    const { event } = await premiumEvent(false, false);
    const on = await call('PATCH', `/api/events/${event.id}`, operatorToken, { premium: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().event.premium).toBe(true);
    const list = await call('GET', `/api/events/${event.slug}`, null);
    expect(list.json().premium).toBe(true);
  });
});
