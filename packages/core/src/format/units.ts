import { BYTES_PER_MEGABYTE, TOKEN_DECIMALS } from '../constants';
import type { Language } from '../i18n/languages';
import { message } from '../validation/message';

function assertByteCount(bytes: number): void {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a byte count: ${bytes}`);
}

/**
 * Spec section 9: bytes to megabytes divides by 1048576. Rounded to `fractionDigits` (2 by default) so that
 * "1.43 MB" is shown rather than 1.430511474609375; the rounding is done on bytes × 10^digits, which keeps
 * whole sizes such as 5 MB exact.
 */
export function bytesToMegabytes(bytes: number, fractionDigits = 2): number {
  assertByteCount(bytes);
  const scale = 10 ** fractionDigits;
  return Math.round((bytes * scale) / BYTES_PER_MEGABYTE) / scale;
}

/** For limits written in megabytes (an upload's maximum size), as whole bytes. */
export function megabytesToBytes(megabytes: number): number {
  assertByteCount(megabytes);
  return Math.round(megabytes * BYTES_PER_MEGABYTE);
}

/** A size for people, in their language's number style: "1.43 MB", "1,43 MB". */
export function formatMegabytes(bytes: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 2,
  }).format(bytesToMegabytes(bytes));
}

/** ERC-20 decimals are a uint8. */
function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`Not a token decimals count: ${decimals}`);
  }
}

const INTEGER = /^-?\d+$/;
/** Digits, optionally a point and more digits. No exponent, grouping, sign "+", or bare ".5" / "5.". */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * An integer amount of the smallest unit (wei) as a decimal string of whole units: 1500000000000000000n with 18
 * decimals is "1.5". Exact at any size: bigint arithmetic, no floating point. No trailing zeros, no grouping.
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = (magnitude / base).toString();
  const fraction = (magnitude % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  const text = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative ? `-${text}` : text;
}

/**
 * The reverse of `formatUnits`. Unlike viem's `parseUnits`, which rounds, more significant decimals than the
 * token has are refused: a threshold of "0.0000000000000000001" tokens cannot be stored in wei, and rounding it
 * would silently change what the user asked for. Throws a RangeError whose message is a `format:invalidAmount`
 * message key.
 */
export function parseUnits(text: string, decimals: number): bigint {
  assertDecimals(decimals);
  const match = DECIMAL.exec(text);
  const fraction = (match?.[3] ?? '').replace(/0+$/, '');
  if (!match || fraction.length > decimals) {
    throw new RangeError(message('format:invalidAmount', { decimals }));
  }
  const units = BigInt(match[2]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return match[1] === '-' ? -units : units;
}

/** Whether `parseUnits` would accept the text, for form rules. */
export function isUnitsAmount(text: string, decimals: number): boolean {
  try {
    parseUnits(text, decimals);
    return true;
  } catch {
    return false;
  }
}

/**
 * Wei (10^18 per token, spec section 9) to a token amount. Balances arrive as JSON strings because they do not
 * fit a JSON number, so a string of digits is taken too.
 */
export function weiToToken(wei: bigint | string): string {
  if (typeof wei === 'string' && !INTEGER.test(wei)) {
    throw new RangeError(message('format:invalidAmount', { decimals: 0 }));
  }
  return formatUnits(BigInt(wei), TOKEN_DECIMALS);
}

/** A token amount as typed ("1.5") to wei. */
export function tokenToWei(amount: string): bigint {
  return parseUnits(amount, TOKEN_DECIMALS);
}
