import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeAccount,
  initialWalletConnection,
  type WalletConnectionEvent,
  type WalletConnectionState,
  walletConnectionReducer,
} from './connection';

const ACCOUNT = '0xa0cf798816d4b9b9866b5330eea46a18382f251e';
const CHECKSUMMED = '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e';
const OTHER = '0x52908400098527886E0F7030069857D2E4169EE7';

const run = (events: WalletConnectionEvent[], from: WalletConnectionState = initialWalletConnection) =>
  events.reduce(walletConnectionReducer, from);

describe('wallet connection', () => {
  it('is activating until both the chain id and the accounts are known, in either order', () => {
    expect(run([{ type: 'activate' }])).toEqual({ status: 'activating', chainId: null, accounts: [] });
    expect(run([{ type: 'activate' }, { type: 'chainChanged', chainId: '0x38' }]).status).toBe('activating');
    expect(run([{ type: 'activate' }, { type: 'accountsChanged', accounts: [ACCOUNT] }]).status).toBe(
      'activating',
    );
    const accountsFirst = run([
      { type: 'activate' },
      { type: 'accountsChanged', accounts: [ACCOUNT] },
      { type: 'chainChanged', chainId: '0x38' },
    ]);
    const chainFirst = run([
      { type: 'activate' },
      { type: 'chainChanged', chainId: 56 },
      { type: 'accountsChanged', accounts: [ACCOUNT] },
    ]);
    expect(accountsFirst).toEqual({ status: 'active', chainId: 56, accounts: [CHECKSUMMED] });
    expect(chainFirst).toEqual(accountsFirst);
    expect(activeAccount(accountsFirst)).toBe(CHECKSUMMED);
  });

  const active = run([
    { type: 'activate' },
    { type: 'chainChanged', chainId: 56 },
    { type: 'accountsChanged', accounts: [ACCOUNT, OTHER] },
  ]);

  it('follows chain and account changes while active', () => {
    expect(walletConnectionReducer(active, { type: 'chainChanged', chainId: '0x89' })).toMatchObject({
      status: 'active',
      chainId: 137,
    });
    const switched = walletConnectionReducer(active, { type: 'accountsChanged', accounts: [OTHER] });
    expect(activeAccount(switched)).toBe(OTHER);
    expect(walletConnectionReducer(active, { type: 'activate' })).toBe(active);
  });

  it('resets when the wallet disconnects, returns no accounts, or activation fails', () => {
    expect(walletConnectionReducer(active, { type: 'disconnect' })).toEqual({ status: 'idle' });
    expect(walletConnectionReducer(active, { type: 'accountsChanged', accounts: [] })).toEqual({
      status: 'idle',
    });
    expect(
      walletConnectionReducer(active, { type: 'accountsChanged', accounts: ['not an address'] }),
    ).toEqual({
      status: 'idle',
    });
    expect(run([{ type: 'activate' }, { type: 'failed' }])).toEqual({ status: 'idle' });
    expect(activeAccount(initialWalletConnection)).toBeNull();
  });

  it('ignores wallet events before the user asks to connect, and chain ids out of range', () => {
    expect(
      run([
        { type: 'accountsChanged', accounts: [ACCOUNT] },
        { type: 'chainChanged', chainId: 1 },
      ]),
    ).toEqual({
      status: 'idle',
    });
    expect(walletConnectionReducer(active, { type: 'chainChanged', chainId: '0x0' })).toBe(active);
  });

  it('is active exactly when it holds a valid chain and at least one account, whatever the events', () => {
    const event: fc.Arbitrary<WalletConnectionEvent> = fc.oneof(
      fc.constant({ type: 'activate' as const }),
      fc.constant({ type: 'disconnect' as const }),
      fc.constant({ type: 'failed' as const }),
      fc.record({
        type: fc.constant('chainChanged' as const),
        chainId: fc.oneof(fc.integer(), fc.constant('0x38')),
      }),
      fc.record({
        type: fc.constant('accountsChanged' as const),
        accounts: fc.array(fc.constantFrom(ACCOUNT, OTHER, 'junk'), { maxLength: 3 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        const state = run(events);
        if (state.status === 'active') {
          expect(state.chainId).toBeGreaterThan(0);
          expect(state.accounts.length).toBeGreaterThan(0);
        }
        if (state.status === 'activating')
          expect(state.chainId === null || state.accounts.length === 0).toBe(true);
        const last = events.at(-1);
        if (last?.type === 'disconnect' || last?.type === 'failed') expect(state.status).toBe('idle');
      }),
    );
  });
});
