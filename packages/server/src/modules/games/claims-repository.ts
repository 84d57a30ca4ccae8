import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { type Db, isUniqueViolation } from '../../db/database';
import { gameClaims } from '../../db/schema/game-claims';
import { games } from '../../db/schema/games';
import { users } from '../../db/schema/users';

export type GameClaimRow = typeof gameClaims.$inferSelect;
export type ClaimStatus = GameClaimRow['status'];

const claimColumns = {
  claim: gameClaims,
  game: { id: games.id, slug: games.slug, name: games.name, logoUrl: games.logoUrl, ownerId: games.ownerId },
  user: { id: users.id, username: users.username, fullName: users.fullName },
};
export type ClaimWithParties = {
  claim: GameClaimRow;
  game: { id: string; slug: string; name: string; logoUrl: string | null; ownerId: string | null };
  user: { id: string; username: string | null; fullName: string | null };
};

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** Game ownership claims, and the one write that makes a claimant a game's owner. */
export function gameClaimsRepository(db: Db) {
  const withParties = () =>
    db
      .select(claimColumns)
      .from(gameClaims)
      .innerJoin(games, eq(games.id, gameClaims.gameId))
      .innerJoin(users, eq(users.id, gameClaims.userId));

  return {
    async insert(values: { gameId: string; userId: string; message: string }): Promise<GameClaimRow> {
      const [row] = await db.insert(gameClaims).values(values).returning();
      return row!;
    },

    async findWithParties(id: string): Promise<ClaimWithParties | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await withParties().where(eq(gameClaims.id, id));
      return row;
    },

    /** The user's latest claim on the game, whatever its state. */
    async latestOf(gameId: string, userId: string): Promise<GameClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(gameClaims)
        .where(and(eq(gameClaims.gameId, gameId), eq(gameClaims.userId, userId)))
        .orderBy(sql`${gameClaims.createdAt} desc`)
        .limit(1);
      return row;
    },

    async list(options: { status: ClaimStatus; limit: number; offset: number }) {
      const where = eq(gameClaims.status, options.status);
      const [items, [total]] = await Promise.all([
        withParties()
          .where(where)
          .orderBy(asc(gameClaims.createdAt), asc(gameClaims.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: count() }).from(gameClaims).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    /**
     * Approves a pending claim: the game gets its owner only if it has none, in the same transaction as the
     * claim's decision. The conditional UPDATE takes the game's row lock, so of two concurrent approvals the
     * second finds the owner set and changes nothing. Answers `owned` when the game already has an owner, `decided` when the claim is no longer pending.
     */
    async approve(claimId: string, operatorId: string): Promise<'approved' | 'owned' | 'decided'> {
      return db
        .transaction(async (tx) => {
          const [claim] = await tx
            .update(gameClaims)
            .set({ status: 'approved', decidedBy: operatorId, decidedAt: new Date() })
            .where(and(eq(gameClaims.id, claimId), eq(gameClaims.status, 'pending')))
            .returning();
          if (!claim) return 'decided';
          const owned = await tx
            .update(games)
            .set({ ownerId: claim.userId, updatedAt: new Date() })
            .where(and(eq(games.id, claim.gameId), isNull(games.ownerId)))
            .returning({ id: games.id });
          if (owned.length === 0) {
            tx.rollback();
          }
          return 'approved';
        })
        .catch((error: unknown) => {
          // A rolled-back approval, or one that lost the race on the one-approved-claim index.
          if ((error as Error)?.name === 'TransactionRollbackError') return 'owned' as const;
          if (isUniqueViolation(error, 'game_claims_one_approved_key')) return 'owned' as const;
          throw error;
        });
    },

    async reject(claimId: string, operatorId: string): Promise<boolean> {
      const rows = await db
        .update(gameClaims)
        .set({ status: 'rejected', decidedBy: operatorId, decidedAt: new Date() })
        .where(and(eq(gameClaims.id, claimId), eq(gameClaims.status, 'pending')))
        .returning({ id: gameClaims.id });
      return rows.length > 0;
    },
  };
}
