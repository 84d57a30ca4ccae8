import { index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { games } from './games';

/**
 * The shared secret a game's server signs statistics reports with (HMAC-SHA256). Kept as is because the
 * server must compute the same HMAC; shown to the game's owner once when created or rotated.
 */
export const gameStatsKeys = pgTable('game_stats_keys', {
  gameId: uuid('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One reported event per row, as the game's server sent it: a player (by email or wallet), when, what they
 * earned, their unclaimed balance afterwards and any game-specific metrics. Day series and totals are
 * computed from these rows. `external_id` is the game's own id for the event, so a resent report never
 * counts twice.
 */
export const gameStatEvents = pgTable(
  'game_stat_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    /** `email:<lower-case address>` or `wallet:<lower-case address>`. */
    playerKey: text('player_key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Decimal amounts in the game's reward token; numeric so sums are exact. */
    earning: numeric('earning', { precision: 38, scale: 18 }).notNull().default('0'),
    unclaimed: numeric('unclaimed', { precision: 38, scale: 18 }),
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_stat_events_external_key').on(t.gameId, t.externalId),
    index('game_stat_events_player_idx').on(t.gameId, t.playerKey, t.occurredAt),
    index('game_stat_events_game_time_idx').on(t.gameId, t.occurredAt),
    index('game_stat_events_player_key_idx').on(t.playerKey),
  ],
);
