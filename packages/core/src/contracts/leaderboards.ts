import { z } from 'zod';
import { leaderboardPlayerSchema, leaderboardRowSchema } from '../events/leaderboard';
import { pageOf, pageQuerySchema } from './common';

/**
 * GET /api/events/{slug}/leaderboard?limit=&offset=&q= (issue 12): the event's players ranked by core's rules
 * (events/leaderboard.ts: total, then who reached it first, then player id), a page of them, and the
 * signed-in player's own row (`me`) wherever it is, so it stays in sight when far down. `q` searches player
 * names and keeps each row's rank on the whole board.
 */
export const EVENT_LEADERBOARD_PAGE_SIZE = 20;
/** Deepest offset a page may start at: a board is read from the top, and a search finds anyone further down. */
export const LEADERBOARD_MAX_OFFSET = 10_000;

export const eventLeaderboardQuerySchema = pageQuerySchema(EVENT_LEADERBOARD_PAGE_SIZE, 100).extend({
  offset: z.coerce.number().int().min(0).max(LEADERBOARD_MAX_OFFSET).default(0),
  q: z.string().trim().max(50).optional(),
});
export type EventLeaderboardQuery = z.input<typeof eventLeaderboardQuerySchema>;

export const eventLeaderboardRowSchema = leaderboardRowSchema
  .extend({
    player: leaderboardPlayerSchema.extend({
      /** Opens the player's public profile; null for an account without one. */
      username: z.string().nullable(),
    }),
    /** When the total was reached: the tie-break players see. Null for a player with no score yet. */
    reached_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'EventLeaderboardRow' });
export type EventLeaderboardRow = z.infer<typeof eventLeaderboardRowSchema>;

export const eventLeaderboardSchema = pageOf(eventLeaderboardRowSchema)
  .extend({
    me: eventLeaderboardRowSchema.nullable(),
    /** The event's word for score ("XP"); null for the default. */
    score_label: z.string().nullable(),
  })
  .meta({ id: 'EventLeaderboard' });
export type EventLeaderboard = z.infer<typeof eventLeaderboardSchema>;
