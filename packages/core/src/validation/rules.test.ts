import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createI18n } from '../i18n/create-i18n';
import { en } from '../i18n/resources-en';
import { errorMap } from './error-map';
import { parseMessage, translateMessage } from './message';
import {
  dateAfterSchema,
  dateBeforeSchema,
  endAfterStart,
  ethAddressSchema,
  imageUrlSchema,
  jsonObjectSchema,
  maxNumberSchema,
  minElements,
  numberInRangeSchema,
  phoneSchema,
  positiveNumberSchema,
  requiredField,
  urlSchema,
  wholeNumberSchema,
} from './rules';

const t = createI18n({ language: 'en', resources: { en } }).t;
function errorOf(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value, { error: errorMap });
  return r.success ? null : translateMessage(t, r.error.issues[0]!.message);
}

describe('URLs', () => {
  it('accept http(s) URLs with a real host and refuse the rest with "Invalid URL"', () => {
    for (const ok of ['https://w2e.example/a?b=c', 'http://localhost:3000', 'HTTPS://Example.COM']) {
      expect(errorOf(urlSchema(), ok), ok).toBeNull();
    }
    for (const bad of [
      'example.com',
      'javascript:alert(1)',
      'ftp://x.org',
      'https://',
      'https://nodot',
      '',
    ]) {
      expect(errorOf(urlSchema(), bad), bad).toBe('Invalid URL');
    }
  });

  it('accept image URLs (with or without an extension) and our own upload paths, refuse the rest', () => {
    for (const ok of [
      'https://cdn.example/a/b.PNG',
      '/uploads/abc.jpg',
      'https://x.io/a.gif?v=2',
      'https://cdn.x.io/i/9',
    ]) {
      expect(errorOf(imageUrlSchema(), ok), ok).toBeNull();
    }
    for (const bad of [
      '//evil.io/a.png',
      'a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/a b.png',
    ]) {
      expect(errorOf(imageUrlSchema(), bad), bad).toBe('Invalid image URL');
    }
  });
});

describe('phone numbers', () => {
  it('normalise typed numbers to +digits', () => {
    expect(phoneSchema().parse('+84 (912) 345-678')).toBe('+84912345678');
    expect(phoneSchema().parse('0912.345.678')).toBe('+0912345678');
  });
  it('refuse letters, too short and too long numbers', () => {
    for (const bad of ['12345', '+84 912 ABC 678', '1234567890123456', '']) {
      expect(errorOf(phoneSchema(), bad), bad).toBe('Invalid phone number');
    }
  });
});

describe('JSON objects', () => {
  it('accept an object and refuse arrays, primitives and broken JSON', () => {
    expect(errorOf(jsonObjectSchema(), '{"a":1}')).toBeNull();
    for (const bad of ['[1]', '1', 'null', '"x"', '{a:1}']) {
      expect(errorOf(jsonObjectSchema(), bad), bad).toBe('Invalid data type object json');
    }
  });
});

describe('EVM addresses', () => {
  const hex40 = fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((b) => `0x${Buffer.from(b).toString('hex')}`);

  it('accept checksummed, all-lower and all-upper addresses', () => {
    fc.assert(
      fc.property(hex40, (lower) => {
        expect(errorOf(ethAddressSchema(), lower)).toBeNull();
        expect(errorOf(ethAddressSchema(), getAddress(lower))).toBeNull();
        expect(errorOf(ethAddressSchema(), `0x${lower.slice(2).toUpperCase()}`)).toBeNull();
      }),
    );
  });

  it('refuse a checksummed address with one letter in the wrong case', () => {
    fc.assert(
      fc.property(hex40, fc.nat(), (lower, pick) => {
        const checksummed = getAddress(lower);
        const letters = [...checksummed]
          .map((c, i) => (i > 1 && /[a-fA-F]/.test(c) ? i : -1))
          .filter((i) => i > 0);
        fc.pre(letters.length > 1);
        const i = letters[pick % letters.length]!;
        const c = checksummed[i]!;
        const flipped =
          checksummed.slice(0, i) +
          (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) +
          checksummed.slice(i + 1);
        // All one case after the flip means "no checksum", which is valid by design.
        const digits = flipped.slice(2);
        fc.pre(digits !== digits.toLowerCase() && digits !== digits.toUpperCase());
        expect(errorOf(ethAddressSchema(), flipped)).toBe(
          'This field must be a valid address (Ethereum or Ethereum Classic)',
        );
      }),
    );
  });

  it('refuse wrong lengths and non-hex', () => {
    for (const bad of ['0x123', `0x${'g'.repeat(40)}`, '52908400098527886E0F7030069857D2E4169EE7', '']) {
      expect(errorOf(ethAddressSchema(), bad), bad).not.toBeNull();
    }
  });
});

describe('numbers', () => {
  it('tell whole, positive, ranged and maximum rules apart', () => {
    expect(errorOf(wholeNumberSchema(), 1.5)).toBe('Only whole numbers allowed');
    expect(errorOf(positiveNumberSchema(), 0)).toBe('Only positive numbers allowed');
    expect(errorOf(numberInRangeSchema(1, 100), 101)).toBe('Only numbers (1 - 100) allowed');
    expect(errorOf(numberInRangeSchema(1, 100), 0)).toBe('Only numbers (1 - 100) allowed');
    expect(errorOf(maxNumberSchema(50), 51)).toBe('Maximum 50');
    expect(errorOf(wholeNumberSchema(), 'seven')).toBe('This field must be number');
  });

  it('accept exactly the integers inside a range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(errorOf(numberInRangeSchema(-10, 10), n) === null).toBe(n >= -10 && n <= 10);
      }),
    );
  });
});

describe('dates', () => {
  const min = new Date('2026-01-01T00:00:00Z');
  it('need the date after the minimum and before the maximum', () => {
    expect(errorOf(dateAfterSchema(min, 'Jan 1, 2026'), '2025-12-31T23:59:59Z')).toBe(
      'Date must be greater than Jan 1, 2026',
    );
    expect(errorOf(dateAfterSchema(min), '2026-01-01T00:00:01Z')).toBeNull();
    expect(errorOf(dateBeforeSchema(min, 'Jan 1, 2026'), new Date('2026-02-01'))).toBe(
      'Date must be lesser than Jan 1, 2026',
    );
  });
  it('need the end after the start, reported on the end', () => {
    const rule = endAfterStart('start_time', 'end_time');
    const schema = z.object({ start_time: z.string(), end_time: z.string() }).refine(rule.check, rule.params);
    const r = schema.safeParse({ start_time: '2026-05-02T00:00:00Z', end_time: '2026-05-01T00:00:00Z' });
    expect(r.error?.issues[0]?.path).toEqual(['end_time']);
    expect(parseMessage(r.error?.issues[0]?.message ?? '')?.key).toBe('validation:endAfterStart');
    expect(
      schema.safeParse({ start_time: '2026-05-01T00:00:00Z', end_time: '2026-05-02T00:00:00Z' }).success,
    ).toBe(true);
  });
});

describe('named fields', () => {
  it('translate the field label inside the message', () => {
    expect(errorOf(requiredField('auth:email'), ' ')).toBe('Email is required');
    expect(
      errorOf(minElements(z.string(), 2, { field: 'auth:username', element: 'auth:email' }), ['a']),
    ).toBe('Username must have at least 2 Email');
  });
});
