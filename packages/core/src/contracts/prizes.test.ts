import { describe, expect, it } from 'vitest';
import { en } from '../i18n/resources-en';
import {
  CLAIM_KIND_LABELS,
  CLAIM_KINDS,
  claimAddress,
  claimKindOf,
  claimPrizeBodySchema,
  NATIVE_TOKEN,
  PRIZE_STATUS_LABELS,
  PRIZE_STATUSES,
  payoutSchema,
} from './prizes';

const key = (qualified: string) => qualified.split(':')[1] as keyof typeof en.prizes;

describe('prize payouts', () => {
  it('takes a token amount on a network, with the token of that network’s kind', () => {
    expect(
      payoutSchema.parse({
        kind: 'token',
        network: 'bsc',
        token: '0x52908400098527886e0f7030069857d2e4169ee7',
        amount: '0.25',
      }),
    ).toEqual({
      kind: 'token',
      network: 'bsc',
      token: '0x52908400098527886E0F7030069857D2E4169EE7',
      amount: '0.25',
    });
    expect(payoutSchema.parse({ kind: 'token', network: 'ton', token: NATIVE_TOKEN, amount: '5' }).kind).toBe(
      'token',
    );
    expect(payoutSchema.parse({ kind: 'item' })).toEqual({ kind: 'item' });
  });

  it('refuses a zero, negative or malformed amount, an unknown network and a token of the wrong kind', () => {
    for (const amount of ['0', '0.000', '-1', '1e5', '', '01', '1.']) {
      expect(payoutSchema.safeParse({ kind: 'token', network: 'bsc', token: 'native', amount }).success).toBe(
        false,
      );
    }
    expect(
      payoutSchema.safeParse({ kind: 'token', network: 'dogechain', token: 'native', amount: '1' }).success,
    ).toBe(false);
    // An EVM contract named on TON, and a TON address named on an EVM network.
    expect(
      payoutSchema.safeParse({ kind: 'token', network: 'ton', token: `0x${'1'.repeat(40)}`, amount: '1' })
        .success,
    ).toBe(false);
    expect(
      payoutSchema.safeParse({ kind: 'token', network: 'bsc', token: `0:${'a'.repeat(64)}`, amount: '1' })
        .success,
    ).toBe(false);
  });
});

describe('claims', () => {
  it('asks for the kind of claim the payout needs', () => {
    expect(claimKindOf(null)).toBe('contact');
    expect(claimKindOf({ kind: 'item' })).toBe('contact');
    expect(claimKindOf({ kind: 'token', network: 'ton', token: 'native', amount: '1' })).toBe('ton_address');
    expect(claimKindOf({ kind: 'token', network: 'eth', token: 'native', amount: '1' })).toBe('evm_address');
  });

  it('checks an address for its kind: EVM checksummed, TON in either form', () => {
    expect(claimAddress('evm_address', ' 0x52908400098527886e0f7030069857d2e4169ee7 ')).toBe(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    // Mixed case with a wrong checksum, too short, a TON address for an EVM prize.
    expect(claimAddress('evm_address', '0x52908400098527886E0F7030069857D2E4169Ee7')).toBeNull();
    expect(claimAddress('evm_address', '0x1234')).toBeNull();
    expect(claimAddress('evm_address', `0:${'a'.repeat(64)}`)).toBeNull();
    expect(claimAddress('ton_address', `0:${'a'.repeat(64)}`)).toBe(`0:${'a'.repeat(64)}`);
    expect(claimAddress('ton_address', `0x${'1'.repeat(40)}`)).toBeNull();
  });

  it('takes an address or a contact, trimmed, and refuses a contact too short', () => {
    expect(claimPrizeBodySchema.parse({ contact: '  @linh  ' })).toEqual({ contact: '@linh' });
    expect(claimPrizeBodySchema.safeParse({ contact: 'ab' }).success).toBe(false);
    expect(claimPrizeBodySchema.safeParse({}).success).toBe(false);
  });

  it('names every status and claim kind in the prizes text', () => {
    for (const status of PRIZE_STATUSES) expect(en.prizes[key(PRIZE_STATUS_LABELS[status])]).toBeTruthy();
    for (const kind of CLAIM_KINDS) expect(en.prizes[key(CLAIM_KIND_LABELS[kind])]).toBeTruthy();
  });
});
