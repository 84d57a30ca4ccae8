import type { CoHostStatus } from '@w2e/core/contracts/co-hosts';
import type { EventHostKind } from '@w2e/core/events/summary';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { eventCoHosts } from '../../db/schema/co-hosts';
import { events } from '../../db/schema/events';
import { games } from '../../db/schema/games';
import { projects } from '../../db/schema/projects';
import { isUuid, likePattern } from '../../lib/sql-text';

export type CoHostRow = typeof eventCoHosts.$inferSelect;
export interface CoHostWithEvent {
  coHost: CoHostRow;
  event: { id: string; slug: string; title: string; hostKind: EventHostKind; hostId: string };
}

const columns = {
  coHost: eventCoHosts,
  event: {
    id: events.id,
    slug: events.slug,
    title: events.title,
    hostKind: events.hostKind,
    hostId: events.hostId,
  },
};

/** An event's co-hosts (db/schema/co-hosts.ts), each read with the event it is for. */
export function coHostsRepository(db: Db) {
  const withEvent = (where: SQL | undefined) =>
    db.select(columns).from(eventCoHosts).innerJoin(events, eq(events.id, eventCoHosts.eventId)).where(where);

  return {
    async insert(values: typeof eventCoHosts.$inferInsert): Promise<CoHostRow> {
      const [row] = await db.insert(eventCoHosts).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<CoHostWithEvent | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await withEvent(eq(eventCoHosts.id, id));
      return row;
    },

    /** An event's co-hosts in the order they were invited. */
    async listForEvent(eventId: string): Promise<CoHostWithEvent[]> {
      return withEvent(eq(eventCoHosts.eventId, eventId)).orderBy(
        asc(eventCoHosts.createdAt),
        asc(eventCoHosts.id),
      );
    },

    /** The invitations still waiting for any of `hosts`, newest first. */
    async waitingFor(hosts: readonly { kind: EventHostKind; id: string }[]): Promise<CoHostWithEvent[]> {
      if (hosts.length === 0) return [];
      const byHost = hosts.map((host) =>
        and(eq(eventCoHosts.hostKind, host.kind), eq(eventCoHosts.hostId, host.id)),
      );
      return withEvent(and(eq(eventCoHosts.status, 'invited'), or(...byHost)))
        .orderBy(desc(eventCoHosts.createdAt), desc(eventCoHosts.id))
        .limit(100);
    },

    /** The answer, written only while the invitation still waits: undefined when it does not (or is gone). */
    async decide(
      id: string,
      decision: { status: Exclude<CoHostStatus, 'invited'>; decidedBy: string },
    ): Promise<CoHostRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(eventCoHosts)
        .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(eventCoHosts.id, id), eq(eventCoHosts.status, 'invited')))
        .returning();
      return row;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(eventCoHosts)
        .where(eq(eventCoHosts.id, id))
        .returning({ id: eventCoHosts.id });
      return rows.length > 0;
    },

    /** The accepted co-hosts of each event, in the order they were invited. */
    async acceptedOf(eventIds: readonly string[]): Promise<CoHostRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(eventCoHosts)
        .where(and(inArray(eventCoHosts.eventId, [...eventIds]), eq(eventCoHosts.status, 'accepted')))
        .orderBy(asc(eventCoHosts.createdAt), asc(eventCoHosts.id));
    },

    /** Projects and published games whose name matches `q`, for the host's picker. */
    async candidates(q: string | undefined, limit: number) {
      const pattern = q ? likePattern(q) : undefined;
      const [projectRows, gameRows] = await Promise.all([
        db
          .select({ id: projects.id, name: projects.name, slug: projects.slug, logo: projects.logoUrl })
          .from(projects)
          .where(pattern ? ilike(projects.name, pattern) : undefined)
          .orderBy(asc(projects.name), asc(projects.id))
          .limit(limit),
        db
          .select({ id: games.id, name: games.name, slug: games.slug, logo: games.logoUrl })
          .from(games)
          .where(and(eq(games.status, 'published'), pattern ? ilike(games.name, pattern) : undefined))
          .orderBy(asc(games.name), asc(games.id))
          .limit(limit),
      ]);
      return { projects: projectRows, games: gameRows };
    },
  };
}
