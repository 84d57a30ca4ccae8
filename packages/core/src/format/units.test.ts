import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOKEN_BALANCE_UNIT } from '../constants';
import { parseMessage } from '../validation/message';
import {
  bytesToMegabytes,
  formatMegabytes,
  formatUnits,
  isUnitsAmount,
  megabytesToBytes,
  parseUnits,
  tokenToWei,
  weiToToken,
} from './units';

describe('bytes and megabytes', () => {
  it('divide by 1048576, rounded to two decimals', () => {
    expect(bytesToMegabytes(1048576)).toBe(1);
    expect(bytesToMegabytes(5 * 1048576)).toBe(5);
    expect(bytesToMegabytes(1_500_000)).toBe(1.43);
    expect(bytesToMegabytes(1_500_000, 0)).toBe(1);
    expect(bytesToMegabytes(0)).toBe(0);
    expect(megabytesToBytes(5)).toBe(5_242_880);
  });

  it('refuse sizes that are not sizes', () => {
    expect(() => bytesToMegabytes(-1)).toThrow(RangeError);
    expect(() => bytesToMegabytes(Number.NaN)).toThrow(RangeError);
  });

  it('read in the language of the reader', () => {
    expect(formatMegabytes(1_500_000, 'en')).toBe('1.43 MB');
    expect(formatMegabytes(1_500_000, 'vi')).toBe('1,43 MB');
  });

  it('round-trip whole megabytes exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (mb) => {
        expect(bytesToMegabytes(megabytesToBytes(mb))).toBe(mb);
      }),
    );
  });
});

describe('wei and tokens', () => {
  it('use 10^18 wei per token', () => {
    expect(TOKEN_BALANCE_UNIT).toBe(10n ** 18n);
    expect(tokenToWei('1')).toBe(TOKEN_BALANCE_UNIT);
    expect(weiToToken(TOKEN_BALANCE_UNIT)).toBe('1');
  });

  it('convert exactly, far beyond what a float holds', () => {
    expect(weiToToken(1n)).toBe('0.000000000000000001');
    expect(weiToToken('1500000000000000000')).toBe('1.5');
    expect(weiToToken(123456789012345678901234567890n)).toBe('123456789012.34567890123456789');
    expect(weiToToken(-2500000000000000000n)).toBe('-2.5');
    expect(weiToToken(0n)).toBe('0');
    expect(tokenToWei('0.000000000000000001')).toBe(1n);
    expect(tokenToWei('123456789012.34567890123456789')).toBe(123456789012345678901234567890n);
    expect(tokenToWei('007.50')).toBe(7_500_000_000_000_000_000n);
    expect(tokenToWei('1.000000000000000000000')).toBe(TOKEN_BALANCE_UNIT);
  });

  it('refuse malformed amounts with a message key', () => {
    for (const text of [
      '',
      ' 1',
      '1 ',
      '1e18',
      '0x10',
      '1,5',
      '+1',
      '--1',
      '1.',
      '.5',
      'NaN',
      'Infinity',
      '1.2.3',
      '１', // full-width digit
      '0.0000000000000000001',
    ]) {
      expect(() => tokenToWei(text), JSON.stringify(text)).toThrow(RangeError);
      expect(isUnitsAmount(text, 18), JSON.stringify(text)).toBe(false);
    }
    expect(() => weiToToken('1.5')).toThrow(RangeError);
    expect(() => weiToToken('1e18')).toThrow(RangeError);
    const error = (() => {
      try {
        tokenToWei('1.0000000000000000001');
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(RangeError);
    expect(parseMessage((error as RangeError).message)).toEqual({
      key: 'format:invalidAmount',
      params: { decimals: 18 },
    });
  });

  it('refuse a decimals count no token has', () => {
    expect(() => formatUnits(1n, -1)).toThrow(RangeError);
    expect(() => parseUnits('1', 1.5)).toThrow(RangeError);
    expect(() => parseUnits('1', 256)).toThrow(RangeError);
  });

  it('round-trip any amount at any decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.integer({ min: 0, max: 36 }),
        (v, d) => {
          const text = formatUnits(v, d);
          expect(text).toMatch(/^-?\d+(\.\d*[1-9])?$/);
          expect(parseUnits(text, d)).toBe(v);
        },
      ),
    );
  });

  it('give back a typed amount in its shortest form', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{1,30}$/),
        fc.stringMatching(/^[0-9]{0,18}$/),
        (whole, fraction) => {
          const text = fraction === '' ? whole : `${whole}.${fraction}`;
          const canonical = text
            .replace(/^0+(?=\d)/, '')
            .replace(/(\.\d*?)0+$/, '$1')
            .replace(/\.$/, '');
          expect(weiToToken(tokenToWei(text))).toBe(canonical);
        },
      ),
    );
  });
});
