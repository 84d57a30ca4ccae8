import fc from 'fast-check';
import { getAddress } from 'viem';
import { createSiweMessage, parseSiweMessage as viemParseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { WALLET_CHAIN_ID_MAX } from '../constants';
import { parseMessage } from '../validation/message';
import {
  buildSiweMessage,
  checkSiweMessage,
  createSignInMessage,
  createSiweNonce,
  isRfc3339DateTime,
  parseSiweMessage,
  SIGN_IN_STATEMENT,
  type SiweMessage,
} from './siwe';

const ADDRESS = '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e';
const ISSUED = new Date('2025-03-01T10:00:00.000Z');

const sample: SiweMessage = {
  domain: 'w2ehub.io',
  address: ADDRESS,
  statement: SIGN_IN_STATEMENT,
  uri: 'https://w2ehub.io/auth/login',
  version: '1',
  chainId: 56,
  nonce: 'k3Jd9sPq2LmZ',
  issuedAt: '2025-03-01T10:00:00.000Z',
};
const sampleText = buildSiweMessage(sample);

function parsed(text: string): SiweMessage {
  const result = parseSiweMessage(text);
  if (!result.success) throw result.error;
  return result.data;
}

function rejectedField(text: string): string | null {
  const result = parseSiweMessage(text);
  return result.success ? null : result.error.field;
}

describe('building the sign-in message', () => {
  it('writes the EIP-4361 text with the statement that signing costs nothing', () => {
    expect(
      createSignInMessage({
        domain: 'w2ehub.io',
        address: ADDRESS.toLowerCase(),
        uri: 'https://w2ehub.io/auth/login',
        chainId: 56,
        nonce: 'k3Jd9sPq2LmZ',
        issuedAt: ISSUED,
        expirationTime: new Date('2025-03-01T10:10:00.000Z'),
      }),
    ).toBe(
      [
        'w2ehub.io wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        'Sign in to W2E Hub. This request will not trigger a blockchain transaction or cost any gas fees.',
        '',
        'URI: https://w2ehub.io/auth/login',
        'Version: 1',
        'Chain ID: 56',
        'Nonce: k3Jd9sPq2LmZ',
        'Issued At: 2025-03-01T10:00:00.000Z',
        'Expiration Time: 2025-03-01T10:10:00.000Z',
      ].join('\n'),
    );
    expect(SIGN_IN_STATEMENT).toMatch(/no|not/);
    expect(SIGN_IN_STATEMENT).toMatch(/transaction/);
    expect(SIGN_IN_STATEMENT).toMatch(/gas fee/);
  });

  it('writes exactly what viem writes, so wallets and viem-based tools read it the same', () => {
    const options = {
      scheme: 'https',
      domain: 'w2ehub.io',
      address: ADDRESS,
      statement: SIGN_IN_STATEMENT,
      uri: 'https://w2ehub.io/auth/login',
      version: '1',
      chainId: 42161,
      nonce: 'k3Jd9sPq2LmZ',
      issuedAt: ISSUED,
      notBefore: ISSUED,
      requestId: 'req-1',
      resources: [
        'https://w2ehub.io/terms',
        'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
      ],
    } as const;
    const ours = createSignInMessage({ ...options, resources: [...options.resources] });
    expect(ours).toBe(createSiweMessage({ ...options, resources: [...options.resources] }));
    expect(viemParseSiweMessage(ours)).toMatchObject({
      address: ADDRESS,
      chainId: 42161,
      nonce: 'k3Jd9sPq2LmZ',
    });
  });

  it('refuses fields that would change the shape of the signed text', () => {
    expect(() => buildSiweMessage({ ...sample, statement: 'Hi\nURI: https://evil.com' })).toThrow(
      /statement/,
    );
    expect(() => buildSiweMessage({ ...sample, domain: 'w2ehub.io\nevil' })).toThrow(/domain/);
    expect(() => buildSiweMessage({ ...sample, address: ADDRESS.toLowerCase() as `0x${string}` })).toThrow(
      /address/,
    );
    expect(() => buildSiweMessage({ ...sample, nonce: 'short' })).toThrow(/nonce/);
    expect(() => buildSiweMessage({ ...sample, chainId: 0 })).toThrow(/chainId/);
    expect(() => buildSiweMessage({ ...sample, resources: ['not a uri'] })).toThrow(/resources/);
    expect(() =>
      createSignInMessage({
        domain: 'w2ehub.io',
        address: '0x1234',
        uri: sample.uri,
        chainId: 1,
        nonce: sample.nonce,
      }),
    ).toThrow(/address/);
  });
});

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
/**
 * A web URL from patterns rather than fc.webUrl: fast-check's percent-encoded characters map all of Unicode into a
 * table on first use (over 1 s of CPU, many seconds on a loaded machine) before the first run.
 */
const url = fc
  .tuple(
    fc.constantFrom('https', 'http', 'ipfs'),
    fc.domain(),
    fc.stringMatching(/^(\/([A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2}){0,10}){0,3}$/),
  )
  .map(([scheme, host, path]) => `${scheme}://${host}${path}`);
const siweArbitrary: fc.Arbitrary<SiweMessage> = fc.record(
  {
    scheme: fc.constantFrom('https', 'http'),
    domain: fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.option(fc.integer({ min: 1, max: 65535 })))
      .map(([labels, port]) => `${labels.join('.')}${port === null ? '' : `:${port}`}`),
    address: fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`)),
    statement: fc.oneof(
      fc.constant(SIGN_IN_STATEMENT),
      fc.stringMatching(/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]{1,80}$/),
    ),
    uri: fc
      .tuple(
        url,
        fc.stringMatching(
          /^(\?[A-Za-z0-9\-._~!$&'()*+,;=:@/?]{0,12})?(#[A-Za-z0-9\-._~!$&'()*+,;=:@/?]{0,8})?$/,
        ),
      )
      .map(([base, rest]) => base + rest),
    version: fc.constant('1' as const),
    chainId: fc.integer({ min: 1, max: WALLET_CHAIN_ID_MAX }),
    nonce: fc.stringMatching(/^[A-Za-z0-9]{8,40}$/),
    issuedAt: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    expirationTime: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    notBefore: fc.constantFrom(
      '2025-01-01T00:00:00Z',
      '2025-06-30T23:59:59.5+07:00',
      '2024-02-29T12:00:00-05:30',
    ),
    requestId: fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:@]{0,24}$/),
    resources: fc.array(url, { maxLength: 3 }),
  },
  { requiredKeys: ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] },
);

describe('parsing the sign-in message', () => {
  it('reads back every field that was built', () => {
    fc.assert(
      fc.property(siweArbitrary, (fields) => {
        const text = buildSiweMessage(fields);
        expect(parsed(text)).toEqual(fields);
        expect(buildSiweMessage(parsed(text))).toBe(text);
      }),
    );
  });

  it('gives one text per set of fields: any text it accepts rebuilds to exactly itself', () => {
    const mutation = fc.oneof(
      // replace one character
      fc.tuple(fc.nat(), fc.constantFrom('a', 'A', '0', ' ', '\n', '\r', ':', '-', '.', 'é')).map(
        ([at, char]) =>
          (text: string) =>
            text.slice(0, at % text.length) + char + text.slice((at % text.length) + 1),
      ),
      // insert one
      fc.tuple(fc.nat(), fc.constantFrom('x', ' ', '\n', '0')).map(
        ([at, char]) =>
          (text: string) =>
            text.slice(0, at % text.length) + char + text.slice(at % text.length),
      ),
      // delete one
      fc
        .nat()
        .map((at) => (text: string) => text.slice(0, at % text.length) + text.slice((at % text.length) + 1)),
    );
    fc.assert(
      fc.property(siweArbitrary, mutation, (fields, mutate) => {
        const text = mutate(buildSiweMessage(fields));
        const result = parseSiweMessage(text);
        if (result.success) expect(buildSiweMessage(result.data)).toBe(text);
      }),
    );
  });

  it('refuses an address whose EIP-55 checksum does not hold', () => {
    fc.assert(
      fc.property(siweArbitrary, fc.nat(), (fields, pick) => {
        const letters = [...fields.address.slice(2)].flatMap((c, i) => (/[a-fA-F]/.test(c) ? [i + 2] : []));
        fc.pre(letters.length > 0);
        const at = letters[pick % letters.length]!;
        const char = fields.address[at]!;
        const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
        const text = buildSiweMessage(fields).replace(
          fields.address,
          fields.address.slice(0, at) + flipped + fields.address.slice(at + 1),
        );
        expect(rejectedField(text)).toBe('address');
      }),
    );
    expect(rejectedField(sampleText.replace(ADDRESS, ADDRESS.toLowerCase()))).toBe('address');
  });

  it('refuses malformed messages', () => {
    const cases: [string, string][] = [
      [sampleText.replace(/\n/g, '\r\n'), 'format'],
      [`${sampleText}\n`, 'format'],
      [`\n${sampleText}`, 'format'],
      [sampleText.replace('wants you to sign in', 'wants you to log in'), 'format'],
      [sampleText.replace('w2ehub.io wants', 'user@w2ehub.io wants'), 'domain'],
      [sampleText.replace('w2ehub.io wants', ' wants'), 'domain'],
      [sampleText.replace(`${ADDRESS}\n\n`, `${ADDRESS}\n`), 'format'],
      [sampleText.replace('Version: 1', 'Version: 2'), 'version'],
      [sampleText.replace('Chain ID: 56', 'Chain ID: 056'), 'chainId'],
      [sampleText.replace('Chain ID: 56', 'Chain ID: 0'), 'chainId'],
      [sampleText.replace('Chain ID: 56', 'Chain ID: -1'), 'chainId'],
      [sampleText.replace('Chain ID: 56', 'Chain ID: 0x38'), 'chainId'],
      [sampleText.replace('Chain ID: 56', 'Chain ID: 4503599627370477'), 'chainId'],
      [sampleText.replace('Nonce: k3Jd9sPq2LmZ', 'Nonce: k3Jd9sP'), 'nonce'],
      [sampleText.replace('Nonce: k3Jd9sPq2LmZ', 'Nonce: k3Jd9sPq-LmZ'), 'nonce'],
      [sampleText.replace('2025-03-01T10:00:00.000Z', '2025-02-30T10:00:00.000Z'), 'issuedAt'],
      [sampleText.replace('2025-03-01T10:00:00.000Z', '2025-03-01 10:00:00Z'), 'issuedAt'],
      [sampleText.replace('2025-03-01T10:00:00.000Z', 'yesterday'), 'issuedAt'],
      [sampleText.replace('URI: https://w2ehub.io/auth/login', 'URI: not a uri'), 'uri'],
      [sampleText.replace('URI: ', 'Uri: '), 'uri'],
      [sampleText.replace('Version: 1\nChain ID: 56', 'Chain ID: 56\nVersion: 1'), 'version'],
      [sampleText.replace('\nNonce: k3Jd9sPq2LmZ', ''), 'nonce'],
      [`${sampleText}\nNonce: k3Jd9sPq2LmZ`, 'format'],
      [`${sampleText}\nNot Before: 2025-03-01T10:00:00Z\nExpiration Time: 2025-03-01T11:00:00Z`, 'format'],
      [`${sampleText}\nResources:\n- https://w2ehub.io\n-https://evil.com`, 'format'],
      [`${sampleText}\nResources:\n- not a uri`, 'resources'],
      [sampleText.replace(SIGN_IN_STATEMENT, 'Sign in. Ünïcode is not allowed'), 'statement'],
      ['', 'format'],
    ];
    for (const [text, field] of cases) expect(rejectedField(text), JSON.stringify(text)).toBe(field);
  });

  it('accepts a message without a statement, and optional fields in order', () => {
    const { statement: _, ...bare } = sample;
    const text = buildSiweMessage({ ...bare, requestId: 'abc', resources: [] });
    expect(text).toContain(`${ADDRESS}\n\n\nURI:`);
    expect(parsed(text)).toEqual({ ...bare, requestId: 'abc', resources: [] });
  });
});

