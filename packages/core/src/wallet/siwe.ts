import { type Address, getAddress, isAddress } from 'viem';
import { WALLET_CHAIN_ID_MAX } from '../constants';
import { message } from '../validation/message';

/**
 * Sign-In with Ethereum (EIP-4361): the text a wallet signs to log in (spec section 7). Built by the portal,
 * parsed strictly by the server before it checks the signature (with viem) and the fields against its nonce
 * and host. Strict means one text per set of fields: any text that parses rebuilds to exactly itself, so what
 * was signed is what was checked.
 */

/**
 * Spec section 7: the message states that no transaction or gas fee occurs. English on purpose: EIP-4361
 * allows only ASCII in a statement, and the server compares it word for word.
 */
export const SIGN_IN_STATEMENT =
  'Sign in to W2E Hub. This request will not trigger a blockchain transaction or cost any gas fees.';
export const SIWE_VERSION = '1';
/** EIP-4361: a nonce is at least 8 alphanumeric characters. */
export const SIWE_NONCE_MIN_LENGTH = 8;

export interface SiweMessage {
  /** The URI scheme of the origin (`https`); EIP-4361 makes it optional. */
  scheme?: string;
  /** The host (and port) asking for the sign-in, as the browser sees it: `w2ehub.io`, `localhost:5173`. */
  domain: string;
  /** EIP-55 checksummed. */
  address: Address;
  statement?: string;
  uri: string;
  version: typeof SIWE_VERSION;
  chainId: number;
  nonce: string;
  /** RFC 3339 date-times, kept as written, since they are part of the signed text. */
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: readonly string[];
}

export type SiweField = keyof SiweMessage;

