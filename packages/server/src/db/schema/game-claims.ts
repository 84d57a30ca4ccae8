import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { games } from './games';
import { users } from './users';

/**
 * A user's request to own a game, with their proof, decided by a platform operator. The partial unique
 * indexes are the last line against races: one pending claim per user and game, and never two approved
 * claims for one game.
 */
export const gameClaims = pgTable(
  'game_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_claims_one_pending_key').on(t.gameId, t.userId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('game_claims_one_approved_key').on(t.gameId).where(sql`${t.status} = 'approved'`),
    index('game_claims_status_created_idx').on(t.status, t.createdAt),
  ],
);
