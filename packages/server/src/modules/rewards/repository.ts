import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { events } from '../../db/schema/events';
import { eventAwards, eventResults } from '../../db/schema/rewards';
import { taskCompletions, tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { boardOf, leaderboardsRepository } from '../leaderboards/repository';

export type EventResultRow = typeof eventResults.$inferSelect;
export type NewAward = typeof eventAwards.$inferInsert;

const INSERT_BATCH = 1000;

/** Rows of the rewards tables (db/schema/rewards.ts); the job and the rewards page read and write through it. */
export function rewardsRepository(db: Db) {
  return {
    /** The commitment, written with the publish (same transaction); a second call changes nothing. */
    async commit(eventId: string, seed: string, commitment: string): Promise<void> {
      await db.insert(eventResults).values({ eventId, seed, commitment }).onConflictDoNothing();
    },

    async find(eventId: string): Promise<EventResultRow | undefined> {
      const [row] = await db.select().from(eventResults).where(eq(eventResults.eventId, eventId));
      return row;
    },

    /** Published events past their end that were never committed (published before rewards existed). */
    async uncommittedDue(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .leftJoin(eventResults, eq(eventResults.eventId, events.id))
        .where(and(eq(events.status, 'published'), lte(events.endTime, now), isNull(eventResults.eventId)))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Events whose end has passed and whose results are still pending, oldest end first. */
    async due(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: eventResults.eventId })
        .from(eventResults)
        .innerJoin(events, eq(events.id, eventResults.eventId))
        .where(and(eq(eventResults.state, 'pending'), lte(events.endTime, now)))
        .orderBy(asc(events.endTime))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Published results whose winners were not mailed yet (an instance stopped between the two steps). */
    async unnotified(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: eventResults.eventId })
        .from(eventResults)
        .where(and(eq(eventResults.state, 'published'), isNull(eventResults.notifiedAt)))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Locks a pending result for this transaction, or answers undefined when another instance holds it or it
     * is already published: the claim that makes the computation happen once.
     */
    async claimPending(eventId: string): Promise<EventResultRow | undefined> {
      const [row] = await db
        .select()
        .from(eventResults)
        .where(and(eq(eventResults.eventId, eventId), eq(eventResults.state, 'pending')))
        .for('update', { skipLocked: true });
      return row;
    },

    /**
     * The eligible players in the event's board order, best first: the board's own read
     * (`leaderboardsRepository.rankedPlayers`), so rewards go by the order players see.
     */
    async frozenList(event: Parameters<typeof boardOf>[0]): Promise<string[]> {
      return leaderboardsRepository(db).rankedPlayers(boardOf(event));
    },

    async tasksOf(eventId: string) {
      return db
        .select({ id: tasks.id, name: tasks.name, config: tasks.config })
        .from(tasks)
        .where(eq(tasks.eventId, eventId))
        .orderBy(asc(tasks.weight), asc(tasks.id));
    },

    async completersOf(taskId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: taskCompletions.userId })
        .from(taskCompletions)
        .where(eq(taskCompletions.taskId, taskId))
        .orderBy(asc(taskCompletions.userId));
      return rows.map((row) => row.userId);
    },

    async insertAwards(awards: readonly NewAward[]): Promise<void> {
      for (let i = 0; i < awards.length; i += INSERT_BATCH)
        await db.insert(eventAwards).values(awards.slice(i, i + INSERT_BATCH));
    },

    /** pending → published, once: the conditional write refuses a second publication. */
    async publish(
      eventId: string,
      values: Pick<
        EventResultRow,
        | 'entries'
        | 'exclusions'
        | 'listHash'
        | 'distribution'
        | 'rewardByLeaderboard'
        | 'rewardByTask'
        | 'slots'
        | 'taskPrizes'
      >,
    ): Promise<boolean> {
      const rows = await db
        .update(eventResults)
        .set({ ...values, state: 'published', publishedAt: sql`now()` })
        .where(and(eq(eventResults.eventId, eventId), eq(eventResults.state, 'pending')))
        .returning({ id: eventResults.eventId });
      return rows.length === 1;
    },

    async finishEvent(eventId: string): Promise<void> {
      await db
        .update(events)
        .set({ status: 'finished', updatedAt: sql`now()` })
        .where(and(eq(events.id, eventId), eq(events.status, 'published')));
    },

    /** Claims the winners' mails for this instance; false when another one already did. */
    async claimNotification(eventId: string): Promise<boolean> {
      const rows = await db
        .update(eventResults)
        .set({ notifiedAt: sql`now()` })
        .where(
          and(
            eq(eventResults.eventId, eventId),
            eq(eventResults.state, 'published'),
            isNull(eventResults.notifiedAt),
          ),
        )
        .returning({ id: eventResults.eventId });
      return rows.length === 1;
    },

    /** The event's awards with each winner's public name, by kind, tier/task and position. */
    async awardsOf(eventId: string) {
      return db
        .select({
          kind: eventAwards.kind,
          slotOrder: eventAwards.slotOrder,
          taskId: eventAwards.taskId,
          position: eventAwards.position,
          drawIndex: eventAwards.drawIndex,
          reward: eventAwards.reward,
          userId: eventAwards.userId,
          username: users.username,
          fullName: users.fullName,
          walletAddress: users.walletAddress,
        })
        .from(eventAwards)
        .innerJoin(users, eq(users.id, eventAwards.userId))
        .where(eq(eventAwards.eventId, eventId))
        .orderBy(
          asc(eventAwards.kind),
          asc(eventAwards.slotOrder),
          asc(eventAwards.taskId),
          sql`${eventAwards.drawIndex} asc nulls last`,
          asc(eventAwards.position),
          asc(eventAwards.userId),
        );
    },

    /** The winners who can be mailed: a verified address, with their prizes in this event. */
    async mailableWinners(eventId: string) {
      return db
        .select({
          userId: eventAwards.userId,
          email: users.email,
          language: users.language,
          fullName: users.fullName,
          username: users.username,
          reward: eventAwards.reward,
          position: eventAwards.position,
        })
        .from(eventAwards)
        .innerJoin(users, eq(users.id, eventAwards.userId))
        .where(and(eq(eventAwards.eventId, eventId), isNotNull(users.email)))
        .orderBy(asc(eventAwards.userId));
    },

    /** A player's prizes across events, newest first. */
    /** A page of the prizes a player won, newest first, and how many they won in all. */
    async awardsOfUser(userId: string, page: { limit: number; offset: number }) {
      const mine = eq(eventAwards.userId, userId);
      const [items, [count]] = await Promise.all([
        db
          .select({
            eventId: events.id,
            slug: events.slug,
            title: events.title,
            kind: eventAwards.kind,
            position: eventAwards.position,
            reward: eventAwards.reward,
            wonAt: eventAwards.createdAt,
          })
          .from(eventAwards)
          .innerJoin(events, eq(events.id, eventAwards.eventId))
          .where(mine)
          .orderBy(desc(eventAwards.createdAt), asc(events.id), asc(eventAwards.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(eventAwards).where(mine),
      ]);
      return { items, total: count?.n ?? 0 };
    },
  };
}
