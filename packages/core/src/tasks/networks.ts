import { z } from 'zod';
import { message } from '../validation/message';

/**
 * The EVM networks hold-token and hold-NFT tasks can check (spec section 3). The short key is what the API
 * and the database store; the chain id is what a wallet reports, so both lookups exist. Display names are
 * brand names and stay untranslated.
 */
export const NETWORK_KEYS = ['bsc', 'eth', 'polygon', 'avax', 'ftm', 'arb'] as const;
export type NetworkKey = (typeof NETWORK_KEYS)[number];

export interface Network {
  key: NetworkKey;
  chainId: number;
  name: string;
  nativeSymbol: string;
  /** Every one of these chains counts its native coin in 18 decimals (spec section 9: 1e18 wei per token). */
  nativeDecimals: 18;
}

export const NETWORKS: Readonly<Record<NetworkKey, Network>> = {
  bsc: { key: 'bsc', chainId: 56, name: 'BNB Smart Chain', nativeSymbol: 'BNB', nativeDecimals: 18 },
  eth: { key: 'eth', chainId: 1, name: 'Ethereum', nativeSymbol: 'ETH', nativeDecimals: 18 },
  // Polygon renamed its gas token from MATIC to POL in September 2024.
  polygon: { key: 'polygon', chainId: 137, name: 'Polygon', nativeSymbol: 'POL', nativeDecimals: 18 },
  avax: { key: 'avax', chainId: 43114, name: 'Avalanche C-Chain', nativeSymbol: 'AVAX', nativeDecimals: 18 },
  ftm: { key: 'ftm', chainId: 250, name: 'Fantom Opera', nativeSymbol: 'FTM', nativeDecimals: 18 },
  arb: { key: 'arb', chainId: 42161, name: 'Arbitrum One', nativeSymbol: 'ETH', nativeDecimals: 18 },
};

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
