import { and, asc, count, desc, eq, gte, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { eventParticipants, events } from '../../db/schema/events';
import { gameProfiles } from '../../db/schema/game-profiles';
import { gameStatEvents } from '../../db/schema/game-stats';
import { taskCompletions, taskSubmissions, tasks, taskVisits } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/sql-text';
import { profileKeys } from '../game-stats/repository';
import { metricValuesRepository } from '../leaderboards/metric-values';

/** The host or operator who decided a submission, beside the player who made it. */
const reviewers = alias(users, 'reviewers');

export type TaskRow = typeof tasks.$inferSelect;
export type CompletionRow = typeof taskCompletions.$inferSelect;
export type SubmissionRow = typeof taskSubmissions.$inferSelect;

const COLUMN_FIELDS = { in_game: 'inGameScore', social: 'socialScore', other: 'otherScore' } as const;
/** When each column last changed: the tie-break of a board ranked by it. */
const COLUMN_TIMES = { in_game: 'inGameScoredAt', social: 'socialScoredAt', other: 'otherScoredAt' } as const;

/**
 * Adds score to a participant's column and total, stamping when each changed (the boards' "who reached it
 * first"): the one write every grant uses (a task, a wheel prize).
 */
export async function addParticipantScore(
  db: Db,
  eventId: string,
  userId: string,
  column: keyof typeof COLUMN_FIELDS,
  amount: number,
): Promise<void> {
  const field = COLUMN_FIELDS[column];
  await db
    .update(eventParticipants)
    .set({
      [field]: sql`${eventParticipants[field]} + ${amount}`,
      [COLUMN_TIMES[column]]: sql`now()`,
      totalScore: sql`${eventParticipants.totalScore} + ${amount}`,
      lastScoredAt: sql`now()`,
    })
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
}

/** Every query on tasks, their completions, submissions and visits. */
export function tasksRepository(db: Db) {
  return {
    async find(id: string): Promise<TaskRow | undefined> {
      if (id.length > 64) return undefined;
      const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
      return row;
    },

    /** A task with its event, in one round trip (the submission path's first read). */
    async findWithEvent(
      id: string,
    ): Promise<{ task: TaskRow; event: typeof events.$inferSelect } | undefined> {
      if (id.length > 64) return undefined;
      const [row] = await db
        .select({ task: tasks, event: events })
        .from(tasks)
        .innerJoin(events, eq(events.id, tasks.eventId))
        .where(eq(tasks.id, id));
      return row;
    },

    async listForEvent(eventId: string): Promise<TaskRow[]> {
      return db
        .select()
        .from(tasks)
        .where(eq(tasks.eventId, eventId))
        .orderBy(asc(tasks.weight), asc(tasks.createdAt), asc(tasks.id));
    },

    async insert(values: typeof tasks.$inferInsert): Promise<TaskRow> {
      const [row] = await db.insert(tasks).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<typeof tasks.$inferInsert>): Promise<TaskRow | undefined> {
      const [row] = await db
        .update(tasks)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(tasks.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(tasks).where(eq(tasks.id, id));
    },

    async completionCounts(taskIds: string[]): Promise<Map<string, number>> {
      if (taskIds.length === 0) return new Map();
      const rows = await db
        .select({ taskId: taskCompletions.taskId, n: count() })
        .from(taskCompletions)
        .where(inArray(taskCompletions.taskId, taskIds))
        .groupBy(taskCompletions.taskId);
      return new Map(rows.map((row) => [row.taskId, Number(row.n)]));
    },

    async playerCompletions(eventId: string, userId: string): Promise<CompletionRow[]> {
      return db
        .select()
        .from(taskCompletions)
        .where(and(eq(taskCompletions.eventId, eventId), eq(taskCompletions.userId, userId)));
    },

    /** The player's submissions in the event, newest first. */
    async playerSubmissions(eventId: string, userId: string): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(taskSubmissions)
        .where(and(eq(taskSubmissions.eventId, eventId), eq(taskSubmissions.userId, userId)))
        .orderBy(desc(taskSubmissions.createdAt))
        .limit(500);
    },

    async submissionsSince(taskId: string, userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(taskSubmissions)
        .where(
          and(
            eq(taskSubmissions.taskId, taskId),
            eq(taskSubmissions.userId, userId),
            gte(taskSubmissions.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async insertSubmission(values: typeof taskSubmissions.$inferInsert): Promise<SubmissionRow> {
      const [row] = await db.insert(taskSubmissions).values(values).returning();
      return row!;
    },

    async findSubmission(id: string): Promise<SubmissionRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(taskSubmissions).where(eq(taskSubmissions.id, id));
      return row;
    },

    /** pending → accepted/rejected, once: the conditional write refuses a second review. */
    async decide(
      id: string,
      values: { status: 'accepted' | 'rejected'; score?: number; reason?: string; reviewedBy: string },
    ): Promise<SubmissionRow | undefined> {
      const [row] = await db
        .update(taskSubmissions)
        .set({ ...values, reviewedAt: sql`now()` })
        .where(and(eq(taskSubmissions.id, id), eq(taskSubmissions.status, 'pending')))
        .returning();
      return row;
    },

    async listSubmissions(query: {
      eventId: string;
      id?: string | undefined;
      taskId?: string | undefined;
      status?: SubmissionRow['status'] | undefined;
      limit: number;
      offset: number;
    }) {
      const filters: SQL[] = [
        eq(taskSubmissions.eventId, query.eventId),
        // Forms, bug reports, and what the host should see of the rest: self-declared completions and
        // their own overrides (quiz tries are not theirs to read).
        or(
          inArray(tasks.type, ['form', 'bug_hunting']),
          sql`(${taskSubmissions.payload} ->> 'override') is not null`,
          sql`(${taskSubmissions.payload} ->> 'self_declared') is not null`,
        )!,
      ];
      if (query.id) filters.push(eq(taskSubmissions.id, query.id));
      if (query.taskId) filters.push(eq(taskSubmissions.taskId, query.taskId));
      if (query.status) filters.push(eq(taskSubmissions.status, query.status));
      const where = and(...filters);
      const select = () =>
        db
          .select({
            submission: taskSubmissions,
            task: { id: tasks.id, name: tasks.name, type: tasks.type, config: tasks.config },
            player: { id: users.id, username: users.username, name: users.fullName },
            reviewer: { id: reviewers.id, username: reviewers.username, name: reviewers.fullName },
          })
          .from(taskSubmissions)
          .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
          .innerJoin(users, eq(users.id, taskSubmissions.userId))
          .leftJoin(reviewers, eq(reviewers.id, taskSubmissions.reviewedBy));
      const [items, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(taskSubmissions.createdAt), desc(taskSubmissions.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: count() })
          .from(taskSubmissions)
          .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
          .where(where),
      ]);
      return { items, total: Number(total?.n ?? 0) };
    },

    async insertVisit(values: typeof taskVisits.$inferInsert): Promise<void> {
      await db.insert(taskVisits).values(values);
    },

    /** Stamps the first opening of a visit link; answers the task it leads to. */
    async openVisit(token: string): Promise<string | undefined> {
      await db
        .update(taskVisits)
        .set({ visitedAt: sql`now()` })
        .where(and(eq(taskVisits.token, token), sql`${taskVisits.visitedAt} is null`));
      const [row] = await db
        .select({ taskId: taskVisits.taskId })
        .from(taskVisits)
        .where(eq(taskVisits.token, token));
      return row?.taskId;
    },

    async visitedSince(taskId: string, userId: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ token: taskVisits.token })
        .from(taskVisits)
        .where(
          and(
            eq(taskVisits.taskId, taskId),
            eq(taskVisits.userId, userId),
            isNotNull(taskVisits.visitedAt),
            gte(taskVisits.visitedAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The sum of one in-game metric the game's server reported for the player's linked, proven identities
     * (verified email, signed wallet) since `since`.
     */
    async inGameMetric(gameId: string, userId: string, metric: string, since: Date): Promise<number | null> {
      const profiles = await db
        .select({
          email: gameProfiles.email,
          emailVerified: gameProfiles.emailVerified,
          wallet: gameProfiles.wallet,
        })
        .from(gameProfiles)
        .where(and(eq(gameProfiles.userId, userId), eq(gameProfiles.gameId, gameId)));
      const keys = profiles.flatMap(profileKeys);
      if (keys.length === 0) return null;
      const [row] = await db
        .select({
          total: sql<
            string | null
          >`sum(case when jsonb_typeof(${gameStatEvents.metrics} -> ${metric}) = 'number' then (${gameStatEvents.metrics} ->> ${metric})::numeric else 0 end)`,
        })
        .from(gameStatEvents)
        .where(
          and(
            eq(gameStatEvents.gameId, gameId),
            inArray(gameStatEvents.playerKey, keys),
            gte(gameStatEvents.occurredAt, since),
          ),
        );
      return Number(row?.total ?? 0);
    },

    // ------------------------------------------------------------------------------ participants and grants

    /**
     * Admits the player the first time they take part: the participant row and the event's count move
     * together, and the count's conditional update refuses the place past max participants. Answers false
     * when the event is full: the caller must then roll its transaction back, which removes the row.
     */
    async admit(eventId: string, userId: string): Promise<boolean> {
      const inserted = await db
        .insert(eventParticipants)
        .values({ eventId, userId })
        .onConflictDoNothing()
        .returning({ userId: eventParticipants.userId });
      if (inserted.length === 0) return true;
      const seat = await db
        .update(events)
        .set({ participantsCount: sql`${events.participantsCount} + 1` })
        .where(
          and(
            eq(events.id, eventId),
            sql`(${events.maxParticipants} is null or ${events.participantsCount} < ${events.maxParticipants})`,
          ),
        )
        .returning({ id: events.id });
      if (seat.length === 0) return false;
      // The game's reports from before they joined, on the event's metric values (leaderboards/metric-values.ts).
      await metricValuesRepository(db).backfill(eventId, userId);
      return true;
    },

    /**
     * The player's row lock: one player's submissions and grants in one event queue behind each other.
     * Answers false when the player has not taken part yet (there is no row to lock).
     */
    async lockParticipant(eventId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: eventParticipants.userId })
        .from(eventParticipants)
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
        .for('update');
      return rows.length > 0;
    },

    /**
     * Writes one grant and adds its score to the player's column and total. The unique (task, player, window,
     * turn) key is the last guard: a grant can never be written twice.
     */
    async grant(values: {
      taskId: string;
      eventId: string;
      userId: string;
      windowStart: Date;
      turn: number;
      score: number;
      column: 'in_game' | 'social' | 'other';
      submissionId?: string | undefined;
      /** The app's clock, which the task states are computed with (the database's may differ). */
      completedAt?: Date | undefined;
    }): Promise<void> {
      await db.insert(taskCompletions).values(values);
      if (values.score === 0) return;
      await addParticipantScore(db, values.eventId, values.userId, values.column, values.score);
    },
  };
}
