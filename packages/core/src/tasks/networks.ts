import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
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

/**
 * An EVM network, for what only EVM chains have (transaction tasks, the platform token). TON is named apart,
 * since a transaction task on it would need a different check than eth_getLogs.
 */
export const networkKeySchema = lazySchema(() =>
  z.enum(NETWORK_KEYS, {
    error: (issue) =>
      issue.input === TON_NETWORK_KEY
        ? message('tasks:tonTransactionUnsupported')
        : message('tasks:networkUnsupported'),
  }),
);

/**
 * TON: hold-token (jettons) and hold-NFT tasks are also checked there, through the TON API (TON_API_BASE) and
 * the player's TON Connect wallet. One key: the TON API address decides mainnet or testnet, as an RPC address
 * does for an EVM network.
 */
export const TON_NETWORK_KEY = 'ton';
export const TON_NETWORK_NAME = 'TON';

/** The networks a hold-token or hold-NFT task can name: the EVM ones and TON. */
export const HOLD_NETWORK_KEYS = [...NETWORK_KEYS, TON_NETWORK_KEY] as const;
export type HoldNetworkKey = (typeof HOLD_NETWORK_KEYS)[number];
export const holdNetworkKeySchema = lazySchema(() =>
  z.enum(HOLD_NETWORK_KEYS, { error: message('tasks:networkUnsupported') }),
);

/** A network's display name by key, for either kind; an unknown key is shown as it is. */
export function networkName(key: string): string {
  return key === TON_NETWORK_KEY ? TON_NETWORK_NAME : (findNetwork(key)?.name ?? key);
}
