import type { NetworkKey } from '@w2e/core/tasks/networks';
import {
  type AbiEvent,
  type Address,
  createPublicClient,
  type Hash,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  pad,
  parseAbi,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  toEventSelector,
} from 'viem';
import { callOutside } from './outside';

/** The read-only ABI the hold verifiers need: ERC-20 and ERC-721 balanceOf(owner), ERC-1155 balanceOf(owner, id). */
const balanceAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
]);

const clients = new Map<string, PublicClient>();

/** One viem client per RPC address; retries and timeouts are callOutside's, so viem's own are off. */
function client(url: string): PublicClient {
  let found = clients.get(url);
  if (!found) {
    // cacheTime 0: a cached block number would hide the block a player's transaction just landed in.
    found = createPublicClient({ cacheTime: 0, transport: http(url, { retryCount: 0, timeout: 60_000 }) });
    clients.set(url, found);
  }
  return found;
}

/** A wallet's balance of a token contract (with `id`: an ERC-1155 token), read at `rpcUrl`. */
export function balanceOf(
  network: NetworkKey,
  rpcUrl: string,
  perSecond: number,
  contract: Address,
  owner: Address,
  id?: bigint,
): Promise<bigint> {
  return callOutside(`evm:${network}`, perSecond, () =>
    id === undefined
      ? client(rpcUrl).readContract({
          address: contract,
          abi: balanceAbi,
          functionName: 'balanceOf',
          args: [owner],
        })
      : client(rpcUrl).readContract({
          address: contract,
          abi: balanceAbi,
          functionName: 'balanceOf',
          args: [owner, id],
        }),
  );
}

/**
 * Blocks one eth_getLogs call asks for: most providers refuse wider ranges (10k is a common cap), and a
 * bounded range is a bounded answer.
 */
export const LOG_CHUNK_BLOCKS = 5_000n;
/** At most this many chunks per check (newest first): the oldest part of a very long event is not scanned. */
export const MAX_LOG_CHUNKS = 20;
/** Transactions looked up per "sent" check: logs of a busy contract are many, the player's are among the newest. */
const MAX_TX_LOOKUPS = 50;

/** Start blocks by network and time: an event's start never moves its block, so one search serves every check. */
const startBlocks = new Map<string, bigint>();

/** The first block at or after `time`, by binary search over block timestamps (about log2(height) reads). */
async function blockAt(network: NetworkKey, rpcUrl: string, perSecond: number, time: Date): Promise<bigint> {
  const key = `${rpcUrl}|${time.getTime()}`;
  const known = startBlocks.get(key);
  if (known !== undefined) return known;
  const target = BigInt(Math.floor(time.getTime() / 1000));
  const read = (number?: bigint) =>
    callOutside(`evm:${network}`, perSecond, () =>
      number === undefined ? client(rpcUrl).getBlock() : client(rpcUrl).getBlock({ blockNumber: number }),
    );
  const latest = await read();
  if (latest.timestamp < target) return latest.number + 1n; // Not a block yet: nothing since.
  let low = 0n;
  let high = latest.number;
  while (low < high) {
    const middle = (low + high) / 2n;
    if ((await read(middle)).timestamp >= target) high = middle;
    else low = middle + 1n;
  }
  startBlocks.set(key, low);
  return low;
}

/** The block ranges to scan, newest first, from `from` to the head, at most MAX_LOG_CHUNKS of them. */
async function ranges(network: NetworkKey, rpcUrl: string, perSecond: number, from: bigint) {
  const head = await callOutside(`evm:${network}`, perSecond, () => client(rpcUrl).getBlockNumber());
  const out: { fromBlock: bigint; toBlock: bigint }[] = [];
  for (let to = head; to >= from && out.length < MAX_LOG_CHUNKS; to -= LOG_CHUNK_BLOCKS) {
    const start = to - LOG_CHUNK_BLOCKS + 1n;
    out.push({ fromBlock: start > from ? start : from, toBlock: to });
  }
  return out;
}

/**
 * Whether `wallet` sent a transaction to `contract` since `since`: the contract's logs in that range, then the
 * sender of each of their transactions (newest first). A call that emits no log leaves no trace a node can
 * find without an indexer, so it is not seen: docs/verification.md.
 */
export async function sentTransaction(
  network: NetworkKey,
  rpcUrl: string,
  perSecond: number,
  contract: Address,
  wallet: Address,
  since: Date,
): Promise<boolean> {
  const from = await blockAt(network, rpcUrl, perSecond, since);
  const seen = new Set<Hash>();
  for (const range of await ranges(network, rpcUrl, perSecond, from)) {
    const logs = await callOutside(`evm:${network}`, perSecond, () =>
      client(rpcUrl).getLogs({ address: contract, ...range }),
    );
    for (const log of logs.reverse()) {
      if (!log.transactionHash || seen.has(log.transactionHash)) continue;
      if (seen.size >= MAX_TX_LOOKUPS) return false;
      seen.add(log.transactionHash);
      const hash = log.transactionHash;
      const tx = await callOutside(`evm:${network}`, perSecond, () =>
        client(rpcUrl).getTransaction({ hash }),
      );
      if (tx.from.toLowerCase() === wallet.toLowerCase() && tx.to?.toLowerCase() === contract.toLowerCase())
        return true;
    }
  }
  return false;
}

