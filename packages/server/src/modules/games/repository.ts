import type { PricingTier } from '@w2e/core/pricing/tiers';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { games } from '../../db/schema/games';
import { isUuid, likePattern } from '../../lib/sql-text';

export type GameRow = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;

/** Every query on games; the accounts and portal features both read games through here. */
export function gamesRepository(db: Db) {
  return {
    async findById(id: string): Promise<GameRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db.select().from(games).where(eq(games.id, id));
      return row;
    },

    async setTier(id: string, tier: PricingTier): Promise<{ id: string } | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(games)
        .set({ tier, updatedAt: sql`now()` })
        .where(eq(games.id, id))
        .returning({ id: games.id });
      return row;
    },

    async findBySlug(slug: string): Promise<GameRow | undefined> {
      const [row] = await db.select().from(games).where(sql`lower(${games.slug}) = lower(${slug})`);
      return row;
    },

    /** Published games by name, optionally filtered by a search over name and summary. */
    async listPublished(options: { query?: string; limit: number; offset: number }) {
      const filters: SQL[] = [eq(games.status, 'published')];
      if (options.query) {
        const like = likePattern(options.query);
        filters.push(or(ilike(games.name, like), ilike(games.summary, like))!);
      }
      const where = and(...filters);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(games)
          .where(where)
          .orderBy(asc(games.name))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(games).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async insert(values: NewGame): Promise<GameRow> {
      const [row] = await db.insert(games).values(values).returning();
      return row!;
    },
  };
}
