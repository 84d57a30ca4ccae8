/**
 * TON addresses, without @ton/core (which needs Node's Buffer, and core runs in the browser too). Two forms
 * name the same account:
 * - raw: `<workchain>:<64 hex digits>`, what TON Connect reports and what users.ton_address stores;
 * - user-friendly: 48 characters of base64 or base64url encoding 36 bytes: a flags byte (0x11 bounceable,
 *   0x51 non-bounceable, +0x80 testnet-only), the workchain as a signed byte, the 32-byte account hash and a
 *   CRC16-XModem checksum of the 34 bytes before it.
 * Both parse to the same lower-case raw form, so addresses compare equal whichever form was typed.
 */

const RAW = /^(0|-1):([0-9a-fA-F]{64})$/;
const FRIENDLY = /^[A-Za-z0-9+/_-]{48}$/;
const FLAG_TAGS = new Set([0x11, 0x51]);
const TESTNET_FLAG = 0x80;

/** CRC-16/XMODEM (polynomial 0x1021, initial 0), the checksum of user-friendly TON addresses. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

function decodeBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The raw form (`0:<64 lower-case hex>`, or `-1:` on the masterchain) of a TON address typed in either form;
 * null when it is neither, or a friendly form whose checksum is wrong.
 */
export function tonRawAddress(input: string): string | null {
  const text = input.trim();
  const raw = RAW.exec(text);
  if (raw) return `${raw[1]}:${raw[2]!.toLowerCase()}`;
  if (!FRIENDLY.test(text)) return null;
  const bytes = decodeBase64(text);
  if (bytes?.length !== 36) return null;
  if (!FLAG_TAGS.has(bytes[0]! & ~TESTNET_FLAG)) return null;
  if (crc16(bytes.subarray(0, 34)) !== (bytes[34]! << 8) + bytes[35]!) return null;
  const workchain = bytes[1] === 0xff ? -1 : bytes[1];
  if (workchain !== 0 && workchain !== -1) return null;
  return `${workchain}:${hex(bytes.subarray(2, 34))}`;
}