describe('RFC 3339 date-times', () => {
  it('take offsets and fractions, refuse impossible dates', () => {
    expect(isRfc3339DateTime('2024-02-29T23:59:59.123456+07:00')).toBe(true);
    expect(isRfc3339DateTime('2024-02-29t00:00:00z')).toBe(true);
    expect(isRfc3339DateTime('2023-02-29T00:00:00Z')).toBe(false);
    expect(isRfc3339DateTime('2024-04-31T00:00:00Z')).toBe(false);
    expect(isRfc3339DateTime('2024-13-01T00:00:00Z')).toBe(false);
    expect(isRfc3339DateTime('2024-01-01T24:00:00Z')).toBe(false);
    expect(isRfc3339DateTime('2024-01-01T00:00:60Z')).toBe(false);
    expect(isRfc3339DateTime('2024-01-01T00:00:00')).toBe(false);
    expect(isRfc3339DateTime('2024-01-01T00:00:00+7:00')).toBe(false);
  });
});

describe('checking a sign-in against what the server expects', () => {
  const expected = { domain: 'w2ehub.io', nonce: 'k3Jd9sPq2LmZ', now: new Date('2025-03-01T10:01:00Z') };
  const problem = (
    fields: Partial<SiweMessage>,
    more: Partial<Parameters<typeof checkSiweMessage>[1]> = {},
  ) => {
    const result = checkSiweMessage({ ...sample, ...fields }, { ...expected, ...more });
    return result.ok ? null : result.problem;
  };

  it('accepts the message the portal built for this sign-in', () => {
    expect(problem({})).toBeNull();
    expect(problem({ domain: 'W2EHUB.io' })).toBeNull();
  });

  it('refuses another site, another sign-in, another chain or another statement', () => {
    expect(problem({ domain: 'evil.com' })).toBe('domain');
    expect(problem({ nonce: 'zzzzzzzzzzzz' })).toBe('nonce');
    expect(checkSiweMessage(sample, { ...expected, chainIds: [1, 137] })).toMatchObject({
      problem: 'chainId',
    });
    expect(problem({ statement: 'Sign in to W2E Hub.' })).toBe('statement');
    expect(checkSiweMessage(sample, { ...expected, scheme: 'https' })).toMatchObject({ problem: 'scheme' });
  });

  it("refuses a URI on another site's origin, and one with no origin at all", () => {
    const ours = { uriOrigin: 'https://w2ehub.io' };
    expect(problem({ uri: 'https://w2ehub.io/login' }, ours)).toBeNull();
    expect(problem({ uri: 'https://evil.example/login' }, ours)).toBe('uri');
    expect(problem({ uri: 'http://w2ehub.io/login' }, ours)).toBe('uri');
    expect(problem({ uri: 'https://w2ehub.io.evil.example/' }, ours)).toBe('uri');
    expect(problem({ uri: 'urn:uuid:0e5f1b92-8d3a-4c3f-9d0b-6b9f1c2e7a10' }, ours)).toBe('uri');
  });

  it('refuses messages outside their time window, with a minute of clock skew', () => {
    expect(problem({ issuedAt: '2025-03-01T10:02:30Z' })).toBe('issuedInFuture');
    expect(problem({ issuedAt: '2025-03-01T10:01:30Z' })).toBeNull();
    expect(problem({ expirationTime: '2025-02-28T10:00:00Z' })).toBe('expired');
    expect(problem({ expirationTime: '2025-03-01T10:00:30Z' })).toBeNull();
    expect(problem({ notBefore: '2025-03-01T10:05:00Z' })).toBe('notYetValid');
    expect(checkSiweMessage(sample, { ...expected, maxAgeMs: 0, clockSkewMs: 0 })).toMatchObject({
      problem: 'expired',
    });
    expect(problem({ expirationTime: '2025-02-28t10:00:00z' })).toBe('expired');
    expect(problem({ issuedAt: 'yesterday' })).toBe('time');
  });

  it('says why in the reader’s language', () => {
    const expired = checkSiweMessage({ ...sample, expirationTime: '2025-02-28T10:00:00Z' }, expected);
    const wrongSite = checkSiweMessage({ ...sample, domain: 'evil.com' }, expected);
    expect(!expired.ok && parseMessage(expired.message)?.key).toBe('wallet:signInExpired');
    expect(!wrongSite.ok && parseMessage(wrongSite.message)?.key).toBe('wallet:signInInvalid');
  });
});

describe('createSiweNonce', () => {
  it('makes alphanumeric nonces a strict parser accepts, never the same twice', () => {
    const nonces = Array.from({ length: 200 }, () => createSiweNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{17}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(createSiweNonce(32)).toHaveLength(32);
    expect(() => createSiweNonce(7)).toThrow(RangeError);
    expect(parsed(buildSiweMessage({ ...sample, nonce: createSiweNonce() })).nonce).toHaveLength(17);
  });
});
