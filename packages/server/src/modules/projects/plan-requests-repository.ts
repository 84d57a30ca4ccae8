import type { PlanRequestStatus } from '@w2e/core/contracts/plan-requests';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { planRequests } from '../../db/schema/plan-requests';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/sql-text';

export type PlanRequestRow = typeof planRequests.$inferSelect;
export interface PlanRequestWithProject {
  request: PlanRequestRow;
  project: { id: string; name: string; slug: string; tier: typeof projects.$inferSelect.tier };
  requester: { id: string; username: string | null; name: string | null };
  /** The operator who decided; null while it waits (or once their account is gone). */
  decider: { id: string; username: string | null; name: string | null } | null;
}

const deciders = alias(users, 'deciders');
const columns = {
  request: planRequests,
  project: { id: projects.id, name: projects.name, slug: projects.slug, tier: projects.tier },
  requester: { id: users.id, username: users.username, name: users.fullName },
  decider: { id: deciders.id, username: deciders.username, name: deciders.fullName },
};

/** Plan requests (db/schema/plan-requests.ts), each read with its project and who asked. */
export function planRequestsRepository(db: Db) {
  const withProject = (where: SQL | undefined) =>
    db
      .select(columns)
      .from(planRequests)
      .innerJoin(projects, eq(projects.id, planRequests.projectId))
      .innerJoin(users, eq(users.id, planRequests.requestedBy))
      .leftJoin(deciders, eq(deciders.id, planRequests.decidedBy))
      .where(where);

  return {
    async insert(values: typeof planRequests.$inferInsert): Promise<PlanRequestRow> {
      const [row] = await db.insert(planRequests).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<PlanRequestWithProject | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await withProject(eq(planRequests.id, id));
      return row;
    },

    /** A project's requests, newest first. */
    async listForProject(projectId: string): Promise<PlanRequestWithProject[]> {
      return withProject(eq(planRequests.projectId, projectId)).orderBy(
        desc(planRequests.createdAt),
        desc(planRequests.id),
      );
    },

    async list(options: { status?: PlanRequestStatus; limit: number; offset: number }) {
      const where = options.status ? eq(planRequests.status, options.status) : undefined;
      const [items, [count]] = await Promise.all([
        withProject(where)
          .orderBy(desc(planRequests.createdAt), desc(planRequests.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(planRequests).where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    /** The decision, written only while the request still waits: undefined when it does not (or is gone). */
    async decide(
      id: string,
      decision: { status: 'approved' | 'declined'; reason: string | null; decidedBy: string },
    ): Promise<PlanRequestRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(planRequests)
        .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(planRequests.id, id), eq(planRequests.status, 'requested')))
        .returning();
      return row;
    },
  };
}
