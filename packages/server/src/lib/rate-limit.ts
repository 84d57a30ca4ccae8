import type { TranslationKey } from '@w2e/core/i18n/resources-en';
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
  /** Adds `by` (1 unless given) to the key's live window, opening a new one when it has ended. */
  increment(key: string, windowMs: number, by?: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  /** Gives back one use of a live window (an attempt that turned out fine); never below zero. */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Drops expired windows (the database store; Redis expires keys itself). */
  sweep(): Promise<void>;
}

export function databaseCounterStore(db: Db): CounterStore {
  return {
    async increment(key, windowMs, by = 1) {
      const reset = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: by, resetAt: reset })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then ${by}::integer else ${rateLimits.count} + ${by}::integer end`,
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
    async decrement(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async sweep() {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    },
  };
}

const DECREMENT_IF_LIVE =
  "if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0";

export function redisCounterStore(redis: Redis, prefix = 'rl:'): CounterStore {
  return {
    async increment(key, windowMs, by = 1) {
      const k = prefix + key;
      const result = await redis.multi().incrby(k, by).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return count ? { count: Number(count), resetInMs: Math.max(0, ttl) } : { count: 0, resetInMs: 0 };
    },
    async decrement(key) {
      // Only a live key: DECR on an expired one would create a -1 that never expires.
      await redis.eval(DECREMENT_IF_LIVE, 1, prefix + key);
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
  /** What the 429 says; by default "too many attempts" for sign-in rules, "too many requests" otherwise. */
  message?: TranslationKey;
}

/**
 * The limits of the sign-in and sign-up endpoints. A password is checked only after its attempt has been
 * counted (an atomic increment whose result is compared), so guesses sent all at once stop at the limit
 * like guesses sent one by one. See `lib/sign-in-limits.ts` for how the password rules fit together.
 */
export const RATE_RULES = {
  /** One account from one address: a guesser stops here; a stranger elsewhere can't lock the owner out. */
  loginAttemptsPerAccountAndIp: {
    name: 'login-account-ip',
    max: 10,
    windowMs: 15 * 60_000,
    message: 'errors:tooManySignInAttempts',
  },
  /** One address across accounts: spraying a common password over many usernames stops here. */
  loginAttemptsPerIp: { name: 'login-ip', max: 50, windowMs: 15 * 60_000 },
  /**
   * Failed passwords on one account from every address it has never signed in from: past STEP_UP_AFTER_FAILURES
   * (at most `max`) a sign-in from such an address must pass a proof-of-work step-up too, which a person
   * passes and guessing spread over many addresses (a botnet) pays for on every guess. Never a refusal of the
   * right password. Addresses the account has signed in from before are not counted or asked.
   */
  loginFailuresPerAccountFromNewAddresses: { name: 'login-account-new-ip', max: 10, windowMs: 15 * 60_000 },
  /** Step-up challenges: a person needs one now and then; a script solving them pays for each anyway. */
  stepUpChallengePerIp: { name: 'step-up-challenge-ip', max: 120, windowMs: 15 * 60_000 },
  /** A solved step-up challenge works once (modules/auth/step-up.ts); kept while the challenge lives. */
  stepUpChallengeUsed: { name: 'step-up-used', max: 1, windowMs: 5 * 60_000 },
  /** How long an address stays "one this account has signed in from". */
  knownSignInAddress: { name: 'login-known-ip', max: 1, windowMs: 90 * 86_400_000 },
  registerPerIp: { name: 'register-ip', max: 20, windowMs: 60 * 60_000 },
  /**
   * Registration says when an email is taken (so its owner learns to sign in or reset instead): that answer
   * tells whether an address has an account, so an address gets few of them.
   */
  registerEmailTakenPerIp: { name: 'register-email-taken-ip', max: 5, windowMs: 60 * 60_000 },
  referralPerUser: { name: 'referral-user', max: 20, windowMs: 60 * 60_000 },
  /** Wallet, Google, Telegram and IFO sign-ins and their nonces: generous for people, tight for scripts. */
  identitySignInPerIp: { name: 'identity-signin-ip', max: 60, windowMs: 15 * 60_000 },
  walletNoncePerIp: { name: 'wallet-nonce-ip', max: 60, windowMs: 15 * 60_000 },
  /**
   * A Mini App's init data signs in once (modules/auth/identity.ts); each window lasts as long as the data
   * stays valid, so `windowMs` here is only the longest one.
   */
  telegramInitDataUsed: { name: 'tg-init-data', max: 1, windowMs: 7 * 86_400_000 },
  /** Mails cost us reputation and annoy their readers: few per account and per address. */
  mailPerUser: { name: 'mail-user', max: 6, windowMs: 60 * 60_000 },
  forgotPasswordPerIp: { name: 'forgot-ip', max: 20, windowMs: 60 * 60_000 },
  forgotPasswordPerEmail: { name: 'forgot-email', max: 3, windowMs: 60 * 60_000 },
  /** Links from mails: tokens are unguessable, but nobody needs to try hundreds. */
  mailTokenPerIp: { name: 'mail-token-ip', max: 60, windowMs: 15 * 60_000 },
  passwordCheckAttemptsPerUser: { name: 'password-check', max: 10, windowMs: 15 * 60_000 },
  profileWritesPerUser: { name: 'profile-write-user', max: 60, windowMs: 15 * 60_000 },
  gameStatsIngestPerGame: { name: 'game-stats-ingest', max: 600, windowMs: 60_000 },
  /**
   * A reader makes a view every few seconds at most, and many readers may share one address (an office, a
   * carrier's NAT); a script filling the counters makes hundreds a second. Ten a second, over ten seconds.
   */
  pageViewsPerIp: { name: 'page-views-ip', max: 100, windowMs: 10_000 },
  /** Mini App account link codes: a person makes a few; guessing one must stay hopeless (31^8 codes). */
  linkCodePerUser: { name: 'link-code-user', max: 10, windowMs: 60 * 60_000 },
  linkCodeRedeemPerUser: { name: 'link-code-redeem-user', max: 10, windowMs: 15 * 60_000 },
  linkCodeRedeemPerIp: { name: 'link-code-redeem-ip', max: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

function limitError(rule: RateRule, resetInMs: number) {
  return tooManyRequests(
    rule.message ??
      (rule.name.startsWith('login') || rule.name.startsWith('password')
        ? 'errors:tooManyAttempts'
        : 'errors:tooManyRequests'),
    resetInMs / 1000,
    {
      minutes: Math.max(1, Math.ceil(resetInMs / 60_000)),
      seconds: Math.max(1, Math.ceil(resetInMs / 1000)),
    },
  );
}

/** Counts one use and refuses it (429) once the window's allowance is spent. */
/** Counts one use and refuses past the rule's limit; returns the count, this use included. */
export async function consume(store: CounterStore, rule: RateRule, subject: string): Promise<number> {
  const { count, resetInMs } = await store.increment(`${rule.name}:${subject}`, rule.windowMs);
  if (count > rule.max) throw limitError(rule, resetInMs);
  return count;
}

/** Gives back one counted use (the attempt succeeded, and successes should not use up the allowance). */
export async function release(store: CounterStore, rule: RateRule, subject: string): Promise<void> {
  await store.decrement(`${rule.name}:${subject}`);
}

export async function clearFailures(store: CounterStore, rule: RateRule, subject: string): Promise<void> {
  await store.reset(`${rule.name}:${subject}`);
}
