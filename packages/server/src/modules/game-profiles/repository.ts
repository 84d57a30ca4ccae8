import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { gameProfiles } from '../../db/schema/game-profiles';
import { games } from '../../db/schema/games';
import { isUuid, likePattern } from '../../lib/sql-text';

export type GameProfileRow = typeof gameProfiles.$inferSelect;
export type NewGameProfile = typeof gameProfiles.$inferInsert;
export type GameRefRow = Pick<typeof games.$inferSelect, 'id' | 'slug' | 'name' | 'logoUrl'>;
export interface GameProfileWithGame {
  profile: GameProfileRow;
  game: GameRefRow;
}

const gameRef = { id: games.id, slug: games.slug, name: games.name, logoUrl: games.logoUrl };

/** Every query on game profiles, each with its game (a profile is always shown with it). */
export function gameProfilesRepository(db: Db) {
  const withGame = (where: SQL | undefined) =>
    db
      .select({ profile: gameProfiles, game: gameRef })
      .from(gameProfiles)
      .innerJoin(games, eq(games.id, gameProfiles.gameId))
      .where(where);

  return {
    async listForUser(userId: string, options: { query?: string; limit: number; offset: number }) {
      const filters: SQL[] = [eq(gameProfiles.userId, userId)];
      if (options.query) {
        filters.push(ilike(games.name, likePattern(options.query)));
      }
      const where = and(...filters);
      const [items, [count]] = await Promise.all([
        withGame(where).orderBy(asc(games.name)).limit(options.limit).offset(options.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(gameProfiles)
          .innerJoin(games, eq(games.id, gameProfiles.gameId))
          .where(where),
      ]);
      return { items: items as GameProfileWithGame[], total: count?.n ?? 0 };
    },

    async findForUser(userId: string, id: string): Promise<GameProfileWithGame | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await withGame(and(eq(gameProfiles.userId, userId), eq(gameProfiles.id, id)));
      return row;
    },

    async findByUserAndGame(userId: string, gameId: string): Promise<GameProfileWithGame | undefined> {
      if (!isUuid(gameId)) return undefined;
      const [row] = await withGame(and(eq(gameProfiles.userId, userId), eq(gameProfiles.gameId, gameId)));
      return row;
    },

    async findByUserAndSlug(userId: string, slug: string): Promise<GameProfileWithGame | undefined> {
      const [row] = await withGame(
        and(eq(gameProfiles.userId, userId), sql`lower(${games.slug}) = lower(${slug})`),
      );
      return row;
    },

    async findById(id: string): Promise<GameProfileRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(gameProfiles).where(eq(gameProfiles.id, id));
      return row;
    },

    async insert(values: NewGameProfile): Promise<GameProfileRow> {
      const [row] = await db.insert(gameProfiles).values(values).returning();
      return row!;
    },

    async update(
      id: string,
      values: PgUpdateSetSource<typeof gameProfiles>,
    ): Promise<GameProfileRow | undefined> {
      const [row] = await db
        .update(gameProfiles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(gameProfiles.id, id))
        .returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(gameProfiles)
        .where(and(eq(gameProfiles.userId, userId), eq(gameProfiles.id, id)))
        .returning({ id: gameProfiles.id });
      return rows.length === 1;
    },
  };
}
