import fc from 'fast-check';
import { arbitrum, avalanche, bsc, fantom, mainnet, polygon } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../validation/message';
import {
  findNetwork,
  holdNetworkKeySchema,
  isNetworkKey,
  NETWORK_KEYS,
  NETWORKS,
  networkByChainId,
  networkKeySchema,
  networkName,
} from './networks';

describe('networks', () => {
  it('use the chain ids and native currencies that viem knows for the same chains', () => {
    const viemChains = { bsc, eth: mainnet, polygon, avax: avalanche, ftm: fantom, arb: arbitrum };
    for (const key of NETWORK_KEYS) {
      expect(NETWORKS[key].chainId, key).toBe(viemChains[key].id);
      expect(NETWORKS[key].nativeDecimals, key).toBe(viemChains[key].nativeCurrency.decimals);
    }
    expect(NETWORKS.bsc.chainId).toBe(56);
    expect(NETWORKS.arb.chainId).toBe(42161);
  });

  it('find every network by its key and by its chain id', () => {
    for (const key of NETWORK_KEYS) {
      expect(findNetwork(key)?.key).toBe(key);
      expect(networkByChainId(NETWORKS[key].chainId)?.key).toBe(key);
    }
  });

  it('find nothing for an unsupported key or chain id', () => {
    expect(findNetwork('solana')).toBeUndefined();
    expect(findNetwork('toString')).toBeUndefined();
    expect(isNetworkKey('__proto__')).toBe(false);
    expect(networkByChainId(10)).toBeUndefined();
    fc.assert(
      fc.property(fc.integer(), (chainId) => {
        const found = networkByChainId(chainId);
        if (found) expect(found.chainId).toBe(chainId);
        else expect(NETWORK_KEYS.map((k) => NETWORKS[k].chainId)).not.toContain(chainId);
      }),
    );
  });

  it('reject an unsupported network with its own message', () => {
    const result = networkKeySchema.safeParse('sol');
    expect(parseMessage(result.error?.issues[0]?.message ?? '')?.key).toBe('tasks:networkUnsupported');
    expect(networkKeySchema.parse('ftm')).toBe('ftm');
  });
});

describe('TON for hold tasks', () => {
  it('is a hold network with its brand name, but not an EVM one', () => {
    expect(holdNetworkKeySchema.parse('ton')).toBe('ton');
    expect(networkName('ton')).toBe('TON');
    expect(networkName('bsc')).toBe('BNB Smart Chain');
    expect(networkName('sol')).toBe('sol');
    expect(isNetworkKey('ton')).toBe(false);
  });
});
