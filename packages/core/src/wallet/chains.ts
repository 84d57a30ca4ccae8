/**
 * The EVM networks of spec section 3 (bsc, eth, polygon, avax, ftm, arb), with what a wallet needs to add one
 * (EIP-3085). The keys match the task networks' keys so the two tables can be merged. The RPC URLs are public
 * endpoints for wallets; the server reads its own RPC URL per network from configuration.
 */
export const CHAIN_KEYS = ['bsc', 'eth', 'polygon', 'avax', 'ftm', 'arb'] as const;
export type ChainKey = (typeof CHAIN_KEYS)[number];

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/** Any EVM chain a wallet can switch to, ours or one a test or a deployment brings (a local anvil node). */
export interface ChainConfig {
  id: number;
  name: string;
  nativeCurrency: NativeCurrency;
  rpcUrls: readonly string[];
  blockExplorerUrls: readonly string[];
}

/** The parameter of `wallet_addEthereumChain` (EIP-3085): the chain id is a hex string there. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: NativeCurrency;
  rpcUrls: string[];
  blockExplorerUrls: string[];
}

export const CHAINS: { readonly [K in ChainKey]: ChainConfig & { key: K } } = {
  bsc: {
    key: 'bsc',
    id: 56,
    name: 'BNB Smart Chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: ['https://bsc-dataseed.bnbchain.org', 'https://bsc-rpc.publicnode.com'],
    blockExplorerUrls: ['https://bscscan.com'],
  },
  eth: {
    key: 'eth',
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://ethereum-rpc.publicnode.com', 'https://eth.llamarpc.com'],
    blockExplorerUrls: ['https://etherscan.io'],
  },
  polygon: {
    key: 'polygon',
    id: 137,
    name: 'Polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    rpcUrls: ['https://polygon-rpc.com', 'https://polygon-bor-rpc.publicnode.com'],
    blockExplorerUrls: ['https://polygonscan.com'],
  },
  avax: {
    key: 'avax',
    id: 43114,
    name: 'Avalanche C-Chain',
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
    rpcUrls: ['https://api.avax.network/ext/bc/C/rpc', 'https://avalanche-c-chain-rpc.publicnode.com'],
    blockExplorerUrls: ['https://snowtrace.io'],
  },
  ftm: {
    key: 'ftm',
    id: 250,
    name: 'Fantom Opera',
    nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
    rpcUrls: ['https://rpcapi.fantom.network', 'https://fantom-rpc.publicnode.com'],
    blockExplorerUrls: ['https://ftmscan.com'],
  },
  arb: {
    key: 'arb',
    id: 42161,
    name: 'Arbitrum One',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com'],
    blockExplorerUrls: ['https://arbiscan.io'],
  },
};

export function isChainKey(value: unknown): value is ChainKey {
  return typeof value === 'string' && (CHAIN_KEYS as readonly string[]).includes(value);
}

/** Our network for a chain id a wallet reports, if it is one of ours. */
export function chainById(id: number): (typeof CHAINS)[ChainKey] | undefined {
  return CHAIN_KEYS.map((key) => CHAINS[key]).find((chain) => chain.id === id);
}

/** EIP-1193 and EIP-3085 write chain ids as hex quantities: no leading zeros, lower case. */
export function toHexChainId(id: number): `0x${string}` {
  return `0x${id.toString(16)}`;
}

export function toAddEthereumChainParameter(chain: ChainConfig): AddEthereumChainParameter {
  return {
    chainId: toHexChainId(chain.id),
    chainName: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [...chain.rpcUrls],
    blockExplorerUrls: [...chain.blockExplorerUrls],
  };
}
