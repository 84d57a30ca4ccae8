import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { games } from './games';
import { users } from './users';

/**
 * A player's account in a game (spec "User game entry": id, gameId, email, wallet). The game's server
 * reports statistics by email or wallet; a profile shows them once its email is verified or its wallet was
 * proven by a signature (a wallet is only ever stored after one).
 */
export const gameProfiles = pgTable(
  'game_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** EIP-55 checksummed; proven by a signature when set. */
    wallet: text('wallet'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('game_profiles_user_game_key').on(t.userId, t.gameId),
    // One owner per in-game identity: a verified email or a wallet can't feed two players' statistics.
    uniqueIndex('game_profiles_game_verified_email_key')
      .on(t.gameId, sql`lower(${t.email})`)
      .where(sql`${t.emailVerified}`),
    uniqueIndex('game_profiles_game_wallet_key').on(t.gameId, sql`lower(${t.wallet})`),
    index('game_profiles_game_idx').on(t.gameId),
  ],
);
