import { windowStart } from '@w2e/core/tasks/recurrence';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { domainEvents } from '../../db/schema/domain-events';
import { eventParticipants, events } from '../../db/schema/events';
import { gameProfiles } from '../../db/schema/game-profiles';
import { gameStatEvents } from '../../db/schema/game-stats';
import { taskCompletions, taskSubmissions, tasks, taskVisits } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { resultRows } from '../../lib/sql-rows';
import { isUuid } from '../../lib/sql-text';
import { recordEvent } from '../../outbox/outbox';
import { profileKeys } from '../game-stats/repository';
import { metricValuesRepository } from '../leaderboards/metric-values-repository';
import { type Standing, standingJson } from '../leaderboards/repository';

/** The host or operator who decided a submission, beside the player who made it. */
const reviewers = alias(users, 'reviewers');

export type TaskRow = typeof tasks.$inferSelect;
export type CompletionRow = typeof taskCompletions.$inferSelect;
export type SubmissionRow = typeof taskSubmissions.$inferSelect;

const COLUMN_FIELDS = { in_game: 'inGameScore', social: 'socialScore', other: 'otherScore' } as const;
/** When each column last changed: the tie-break of a board ranked by it. */
const COLUMN_TIMES = { in_game: 'inGameScoredAt', social: 'socialScoredAt', other: 'otherScoredAt' } as const;

type ScoreColumn = keyof typeof COLUMN_FIELDS;

/**
 * The time a score change is stamped with (the boards' "who reached it first", and the Redis boards' newer-wins
 * order): the clock when the row is written, never before the stamp it replaces. Not `now()`, the start of the
 * transaction: one that began before another grant of the same player committed, then waited for the row lock,
 * would stamp its later score with the earlier time.
 */
const scoredAt = (previous: SQL | AnyColumn) => sql`greatest(clock_timestamp(), ${previous})`;

/** The SET list adding score to a column and the total, stamping when each changed. */
function scoreAssignments(column: ScoreColumn, amount: number): SQL {
  const score = eventParticipants[COLUMN_FIELDS[column]];
  const at = eventParticipants[COLUMN_TIMES[column]];
  const id = (c: { name: string }) => sql.identifier(c.name);
  return sql`${id(score)} = ${score} + ${amount}, ${id(at)} = ${scoredAt(at)},
    ${id(eventParticipants.totalScore)} = ${eventParticipants.totalScore} + ${amount},
    ${id(eventParticipants.lastScoredAt)} = ${scoredAt(eventParticipants.lastScoredAt)}`;
}

/**
 * Adds score to a participant's column and total, stamping when each changed (the boards' "who reached it
 * first"): the one write every grant uses (a task, a wheel prize).
 */
export async function addParticipantScore(
  db: Db,
  eventId: string,
  userId: string,
  column: ScoreColumn,
  amount: number,
): Promise<void> {
  await db.execute(
    sql`update ${eventParticipants} set ${scoreAssignments(column, amount)}
      where ${and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId))}`,
  );
}

/** A submission row as `json_build_object` spells it (camelCase keys, timestamps as text). */
const SUBMISSION_JSON = (s: string) =>
  sql.raw(`json_build_object('id', ${s}.id, 'taskId', ${s}.task_id, 'eventId', ${s}.event_id,
    'userId', ${s}.user_id, 'status', ${s}.status, 'payload', ${s}.payload, 'score', ${s}.score,
    'reason', ${s}.reason, 'reviewedBy', ${s}.reviewed_by, 'reviewedAt', ${s}.reviewed_at,
    'createdAt', ${s}.created_at)`);
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

const submissionOf = (row: Json<SubmissionRow>): SubmissionRow => ({
  ...row,
  reviewedAt: row.reviewedAt === null ? null : new Date(row.reviewedAt),
  createdAt: new Date(row.createdAt),
});

/** What a submission is decided from, as one row: see `submissionState`. */
export interface SubmissionState {
  task: TaskRow;
  event: typeof events.$inferSelect;
  /** The player's participant `state_version`; null when they have not taken part yet. */
  version: number | null;
  tasks: TaskRow[];
  /** The player's grants that the task states count: `turnsAsCompletions`. */
  completions: { taskId: string; completedAt: Date }[];
  /** The player's submissions of this task that its state reads (the pending ones and the newest), newest first. */
  submissions: SubmissionRow[];
}