/** Whether `contract` emitted `event` with `wallet` in one of its indexed address parameters since `since`. */
export async function emittedEvent(
  network: NetworkKey,
  rpcUrl: string,
  perSecond: number,
  contract: Address,
  event: AbiEvent,
  wallet: Address,
  since: Date,
): Promise<boolean> {
  const from = await blockAt(network, rpcUrl, perSecond, since);
  const indexed = event.inputs.filter((input) => input.indexed);
  for (const range of await ranges(network, rpcUrl, perSecond, from)) {
    for (const param of indexed.filter((input) => input.type === 'address')) {
      // Topics by hand: one position per query (positions filter with AND, not OR), the others open.
      const topics = [
        toEventSelector(event),
        ...indexed.map((input) => (input === param ? pad(wallet.toLowerCase() as Hex) : null)),
      ];
      const logs = await callOutside(`evm:${network}`, perSecond, () =>
        client(rpcUrl).request({
          method: 'eth_getLogs',
          params: [
            {
              address: contract,
              topics,
              fromBlock: numberToHex(range.fromBlock),
              toBlock: numberToHex(range.toBlock),
            },
          ],
        }),
      );
      if (!Array.isArray(logs)) throw new Error('eth_getLogs answered something that is not a list');
      if (logs.length > 0) return true;
    }
  }
  return false;
}

const decimalsAbi = parseAbi(['function decimals() view returns (uint8)']);

/** What a mined transaction did, for a prize delivery's check (modules/prizes/chain.ts). */
export interface EvmPayment {
  status: 'success' | 'reverted';
  to: Address | null;
  /** The native value sent, in wei. */
  value: bigint;
  logs: { address: Address; topics: Hex[]; data: Hex }[];
}

/** A transaction and its receipt by hash; null when the node knows no mined transaction of that hash. */
export function transactionPayment(
  network: NetworkKey,
  rpcUrl: string,
  perSecond: number,
  hash: Hash,
): Promise<EvmPayment | null> {
  return callOutside(`evm:${network}`, perSecond, async () => {
    try {
      const receipt = await client(rpcUrl).getTransactionReceipt({ hash });
      const tx = await client(rpcUrl).getTransaction({ hash });
      return {
        status: receipt.status,
        to: tx.to ?? null,
        value: tx.value,
        logs: receipt.logs.map((log) => ({ address: log.address, topics: log.topics, data: log.data })),
      };
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError || error instanceof TransactionNotFoundError)
        return null;
      throw error;
    }
  });
}

/** An ERC-20's `decimals()`. */
export function tokenDecimals(
  network: NetworkKey,
  rpcUrl: string,
  perSecond: number,
  contract: Address,
): Promise<number> {
  return callOutside(`evm:${network}`, perSecond, () =>
    client(rpcUrl).readContract({ address: contract, abi: decimalsAbi, functionName: 'decimals' }),
  );
}

/** What plain JSON-RPC tells of a wallet: its transaction count, its first funded block and who funded it. */
export interface WalletHistory {
  txCount: number;
  /** The first block at which the wallet had a balance or had sent a transaction; null: never used. */
  first: { block: bigint; timestamp: number } | null;
  /** The sender of a transaction to the wallet in that block (a plain transfer); null: none found there. */
  funder: Address | null;
}

/**
 * A wallet's history on plain JSON-RPC (docs/trust.md), without an indexer: for an externally owned account
 * the predicate "nonce > 0 or balance > 0" is monotonic over blocks (before its first transaction nothing can
 * take its balance away), so a binary search of `eth_getTransactionCount`/`eth_getBalance` at past blocks
 * finds the block it was first funded (or first sent from) in at most 2·⌈log2(head)⌉ + 4 calls; that block's
 * transactions name the funder when the funding was a plain transfer. Past state needs an archive node: a
 * node that refuses it makes the read fail (reported as not run, never guessed).
 */
export async function walletHistory(
  network: NetworkKey,
  rpcUrl: string,
  perSecond: number,
  wallet: Address,
): Promise<WalletHistory> {
  const call = <T>(fn: (c: PublicClient) => Promise<T>) =>
    callOutside(`evm:${network}`, perSecond, () => fn(client(rpcUrl)));
  const head = await call((c) => c.getBlockNumber());
  const nonceAt = (blockNumber: bigint) =>
    call((c) => c.getTransactionCount({ address: wallet, blockNumber }));
  const used = async (blockNumber: bigint) =>
    (await nonceAt(blockNumber)) > 0 ||
    (await call((c) => c.getBalance({ address: wallet, blockNumber }))) > 0n;
  const txCount = await nonceAt(head);
  if (!(txCount > 0 || (await used(head)))) return { txCount, first: null, funder: null };
  let low = 0n;
  let high = head;
  while (low < high) {
    const middle = (low + high) / 2n;
    if (await used(middle)) high = middle;
    else low = middle + 1n;
  }
  const block = await call((c) => c.getBlock({ blockNumber: low, includeTransactions: true }));
  const funding = block.transactions.find((tx) => tx.to?.toLowerCase() === wallet.toLowerCase());
  return {
    txCount,
    first: { block: low, timestamp: Number(block.timestamp) * 1000 },
    funder: funding ? funding.from : null,
  };
}

/** How many transactions `address` has sent (`eth_getTransactionCount` at the head). */
export function transactionCount(
  network: NetworkKey,
  rpcUrl: string,
  perSecond: number,
  address: Address,
): Promise<number> {
  return callOutside(`evm:${network}`, perSecond, () => client(rpcUrl).getTransactionCount({ address }));
}
