import { describe, expect, it } from 'vitest';
import { payoutText, transactionUrl } from './payout';

describe('payoutText', () => {
  it('names a native coin by its symbol and the network by its name', () => {
    expect(payoutText({ kind: 'token', network: 'bsc', token: 'native', amount: '0.5' })).toEqual({
      key: 'prizes:payoutToken',
      params: { amount: '0.5', token: 'BNB', network: 'BNB Smart Chain' },
    });
    expect(payoutText({ kind: 'token', network: 'ton', token: 'native', amount: '2' }).params.token).toBe(
      'TON',
    );
  });

  it('shortens a token contract and says an item goes by contact', () => {
    const token = '0x55d398326f99059fF775485246999027B3197955';
    expect(payoutText({ kind: 'token', network: 'eth', token, amount: '5' }).params.token).toBe(
      '0x55...97955',
    );
    expect(payoutText({ kind: 'item' })).toEqual({ key: 'prizes:payoutItem', params: {} });
  });
});

describe('transactionUrl', () => {
  it('links a transaction to its network’s explorer', () => {
    expect(transactionUrl('bsc', '0xabc')).toBe('https://bscscan.com/tx/0xabc');
    expect(transactionUrl('ton', 'a/b')).toBe('https://tonviewer.com/transaction/a%2Fb');
    expect(transactionUrl('moon', '0xabc')).toBeNull();
  });
});