/**
 * Per task of the event, the player's turns in the task's current window (its `recurring_type`'s window at
 * `day`/`week`, the epoch for a one-off task) and whether they ever did it, as JSON
 * `[[taskId, windowStart, turns, done], …]`: from the grants' unique key, one index step each, however many times
 * the player did it. Turns are numbered 1, 2, … within a window, so the highest is how many there are.
 */
const currentTurns = (eventId: SQL | AnyColumn, userId: SQL | AnyColumn, day: SQL, week: SQL) =>
  sql<[taskId: string, windowStart: string, turns: number, done: boolean][]>`(select coalesce(json_agg(
    json_build_array(t.id, w.start, coalesce(cur.turn, 0), exists (select 1 from ${taskCompletions} d
      where d.task_id = t.id and d.user_id = ${userId}))), '[]'::json)
    from ${tasks} t
    cross join lateral (select case t.config->>'recurring_type' when 'DAILY' then ${day}::timestamptz
      when 'WEEKLY' then ${week}::timestamptz else 'epoch'::timestamptz end as start) w
    left join lateral (select max(c.turn) as turn from ${taskCompletions} c
      where c.task_id = t.id and c.user_id = ${userId} and c.window_start = w.start) cur on true
    where t.event_id = ${eventId})`;

/** The current DAILY and WEEKLY windows' starts, for `currentTurns`. */
const windowsNow = (now = new Date()) => ({
  day: windowStart('DAILY', now).toISOString(),
  week: windowStart('WEEKLY', now).toISOString(),
});

/**
 * What the task states count (`Completion`s for core's state machine), from `currentTurns`: each task's turns in
 * its current window, stamped with the window's start, and for a task done only in past windows one completion
 * stamped at the epoch (done, for the tasks waiting on it, but no turn of a recurring task's current window).
 */
const turnsAsCompletions = (turns: [string, string, number, boolean][]) =>
  turns.flatMap(([taskId, windowStart, turn, done]) =>
    turn > 0
      ? Array.from({ length: turn }, () => ({ taskId, completedAt: new Date(windowStart) }))
      : done
        ? [{ taskId, completedAt: new Date(0) }]
        : [],
  );

/**
 * The submission path's one read, prepared once per database, for a batch of (task, user) pairs given as
 * JSON (`[{n, task_id, user_id}]`): per pair, the user, the task, its event, and the player's state in it
 * (participant version, the event's tasks, per task its current window's turns (`currentTurns`), and of their
 * submissions of this task only what a task state reads: the pending ones and the newest). No row for a user that does not exist; a
 * null task for a task that does not.
 */
const submissionStateStatement = (db: Db) => {
  const user = sql.raw('i.user_id');
  return db
    .select({
      n: sql<number>`i.n`,
      user: users,
      task: tasks,
      event: events,
      version: sql<number | null>`(select ${eventParticipants.stateVersion} from ${eventParticipants}
        where ${eventParticipants.eventId} = ${tasks.eventId} and ${eventParticipants.userId} = ${user})`,
      tasks: sql<Json<TaskRow>[]>`(select coalesce(json_agg(json_build_object('id', t.id,
        'eventId', t.event_id, 'type', t.type, 'name', t.name, 'score', t.score, 'weight', t.weight,
        'config', t.config, 'createdAt', t.created_at, 'updatedAt', t.updated_at)
        order by t.weight, t.created_at, t.id), '[]'::json) from ${tasks} t where t.event_id = ${tasks.eventId})`,
      turns: currentTurns(
        tasks.eventId,
        user,
        sql`${sql.placeholder('day')}`,
        sql`${sql.placeholder('week')}`,
      ),
      submissions: sql<Json<SubmissionRow>[]>`(select coalesce(json_agg(${SUBMISSION_JSON('s')}
        order by s.created_at desc), '[]'::json) from (
          (select * from ${taskSubmissions} s where s.task_id = ${tasks.id} and s.user_id = ${user}
            order by s.created_at desc limit 1)
          union
          (select * from ${taskSubmissions} s where s.task_id = ${tasks.id} and s.user_id = ${user}
            and s.status = 'pending' limit 500)) s)`,
    })
    .from(sql`json_to_recordset(${sql.placeholder('items')}::json) as i(n int, task_id text, user_id uuid)`)
    .innerJoin(users, eq(users.id, sql`i.user_id`))
    .leftJoin(tasks, eq(tasks.id, sql`i.task_id`))
    .leftJoin(events, eq(events.id, tasks.eventId))
    .prepare('task_submission_states');
};
const prepared = new WeakMap<Db, ReturnType<typeof submissionStateStatement>>();

