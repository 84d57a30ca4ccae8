import { UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseMessage, translateMessage } from '../validation/message';
import { hasWalletErrorCode, WalletNotInstalledError, walletErrorCodes, walletErrorMessage } from './errors';

const keyOf = (error: unknown) => parseMessage(walletErrorMessage(error))?.key ?? null;

describe('wallet error messages', () => {
  it("say 'Metamask not installed' when there is no wallet", () => {
    expect(keyOf(new WalletNotInstalledError())).toBe('wallet:notInstalled');
    // wagmi's injected connector without window.ethereum
    expect(keyOf(Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' }))).toBe(
      'wallet:notInstalled',
    );
  });

  it('ask to check the wallet login when a request is already pending (-32002)', () => {
    expect(
      keyOf({ code: -32002, message: "Request of type 'wallet_requestPermissions' already pending" }),
    ).toBe('wallet:requestPending');
  });

  it('say the user rejected the request (4001), however deep the code is wrapped', () => {
    expect(keyOf({ code: 4001, message: 'User rejected the request.' })).toBe('wallet:userRejected');
    const viemError = new UserRejectedRequestError(new Error('MetaMask Tx Signature: User denied'));
    expect(keyOf(viemError)).toBe('wallet:userRejected');
    expect(keyOf(new Error('Signing failed', { cause: { code: 4001 } }))).toBe('wallet:userRejected');
  });

  it('show any other error in its own words', () => {
    expect(walletErrorMessage(new Error('Nonce too low'))).toBe('Nonce too low');
    expect(walletErrorMessage('Wallet is locked')).toBe('Wallet is locked');
    expect(
      walletErrorMessage({ code: -32603, shortMessage: 'Short text', message: 'Long\n\nDetails: x' }),
    ).toBe('Short text');
    // Raw text passes through the translator untouched.
    expect(translateMessage((key) => `T(${key})`, walletErrorMessage(new Error('Nonce too low')))).toBe(
      'Nonce too low',
    );
  });

  it('fall back to a general message when the wallet gives none', () => {
    expect(keyOf({})).toBe('wallet:unknownError');
    expect(keyOf(undefined)).toBe('wallet:unknownError');
    expect(keyOf(new Error(''))).toBe('wallet:unknownError');
  });
});

describe('wallet error codes', () => {
  it('are found through cause, data.originalError and error, outermost first', () => {
    const error = {
      code: -32603,
      data: { originalError: { code: 4902 } },
      cause: { error: { code: 4001 } },
    };
    // 4902 sits two levels down, 4001 three.
    expect(walletErrorCodes(error)).toEqual([-32603, 4902, 4001]);
    expect(hasWalletErrorCode(error, 4902)).toBe(true);
    expect(hasWalletErrorCode({ code: '4902' }, 4902)).toBe(false);
  });

  it('do not loop on an error that wraps itself', () => {
    const cyclic: { code: number; cause?: unknown } = { code: 1 };
    cyclic.cause = cyclic;
    expect(walletErrorCodes(cyclic)).toEqual([1]);
  });
});
