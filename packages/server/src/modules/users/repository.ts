import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Serializes referral writes (pg_advisory_xact_lock key). */
const REFERRAL_LOCK = 0x52454646;

/**
 * The session's user is read on every signed-in request: one prepared statement per database (drizzle builds
 * its SQL once, PostgreSQL plans it once per connection).
 */
const byIdStatements = new WeakMap<Db, ReturnType<typeof prepareById>>();
const prepareById = (db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');
function byIdStatement(db: Db) {
  let statement = byIdStatements.get(db);
  if (!statement) {
    statement = prepareById(db);
    byIdStatements.set(db, statement);
  }
  return statement;
}

/** Every query on users. Identity lookups are case-insensitive, matching the unique indexes. */
export function usersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      // A malformed id is simply no user (the column is a uuid).
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await byIdStatement(db).execute({ id });
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async findByReferralCode(code: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`upper(${users.referralCode}) = upper(${code})`);
      return row;
    },

    async findByWallet(address: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.walletAddress}) = lower(${address})`);
      return row;
    },

    /** The account holding a TON wallet (raw `0:<hex>` form, as stored). */
    async findByTonAddress(rawAddress: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.tonAddress, rawAddress));
      return row;
    },

    async findByTelegramId(telegramId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.telegramId, telegramId));
      return row;
    },

    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
      return row;
    },

    async findByIfoSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.ifoSubject, subject));
      return row;
    },

    /** The account whose verified email this is. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    /** An account whose only address is this one, still unverified. */
    async findByUnverifiedEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(isNull(users.email), sql`lower(${users.emailUnverify}) = lower(${email})`));
      return row;
    },

    /** Any column of a user, by id; returns the updated row. */
    async update(id: string, values: PgUpdateSetSource<typeof users>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async usernameInUse(username: string): Promise<boolean> {
      return (await this.findByUsername(username)) !== undefined;
    },

    /** Verified or waiting for verification: either way the address is claimed. */
    async emailInUse(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          or(
            sql`lower(${users.email}) = lower(${email})`,
            sql`lower(${users.emailUnverify}) = lower(${email})`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    /**
     * Sets the referrer once, unless the user already has one ('taken') or the referrer is the user or
     * was referred, directly or down a chain, by the user ('cycle'). One transaction-scoped lock makes
     * these writes take turns: two people applying each other's codes at the same moment would otherwise
     * each see no cycle and both be written.
     */
    async setReferrer(userId: string, referrerId: string): Promise<'set' | 'taken' | 'cycle'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REFERRAL_LOCK})`);
        const updated = await tx
          .update(users)
          .set({ referredBy: referrerId, referredAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(users.id, userId),
              isNull(users.referredBy),
              sql`not exists (
                with recursive ancestors(id) as (
                  select ${referrerId}::uuid
                  union
                  select u.referred_by from users u join ancestors a on u.id = a.id
                  where u.referred_by is not null
                )
                select 1 from ancestors where id = ${userId}::uuid
              )`,
            ),
          )
          .returning({ id: users.id });
        if (updated.length === 1) return 'set';
        const [row] = await tx
          .select({ referredBy: users.referredBy })
          .from(users)
          .where(eq(users.id, userId));
        return row?.referredBy ? 'taken' : 'cycle';
      });
    },

    /**
     * Claims the platform token read for `key` (token and wallet): only when none was claimed for it since
     * `staleBefore`. One conditional UPDATE, so of simultaneous requests exactly one makes the outside call.
     */
    async claimTokenCheck(id: string, key: string, now: Date, staleBefore: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ tokenCheckedAt: now, tokenCheckedFor: key })
        .where(
          and(
            eq(users.id, id),
            or(
              isNull(users.tokenCheckedAt),
              sql`${users.tokenCheckedFor} is distinct from ${key}`,
              lte(users.tokenCheckedAt, staleBefore),
            ),
          ),
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Ends the claim made at `claimedAt` for `key` (nothing if a newer claim took its place). */
    async finishTokenCheck(
      id: string,
      key: string,
      claimedAt: Date,
      values: { tokenHolderFor?: string | null; tokenCheckedAt?: Date },
    ): Promise<void> {
      await db
        .update(users)
        .set(values)
        .where(and(eq(users.id, id), eq(users.tokenCheckedFor, key), eq(users.tokenCheckedAt, claimedAt)));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
