import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/**
 * Requests the server makes to addresses its users give (partner webhooks, the custom API task) must not reach
 * inside: loopback, private networks, link-local (the cloud metadata service at 169.254.169.254 and
 * fd00:ec2::254), carrier-grade NAT, unique-local, multicast or reserved space. Every address a host resolves
 * to is checked, when the URL is saved and again before each request, and the request then connects to the
 * address that was checked, so a DNS answer that changes between the check and the connection (rebinding)
 * cannot move it inside. Hosts an operator lists in `OUTBOUND_ALLOWED_HOSTS` skip the address rule and may use
 * plain http (a receiver on the same machine, the tests' loopback stand-ins).
 */

export interface OutboundPolicy {
  /** Lower-case host names or address literals, without a trailing dot. */
  allowedHosts: readonly string[];
  /** DNS, injectable so tests can answer what a rebinding resolver would. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

export type OutboundRefusal = 'invalid' | 'not_https' | 'blocked_address' | 'unresolved';

export type OutboundTarget = {
  url: URL;
  /** The host as written in the URL (brackets removed), for TLS and the Host header. */
  host: string;
  /** The address checked, the one the request connects to. */
  address: string;
  family: 4 | 6;
};

export type OutboundCheck = ({ ok: true } & OutboundTarget) | { ok: false; reason: OutboundRefusal };

const systemResolve = async (host: string) => dnsLookup(host, { all: true, verbatim: true });

/** A host as the allow list compares it: lower case, no brackets, no trailing dot. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '');
}

/** OUTBOUND_ALLOWED_HOSTS, parsed. */
export function parseAllowedHosts(list: string | undefined): string[] {
  return (list ?? '').split(',').map(normalizeHost).filter(Boolean);
}

function ipv4Bytes(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
  return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes : null;
}

/** An IPv6 literal as 16 bytes (an embedded dotted IPv4 tail included), or null. */
export function ipv6Bytes(input: string): number[] | null {
  let address = input.replace(/%.*$/, '');
  let tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  if (address.slice(lastColon + 1).includes('.')) {
    const v4 = ipv4Bytes(address.slice(lastColon + 1));
    if (!v4) return null;
    tail = v4;
    address = `${address.slice(0, lastColon + 1)}0:0`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  const bytes: number[] = [];
  for (const group of all) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    const value = Number.parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

const inV4 = (bytes: number[], prefix: number[], bits: number) => {
  for (let bit = 0; bit < bits; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((bytes[Math.floor(bit / 8)]! & mask) !== (prefix[Math.floor(bit / 8)]! & mask)) return false;
  }
  return true;
};

/** IPv4 space that is not the public internet (RFC 6890 and the cloud metadata address among it). */
const BLOCKED_V4: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network"
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, 169.254.169.254 metadata
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

const blockedV4 = (bytes: number[]) => BLOCKED_V4.some(([prefix, bits]) => inV4(bytes, prefix, bits));

/** IPv6 space that is not the public internet; addresses that carry an IPv4 one are judged by it. */
const BLOCKED_V6: [number[], number][] = [
  [[0x01, 0x00], 64], // discard-only
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x01, 0x00, 0x00], 23], // IETF special purpose (Teredo among it)
  [[0xfc], 7], // unique-local, fd00:ec2::254 metadata
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
];

function blockedV6(bytes: number[]): boolean {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  // ::, ::1 and the IPv4-compatible / IPv4-mapped / NAT64 / 6to4 forms carry an IPv4 address: judge that one.
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return blockedV4(bytes.slice(12));
  if (zeros(0, 12)) return true;
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b)
    return blockedV4(bytes.slice(12));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return blockedV4(bytes.slice(2, 6));
  // Only global unicast (2000::/3) is on the internet.
  if ((bytes[0]! & 0xe0) !== 0x20) return true;
  return BLOCKED_V6.some(([prefix, bits]) => inV4(bytes, [...prefix, ...Array(16).fill(0)], bits));
}

/** Whether an address literal (IPv4 or IPv6) is one a request from the server must not reach. */
export function isBlockedAddress(address: string): boolean {
  const literal = normalizeHost(address);
  const kind = isIP(literal);
  if (kind === 4) return blockedV4(ipv4Bytes(literal)!);
  if (kind === 6) {
    const bytes = ipv6Bytes(literal);
    return bytes === null || blockedV6(bytes);
  }
  return true;
}

/**
 * Whether a URL may be called, and the address to call. The WHATWG URL parser already turns decimal, octal and
 * hexadecimal IPv4 forms (`http://2130706433/`, `0177.0.0.1`) into dotted ones, so they are judged as such.
 */
export async function checkOutboundUrl(raw: string, policy: OutboundPolicy): Promise<OutboundCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.username || url.password) return { ok: false, reason: 'invalid' };
  const host = normalizeHost(url.hostname);
  if (!host) return { ok: false, reason: 'invalid' };
  const allowed = policy.allowedHosts.includes(host);
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:'))
    return { ok: false, reason: 'not_https' };
  // RFC 6761: *.localhost is loopback whatever DNS says.
  if (!allowed && (host === 'localhost' || host.endsWith('.localhost')))
    return { ok: false, reason: 'blocked_address' };
  let answers: { address: string; family: number }[];
  if (isIP(host)) answers = [{ address: host, family: isIP(host) }];
  else {
    try {
      answers = await (policy.resolve ?? systemResolve)(host);
    } catch {
      return { ok: false, reason: 'unresolved' };
    }
  }
  if (answers.length === 0) return { ok: false, reason: 'unresolved' };
  if (!allowed && answers.some((answer) => isBlockedAddress(answer.address)))
    return { ok: false, reason: 'blocked_address' };
  const first = answers[0]!;
  return { ok: true, url, host, address: first.address, family: first.family === 6 ? 6 : 4 };
}

export interface OutboundAnswer {
  status: number;
  /** The answer's body, at most `maxBodyBytes` of it. */
  body: string;
}

/** Node's `lookup` for a socket: always the checked address, whatever the name resolves to now. */
function pinnedLookup(target: OutboundTarget): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
}

/**
 * POSTs `body` to a checked target, connecting to its checked address, within `timeoutMs` for the whole
 * exchange. No redirects are followed (a redirect could point inside). Rejects on a network error or the timeout.
 */
export function postOutbound(
  target: OutboundTarget,
  {
    headers,
    body,
    timeoutMs,
    maxBodyBytes = 4096,
  }: { headers: Record<string, string>; body: string; timeoutMs: number; maxBodyBytes?: number },
): Promise<OutboundAnswer> {
  return new Promise((resolve, reject) => {
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.request(
      {
        method: 'POST',
        protocol: target.url.protocol,
        host: target.host,
        servername: isIP(target.host) ? undefined : target.host,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        lookup: pinnedLookup(target),
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'W2E-Webhooks/1',
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < maxBodyBytes) chunks.push(chunk.subarray(0, maxBodyBytes - size));
          size += chunk.length;
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
      },
    );
    const timer = setTimeout(() => request.destroy(new OutboundTimeout(timeoutMs)), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}

export class OutboundTimeout extends Error {
  override name = 'OutboundTimeout';
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}
