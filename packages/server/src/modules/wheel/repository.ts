import { commitment, newSeed } from '@w2e/core/fairness/draw';
import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { wheelBadges, wheelPlayers, wheelSegments, wheelSpins, wheels } from '../../db/schema/wheel';
import { addParticipantScore } from '../tasks/repository';

export type WheelRow = typeof wheels.$inferSelect;
export type SegmentRow = typeof wheelSegments.$inferSelect;
export type PlayerRow = typeof wheelPlayers.$inferSelect;
export type SpinRow = typeof wheelSpins.$inferSelect;
export type NewSegment = Omit<typeof wheelSegments.$inferInsert, 'wheelId' | 'id'>;

/** Today in UTC, by the database's clock: the free spin's day. */
const utcToday = sql`(now() at time zone 'utc')::date`;

/** A fresh player state: a new committed server seed and a random client seed the player may change. */
async function freshSeeds() {
  const serverSeed = newSeed();
  return {
    serverSeed,
    serverSeedHash: await commitment(serverSeed),
    clientSeed: newSeed().slice(0, 16),
  };
}

export function wheelRepository(db: Db) {
  return {
    async find(id: string): Promise<WheelRow | undefined> {
      const [row] = await db.select().from(wheels).where(eq(wheels.id, id));
      return row;
    },

    async forEvent(eventId: string): Promise<WheelRow | undefined> {
      const [row] = await db.select().from(wheels).where(eq(wheels.eventId, eventId));
      return row;
    },

    async platform(): Promise<WheelRow | undefined> {
      const [row] = await db.select().from(wheels).where(isNull(wheels.eventId));
      return row;
    },

    /** Answers undefined when the unique keys refuse it (the platform wheel or the event's wheel exists). */
    async create(values: typeof wheels.$inferInsert): Promise<WheelRow | undefined> {
      const [row] = await db.insert(wheels).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Spins hold it shared and a reconfiguration exclusively, so no spin sees half-replaced segments. */
    async lock(id: string, mode: 'share' | 'update'): Promise<void> {
      await db.select({ id: wheels.id }).from(wheels).where(eq(wheels.id, id)).for(mode);
    },

    segments(wheelId: string): Promise<SegmentRow[]> {
      return db
        .select()
        .from(wheelSegments)
        .where(eq(wheelSegments.wheelId, wheelId))
        .orderBy(asc(wheelSegments.position));
    },

    async replaceSegments(wheelId: string, segments: NewSegment[]): Promise<void> {
      await db.delete(wheelSegments).where(eq(wheelSegments.wheelId, wheelId));
      await db.insert(wheelSegments).values(segments.map((segment) => ({ ...segment, wheelId })));
      await db.update(wheels).set({ updatedAt: sql`now()` }).where(eq(wheels.id, wheelId));
    },

    /** Takes one from a stock-limited segment; false when it ran out meanwhile (the check is the update). */
    async takeStock(segmentId: string): Promise<boolean> {
      const rows = await db
        .update(wheelSegments)
        .set({ stock: sql`${wheelSegments.stock} - 1` })
        .where(and(eq(wheelSegments.id, segmentId), gt(wheelSegments.stock, 0)))
        .returning({ id: wheelSegments.id });
      return rows.length > 0;
    },

    /**
     * The player's state, created on first sight with a committed seed. On the platform wheel this also
     * grants the day's free spin: a conditional update on `free_spin_on`, so however many requests race,
     * one spin per UTC day.
     */
    async ensurePlayer(wheel: WheelRow, userId: string): Promise<PlayerRow> {
      await db
        .insert(wheelPlayers)
        .values({ wheelId: wheel.id, userId, ...(await freshSeeds()) })
        .onConflictDoNothing();
      const key = and(eq(wheelPlayers.wheelId, wheel.id), eq(wheelPlayers.userId, userId));
      if (wheel.eventId === null) {
        const [granted] = await db
          .update(wheelPlayers)
          .set({ spins: sql`${wheelPlayers.spins} + 1`, freeSpinOn: utcToday, updatedAt: sql`now()` })
          .where(and(key, or(isNull(wheelPlayers.freeSpinOn), sql`${wheelPlayers.freeSpinOn} < ${utcToday}`)))
          .returning();
        if (granted) return granted;
      }
      const [row] = await db.select().from(wheelPlayers).where(key);
      return row!;
    },

    /** Uses one spin: the balance check is the update itself, and it holds the player's row until commit. */
    async consumeSpin(wheelId: string, userId: string): Promise<PlayerRow | undefined> {
      const [row] = await db
        .update(wheelPlayers)
        .set({
          spins: sql`${wheelPlayers.spins} - 1`,
          nonce: sql`${wheelPlayers.nonce} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(eq(wheelPlayers.wheelId, wheelId), eq(wheelPlayers.userId, userId), gt(wheelPlayers.spins, 0)),
        )
        .returning();
      return row;
    },

    /** Adds spins to a player's balance on a wheel, creating their state when it is their first. */
    async addSpins(wheelId: string, userId: string, amount: number): Promise<void> {
      await db
        .insert(wheelPlayers)
        .values({ wheelId, userId, spins: amount, ...(await freshSeeds()) })
        .onConflictDoUpdate({
          target: [wheelPlayers.wheelId, wheelPlayers.userId],
          set: { spins: sql`${wheelPlayers.spins} + ${amount}`, updatedAt: sql`now()` },
        });
    },

    /**
     * A task's "N spins" reward, inside the task's grant transaction: onto the event's wheel when it has one,
     * otherwise the platform wheel; nothing when neither exists.
     */
    async grantTaskSpins(eventId: string, userId: string, amount: number): Promise<void> {
      const wheel = (await this.forEvent(eventId)) ?? (await this.platform());
      if (wheel) await this.addSpins(wheel.id, userId, amount);
    },

    async setClientSeed(wheelId: string, userId: string, clientSeed: string): Promise<PlayerRow | undefined> {
      const [row] = await db
        .update(wheelPlayers)
        .set({ clientSeed, updatedAt: sql`now()` })
        .where(and(eq(wheelPlayers.wheelId, wheelId), eq(wheelPlayers.userId, userId)))
        .returning();
      return row;
    },

    /** Replaces the server seed under the player's row lock and answers the old one (to reveal). */
    async rotateSeed(wheelId: string, userId: string): Promise<{ old: PlayerRow; now: PlayerRow }> {
      const key = and(eq(wheelPlayers.wheelId, wheelId), eq(wheelPlayers.userId, userId));
      const [old] = await db.select().from(wheelPlayers).where(key).for('update');
      const seeds = await freshSeeds();
      const [now] = await db
        .update(wheelPlayers)
        .set({ serverSeed: seeds.serverSeed, serverSeedHash: seeds.serverSeedHash, updatedAt: sql`now()` })
        .where(key)
        .returning();
      return { old: old!, now: now! };
    },

    async insertSpin(values: typeof wheelSpins.$inferInsert): Promise<SpinRow> {
      const [row] = await db.insert(wheelSpins).values(values).returning();
      return row!;
    },

    async spinsOf(wheelId: string, userId: string, page: { limit: number; offset: number }) {
      const where = and(eq(wheelSpins.wheelId, wheelId), eq(wheelSpins.userId, userId));
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(wheelSpins)
          .where(where)
          .orderBy(desc(wheelSpins.nonce))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(wheelSpins).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },

    addScore(eventId: string, userId: string, column: 'in_game' | 'social' | 'other', amount: number) {
      return addParticipantScore(db, eventId, userId, column, amount);
    },

    async addBadge(values: typeof wheelBadges.$inferInsert): Promise<void> {
      await db.insert(wheelBadges).values(values).onConflictDoNothing();
    },
  };
}