/** The user as stored now, and the task, its event and the player's state in it (null when no such task). */
export type SubmissionRead = { user: typeof users.$inferSelect; state: SubmissionState | null } | undefined;

async function readSubmissionStates(
  db: Db,
  pairs: readonly { taskId: string; userId: string }[],
): Promise<SubmissionRead[]> {
  const reads: SubmissionRead[] = pairs.map(() => undefined);
  const asked = pairs
    .map((pair, n) => ({ n, task_id: pair.taskId, user_id: pair.userId }))
    .filter((pair) => isUuid(pair.user_id));
  if (asked.length === 0) return reads;
  let statement = prepared.get(db);
  if (!statement) {
    statement = submissionStateStatement(db);
    prepared.set(db, statement);
  }
  for (const row of await statement.execute({ items: JSON.stringify(asked), ...windowsNow() })) {
    const n = Number(row.n);
    if (!row.task || !row.event) {
      reads[n] = { user: row.user, state: null };
      continue;
    }
    reads[n] = {
      user: row.user,
      state: {
        task: row.task,
        event: row.event,
        version: row.version === null ? null : Number(row.version),
        tasks: row.tasks.map((t) => ({
          ...t,
          createdAt: new Date(t.createdAt),
          updatedAt: new Date(t.updatedAt),
        })),
        completions: turnsAsCompletions(row.turns),
        submissions: row.submissions.map(submissionOf),
      },
    };
  }
  return reads;
}

/** A submission row to write for a player (the write names the event and the player). */
export type SubmissionValues = Omit<typeof taskSubmissions.$inferInsert, 'eventId' | 'userId'>;

/** What one submission writes: its submission row, its grant, or both. */
export interface SubmissionWrite {
  eventId: string;
  userId: string;
  /** The participant `state_version` the decision was made from: nothing is written if it moved on. */
  version: number;
  submission?: SubmissionValues | undefined;
  grant?:
    | {
        taskId: string;
        windowStart: Date;
        turn: number;
        score: number;
        column: ScoreColumn;
        completedAt: Date;
      }
    | undefined;
}

/** What a write answers: whether it wrote, and the submission row it wrote. */
export type SubmissionWritten =
  | { written: false }
  | {
      written: true;
      submission: SubmissionRow | null;
      /** The player's standing as the write left it: what the Redis boards are pushed without a read. */
      standing: Standing;
    };

/** A `task.completed` payload (core: contracts/domain-events.ts), from rows `e` (the event) and `t` (the task). */
const completedPayload = (userId: SQL, score: SQL) =>
  sql`jsonb_build_object('event_id', e.id, 'event_slug', e.slug, 'event_title', e.title, 'user_id', ${userId},
    'task_id', t.id, 'task_name', t.name, 'score', ${score})`;

/**
 * Writes decided submissions in one statement, each only while its participant's `state_version` is the one
 * it was decided from: the statement takes the participants' row locks, compares, writes each submission row
 * and grant (under the grant's unique key), adds the score and bumps the version. Of several writes for one
 * player, only the first can write: they were all decided from the same version.
 *
 * The row locks are taken in key order, so two such statements cannot deadlock. A row another transaction holds
 * is skipped, not waited for, so one player's locked write never stalls the others': that write answers not
 * written and is decided again under the lock. The lock is FOR NO KEY UPDATE, the one the row's update takes
 * anyway: it changes no key, so a transaction that only references the row (the key-share lock of a foreign-key
 * check, as when a game's report inserts the player's metric values) neither blocks it nor makes it skip the
 * player.
 *
 * Answers, per write, whether it wrote, the submission row it wrote and the player's standing as written.
 */
