import type { EventsQuery } from '@w2e/core/contracts/events';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { eventCoHosts } from '../../db/schema/co-hosts';
import { eventParticipants, eventSignups, events } from '../../db/schema/events';
import { tasks } from '../../db/schema/tasks';
import { isUuid, likePattern } from '../../lib/sql-text';
import { discoveryFilters, discoveryOrder } from './list-query';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type ParticipantRow = typeof eventParticipants.$inferSelect;

/** Every query on events and their participants. */
export function eventsRepository(db: Db) {
  return {
    /** By id or slug (the page's URL carries the slug, the API's writes the id). */
    async find(idOrSlug: string): Promise<EventRow | undefined> {
      const where = isUuid(idOrSlug)
        ? or(eq(events.id, idOrSlug), sql`lower(${events.slug}) = lower(${idOrSlug})`)
        : sql`lower(${events.slug}) = lower(${idOrSlug})`;
      const [row] = await db.select().from(events).where(where).limit(1);
      return row;
    },

    /** Takes the event's row lock: task edits of one event queue behind each other. */
    async lock(id: string): Promise<EventRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
      return row;
    },

    async insert(values: NewEvent): Promise<EventRow> {
      const [row] = await db.insert(events).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<NewEvent>): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(events.id, id))
        .returning();
      return row;
    },

    /** draft → published, once: the conditional write refuses a second publish. */
    /** An operator's pick for the featured row (stamped when it joins, so the latest pick shows first). */
    async setFeatured(id: string, featured: boolean): Promise<EventRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(events)
        .set({ featuredAt: featured ? sql`coalesce(${events.featuredAt}, now())` : null })
        .where(and(eq(events.id, id), ne(events.status, 'draft')))
        .returning();
      return row;
    },

    async publish(id: string): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(events.id, id), eq(events.status, 'draft')))
        .returning();
      return row;
    },

    async listPublic(query: EventsQuery & { limit: number; offset: number }, now: Date) {
      // A clan's members-only events are listed on the clan's page for its members, not here.
      const filters: SQL[] = [ne(events.status, 'draft'), eq(events.membersOnly, false)];
      const running = and(eq(events.status, 'published'), lte(events.startTime, now));
      if (query.status === 'ongoing')
        filters.push(running!, or(isNull(events.endTime), gt(events.endTime, now))!);
      if (query.status === 'upcoming')
        filters.push(eq(events.status, 'published'), gt(events.startTime, now));
      if (query.status === 'ended')
        filters.push(or(eq(events.status, 'finished'), lte(events.endTime, now))!);
      if (query.type === 'nonstop') filters.push(isNull(events.endTime));
      if (query.q) filters.push(ilike(events.title, likePattern(query.q)));
      filters.push(...discoveryFilters(query, now));
      if (query.host) {
        // Checked by the query's schema: `kind:uuid`.
        const [kind, id] = query.host.split(':') as [EventRow['hostKind'], string];
        // Its own events, and those it accepted to co-host (db/schema/co-hosts.ts).
        filters.push(
          or(
            and(eq(events.hostKind, kind), eq(events.hostId, id)),
            sql`exists (select 1 from ${eventCoHosts} where ${eventCoHosts.eventId} = ${events.id} and ${eventCoHosts.hostKind} = ${kind} and ${eventCoHosts.hostId} = ${id} and ${eventCoHosts.status} = 'accepted')`,
          )!,
        );
      }
      const where = and(...filters);
      const order =
        discoveryOrder(query, now) ??
        (query.status === 'upcoming'
          ? [asc(events.startTime), asc(events.id)]
          : query.status === 'ended'
            ? [desc(events.endTime), desc(events.id)]
            : [desc(events.startTime), desc(events.id)]);
      const [items, [count]] = await Promise.all([
        db
          .select()
          .from(events)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(events).where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    async listHostedBy(userId: string, hosts: readonly { kind: string; id: string }[]): Promise<EventRow[]> {
      const byHost = hosts.map((host) =>
        and(eq(events.hostKind, host.kind as EventRow['hostKind']), eq(events.hostId, host.id)),
      );
      return db
        .select()
        .from(events)
        .where(or(eq(events.createdBy, userId), ...byHost))
        .orderBy(desc(events.updatedAt))
        .limit(200);
    },

    async listJoinedBy(userId: string) {
      return db
        .select({ event: events, participant: eventParticipants })
        .from(eventParticipants)
        .innerJoin(events, eq(events.id, eventParticipants.eventId))
        .where(eq(eventParticipants.userId, userId))
        .orderBy(desc(eventParticipants.joinedAt))
        .limit(200);
    },

    async participant(eventId: string, userId: string): Promise<ParticipantRow | undefined> {
      const [row] = await db
        .select()
        .from(eventParticipants)
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
      return row;
    },

    async taskCounts(eventIds: string[]): Promise<Map<string, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: tasks.eventId, n: sql<number>`count(*)::int` })
        .from(tasks)
        .where(inArray(tasks.eventId, eventIds))
        .groupBy(tasks.eventId);
      return new Map(rows.map((row) => [row.eventId, row.n]));
    },

    /** Idempotent: a second report of the same sign-up changes nothing. */
    async recordSignup(eventId: string, userId: string): Promise<void> {
      await db.insert(eventSignups).values({ eventId, userId }).onConflictDoNothing();
    },

    async hasSignup(eventId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: eventSignups.userId })
        .from(eventSignups)
        .where(and(eq(eventSignups.eventId, eventId), eq(eventSignups.userId, userId)));
      return row !== undefined;
    },
  };
}
