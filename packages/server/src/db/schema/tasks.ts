import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { events } from './events';
import { users } from './users';

/**
 * A task of an event. `config` is the whole validated config of core's registry (quiz answers included: it
 * never leaves the server except to the event's host); the columns beside it are what queries sort and
 * join by. The id is chosen by the client (core: tasks name each other in `dependent_tasks` before saving).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    score: integer('score').notNull(),
    weight: integer('weight').notNull().default(0),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [index('tasks_event_idx').on(t.eventId, t.weight)],
);

/**
 * One grant of score: a player completed a task once in a recurrence window. The unique key is what makes a
 * grant happen once, whatever the concurrency: (task, player, window, turn). `window_start` is the start of
 * the DAILY/WEEKLY window, or the epoch for a one-off task; `turn` counts 1..turn_limit inside it.
 */
export const taskCompletions = pgTable(
  'task_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    turn: integer('turn').notNull(),
    score: integer('score').notNull(),
    column: text('score_column', { enum: ['in_game', 'social', 'other'] }).notNull(),
    submissionId: uuid('submission_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_completions_turn_key').on(t.taskId, t.userId, t.windowStart, t.turn),
    index('task_completions_player_idx').on(t.eventId, t.userId),
    index('task_completions_task_idx').on(t.taskId),
    // The global leaderboard's 7- and 30-day windows: score per player since a moment, from the index alone.
    index('task_completions_time_idx').on(t.completedAt, t.userId, t.score),
  ],
);

/**
 * What a player sent: quiz tries (graded, kept for the daily try limit), form answers, bug reports waiting
 * for the host's review. Readable by the player who sent it and the event's host only.
 */
export const taskSubmissions = pgTable(
  'task_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['accepted', 'pending', 'rejected'] }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    score: integer('score'),
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_submissions_player_idx').on(t.taskId, t.userId, t.createdAt),
    index('task_submissions_event_idx').on(t.eventId, t.status, t.createdAt),
    // A player's submissions in one event, newest first: read by every submission and task list.
    index('task_submissions_event_player_idx').on(t.eventId, t.userId, t.createdAt),
    // A player's pending reports of a task: what every submission of it reads, without visiting the rest.
    index('task_submissions_pending_idx').on(t.taskId, t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A visit through the server's redirect (visit-website tasks): created when the player asks for the link,
 * stamped when the link is opened. The token is the unguessable one-time link.
 */
export const taskVisits = pgTable(
  'task_visits',
  {
    token: text('token').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    visitedAt: timestamp('visited_at', { withTimezone: true }),
  },
  (t) => [index('task_visits_player_idx').on(t.taskId, t.userId).where(sql`${t.visitedAt} is not null`)],
);