async function writeSubmissions(db: Db, writes: readonly SubmissionWrite[]): Promise<SubmissionWritten[]> {
  const items = writes.map(({ eventId, userId, version, submission: s, grant: g }, n) => ({
    n,
    event_id: eventId,
    user_id: userId,
    version,
    s_task_id: s?.taskId ?? null,
    s_status: s?.status ?? null,
    s_payload: s ? (s.payload ?? {}) : null,
    s_score: s?.score ?? null,
    s_reviewed_by: s?.reviewedBy ?? null,
    s_reviewed_at: s?.reviewedAt?.toISOString() ?? null,
    g_task_id: g?.taskId ?? null,
    g_window_start: g?.windowStart.toISOString() ?? null,
    g_turn: g?.turn ?? null,
    g_score: g?.score ?? 0,
    g_column: g?.column ?? null,
    g_completed_at: g?.completedAt.toISOString() ?? null,
  }));
  // A column's score and "scored at" change only for a grant of that column with a score.
  const column = (name: ScoreColumn) => {
    const score = eventParticipants[COLUMN_FIELDS[name]];
    const at = eventParticipants[COLUMN_TIMES[name]];
    const id = (c: { name: string }) => sql.identifier(c.name);
    return sql`${id(score)} = ${score} + case when l.g_column = ${name} then l.g_score else 0 end,
      ${id(at)} = case when l.g_column = ${name} and l.g_score <> 0 then ${scoredAt(at)} else ${at} end`;
  };
  const result = await db.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(items)}::json) as i(n int, event_id uuid, user_id uuid,
        version int, s_task_id text, s_status text, s_payload jsonb, s_score int, s_reviewed_by uuid,
        s_reviewed_at timestamptz, g_task_id text, g_window_start timestamptz, g_turn int, g_score int,
        g_column text, g_completed_at timestamptz)
    ), first as (
      select distinct on (event_id, user_id) * from input order by event_id, user_id, n
    ), locked as (
      select f.* from first f join ${eventParticipants} p
        on p.event_id = f.event_id and p.user_id = f.user_id and p.state_version = f.version
      order by f.event_id, f.user_id
      for no key update of p skip locked
    ), submission as (
      insert into ${taskSubmissions} (task_id, event_id, user_id, status, payload, score, reviewed_by, reviewed_at)
      select s_task_id, event_id, user_id, s_status, s_payload, s_score, s_reviewed_by, s_reviewed_at
      from locked where s_task_id is not null
      returning *
    ), completion as (
      insert into ${taskCompletions} (task_id, event_id, user_id, window_start, turn, score, score_column,
        submission_id, completed_at)
      select l.g_task_id, l.event_id, l.user_id, l.g_window_start, l.g_turn, l.g_score, l.g_column,
        (select s.id from submission s where s.event_id = l.event_id and s.user_id = l.user_id), l.g_completed_at
      from locked l where l.g_task_id is not null
      returning 1
    ), told as (
      -- The outbox (docs/notifications.md), in this same statement: each grant, and each report left for review.
      insert into ${domainEvents} (type, payload)
      select 'task.completed', ${completedPayload(sql`l.user_id`, sql`l.g_score`)}
      from locked l join ${events} e on e.id = l.event_id join ${tasks} t on t.id = l.g_task_id
      where l.g_task_id is not null
      union all
      select 'submission.received', jsonb_build_object('event_id', e.id, 'event_slug', e.slug,
        'event_title', e.title, 'user_id', s.user_id, 'submission_id', s.id, 'task_id', t.id, 'task_name', t.name)
      from submission s join ${events} e on e.id = s.event_id join ${tasks} t on t.id = s.task_id
      where s.status = 'pending'
      returning 1
    ), bumped as (
      update ${eventParticipants} set state_version = state_version + 1,
        ${column('in_game')}, ${column('social')}, ${column('other')},
        total_score = total_score + l.g_score,
        last_scored_at = case when l.g_score <> 0 then ${scoredAt(eventParticipants.lastScoredAt)} else last_scored_at end
      from locked l
      where ${eventParticipants.eventId} = l.event_id and ${eventParticipants.userId} = l.user_id
      returning l.n, l.event_id, l.user_id, ${standingJson()} as standing
    )
    select b.n, b.standing,
      (select ${SUBMISSION_JSON('s')} from submission s where s.event_id = b.event_id and s.user_id = b.user_id)
        as submission
    from bumped b`);
  const written: SubmissionWritten[] = writes.map(() => ({ written: false }));
  for (const row of resultRows<{
    n: number;
    submission: Json<SubmissionRow> | null;
    standing: Standing;
  }>(result)) {
    written[Number(row.n)] = {
      written: true,
      submission: row.submission ? submissionOf(row.submission) : null,
      standing: row.standing,
    };
  }
  return written;
}

/** Every query on tasks, their completions, submissions and visits. */
export function tasksRepository(db: Db) {
  return {
    /** `submissionStates` for one pair. */
    async submissionState(taskId: string, userId: string): Promise<SubmissionRead> {
      const [read] = await readSubmissionStates(db, [{ taskId, userId }]);
      return read;
    },

    /**
     * For each (task, user) pair, in one statement: the user as stored now, and the task, its event and the
     * player's state in it (null when there is no such task); undefined when there is no such user.
     */
    submissionStates(pairs: readonly { taskId: string; userId: string }[]): Promise<SubmissionRead[]> {
      return readSubmissionStates(db, pairs);
    },

    /** `writeSubmissions` for one write. */
    async writeSubmission(write: SubmissionWrite): Promise<SubmissionWritten> {
      const [written] = await writeSubmissions(db, [write]);
      return written!;
    },

    writeSubmissions(writes: readonly SubmissionWrite[]): Promise<SubmissionWritten[]> {
      return writeSubmissions(db, writes);
    },

    async find(id: string): Promise<TaskRow | undefined> {
      if (id.length > 64) return undefined;
      const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
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

    /** What the player's task states in the event count: see `turnsAsCompletions`. */
    async playerTurns(eventId: string, userId: string): Promise<{ taskId: string; completedAt: Date }[]> {
      const windows = windowsNow();
      const [row] = resultRows<{ turns: [string, string, number, boolean][] }>(
        await db.execute(
          sql`select ${currentTurns(sql`${eventId}::uuid`, sql`${userId}::uuid`, sql`${windows.day}`, sql`${windows.week}`)} as turns`,
        ),
      );
      return turnsAsCompletions(row?.turns ?? []);
    },

    /** The windows (newest first, a bounded number) in which the player completed one of `taskIds`. */
    async playerWindows(eventId: string, userId: string, taskIds: string[]): Promise<Date[]> {
      if (taskIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ windowStart: taskCompletions.windowStart })
        .from(taskCompletions)
        .where(
          and(
            eq(taskCompletions.eventId, eventId),
            eq(taskCompletions.userId, userId),
            inArray(taskCompletions.taskId, taskIds),
          ),
        )
        .orderBy(desc(taskCompletions.windowStart))
        .limit(400);
      return rows.map((row) => row.windowStart);
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

    /**
     * Stamps a visit link's first opening by the player it was made for, while it is fresh: one conditional
     * write, so the link counts once however many openings race. Answers the task, or undefined when the link
     * is someone else's, already used or expired.
     */
    async openVisit(token: string, userId: string, madeAfter: Date): Promise<string | undefined> {
      const [row] = await db
        .update(taskVisits)
        .set({ visitedAt: sql`now()` })
        .where(
          and(
            eq(taskVisits.token, token),
            eq(taskVisits.userId, userId),
            isNull(taskVisits.visitedAt),
            gte(taskVisits.createdAt, madeAfter),
          ),
        )
        .returning({ taskId: taskVisits.taskId });
      return row?.taskId;
    },

    /** A visit link's task and player, whoever opens it. */
    async findVisit(token: string): Promise<{ taskId: string; userId: string } | undefined> {
      const [row] = await db
        .select({ taskId: taskVisits.taskId, userId: taskVisits.userId })
        .from(taskVisits)
        .where(eq(taskVisits.token, token));
      return row;
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
        .returning({ id: events.id, slug: events.slug, title: events.title });
      const [admitted] = seat;
      if (!admitted) return false;
      // The game's reports from before they joined, on the event's metric values (leaderboards/metric-values-repository.ts).
      await metricValuesRepository(db).backfill(eventId, userId);
      await recordEvent(db, {
        type: 'participant.joined',
        payload: {
          event_id: eventId,
          event_slug: admitted.slug,
          event_title: admitted.title,
          user_id: userId,
        },
      });
      return true;
    },

    /**
     * The player's row lock: one player's submissions and grants in one event queue behind each other. Taken
     * by bumping the row's `state_version`, so a submission decided from state read before this lock can no
     * longer be written (see `writeSubmission`). Answers false when the player has not taken part yet (there
     * is no row to lock).
     */
    async lockParticipant(eventId: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(eventParticipants)
        .set({ stateVersion: sql`${eventParticipants.stateVersion} + 1` })
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
        .returning({ userId: eventParticipants.userId });
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
      await db.execute(sql`
        insert into ${domainEvents} (type, payload)
        select 'task.completed', ${completedPayload(sql`${values.userId}::uuid`, sql`${values.score}::int`)}
        from ${events} e join ${tasks} t on t.event_id = e.id
        where e.id = ${values.eventId} and t.id = ${values.taskId}`);
      if (values.score === 0) return;
      await addParticipantScore(db, values.eventId, values.userId, values.column, values.score);
    },
  };
}
