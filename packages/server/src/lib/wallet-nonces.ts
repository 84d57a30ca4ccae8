import { createSiweNonce } from '@w2e/core/wallet/siwe';
import { eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { authNonces } from '../db/schema/auth-nonces';

/**
 * Single-use nonces for wallet signatures, shared by every instance: Redis when configured, the database
 * otherwise. `consume` is atomic in both (DEL / DELETE … RETURNING), so a replayed or doubled request can
 * use a nonce at most once.
 */
export interface NonceStore {
  /**
   * A new nonce. With `boundTo` (a wallet address), only a signature naming that same subject can use it:
   * the nonce is stored under the pair, so a nonce asked for one address is unknown to any other.
   */
  issue(ttlSeconds: number, boundTo?: string): Promise<{ nonce: string; expiresAt: Date }>;
  /** True once for a nonce that was issued (for `boundTo`) and has not expired; false ever after. */
  consume(nonce: string, boundTo?: string): Promise<boolean>;
}

const storedKey = (nonce: string, boundTo: string | undefined) =>
  boundTo === undefined ? nonce : `${nonce}:${boundTo.toLowerCase()}`;

export function databaseNonceStore(db: Db): NonceStore {
  return {
    async issue(ttlSeconds, boundTo) {
      const nonce = createSiweNonce();
      await db.delete(authNonces).where(lt(authNonces.expiresAt, sql`now()`));
      const [row] = await db
        .insert(authNonces)
        .values({
          nonce: storedKey(nonce, boundTo),
          expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
        })
        .returning({ expiresAt: authNonces.expiresAt });
      return { nonce, expiresAt: row!.expiresAt };
    },
    async consume(nonce, boundTo) {
      const rows = await db
        .delete(authNonces)
        .where(sql`${eq(authNonces.nonce, storedKey(nonce, boundTo))} and ${authNonces.expiresAt} > now()`)
        .returning({ nonce: authNonces.nonce });
      return rows.length === 1;
    },
  };
}

export function redisNonceStore(redis: Redis, prefix = 'nonce:'): NonceStore {
  return {
    async issue(ttlSeconds, boundTo) {
      const nonce = createSiweNonce();
      await redis.set(prefix + storedKey(nonce, boundTo), '1', 'EX', ttlSeconds);
      return { nonce, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
    },
    async consume(nonce, boundTo) {
      return (await redis.del(prefix + storedKey(nonce, boundTo))) === 1;
    },
  };
}
