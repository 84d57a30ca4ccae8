import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema/rate-limits';
import { tooManyRequests } from './errors';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/**
 * Fixed-window counters shared by every instance: Redis when configured, otherwise PostgreSQL/PGlite. Both
 * are atomic, so concurrent requests can't slip past a limit.
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  /** Drops expired windows (the database store; Redis expires keys itself). */
  sweep(): Promise<void>;
}

export function databaseCounterStore(db: Db): CounterStore {
  return {
    async increment(key, windowMs) {
      const reset = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: reset })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${reset} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          resetInMs: sql<string>`greatest(0, extract(epoch from (${rateLimits.resetAt} - now())) * 1000)`,
        });
      return { count: row!.count, resetInMs: Number(row!.resetInMs) };
    },
    async peek(key) {
      const rows = await db
        .select({
          count: rateLimits.count,
          resetInMs: sql<string>`extract(epoch from (${rateLimits.resetAt} - now())) * 1000`,
        })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
      const row = rows[0];
      return row ? { count: row.count, resetInMs: Number(row.resetInMs) } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async sweep() {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    },
  };
}

export function redisCounterStore(redis: Redis, prefix = 'rl:'): CounterStore {
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return count ? { count: Number(count), resetInMs: Math.max(0, ttl) } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async sweep() {},
  };
}

export interface RateRule {
  /** Part of the counter key, so rules never share counts. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * The limits of the sign-in and sign-up endpoints. Failed sign-ins count per account and per address, so
 * guessing one password or spraying many accounts both stop; success clears the account's count.
 */
export const RATE_RULES = {
  loginFailuresPerAccount: { name: 'login-fail-user', max: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { name: 'login-fail-ip', max: 50, windowMs: 15 * 60_000 },
  registerPerIp: { name: 'register-ip', max: 20, windowMs: 60 * 60_000 },
  referralPerUser: { name: 'referral-user', max: 20, windowMs: 60 * 60_000 },
  /** Wallet, Google, Telegram and IFO sign-ins and their nonces: generous for people, tight for scripts. */
  identitySignInPerIp: { name: 'identity-signin-ip', max: 60, windowMs: 15 * 60_000 },
  walletNoncePerIp: { name: 'wallet-nonce-ip', max: 60, windowMs: 15 * 60_000 },
  /** Mails cost us reputation and annoy their readers: few per account and per address. */
  mailPerUser: { name: 'mail-user', max: 6, windowMs: 60 * 60_000 },
  forgotPasswordPerIp: { name: 'forgot-ip', max: 20, windowMs: 60 * 60_000 },
  forgotPasswordPerEmail: { name: 'forgot-email', max: 3, windowMs: 60 * 60_000 },
  /** Links from mails: tokens are unguessable, but nobody needs to try hundreds. */
  mailTokenPerIp: { name: 'mail-token-ip', max: 60, windowMs: 15 * 60_000 },
  passwordCheckFailuresPerUser: { name: 'password-check-fail', max: 10, windowMs: 15 * 60_000 },
  profileWritesPerUser: { name: 'profile-write-user', max: 60, windowMs: 15 * 60_000 },
  gameStatsIngestPerGame: { name: 'game-stats-ingest', max: 600, windowMs: 60_000 },
  /**
   * A reader makes a view every few seconds at most, and many readers may share one address (an office, a
   * carrier's NAT); a script filling the counters makes hundreds a second. Ten a second, over ten seconds.
   */
  pageViewsPerIp: { name: 'page-views-ip', max: 100, windowMs: 10_000 },
} satisfies Record<string, RateRule>;

function limitError(rule: RateRule, resetInMs: number) {
  return tooManyRequests(
    rule.name.startsWith('login') || rule.name.startsWith('password')
      ? 'errors:tooManyAttempts'
      : 'errors:tooManyRequests',
    resetInMs / 1000,
    { minutes: Math.max(1, Math.ceil(resetInMs / 60_000)) },
  );
}

/** Counts one use and refuses it (429) once the window's allowance is spent. */
export async function consume(store: CounterStore, rule: RateRule, subject: string): Promise<void> {
  const { count, resetInMs } = await store.increment(`${rule.name}:${subject}`, rule.windowMs);
  if (count > rule.max) throw limitError(rule, resetInMs);
}

/** Refuses (429) when earlier failures already spent the allowance; counts nothing. */
export async function assertAllowance(store: CounterStore, rule: RateRule, subject: string): Promise<void> {
  const { count, resetInMs } = await store.peek(`${rule.name}:${subject}`);
  if (count >= rule.max) throw limitError(rule, resetInMs);
}

export async function recordFailure(store: CounterStore, rule: RateRule, subject: string): Promise<void> {
  await store.increment(`${rule.name}:${subject}`, rule.windowMs);
}

export async function clearFailures(store: CounterStore, rule: RateRule, subject: string): Promise<void> {
  await store.reset(`${rule.name}:${subject}`);
}
