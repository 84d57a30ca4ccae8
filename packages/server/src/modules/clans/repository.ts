import type { PricingTier } from '@w2e/core/pricing/tiers';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clanMembers, clans } from '../../db/schema/clans';
import { eventParticipants, events } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { isUuid, likePattern } from '../../lib/sql-text';

export type ClanRow = typeof clans.$inferSelect;
export type ClanMemberRow = typeof clanMembers.$inferSelect;
export interface Person {
  id: string;
  username: string | null;
  name: string | null;
}
export interface ClanWithOwner {
  clan: ClanRow;
  owner: Person;
}

const person = { id: users.id, username: users.username, name: users.fullName };

/**
 * Every query on clans and their members. The member count moves only here, in the same transaction as the
 * member row it counts, through a conditional update: `addSeat` refuses the place past the limit (the caller
 * rolls back), so 50 players racing for 10 places get exactly 10 (PostgreSQL re-checks the condition on the
 * row's newest version after waiting for the row lock).
 */
export function clansRepository(db: Db) {
  const withOwner = (where: SQL | undefined) =>
    db
      .select({ clan: clans, owner: person })
      .from(clans)
      .innerJoin(users, eq(users.id, clans.ownerId))
      .where(where);

  return {
    async findByIdOrSlug(idOrSlug: string): Promise<ClanWithOwner | undefined> {
      const where = isUuid(idOrSlug)
        ? eq(clans.id, idOrSlug)
        : sql`lower(${clans.slug}) = lower(${idOrSlug})`;
      const [row] = await withOwner(where);
      return row;
    },

    async find(id: string): Promise<ClanRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(clans).where(eq(clans.id, id));
      return row;
    },

    async findMany(ids: string[]): Promise<ClanRow[]> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return [];
      return db.select().from(clans).where(inArray(clans.id, valid));
    },

    async list(query: { q?: string; type?: 'public' | 'private'; limit: number; offset: number }) {
      const filters: SQL[] = [];
      if (query.q)
        filters.push(or(ilike(clans.name, likePattern(query.q)), ilike(clans.slug, likePattern(query.q)))!);
      if (query.type) filters.push(eq(clans.type, query.type));
      const where = filters.length ? and(...filters) : undefined;
      const [items, [count]] = await Promise.all([
        withOwner(where)
          .orderBy(desc(clans.memberCount), asc(clans.name), asc(clans.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(clans).where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    async insert(values: typeof clans.$inferInsert): Promise<ClanRow> {
      const [row] = await db.insert(clans).values(values).returning();
      return row!;
    },

    /** The founder's row and the first seat, in the caller's transaction. */
    async insertMember(values: typeof clanMembers.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(clanMembers)
        .values(values)
        .onConflictDoNothing()
        .returning({ userId: clanMembers.userId });
      return rows.length > 0;
    },

    /** Changes name, slug, banner, type; a new limit only if it is not below the members already in. */
    async update(id: string, values: Partial<typeof clans.$inferInsert>): Promise<ClanRow | undefined> {
      const limit = values.memberLimit;
      const [row] = await db
        .update(clans)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(clans.id, id), limit === undefined ? undefined : sql`${clans.memberCount} <= ${limit}`))
        .returning();
      return row;
    },

    async setTier(id: string, tier: PricingTier): Promise<ClanRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(clans)
        .set({ tier, updatedAt: sql`now()` })
        .where(eq(clans.id, id))
        .returning();
      return row;
    },

    /** One more active member, unless the clan is full: false means the caller must roll back. */
    async addSeat(clanId: string): Promise<boolean> {
      const rows = await db
        .update(clans)
        .set({ memberCount: sql`${clans.memberCount} + 1` })
        .where(and(eq(clans.id, clanId), sql`${clans.memberCount} < ${clans.memberLimit}`))
        .returning({ id: clans.id });
      return rows.length > 0;
    },

    async freeSeat(clanId: string): Promise<void> {
      await db
        .update(clans)
        .set({ memberCount: sql`${clans.memberCount} - 1` })
        .where(eq(clans.id, clanId));
    },

    async member(clanId: string, userId: string): Promise<ClanMemberRow | undefined> {
      if (!isUuid(clanId) || !isUuid(userId)) return undefined;
      const [row] = await db
        .select()
        .from(clanMembers)
        .where(and(eq(clanMembers.clanId, clanId), eq(clanMembers.userId, userId)));
      return row;
    },

    /** Pending → active for one row of the given kind; undefined when there is no such pending row. */
    async activate(
      clanId: string,
      userId: string,
      kind: 'request' | 'invitation',
    ): Promise<ClanMemberRow | undefined> {
      if (!isUuid(userId)) return undefined;
      const [row] = await db
        .update(clanMembers)
        .set({ status: 'active', joinedAt: sql`now()` })
        .where(
          and(
            eq(clanMembers.clanId, clanId),
            eq(clanMembers.userId, userId),
            eq(clanMembers.status, 'pending'),
            eq(clanMembers.kind, kind),
          ),
        )
        .returning();
      return row;
    },

    /** Deletes a non-owner's row in the given status, kind and roles; answers it, so an active one frees its seat. */
    async deleteMember(
      clanId: string,
      userId: string,
      match: {
        status?: 'active' | 'pending';
        kind?: 'request' | 'invitation';
        roles?: ('admin' | 'member')[];
      } = {},
    ): Promise<ClanMemberRow | undefined> {
      if (!isUuid(userId)) return undefined;
      const [row] = await db
        .delete(clanMembers)
        .where(
          and(
            eq(clanMembers.clanId, clanId),
            eq(clanMembers.userId, userId),
            match.status ? eq(clanMembers.status, match.status) : undefined,
            match.kind ? eq(clanMembers.kind, match.kind) : undefined,
            inArray(clanMembers.role, match.roles ?? ['admin', 'member']),
          ),
        )
        .returning();
      return row;
    },

    /** Promote or demote an active non-owner; `fromRoles` limits whose role may change (admins: members only). */
    async setRole(
      clanId: string,
      userId: string,
      role: 'owner' | 'admin' | 'member',
      fromRoles: ('owner' | 'admin' | 'member')[],
    ): Promise<ClanMemberRow | undefined> {
      if (!isUuid(userId)) return undefined;
      const [row] = await db
        .update(clanMembers)
        .set({ role })
        .where(
          and(
            eq(clanMembers.clanId, clanId),
            eq(clanMembers.userId, userId),
            eq(clanMembers.status, 'active'),
            inArray(clanMembers.role, fromRoles),
          ),
        )
        .returning();
      return row;
    },

    async setOwner(clanId: string, ownerId: string): Promise<void> {
      await db.update(clans).set({ ownerId, updatedAt: sql`now()` }).where(eq(clans.id, clanId));
    },

    /** Active members by score in the clan's events (then by join date), or pending rows newest first. */
    async members(clanId: string, query: { status: 'active' | 'pending'; limit: number; offset: number }) {
      const where = and(eq(clanMembers.clanId, clanId), eq(clanMembers.status, query.status));
      const score = sql<number>`coalesce((
        select sum(${eventParticipants.totalScore}) from ${eventParticipants}
        inner join ${events} on ${events.id} = ${eventParticipants.eventId}
        where ${events.hostKind} = 'clan' and ${events.hostId} = ${clanMembers.clanId}
          and ${eventParticipants.userId} = ${clanMembers.userId}
      ), 0)::int`;
      const order =
        query.status === 'active'
          ? [desc(score), asc(clanMembers.joinedAt), asc(clanMembers.userId)]
          : [desc(clanMembers.createdAt), asc(clanMembers.userId)];
      const [items, [count]] = await Promise.all([
        db
          .select({ member: clanMembers, user: person, score })
          .from(clanMembers)
          .innerJoin(users, eq(users.id, clanMembers.userId))
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(clanMembers).where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    /** The player's rows with their clans: memberships, invitations and requests. */
    async ofUser(userId: string) {
      return db
        .select({ member: clanMembers, clan: clans })
        .from(clanMembers)
        .innerJoin(clans, eq(clans.id, clanMembers.clanId))
        .where(eq(clanMembers.userId, userId))
        .orderBy(desc(clanMembers.createdAt));
    },

    /** The public clans the player is an active member of, oldest membership first. */
    async publicOf(userId: string, limit: number) {
      return db
        .select({ member: clanMembers, clan: clans })
        .from(clanMembers)
        .innerJoin(clans, eq(clans.id, clanMembers.clanId))
        .where(
          and(eq(clanMembers.userId, userId), eq(clanMembers.status, 'active'), eq(clans.type, 'public')),
        )
        .orderBy(asc(clanMembers.joinedAt), asc(clans.id))
        .limit(limit);
    },

    /** The clans a player manages (owner or admin): what they may host events for. */
    async managedBy(userId: string): Promise<ClanRow[]> {
      return db
        .select({ clan: clans })
        .from(clanMembers)
        .innerJoin(clans, eq(clans.id, clanMembers.clanId))
        .where(
          and(
            eq(clanMembers.userId, userId),
            eq(clanMembers.status, 'active'),
            inArray(clanMembers.role, ['owner', 'admin']),
          ),
        )
        .then((rows) => rows.map((row) => row.clan));
    },

    /** The owner and admins of each clan, for the events' host records. */
    async managerIds(clanIds: string[]): Promise<Map<string, string[]>> {
      const found = new Map<string, string[]>();
      if (clanIds.length === 0) return found;
      const rows = await db
        .select({ clanId: clanMembers.clanId, userId: clanMembers.userId })
        .from(clanMembers)
        .where(
          and(
            inArray(clanMembers.clanId, clanIds),
            eq(clanMembers.status, 'active'),
            inArray(clanMembers.role, ['owner', 'admin']),
          ),
        );
      for (const row of rows) found.set(row.clanId, [...(found.get(row.clanId) ?? []), row.userId]);
      return found;
    },

    async isActiveMember(clanId: string, userId: string): Promise<boolean> {
      const row = await this.member(clanId, userId);
      return row?.status === 'active';
    },

    async events(clanId: string) {
      return db
        .select()
        .from(events)
        .where(and(eq(events.hostKind, 'clan'), eq(events.hostId, clanId)))
        .orderBy(desc(events.startTime), desc(events.id));
    },
  };
}
