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
  issue(ttlSeconds: number): Promise<{ nonce: string; expiresAt: Date }>;
  /** True once for a nonce that was issued and has not expired; false ever after. */
  consume(nonce: string): Promise<boolean>;
}

export function databaseNonceStore(db: Db): NonceStore {
  return {
    async issue(ttlSeconds) {
      const nonce = createSiweNonce();
      await db.delete(authNonces).where(lt(authNonces.expiresAt, sql`now()`));
      const [row] = await db
        .insert(authNonces)
        .values({ nonce, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
        .returning({ expiresAt: authNonces.expiresAt });
      return { nonce, expiresAt: row!.expiresAt };
    },
    async consume(nonce) {
      const rows = await db
        .delete(authNonces)
        .where(sql`${eq(authNonces.nonce, nonce)} and ${authNonces.expiresAt} > now()`)
        .returning({ nonce: authNonces.nonce });
      return rows.length === 1;
    },
  };
}

export function redisNonceStore(redis: Redis, prefix = 'nonce:'): NonceStore {
  return {
    async issue(ttlSeconds) {
      const nonce = createSiweNonce();
      await redis.set(prefix + nonce, '1', 'EX', ttlSeconds);
      return { nonce, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
    },
    async consume(nonce) {
      return (await redis.del(prefix + nonce)) === 1;
    },
  };
}
