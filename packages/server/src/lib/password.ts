import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt, memory-hard: N=2^15, r=8, p=1 uses 32 MiB and about 100 ms per hash here, OWASP's recommended
 * floor. Parameters are stored with each hash so they can be raised later without breaking old ones.
 * The cost is log2 N (config PASSWORD_HASH_COST): 15 and up everywhere but the test suite, which may lower it
 * to hash hundreds of players quickly; a hash is checked with the cost it was made with.
 */
export const PASSWORD_HASH_COST = 15;
const DEFAULTS = { r: 8, p: 1, keyLength: 32 };

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password, salt, DEFAULTS.keyLength, { N, r: DEFAULTS.r, p: DEFAULTS.p });
  return ['scrypt', N, DEFAULTS.r, DEFAULTS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, checked when the username is unknown so that a miss costs as much time as a
 * wrong password and response times do not reveal which usernames exist.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(cost = PASSWORD_HASH_COST): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(12).toString('base64'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}
