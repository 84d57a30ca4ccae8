import type { PricingTier } from '@w2e/core/pricing/tiers';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { isUuid, likePattern } from '../../lib/sql-text';

export type ProjectRow = typeof projects.$inferSelect;
export interface ProjectWithOwner {
  project: ProjectRow;
  owner: { id: string; username: string | null; name: string | null };
}

const owner = { id: users.id, username: users.username, name: users.fullName };

export function projectsRepository(db: Db) {
  const withOwner = (where: SQL | undefined) =>
    db
      .select({ project: projects, owner })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.ownerId))
      .where(where);

  return {
    async findById(id: string): Promise<ProjectWithOwner | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await withOwner(eq(projects.id, id));
      return row;
    },

    async findBySlug(slug: string): Promise<ProjectWithOwner | undefined> {
      const [row] = await withOwner(sql`lower(${projects.slug}) = ${slug.trim().toLowerCase()}`);
      return row;
    },

    async update(id: string, values: Partial<typeof projects.$inferInsert>): Promise<ProjectRow | undefined> {
      const [row] = await db
        .update(projects)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(projects.id, id))
        .returning();
      return row;
    },

    async listForOwner(ownerId: string): Promise<ProjectWithOwner[]> {
      return withOwner(eq(projects.ownerId, ownerId)).orderBy(asc(projects.createdAt));
    },

    async list(options: { q?: string; limit: number; offset: number }) {
      const where = options.q
        ? or(ilike(projects.name, likePattern(options.q)), ilike(projects.slug, likePattern(options.q)))
        : undefined;
      const [items, [count]] = await Promise.all([
        withOwner(where)
          .orderBy(asc(projects.name), asc(projects.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    async insert(values: typeof projects.$inferInsert): Promise<ProjectRow> {
      const [row] = await db.insert(projects).values(values).returning();
      return row!;
    },

    async setTier(id: string, tier: PricingTier): Promise<ProjectRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(projects)
        .set({ tier, updatedAt: sql`now()` })
        .where(eq(projects.id, id))
        .returning();
      return row;
    },

    /**
     * Locks the project's row until the transaction ends: publications of one project queue up here, so two
     * concurrent publishes cannot both see the last free slot of the month.
     */
    async lockForPublishing(id: string): Promise<ProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.id, id)))
        .for('update');
      return row;
    },
  };
}
