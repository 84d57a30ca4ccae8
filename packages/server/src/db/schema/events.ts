import type { Payout } from '@w2e/core/contracts/prizes';
import type { EligibilityRules } from '@w2e/core/contracts/trust';
import type { RankBy } from '@w2e/core/events/leaderboard';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * An event: a draft until its host publishes it (publishing cannot be undone), then open to players inside
 * [start_time, end_time). A null end_time is a nonstop event. `host_kind`/`host_id` name the project, game
 * or clan that hosts it; its pricing tier gates the task types (modules/events/access.ts). The step fields are
 * stored as the five-step flow saves them, so a draft may be incomplete until it is published.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    hostKind: text('host_kind', { enum: ['project', 'game', 'clan'] }).notNull(),
    hostId: uuid('host_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'published', 'finished'] })
      .notNull()
      .default('draft'),
    draftStep: text('draft_step', { enum: ['general', 'task', 'score', 'leaderboard', 'reward'] })
      .notNull()
      .default('general'),
    title: text('title').notNull(),
    guideline: text('guideline'),
    /** Rich text, sanitized with core's link policy before it is stored. */
    description: text('description'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    banner: text('banner'),
    thumbnail: text('thumbnail'),
    maxParticipants: integer('max_participants'),
    /** Kept equal to the participant rows by the conditional update that admits a player. */
    participantsCount: integer('participants_count').notNull().default(0),
    scoreLabel: text('score_label'),
    metrics: jsonb('metrics').$type<{ metric: string; ranking: 'desc' | 'asc' }[]>().notNull().default([]),
    /**
     * What the leaderboard ranks by (core's `events/leaderboard.ts`): the total, one score column, or
     * `metric:<name>` for one of `metrics` (event_metric_values).
     */
    rankBy: text('rank_by').$type<RankBy>().notNull().default('total'),
    leaderboards: jsonb('leaderboards')
      .$type<
        { order: number; name?: string; rank: string; winners?: number; reward?: string; payout?: Payout }[]
      >()
      .notNull()
      .default([]),
    prizePool: text('prize_pool'),
    rewardByTask: boolean('reward_by_task').notNull().default(false),
    rewardByLeaderboard: boolean('reward_by_leaderboard').notNull().default(true),
    /** A clan event open to the clan's active members only (docs/clans.md); false for every other host. */
    membersOnly: boolean('members_only').notNull().default(false),
    /** Open to platform token holders only (and the host, operators): docs/verification.md. */
    premium: boolean('premium').notNull().default(false),
    distribution: text('distribution', { enum: ['all', 'random', 'order'] })
      .notNull()
      .default('order'),
    /** Who may win (docs/trust.md); null: the defaults (core: trust/score.ts DEFAULT_ELIGIBILITY). */
    eligibility: jsonb('eligibility').$type<EligibilityRules>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When an operator put the event in the featured row (home page, Mini App); null when it is not there. */
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('events_slug_key').on(sql`lower(${t.slug})`),
    index('events_host_idx').on(t.hostKind, t.hostId),
    index('events_created_by_idx').on(t.createdBy),
    index('events_status_start_idx').on(t.status, t.startTime),
    check(
      'events_participants_within_max',
      sql`${t.maxParticipants} is null or ${t.participantsCount} <= ${t.maxParticipants}`,
    ),
  ],
);

/**
 * A player who took part in an event, with their score per leaderboard column (spec section 2). Scores move
 * only inside the transaction that writes the completion granting them; `last_scored_at` breaks ties (who
 * reached the score first ranks higher).
 */
export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inGameScore: integer('in_game_score').notNull().default(0),
    socialScore: integer('social_score').notNull().default(0),
    otherScore: integer('other_score').notNull().default(0),
    totalScore: integer('total_score').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastScoredAt: timestamp('last_scored_at', { withTimezone: true }),
    /** When each column last changed: the tie-break of a board ranked by that column. */
    inGameScoredAt: timestamp('in_game_scored_at', { withTimezone: true }),
    socialScoredAt: timestamp('social_scored_at', { withTimezone: true }),
    otherScoredAt: timestamp('other_scored_at', { withTimezone: true }),
    /**
     * Bumped by every write that changes the player's task states in this event (a grant, a submission, a
     * review), under this row's lock: a submission decided from state read without the lock is written only
     * if this is still the version it read (modules/tasks/submissions.ts).
     */
    stateVersion: integer('state_version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_participants_user_idx').on(t.userId),
    // One index per board, in the board's exact order (score, then who reached it first, then player id), all
    // ascending (minus the score), so a page, a player's rank and an export's next batch are index ranges
    // ((−score, reached, id) row comparisons).
    index('event_participants_board_total_idx').on(
      t.eventId,
      sql`(-${t.totalScore})`,
      sql`coalesce(${t.lastScoredAt}, ${t.joinedAt})`,
      t.userId,
    ),
    index('event_participants_board_in_game_idx').on(
      t.eventId,
      sql`(-${t.inGameScore})`,
      sql`coalesce(${t.inGameScoredAt}, ${t.joinedAt})`,
      t.userId,
    ),
    index('event_participants_board_social_idx').on(
      t.eventId,
      sql`(-${t.socialScore})`,
      sql`coalesce(${t.socialScoredAt}, ${t.joinedAt})`,
      t.userId,
    ),
    index('event_participants_board_other_idx').on(
      t.eventId,
      sql`(-${t.otherScore})`,
      sql`coalesce(${t.otherScoredAt}, ${t.joinedAt})`,
      t.userId,
    ),
    // Participants per day (host statistics) and the events a player took part in (public profile).
    index('event_participants_joined_idx').on(t.eventId, t.joinedAt),
  ],
);

/**
 * A participant's value of one of the event's metrics (docs/leaderboards.md, "Ranked by a metric"): the sum of
 * that metric in the game's signed reports whose occurred_at is inside the event's window. Written in the
 * ingest's own transaction (`value = value + excluded.value`, so concurrent reports add up) and backfilled
 * at admission; `reached_at` is when the value last changed, the board's tie-break. `metric` is core's
 * `metricKey` of the event's metric name. A row exists only once the game reported the metric for the player.
 */
export const eventMetricValues = pgTable(
  'event_metric_values',
  {
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.metric, t.userId] }),
    // Participants only: leaving an event (or the event going) takes the values with it.
    foreignKey({
      name: 'event_metric_values_participant_fk',
      columns: [t.eventId, t.userId],
      foreignColumns: [eventParticipants.eventId, eventParticipants.userId],
    }).onDelete('cascade'),
    // The two board orders (higher is better, lower is better), as the participants' board indexes.
    index('event_metric_values_board_desc_idx').on(
      t.eventId,
      t.metric,
      sql`(-${t.value})`,
      t.reachedAt,
      t.userId,
    ),
    index('event_metric_values_board_asc_idx').on(t.eventId, t.metric, t.value, t.reachedAt, t.userId),
  ],
);

/** Accounts created through an event's registration link while it ran: what the register task checks. */
export const eventSignups = pgTable(
  'event_signups',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
