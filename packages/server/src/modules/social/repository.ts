import type { SocialProvider } from '@w2e/core/contracts/social';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { OAuthTokens, OutsideIdentity } from '../../adapters/oauth';
import type { Db } from '../../db/database';
import { socialAccounts, socialStates } from '../../db/schema/social';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;

/** The new link lost to another user's (the outside account is theirs): rolls the transaction back. */
class Taken extends Error {}

export function socialRepository(db: Db) {
  return {
    listOf(userId: string): Promise<SocialAccountRow[]> {
      return db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
    },

    async find(userId: string, provider: SocialProvider): Promise<SocialAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)));
      return row;
    },

    async addState(row: typeof socialStates.$inferInsert): Promise<void> {
      await db.delete(socialStates).where(lt(socialStates.expiresAt, sql`now()`));
      await db.insert(socialStates).values(row);
    },

    /** Reads and deletes a live state in one statement: of two callbacks with it, only one gets the row. */
    async consumeState(state: string, provider: SocialProvider) {
      const [row] = await db
        .delete(socialStates)
        .where(
          and(
            eq(socialStates.state, state),
            eq(socialStates.provider, provider),
            gt(socialStates.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Links the outside account to the user, replacing the user's earlier account of the provider. When the
     * outside account is another user's, the conditional upsert updates nothing and the whole change is
     * rolled back: 'taken'. The unique indexes decide races, not a read before the write.
     */
    async link(
      userId: string,
      provider: SocialProvider,
      identity: OutsideIdentity,
      tokens: OAuthTokens,
    ): Promise<'linked' | 'taken'> {
      try {
        await db.transaction(async (tx) => {
          await tx
            .delete(socialAccounts)
            .where(
              and(
                eq(socialAccounts.userId, userId),
                eq(socialAccounts.provider, provider),
                ne(socialAccounts.outsideId, identity.id),
              ),
            );
          const values = {
            name: identity.name,
            accessToken: tokens.accessToken,
            refreshToken: tokens.refreshToken,
            expiresAt: tokens.expiresAt,
          };
          const rows = await tx
            .insert(socialAccounts)
            .values({ userId, provider, outsideId: identity.id, ...values })
            .onConflictDoUpdate({
              target: [socialAccounts.provider, socialAccounts.outsideId],
              set: { ...values, updatedAt: sql`now()` },
              setWhere: eq(socialAccounts.userId, userId),
            })
            .returning({ id: socialAccounts.id });
          if (rows.length === 0) throw new Taken();
        });
        return 'linked';
      } catch (error) {
        if (error instanceof Taken) return 'taken';
        throw error;
      }
    },

    async unlink(userId: string, provider: SocialProvider): Promise<boolean> {
      const rows = await db
        .delete(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
        .returning({ id: socialAccounts.id });
      return rows.length > 0;
    },
  };
}
