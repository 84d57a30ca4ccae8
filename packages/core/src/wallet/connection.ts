import { type Address, getAddress, isAddress } from 'viem';
import { parseChainId } from './chain';

/**
 * Spec section 4: a wallet connection is activating, then active once both the chain id and the accounts are
 * known; it resets when the wallet disconnects or returns no accounts. A pure reducer, so React
 * (`useReducer`), a store or a test drives it the same way.
 */
export type WalletConnectionState =
  | { status: 'idle' }
  | { status: 'activating'; chainId: number | null; accounts: readonly Address[] }
  | { status: 'active'; chainId: number; accounts: readonly [Address, ...Address[]] };

export type WalletConnectionEvent =
  /** The user asked to connect, or the page reconnects a wallet it was connected to. */
  | { type: 'activate' }
  /** From `eth_chainId` or the provider's `chainChanged`: a number or EIP-1193's hex ("0x38"). */
  | { type: 'chainChanged'; chainId: number | string }
  /** From `eth_requestAccounts`, `eth_accounts` or the provider's `accountsChanged`. */
  | { type: 'accountsChanged'; accounts: readonly string[] }
  /** The provider's `disconnect`, or the user signing out of the wallet in the app. */
  | { type: 'disconnect' }
  /** Activation failed (rejected, no wallet): back to the start so the user can try again. */
  | { type: 'failed' };

export const initialWalletConnection: WalletConnectionState = { status: 'idle' };

/** Wallets give lower-case addresses; checksummed ones compare and display the same everywhere. */
function normalizeAccounts(accounts: readonly string[]): Address[] {
  return accounts
    .filter((account) => isAddress(account, { strict: false }))
    .map((account) => getAddress(account));
}

function settle(chainId: number | null, accounts: readonly Address[]): WalletConnectionState {
  const [first, ...rest] = accounts;
  if (chainId !== null && first !== undefined)
    return { status: 'active', chainId, accounts: [first, ...rest] };
  return { status: 'activating', chainId, accounts };
}

export function walletConnectionReducer(
  state: WalletConnectionState,
  event: WalletConnectionEvent,
): WalletConnectionState {
  switch (event.type) {
    case 'activate':
      return state.status === 'idle' ? { status: 'activating', chainId: null, accounts: [] } : state;
    case 'disconnect':
    case 'failed':
      return initialWalletConnection;
    case 'chainChanged': {
      // Events from a wallet the user has not connected here say nothing about this app's session.
      if (state.status === 'idle') return state;
      const chainId = parseChainId(event.chainId);
      return chainId === null ? state : settle(chainId, state.accounts);
    }
    case 'accountsChanged': {
      if (state.status === 'idle') return state;
      const accounts = normalizeAccounts(event.accounts);
      return accounts.length === 0 ? initialWalletConnection : settle(state.chainId, accounts);
    }
  }
}

/** The account the app acts for: the first one the wallet lists (spec section 7 signs with it). */
export function activeAccount(state: WalletConnectionState): Address | null {
  return state.status === 'active' ? state.accounts[0] : null;
}
