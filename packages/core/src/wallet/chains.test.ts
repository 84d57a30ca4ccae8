import { arbitrum, avalanche, bsc, fantom, mainnet, polygon } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { isChainId } from './chain';
import {
  CHAIN_KEYS,
  CHAINS,
  chainById,
  isChainKey,
  toAddEthereumChainParameter,
  toHexChainId,
} from './chains';

describe('supported chains', () => {
  it('are the six networks of the spec, with the chain ids wallets know them by', () => {
    expect(CHAIN_KEYS).toEqual(['bsc', 'eth', 'polygon', 'avax', 'ftm', 'arb']);
    // viem's chain table is what wagmi on the portal uses; the two must agree on what each network is.
    const viemChains = { bsc, eth: mainnet, polygon, avax: avalanche, ftm: fantom, arb: arbitrum };
    for (const key of CHAIN_KEYS) {
      const ours = CHAINS[key];
      const theirs = viemChains[key];
      expect(ours.key).toBe(key);
      expect(ours.id, key).toBe(theirs.id);
      expect(ours.nativeCurrency.symbol, key).toBe(theirs.nativeCurrency.symbol);
      expect(ours.nativeCurrency.decimals, key).toBe(theirs.nativeCurrency.decimals);
      expect(ours.blockExplorerUrls, key).toContain(theirs.blockExplorers.default.url);
      expect(isChainId(ours.id)).toBe(true);
      for (const url of [...ours.rpcUrls, ...ours.blockExplorerUrls]) expect(url, key).toMatch(/^https:\/\//);
    }
    expect(Object.values(CHAINS).map((c) => c.id)).toEqual([56, 1, 137, 43114, 250, 42161]);
  });

  it('are found by key and by the id a wallet reports', () => {
    expect(chainById(56)?.key).toBe('bsc');
    expect(chainById(42161)?.key).toBe('arb');
    expect(chainById(5)).toBeUndefined();
    expect(isChainKey('polygon')).toBe(true);
    expect(isChainKey('matic')).toBe(false);
    expect(isChainKey(56)).toBe(false);
  });

  it('become the EIP-3085 parameter a wallet adds a chain from', () => {
    expect(toHexChainId(56)).toBe('0x38');
    expect(toHexChainId(43114)).toBe('0xa86a');
    expect(toAddEthereumChainParameter(CHAINS.bsc)).toEqual({
      chainId: '0x38',
      chainName: 'BNB Smart Chain',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: ['https://bsc-dataseed.bnbchain.org', 'https://bsc-rpc.publicnode.com'],
      blockExplorerUrls: ['https://bscscan.com'],
    });
  });
});
