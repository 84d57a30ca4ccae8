import { z } from 'zod';
import { message } from '../validation/message';
import { CHAIN_KEYS, CHAINS, type ChainKey } from '../wallet/chains';

/**
 * The EVM networks hold-token and hold-NFT tasks can check (spec section 3). The short key is what the API
 * and the database store; the chain id is what a wallet reports, so both lookups exist. Display names are
 * brand names and stay untranslated.
 */
export const NETWORK_KEYS = CHAIN_KEYS;
export type NetworkKey = ChainKey;

export interface Network {
  key: NetworkKey;
  chainId: number;
  name: string;
  nativeSymbol: string;
  /** Every one of these chains counts its native coin in 18 decimals (spec section 9: 1e18 wei per token). */
  nativeDecimals: 18;
}

/** A task's view of the chains table in wallet/chains.ts, which holds the one copy of each chain's facts. */
export const NETWORKS = Object.fromEntries(
  CHAIN_KEYS.map((key) => [
    key,
    {
      key,
      chainId: CHAINS[key].id,
      name: CHAINS[key].name,
      nativeSymbol: CHAINS[key].nativeCurrency.symbol,
      nativeDecimals: 18,
    },
  ]),
) as Readonly<Record<NetworkKey, Network>>;

const byChainId: ReadonlyMap<number, Network> = new Map(
  Object.values(NETWORKS).map((network) => [network.chainId, network]),
);

export function isNetworkKey(value: unknown): value is NetworkKey {
  return typeof value === 'string' && Object.hasOwn(NETWORKS, value);
}

/** Lookup by key for input that is not yet known to be a key (a query parameter, a stored row). */
export function findNetwork(key: string): Network | undefined {
  return isNetworkKey(key) ? NETWORKS[key] : undefined;
}

/** The network a wallet is on, or undefined when the wallet sits on a chain no task can use. */
export function networkByChainId(chainId: number): Network | undefined {
  return byChainId.get(chainId);
}

export const networkKeySchema = z.enum(NETWORK_KEYS, { error: message('tasks:networkUnsupported') });
