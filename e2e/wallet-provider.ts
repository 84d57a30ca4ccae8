import type { Page } from '@playwright/test';
import type { PrivateKeyAccount } from 'viem/accounts';

/**
 * An EIP-1193 wallet in the page, backed by a real viem account in the test: it answers account and chain
 * requests itself and has `personal_sign` signed by the account (through page.exposeFunction), the way
 * MetaMask's injected provider behaves. Every method asked is kept in `window.__walletCalls`.
 */
export async function injectWallet(page: Page, account: PrivateKeyAccount, chainId = 1): Promise<void> {
  await page.exposeFunction('__w2eWalletSign', (message: string) => account.signMessage({ message }));
  await page.addInitScript(
    ({ address, initialChain }) => {
      let chain = initialChain;
      // The wallet knows only the chain it starts on, so a switch elsewhere goes through "add".
      const known = new Set([initialChain]);
      const calls: string[] = [];
      (window as unknown as { __walletCalls: string[] }).__walletCalls = calls;
      const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
      const emit = (event: string, value: unknown) => {
        for (const listener of listeners.get(event) ?? []) listener(value);
      };
      const hexToText = (hex: string) =>
        new TextDecoder().decode(
          new Uint8Array((hex.slice(2).match(/../g) ?? []).map((b) => Number.parseInt(b, 16))),
        );
      const sign = (window as unknown as { __w2eWalletSign: (m: string) => Promise<string> }).__w2eWalletSign;
      const provider = {
        isMetaMask: true,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          calls.push(method);
          switch (method) {
            case 'eth_requestAccounts':
            case 'eth_accounts':
              return [address];
            case 'eth_chainId':
              return `0x${chain.toString(16)}`;
            case 'net_version':
              return String(chain);
            case 'wallet_requestPermissions':
            case 'wallet_getPermissions':
              return [{ parentCapability: 'eth_accounts' }];
            case 'wallet_switchEthereumChain': {
              const target = Number.parseInt(((params ?? [])[0] as { chainId: string }).chainId, 16);
              // Like MetaMask: a chain it was never told about is 4902, "add it first".
              if (!known.has(target)) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
              chain = target;
              emit('chainChanged', `0x${chain.toString(16)}`);
              return null;
            }
            case 'wallet_addEthereumChain': {
              known.add(Number.parseInt(((params ?? [])[0] as { chainId: string }).chainId, 16));
              return null;
            }
            case 'personal_sign': {
              const data = String(params?.[0]);
              return sign(data.startsWith('0x') ? hexToText(data) : data);
            }
            default:
              throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
          }
        },
        on(event: string, listener: (...args: unknown[]) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
          return provider;
        },
        removeListener(event: string, listener: (...args: unknown[]) => void) {
          listeners.get(event)?.delete(listener);
          return provider;
        },
      };
      (window as unknown as { ethereum: unknown }).ethereum = provider;
    },
    { address: account.address, initialChain: chainId },
  );
}
