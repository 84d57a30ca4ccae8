import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tonRawAddress } from './ton-address';

// Made with @ton/core's Address: the same account in raw, bounceable, non-bounceable and testnet form.
const RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const FORMS = [
  'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N',
  'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI',
  'kQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqKYH',
];

describe('TON addresses', () => {
  it('read every form of one account as the same raw address', () => {
    expect(tonRawAddress(RAW)).toBe(RAW);
    expect(tonRawAddress(RAW.toUpperCase())).toBe(RAW);
    for (const form of FORMS) expect(tonRawAddress(form), form).toBe(RAW);
    // base64 (not url-safe) spelling of a masterchain address
    expect(tonRawAddress('Ef8zMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzM0vF')).toBe(`-1:${'33'.repeat(32)}`);
  });

  it('refuse a wrong checksum, a wrong length, an EVM address and raw forms on other workchains', () => {
    for (const bad of [
      `${FORMS[0]!.slice(0, -1)}M`,
      FORMS[0]!.slice(1),
      '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      `5:${'ab'.repeat(32)}`,
      '0:abc',
      '',
    ]) {
      expect(tonRawAddress(bad), bad).toBeNull();
    }
  });

  it('never throw, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => tonRawAddress(text)).not.toThrow();
      }),
    );
  });
});
