import type { Payout } from '@w2e/core/contracts/prizes';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/** One leaderboard reward tier as it was settled: its rule, prize and, for a draw, the hash of its pool. */
export interface SettledSlot {
  order: number;
  name: string | null;
  rank: string;
  reward: string | null;
  /** How many places the tier had (null: everyone in range). */
  places: number | null;
  /** For a random draw: the hash of the ordered pool the winners were drawn from (core: listHash). */
  pool_hash: string | null;
  /** How the tier's prize is paid, as it was at settlement (absent: an item; docs/prizes.md). */
  payout?: Payout;
}

/** A task's prize as it was settled. */
export interface SettledTaskPrize {
  task_id: string;
  task_name: string;
  reward: string;
  /** How the task's prize is paid, as it was at settlement (absent: an item). */
  payout?: Payout;
}

/**
 * An event's rewards, computed once when it ends (docs/rewards.md). The row is written when the event is
 * published, holding the secret seed of its draw and the seed's SHA-256 (the commitment, public at once);
 * the end-of-event job moves it pending → published in the same transaction that writes the awards, so a
 * crash leaves it pending (retried) and a second instance finds nothing left to claim. The seed leaves the
 * server only once the state is published.
 */
export const eventResults = pgTable(
  'event_results',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'published'] })
      .notNull()
      .default('pending'),
    /** 32 random bytes, hex: secret until `state` is published. */
    seed: text('seed').notNull(),
    /** SHA-256 of the seed's bytes, hex (core: fairness/draw.ts `commitment`). */
    commitment: text('commitment').notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The frozen, ordered list of eligible players (user ids, best first) and its hash. */
    entries: jsonb('entries').$type<string[]>(),
    listHash: text('list_hash'),
    /**
     * Who was left out before the list was frozen and why (user id, reason codes; docs/trust.md), part of the
     * list's hash (core: events/rewards.ts frozenListHash). Null for results published before exclusions.
     */
    exclusions: jsonb('exclusions').$type<{ user_id: string; reasons: string[] }[]>(),
    /** What the rewards were settled by, kept so a later edit of the event cannot change published results. */
    distribution: text('distribution', { enum: ['all', 'random', 'order'] }),
    rewardByLeaderboard: boolean('reward_by_leaderboard'),
    rewardByTask: boolean('reward_by_task'),
    slots: jsonb('slots').$type<SettledSlot[]>(),
    taskPrizes: jsonb('task_prizes').$type<SettledTaskPrize[]>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set by whichever instance claims the winners' mails, so they go out once. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'event_results_published_complete',
      sql`${t.state} <> 'published' or (${t.listHash} is not null and ${t.entries} is not null and ${t.publishedAt} is not null and ${t.distribution} is not null and ${t.rewardByLeaderboard} is not null and ${t.rewardByTask} is not null and ${t.slots} is not null and ${t.taskPrizes} is not null)`,
    ),
    index('event_results_pending_idx').on(t.state).where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * One prize won: a leaderboard place (kind `leaderboard`, at most one per player and event, as core's
 * distribution gives) or a task's prize (kind `task`, once per player and task). Written only by the
 * end-of-event job, never updated.
 */
export const eventAwards = pgTable(
  'event_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['leaderboard', 'task'] }).notNull(),
    slotOrder: integer('slot_order'),
    taskId: text('task_id'),
    /** The player's place on the frozen leaderboard (1 = best); null for a task prize. */
    position: integer('position'),
    /** For a random draw: the order in which the winner was drawn (0 first). */
    drawIndex: integer('draw_index'),
    reward: text('reward'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_awards_leaderboard_key').on(t.eventId, t.userId).where(sql`${t.kind} = 'leaderboard'`),
    uniqueIndex('event_awards_task_key').on(t.eventId, t.taskId, t.userId).where(sql`${t.kind} = 'task'`),
    index('event_awards_user_idx').on(t.userId, t.createdAt),
    check(
      'event_awards_kind_fields',
      sql`(${t.kind} = 'leaderboard' and ${t.slotOrder} is not null and ${t.position} is not null and ${t.taskId} is null) or (${t.kind} = 'task' and ${t.taskId} is not null and ${t.slotOrder} is null)`,
    ),
  ],
);