/** Which field is wrong, for logs and tests; not user-facing (the server answers with `wallet:signInInvalid`). */
export class SiweMessageError extends Error {
  override name = 'SiweMessageError';
  constructor(readonly field: SiweField | 'format') {
    super(`Invalid sign-in message: ${field}`);
  }
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** An RFC 3986 authority without userinfo: a host name, IPv4 or bracketed IPv6, and an optional port. */
const DOMAIN = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9A-Fa-f:.]+\\])(?::[0-9]{1,5})?$`);
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** EIP-4361 statement: RFC 3986 reserved and unreserved characters and spaces; no line break. */
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/;
/** An RFC 3986 URI: a scheme, then only characters a URI may hold (percent-encoding for the rest). */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
const CHAIN_ID = /^[1-9][0-9]*$/;
const NONCE = new RegExp(`^[A-Za-z0-9]{${SIWE_NONCE_MIN_LENGTH},}$`);
const REQUEST_ID = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/;
const DATE_TIME =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.[0-9]+)?(?:[Zz]|[+-]([0-9]{2}):([0-9]{2}))$/;

/**
 * RFC 3339 date-time, with the calendar checked (JavaScript's Date turns 30 February into 1 March). Leap
 * seconds are refused: Date cannot hold them, and no wallet writes them.
 */
export function isRfc3339DateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (month! < 1 || month! > 12 || day! < 1) return false;
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return (
    day! <= daysInMonth &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHour! <= 23 &&
    offsetMinute! <= 59
  );
}

function isChecksummedAddress(text: string): text is Address {
  return HEX_ADDRESS.test(text) && getAddress(text) === text;
}

function check(valid: boolean, field: SiweField): void {
  if (!valid) throw new SiweMessageError(field);
}

/** Throws SiweMessageError naming the first field that EIP-4361 (or our chain id bound) does not allow. */
function validate(fields: SiweMessage): void {
  check(fields.scheme === undefined || SCHEME.test(fields.scheme), 'scheme');
  check(DOMAIN.test(fields.domain), 'domain');
  check(isChecksummedAddress(fields.address), 'address');
  check(fields.statement === undefined || STATEMENT.test(fields.statement), 'statement');
  check(URI.test(fields.uri), 'uri');
  check(fields.version === SIWE_VERSION, 'version');
  check(
    Number.isInteger(fields.chainId) && fields.chainId >= 1 && fields.chainId <= WALLET_CHAIN_ID_MAX,
    'chainId',
  );
  check(NONCE.test(fields.nonce), 'nonce');
  check(isRfc3339DateTime(fields.issuedAt), 'issuedAt');
  check(fields.expirationTime === undefined || isRfc3339DateTime(fields.expirationTime), 'expirationTime');
  check(fields.notBefore === undefined || isRfc3339DateTime(fields.notBefore), 'notBefore');
  check(fields.requestId === undefined || REQUEST_ID.test(fields.requestId), 'requestId');
  check(fields.resources === undefined || fields.resources.every((uri) => URI.test(uri)), 'resources');
}

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:';

/**
 * The EIP-4361 text of these fields. Throws SiweMessageError for a field EIP-4361 does not allow, so nothing
 * (a line break in a statement, say) can smuggle extra lines into what the user signs.
 */
export function buildSiweMessage(fields: SiweMessage): string {
  validate(fields);
  const origin = fields.scheme === undefined ? fields.domain : `${fields.scheme}://${fields.domain}`;
  const lines = [`${origin}${HEADER_SUFFIX}`, fields.address, ''];
  if (fields.statement !== undefined) lines.push(fields.statement);
  lines.push(
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  );
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`);
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`);
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`);
  if (fields.resources !== undefined) lines.push('Resources:', ...fields.resources.map((uri) => `- ${uri}`));
  return lines.join('\n');
}

export interface SignInMessageInput {
  domain: string;
  /** Any case: it is checksummed here. */
  address: string;
  uri: string;
  chainId: number;
  nonce: string;
  scheme?: string;
  /** Defaults to SIGN_IN_STATEMENT. */
  statement?: string;
  /** Defaults to now. */
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
  requestId?: string;
  resources?: readonly string[];
}

/** The portal's sign-in message: our statement, version 1, issued now unless told otherwise. */
export function createSignInMessage(input: SignInMessageInput): string {
  check(isAddress(input.address, { strict: false }), 'address');
  const fields: SiweMessage = {
    domain: input.domain,
    address: getAddress(input.address),
    statement: input.statement ?? SIGN_IN_STATEMENT,
    uri: input.uri,
    version: SIWE_VERSION,
    chainId: input.chainId,
    nonce: input.nonce,
    issuedAt: (input.issuedAt ?? new Date()).toISOString(),
  };
  if (input.scheme !== undefined) fields.scheme = input.scheme;
  if (input.expirationTime !== undefined) fields.expirationTime = input.expirationTime.toISOString();
  if (input.notBefore !== undefined) fields.notBefore = input.notBefore.toISOString();
  if (input.requestId !== undefined) fields.requestId = input.requestId;
  if (input.resources !== undefined) fields.resources = input.resources;
  return buildSiweMessage(fields);
}

export type SiweParseResult =
  | { success: true; data: SiweMessage }
  | { success: false; error: SiweMessageError };

/** Reads `Tag: value` from the line at `index`, or undefined when that line is another tag. */
function tagged(lines: readonly string[], index: number, tag: string): string | undefined {
  const line = lines[index];
  return line?.startsWith(`${tag}: `) ? line.slice(tag.length + 2) : undefined;
}

function parseStrict(text: string): SiweMessage {
  // LF only: no field's grammar allows a CR, so a CRLF text fails on its first line.
  const lines = text.split('\n');

  const header = lines[0] ?? '';
  if (!header.endsWith(HEADER_SUFFIX)) throw new SiweMessageError('format');
  const origin = header.slice(0, -HEADER_SUFFIX.length);
  const schemeAt = origin.indexOf('://');
  const fields: Partial<SiweMessage> = {};
  if (schemeAt === -1) fields.domain = origin;
  else {
    fields.scheme = origin.slice(0, schemeAt);
    fields.domain = origin.slice(schemeAt + 3);
  }
  fields.address = (lines[1] ?? '') as Address;
  if (lines[2] !== '') throw new SiweMessageError('format');

  let at = 3;
  if (lines[at] !== '') {
    fields.statement = lines[at];
    at += 1;
    if (lines[at] !== '') throw new SiweMessageError('format');
  }
  at += 1;

  const required = (tag: string, field: SiweField): string => {
    const value = tagged(lines, at, tag);
    if (value === undefined) throw new SiweMessageError(field);
    at += 1;
    return value;
  };
  const optional = (tag: string): string | undefined => {
    const value = tagged(lines, at, tag);
    if (value !== undefined) at += 1;
    return value;
  };

  fields.uri = required('URI', 'uri');
  fields.version = required('Version', 'version') as typeof SIWE_VERSION;
  const chainId = required('Chain ID', 'chainId');
  if (!CHAIN_ID.test(chainId)) throw new SiweMessageError('chainId');
  fields.chainId = Number(chainId);
  fields.nonce = required('Nonce', 'nonce');
  fields.issuedAt = required('Issued At', 'issuedAt');
  const expirationTime = optional('Expiration Time');
  if (expirationTime !== undefined) fields.expirationTime = expirationTime;
  const notBefore = optional('Not Before');
  if (notBefore !== undefined) fields.notBefore = notBefore;
  const requestId = optional('Request ID');
  if (requestId !== undefined) fields.requestId = requestId;
  if (lines[at] === 'Resources:') {
    at += 1;
    const resources: string[] = [];
    while (at < lines.length && lines[at]!.startsWith('- ')) {
      resources.push(lines[at]!.slice(2));
      at += 1;
    }
    fields.resources = resources;
  }
  if (at !== lines.length) throw new SiweMessageError('format');

  const message = fields as SiweMessage;
  validate(message);
  return message;
}

/**
 * Parses an EIP-4361 message as strictly as the EIP's grammar: fields in order, LF line ends, no trailing
 * line, an EIP-55 checksummed address, version 1, a chain id within range, a nonce of 8+ alphanumerics and
 * real RFC 3339 times. It checks form only; `checkSiweMessage` compares the fields with what the server
 * expects, and the signature is verified separately.
 */
export function parseSiweMessage(text: string): SiweParseResult {
  try {
    return { success: true, data: parseStrict(text) };
  } catch (error) {
    if (error instanceof SiweMessageError) return { success: false, error };
    throw error;
  }
}

export interface SiweExpectations {
  /** The host the sign-in must be for, `w2ehub.io` (with a port if the site has one). */
  domain: string;
  /** The nonce the server issued for this sign-in. */
  nonce: string;
  /** Required when given. */
  scheme?: string;
  /**
   * The origin the message's URI must be on (`https://w2ehub.io`), when given: EIP-4361 asks the relying
   * party to check that the URI is its own, so a message a wallet signed for another site's page is refused.
   */
  uriOrigin?: string;
  /** Chains the sign-in may be on; any valid chain when omitted. */
  chainIds?: readonly number[];
  /** Defaults to SIGN_IN_STATEMENT: the user must have seen that signing costs nothing. */
  statement?: string;
  /** Defaults to the current time. */
  now?: Date;
  /** Refuse messages issued longer ago than this, whatever their expiration time says. */
  maxAgeMs?: number;
  /** Tolerated clock difference between the wallet's device and the server, 60 s by default. */
  clockSkewMs?: number;
}

