import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { WALLET_CHAIN_ID_MAX } from '../constants';
import { parseMessage } from '../validation/message';
import { chainIdSchema, type Eip1193Provider, isChainId, parseChainId, switchChain } from './chain';
import { CHAINS } from './chains';

const firstMessage = (value: unknown) => {
  const result = chainIdSchema.safeParse(value);
  return result.success ? null : parseMessage(result.error.issues[0]!.message);
};

describe('wallet chain id', () => {
  it('is a positive integer up to 4503599627370476', () => {
    expect(WALLET_CHAIN_ID_MAX).toBe(4503599627370476);
    expect(isChainId(1)).toBe(true);
    expect(isChainId(WALLET_CHAIN_ID_MAX)).toBe(true);
    for (const value of [
      0,
      -1,
      1.5,
      WALLET_CHAIN_ID_MAX + 1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '56',
      null,
    ]) {
      expect(isChainId(value), String(value)).toBe(false);
    }
  });

  it('agrees with its schema on every number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10, max: 10 }),
          fc.integer({ min: WALLET_CHAIN_ID_MAX - 10, max: WALLET_CHAIN_ID_MAX + 10 }),
          fc.double(),
          fc.maxSafeInteger(),
        ),
        (value) => {
          expect(chainIdSchema.safeParse(value).success).toBe(isChainId(value));
        },
      ),
    );
  });

  it("fails with the spec's message, or 'required' when missing", () => {
    const invalid = { key: 'wallet:chainIdInvalid', params: { max: WALLET_CHAIN_ID_MAX } };
    expect(firstMessage(0)).toEqual(invalid);
    expect(firstMessage(2.5)).toEqual(invalid);
    expect(firstMessage(WALLET_CHAIN_ID_MAX + 1)).toEqual(invalid);
    expect(firstMessage('56')).toEqual(invalid);
    expect(firstMessage(undefined)).toEqual({ key: 'validation:required' });
    expect(firstMessage(56)).toBeNull();
  });

  it('is read from the hex and decimal forms wallets and people write', () => {
    expect(parseChainId('0x38')).toBe(56);
    expect(parseChainId('0xA86A')).toBe(43114);
    expect(parseChainId('137')).toBe(137);
    expect(parseChainId(250)).toBe(250);
    for (const value of ['0x0', '0', '056', ' 56', '0x', '1e3', '-1', '0x10000000000000', {}, null, 1.5]) {
      expect(parseChainId(value), String(value)).toBeNull();
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: WALLET_CHAIN_ID_MAX }), (id) => {
        expect(parseChainId(`0x${id.toString(16)}`)).toBe(id);
        expect(parseChainId(String(id))).toBe(id);
      }),
    );
  });
});

/** A wallet that knows some chains and records what it was asked. */
function fakeWallet(known: number[], failures: Record<string, unknown> = {}) {
  const calls: { method: string; params?: unknown }[] = [];
  let current = 1;
  const provider: Eip1193Provider = {
    request: vi.fn(async ({ method, params }) => {
      calls.push({ method, params });
      if (failures[method]) throw failures[method];
      const [param] = params as [{ chainId: string }];
      const id = Number.parseInt(param.chainId.slice(2), 16);
      if (method === 'wallet_addEthereumChain') known.push(id);
      if (method === 'wallet_switchEthereumChain') {
        if (!known.includes(id)) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
        current = id;
      }
      return null;
    }),
  };
  return { provider, calls, chain: () => current };
}

describe('switchChain', () => {
  it('switches a wallet that knows the chain, without adding it', async () => {
    const wallet = fakeWallet([1, 56]);
    await switchChain(wallet.provider, 'bsc');
    expect(wallet.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] }]);
    expect(wallet.chain()).toBe(56);
  });

  it('adds the chain when the wallet does not know it (4902), then switches again', async () => {
    const wallet = fakeWallet([1]);
    await switchChain(wallet.provider, 'polygon');
    expect(wallet.calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(wallet.calls[1]!.params).toEqual([
      expect.objectContaining({
        chainId: '0x89',
        chainName: 'Polygon',
        rpcUrls: [...CHAINS.polygon.rpcUrls],
      }),
    ]);
    expect(wallet.chain()).toBe(137);
  });

  it('recognises 4902 where MetaMask Mobile buries it', async () => {
    const wallet = fakeWallet([1], {});
    const request = wallet.provider.request;
    let first = true;
    wallet.provider.request = async (args) => {
      if (first && args.method === 'wallet_switchEthereumChain') {
        first = false;
        throw { code: -32603, message: 'Internal error', data: { originalError: { code: 4902 } } };
      }
      return request(args);
    };
    await switchChain(wallet.provider, CHAINS.arb);
    expect(wallet.chain()).toBe(42161);
  });

  it('passes on any other failure without adding anything', async () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const wallet = fakeWallet([1], { wallet_switchEthereumChain: rejected });
    await expect(switchChain(wallet.provider, 'avax')).rejects.toBe(rejected);
    expect(wallet.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain']);

    const addRejected = fakeWallet([1], { wallet_addEthereumChain: rejected });
    await expect(switchChain(addRejected.provider, 'ftm')).rejects.toBe(rejected);
    expect(addRejected.chain()).toBe(1);
  });

  it('takes a chain of the caller’s own, such as a local test node', async () => {
    const wallet = fakeWallet([]);
    const anvil = {
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
      blockExplorerUrls: [],
    };
    await switchChain(wallet.provider, anvil);
    expect(wallet.chain()).toBe(31337);
    await expect(switchChain(wallet.provider, { ...anvil, id: 0 })).rejects.toThrow(RangeError);
  });
});
