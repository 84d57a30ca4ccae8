import { NETWORK_KEYS, type NetworkKey } from '@w2e/core/tasks/networks';
import { DETECTION, type WalletFact } from '@w2e/core/trust/assess';
import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { transactionCount, type WalletHistory, walletHistory } from '../../adapters/evm';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { resultRows } from '../../lib/sql-rows';

/**
 * The wallet signals (docs/trust.md): each participant's linked EVM wallet read through the RPC adapter on the
 * event's networks, at the per-source rate limit. A wallet's history is cached per node and wallet, so the
 * host's pages, the player's eligibility answer and the end-of-event job share one read.
 */

const DAY_MS = 86_400_000;
/** How long a read is reused: a wallet's first funding never moves, its transaction count only grows. */
export const WALLET_CACHE_MS = 10 * 60_000;
/** Entries kept at most (the oldest go first): a bounded cache whatever the number of players. */
const WALLET_CACHE_MAX = 50_000;
/** Wallets read at once (each read is sequential calls, all under the per-network rate limit). */
const WALLET_READS_AT_ONCE = 8;

const histories = new Map<string, { at: number; value: Promise<WalletHistory> }>();
const busyFunders = new Map<string, { at: number; value: Promise<boolean> }>();

function cached<T>(
  cache: Map<string, { at: number; value: Promise<T> }>,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < WALLET_CACHE_MS) return hit.value;
  if (cache.size >= WALLET_CACHE_MAX) cache.delete(cache.keys().next().value!);
  // A failed read is forgotten at once: the next asks the node again.
  const value = read().catch((error: unknown) => {
    cache.delete(key);
    throw error;
  });
  cache.delete(key);
  cache.set(key, { at: now, value });
  return value;
}

/** Forgets every cached read (tests that change the chain under a wallet). */
export function clearWalletCache(): void {
  histories.clear();
  busyFunders.clear();
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The networks an event's wallets are read on: those its tasks name (hold, transaction tasks) when it names
 * any, otherwise every network with an RPC configured; only those with an RPC configured are returned.
 */
export async function walletNetworks(deps: Deps, db: Db, eventId: string): Promise<[NetworkKey, string][]> {
  const rpcUrls = deps.config.verify.rpcUrls;
  const named = resultRows<{ network: string }>(
    await db.execute(sql`
      select distinct config->>'network' as network from tasks
      where event_id = ${eventId}::uuid and config->>'network' is not null`),
  )
    .map((r) => r.network)
    .filter((n): n is NetworkKey => (NETWORK_KEYS as readonly string[]).includes(n));
  const keys = named.length > 0 ? named : (Object.keys(rpcUrls) as NetworkKey[]);
  return keys.flatMap((key) => (rpcUrls[key] ? [[key, rpcUrls[key]] as [NetworkKey, string]] : []));
}

/**
 * One wallet's fact on the given networks, ages counted to `at` (ms): transaction counts add up, the oldest
 * first use gives the age, each network's funder counts unless it is a busy service. Undefined when no
 * network could be read (the wallet signals did not run for this player).
 */
async function walletFact(
  deps: Deps,
  networks: [NetworkKey, string][],
  wallet: Address,
  at: number,
): Promise<WalletFact | undefined> {
  const perSecond = deps.config.verify.ratePerSecond;
  let read = false;
  let txCount = 0;
  let firstAt: number | null = null;
  const fundings: { funder: string; at: number }[] = [];
  for (const [network, url] of networks) {
    let history: WalletHistory;
    try {
      history = await cached(histories, `${url}|${wallet.toLowerCase()}`, () =>
        walletHistory(network, url, perSecond, wallet),
      );
    } catch (error) {
      deps.log.warn({ err: error, network }, 'wallet not read');
      continue;
    }
    read = true;
    txCount += history.txCount;
    if (!history.first) continue;
    const firstTime = history.first.timestamp;
    if (firstAt === null || firstTime < firstAt) firstAt = firstTime;
    const funder = history.funder;
    if (!funder) continue;
    const busy = await cached(
      busyFunders,
      `${url}|${funder.toLowerCase()}`,
      async () => (await transactionCount(network, url, perSecond, funder)) >= DETECTION.busyFunderTxCount,
    ).catch(() => true);
    if (!busy) fundings.push({ funder: `${network}:${funder.toLowerCase()}`, at: firstTime });
  }
  if (!read) return undefined;
  return {
    age_days: firstAt === null ? null : Math.max(0, (at - firstAt) / DAY_MS),
    tx_count: txCount,
    fundings,
  };
}

/**
 * The wallet facts of the given participants (those with an EVM wallet) on the event's networks, ages counted
 * to `at`. A participant missing from the answer was not read: no wallet, no RPC configured, or the node
 * failed (docs/trust.md).
 */
export async function walletFactsOf(
  deps: Deps,
  eventId: string,
  people: readonly { user_id: string; wallet: string | null }[],
  at: number,
): Promise<Map<string, WalletFact>> {
  const facts = new Map<string, WalletFact>();
  const withWallet = people.filter((p) => p.wallet !== null && EVM_ADDRESS.test(p.wallet));
  if (withWallet.length === 0) return facts;
  const networks = await walletNetworks(deps, deps.db, eventId);
  if (networks.length === 0) return facts;
  let next = 0;
  const worker = async () => {
    while (next < withWallet.length) {
      const person = withWallet[next++]!;
      const fact = await walletFact(deps, networks, person.wallet as Address, at);
      if (fact) facts.set(person.user_id, fact);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WALLET_READS_AT_ONCE, withWallet.length) }, worker));
  return facts;
}

/** The moment wallet ages are counted to: the event's end, or now while it runs. */
export const walletTimeOf = (event: { endTime: Date | null }, now = Date.now()) =>
  event.endTime ? Math.min(event.endTime.getTime(), now) : now;

/** How an event's assessment reads its participants' wallets (the cached reads above). */
export const walletReader =
  (deps: Deps, event: { id: string; endTime: Date | null }) =>
  (people: readonly { user_id: string; wallet: string | null }[]) =>
    walletFactsOf(deps, event.id, people, walletTimeOf(event));
