import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { trustSightings } from '../../db/schema/trust';
import type { Deps } from '../../deps';
import { readCookie } from '../../lib/cookies';

/**
 * The signals recorded as they arise (docs/trust.md): where a participant was seen doing an event's tasks.
 * Only a keyed HMAC of each value is stored; the address, the range and the device id themselves never are.
 */

/** The portal's first-party device id: a random value the server sets once in an HttpOnly cookie. */
export const DEVICE_COOKIE = 'w2e_device';
const DEVICE_MAX_AGE_S = 365 * 86_400;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The device id the request carries, or a new one set on the reply (so the next request carries it). */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const sent = readCookie(request.headers.cookie, DEVICE_COOKIE);
  if (sent && DEVICE_ID.test(sent)) return sent;
  const id = randomBytes(16).toString('base64url');
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${DEVICE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return id;
}

/** The narrow range an address belongs to: its /24 for IPv4 (and IPv4-mapped IPv6), its /48 for IPv6. */
export function addressRange(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 3)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/48`;
}

const keyed = (key: string, kind: string, value: string) =>
  createHmac('sha256', key).update(`${kind}:${value}`).digest('hex').slice(0, 32);

/**
 * Records that a player was seen doing a task of an event: address, range and device, hashed. One row per
 * participant, kind and value; a later sighting moves its `last_seen_at`. Taken from the task itself, so a
 * task id that names no task records nothing.
 */
export async function recordTaskSighting(
  db: Db,
  key: string,
  input: { taskId: string; userId: string; ip: string; deviceId: string | null },
): Promise<void> {
  const values: { kind: 'address' | 'range' | 'device'; hash: string }[] = [
    { kind: 'address', hash: keyed(key, 'address', input.ip) },
  ];
  const range = addressRange(input.ip);
  if (range) values.push({ kind: 'range', hash: keyed(key, 'range', range) });
  if (input.deviceId) values.push({ kind: 'device', hash: keyed(key, 'device', input.deviceId) });
  const rows = sql.join(
    values.map((v) => sql`(${v.kind}, ${v.hash})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${trustSightings} (event_id, user_id, kind, hash, first_seen_at, last_seen_at)
    select t.event_id, ${input.userId}::uuid, v.kind, v.hash, now(), now()
    from tasks t, (values ${rows}) as v(kind, hash)
    where t.id = ${input.taskId}
    on conflict (event_id, user_id, kind, hash) do update set last_seen_at = excluded.last_seen_at`);
}

/** The request's sighting, after a task was done; never fails the request it follows. */
export async function recordSighting(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  taskId: string,
  userId: string,
): Promise<void> {
  const deviceId = deviceIdOf(request, reply, deps.config.publicUrl.startsWith('https:'));
  try {
    await recordTaskSighting(deps.db, deps.trustHashKey, { taskId, userId, ip: request.ip, deviceId });
  } catch (error) {
    request.log.warn({ err: error }, 'trust sighting not recorded');
  }
}

/** Deletes the sightings last seen more than `days` ago; any instance may run it (a delete is idempotent). */
export async function deleteOldSightings(db: Db, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const deleted = await db
    .delete(trustSightings)
    .where(sql`${trustSightings.lastSeenAt} < ${before.toISOString()}::timestamptz`)
    .returning({ userId: trustSightings.userId });
  return deleted.length;
}
