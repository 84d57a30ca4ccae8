import { message } from '../validation/message';

/** EIP-1193 provider error codes, and MetaMask's "a request is already pending" (JSON-RPC -32002). */
export const WALLET_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  requestPending: -32002,
} as const;

/** Thrown where a surface looks for an injected wallet (`window.ethereum`) and finds none. */
export class WalletNotInstalledError extends Error {
  override name = 'WalletNotInstalledError';
  constructor() {
    super(message('wallet:notInstalled'));
  }
}

/**
 * Names of "no wallet" errors in the libraries the surfaces use (wagmi's injected connector, viem), so a
 * caller can pass whatever it caught.
 */
const NOT_INSTALLED_NAMES = new Set([
  'WalletNotInstalledError',
  'ProviderNotFoundError',
  'ConnectorNotFoundError',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The error and the errors it wraps, outermost first. Wallets bury the real code: viem and wagmi wrap it in
 * `cause`, MetaMask Mobile in `data.originalError`, some providers in `error`. Bounded, so a cyclic cause
 * cannot loop.
 */
function errorChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 10) {
    const current = queue.shift();
    if (!isRecord(current) || chain.includes(current)) continue;
    chain.push(current);
    queue.push(current.cause, current.error, isRecord(current.data) ? current.data.originalError : undefined);
  }
  return chain;
}

/** Every numeric code in the error and what it wraps, outermost first. */
export function walletErrorCodes(error: unknown): number[] {
  return errorChain(error)
    .map((entry) => entry.code)
    .filter((code): code is number => typeof code === 'number' && Number.isInteger(code));
}

export function hasWalletErrorCode(error: unknown, code: number): boolean {
  return walletErrorCodes(error).includes(code);
}

export function isWalletNotInstalled(error: unknown): boolean {
  return errorChain(error).some(
    (entry) => typeof entry.name === 'string' && NOT_INSTALLED_NAMES.has(entry.name),
  );
}

/**
 * What to show for a wallet failure (spec section 8): no wallet, a request already pending (-32002) and a
 * rejection (4001) get our messages; anything else shows the wallet's own text, which passes through
 * `translateMessage` untouched. viem's `shortMessage` is preferred to its `message`, which appends
 * multi-line details and the library version.
 */
export function walletErrorMessage(error: unknown): string {
  if (isWalletNotInstalled(error)) return message('wallet:notInstalled');
  const codes = walletErrorCodes(error);
  if (codes.includes(WALLET_ERROR_CODES.requestPending)) return message('wallet:requestPending');
  if (codes.includes(WALLET_ERROR_CODES.userRejected)) return message('wallet:userRejected');
  if (typeof error === 'string' && error.trim() !== '') return error;
  for (const entry of errorChain(error)) {
    for (const text of [entry.shortMessage, entry.message]) {
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  }
  return message('wallet:unknownError');
}