export type SiweProblem =
  | 'domain'
  | 'scheme'
  | 'uri'
  | 'nonce'
  | 'chainId'
  | 'statement'
  | 'issuedInFuture'
  | 'expired'
  | 'notYetValid'
  | 'time';

/** RFC 3339 allows a lower-case `t` and `z`, which not every JavaScript engine's Date.parse reads. */
function timeOf(text: string): number {
  return isRfc3339DateTime(text) ? Date.parse(text.toUpperCase()) : Number.NaN;
}

/** The URL origin of a URI (`https://w2ehub.io`), or null for one without an origin (`urn:…`, `data:…`). */
function originOf(uri: string): string | null {
  try {
    const { origin } = new URL(uri);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export type SiweCheckResult = { ok: true } | { ok: false; problem: SiweProblem; message: string };

/**
 * The server's checks on a parsed message before it trusts a signature over it: it is for this site, this
 * sign-in (nonce), a chain we accept, carries our statement, and is within its time window.
 */
export function checkSiweMessage(siwe: SiweMessage, expected: SiweExpectations): SiweCheckResult {
  const now = (expected.now ?? new Date()).getTime();
  const skew = expected.clockSkewMs ?? 60_000;
  const fail = (problem: SiweProblem): SiweCheckResult => ({
    ok: false,
    problem,
    message: message(problem === 'expired' ? 'wallet:signInExpired' : 'wallet:signInInvalid'),
  });

  if (siwe.domain.toLowerCase() !== expected.domain.toLowerCase()) return fail('domain');
  if (expected.scheme !== undefined && siwe.scheme !== expected.scheme) return fail('scheme');
  if (expected.uriOrigin !== undefined && originOf(siwe.uri) !== originOf(expected.uriOrigin)) {
    return fail('uri');
  }
  if (siwe.nonce !== expected.nonce) return fail('nonce');
  if (expected.chainIds && !expected.chainIds.includes(siwe.chainId)) return fail('chainId');
  if (siwe.statement !== (expected.statement ?? SIGN_IN_STATEMENT)) return fail('statement');
  // Fail closed: a time no engine can read would make every comparison below false, i.e. "valid".
  const issuedAt = timeOf(siwe.issuedAt);
  const expiresAt =
    siwe.expirationTime === undefined ? Number.POSITIVE_INFINITY : timeOf(siwe.expirationTime);
  const validFrom = siwe.notBefore === undefined ? Number.NEGATIVE_INFINITY : timeOf(siwe.notBefore);
  if ([issuedAt, expiresAt, validFrom].some(Number.isNaN)) return fail('time');
  if (issuedAt > now + skew) return fail('issuedInFuture');
  if (expected.maxAgeMs !== undefined && now - issuedAt > expected.maxAgeMs + skew) return fail('expired');
  if (now >= expiresAt + skew) return fail('expired');
  if (now < validFrom - skew) return fail('notYetValid');
  return { ok: true };
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A fresh nonce from the platform's CSPRNG (Web Crypto, in browsers and Node alike). Rejection sampling keeps
 * every character equally likely; 17 characters carry about 100 bits.
 */
export function createSiweNonce(length = 17): string {
  if (!Number.isInteger(length) || length < SIWE_NONCE_MIN_LENGTH) {
    throw new RangeError(`A nonce has at least ${SIWE_NONCE_MIN_LENGTH} characters`);
  }
  const limit = 256 - (256 % NONCE_ALPHABET.length);
  let nonce = '';
  while (nonce.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && nonce.length < length) nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
    }
  }
  return nonce;
}
