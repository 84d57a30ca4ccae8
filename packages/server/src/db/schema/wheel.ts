import type { Payout } from '@w2e/core/contracts/prizes';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { events } from './events';
import { users } from './users';

/**
 * Lucky wheels (docs/wheel.md). The platform wheel has no event (at most one, by the partial unique index);
 * an event has at most one wheel, configured by its host.
 */
export const wheels = pgTable(
  'wheels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wheels_event_key').on(t.eventId),
    uniqueIndex('wheels_platform_key').on(sql`(true)`).where(sql`${t.eventId} is null`),
  ],
);

/**
 * A wheel's segments in order (`position`): the order of the weights passed to core's `spinSegment`. A
 * segment with `stock` 0 takes part with weight 0. Stock only goes down by a conditional update
 * (`stock > 0`), and the check keeps it from ever going negative.
 */
export const wheelSegments = pgTable(
  'wheel_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wheelId: uuid('wheel_id')
      .notNull()
      .references(() => wheels.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    image: text('image'),
    prizeKind: text('prize_kind', { enum: ['score', 'spins', 'badge', 'manual'] }).notNull(),
    amount: integer('amount').notNull().default(1),
    scoreColumn: text('score_column', { enum: ['in_game', 'social', 'other'] }),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
    /** A `manual` prize's payout (docs/prizes.md); null: an item, handed over by contact. */
    payout: jsonb('payout').$type<Payout>(),
  },
  (t) => [
    uniqueIndex('wheel_segments_position_key').on(t.wheelId, t.position),
    check('wheel_segments_weight_positive', sql`${t.weight} > 0`),
    check('wheel_segments_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('wheel_segments_amount_positive', sql`${t.amount} > 0`),
    check('wheel_segments_score_column', sql`${t.prizeKind} <> 'score' or ${t.scoreColumn} is not null`),
  ],
);

/**
 * A player's state on one wheel: their committed server seed (secret until rotated) and its SHA-256, their
 * client seed, the nonce (spins made, the next spin's number) and the spin balance, never negative.
 * `free_spin_on` is the last UTC day the platform wheel's free spin was granted: the conditional update that
 * grants it (`free_spin_on < today`) makes it once per day whatever races.
 */
export const wheelPlayers = pgTable(
  'wheel_players',
  {
    wheelId: uuid('wheel_id')
      .notNull()
      .references(() => wheels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    spins: integer('spins').notNull().default(0),
    freeSpinOn: date('free_spin_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.wheelId, t.userId] }),
    index('wheel_players_user_idx').on(t.userId),
    check('wheel_players_spins_nonnegative', sql`${t.spins} >= 0`),
  ],
);

/**
 * Every spin with its proof inputs and the prize as it was when won (segments may be edited later). The
 * server seed is stored with the spin and shown only once the player's current seed is another one. The
 * unique (wheel, player, nonce) key is the last guard against one nonce deciding two spins.
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wheelId: uuid('wheel_id')
      .notNull()
      .references(() => wheels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    segmentId: uuid('segment_id').references(() => wheelSegments.id, { onDelete: 'set null' }),
    segmentIndex: integer('segment_index').notNull(),
    label: text('label').notNull(),
    prizeKind: text('prize_kind', { enum: ['score', 'spins', 'badge', 'manual'] }).notNull(),
    amount: integer('amount').notNull(),
    scoreColumn: text('score_column', { enum: ['in_game', 'social', 'other'] }),
    weights: jsonb('weights').$type<number[]>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wheel_spins_nonce_key').on(t.wheelId, t.userId, t.nonce),
    index('wheel_spins_player_idx').on(t.wheelId, t.userId, t.createdAt),
  ],
);

/** In-product badges won on a wheel: one row per player and badge (winning it again adds nothing). */
export const wheelBadges = pgTable(
  'wheel_badges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badge: text('badge').notNull(),
    wheelId: uuid('wheel_id').references(() => wheels.id, { onDelete: 'set null' }),
    spinId: uuid('spin_id').references(() => wheelSpins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badge] })],
);
