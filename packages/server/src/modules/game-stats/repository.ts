import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { gameProfiles } from '../../db/schema/game-profiles';
import { gameStatEvents, gameStatsKeys } from '../../db/schema/game-stats';
import { resultRows } from '../../lib/sql-rows';
import type { GameProfileRow } from '../game-profiles/repository';

export type NewGameStatEvent = typeof gameStatEvents.$inferInsert;

/** How a game's server names a player: by email or wallet, lower-cased so letter case never splits one. */
export function playerKey(player: { email: string } | { wallet: string }): string {
  return 'email' in player ? `email:${player.email.toLowerCase()}` : `wallet:${player.wallet.toLowerCase()}`;
}

/**
 * The identities of a profile whose reports count: a verified email and a (signature-proven) wallet. An
 * unverified email counts for nobody, so typing someone else's address shows nothing.
 */
export function profileKeys(profile: Pick<GameProfileRow, 'email' | 'emailVerified' | 'wallet'>): string[] {
  const keys: string[] = [];
  if (profile.email && profile.emailVerified) keys.push(playerKey({ email: profile.email }));
  if (profile.wallet) keys.push(playerKey({ wallet: profile.wallet }));
  return keys;
}

/** `profileKeys` in SQL, for a query that has `game_profiles` in scope: the keys whose reports count for it. */
export const profileKeysSql = sql`array_remove(array[
  case when ${gameProfiles.emailVerified} then 'email:' || lower(${gameProfiles.email}) end,
  'wallet:' || lower(${gameProfiles.wallet})], null)`;

/** numeric(38,18) as text without the trailing zeros: "12.500000000000000000" → "12.5". */
export function decimalText(value: string | null | undefined): string {
  if (!value) return '0';
  if (!value.includes('.')) return value;
  const trimmed = value.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '' || trimmed === '-' ? '0' : trimmed;
}

/** Midnight UTC of the first day of a range of `days` days ending today. */
const rangeStart = (days: number) =>
  sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc' - make_interval(days => ${days - 1})`;
const todayStart = sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;
const utcDay = sql<string>`to_char(${gameStatEvents.occurredAt} at time zone 'utc', 'YYYY-MM-DD')`;

export function gameStatsRepository(db: Db) {
  return {
    async secretOf(gameId: string): Promise<string | undefined> {
      const [row] = await db.select().from(gameStatsKeys).where(eq(gameStatsKeys.gameId, gameId));
      return row?.secret;
    },

    async setSecret(gameId: string, secret: string) {
      const [row] = await db
        .insert(gameStatsKeys)
        .values({ gameId, secret })
        .onConflictDoUpdate({ target: gameStatsKeys.gameId, set: { secret, createdAt: sql`now()` } })
        .returning();
      return row!;
    },

    /** Stores events; one the game already sent (same game, same id) is skipped. Answers the new rows' ids. */
    async insertEvents(events: NewGameStatEvent[]): Promise<string[]> {
      if (events.length === 0) return [];
      const rows = await db
        .insert(gameStatEvents)
        .values(events)
        .onConflictDoNothing({ target: [gameStatEvents.gameId, gameStatEvents.externalId] })
        .returning({ id: gameStatEvents.id });
      return rows.map((row) => row.id);
    },

    /** Total, today's earning (UTC day), the latest unclaimed balance of each identity, and the last report. */
    async summary(gameId: string, keys: string[]) {
      if (keys.length === 0) return { total: '0', today: '0', unclaimed: '0', lastAt: null as Date | null };
      const mine = and(eq(gameStatEvents.gameId, gameId), inArray(gameStatEvents.playerKey, keys));
      const [[totals], [unclaimed]] = await Promise.all([
        db
          .select({
            total: sql<string>`coalesce(sum(${gameStatEvents.earning}), 0)::text`,
            today: sql<string>`coalesce(sum(${gameStatEvents.earning}) filter (where ${gameStatEvents.occurredAt} >= ${todayStart}), 0)::text`,
            lastAt: sql<string | null>`max(${gameStatEvents.occurredAt})::text`,
          })
          .from(gameStatEvents)
          .where(mine),
        db
          .execute<{ unclaimed: string }>(sql`
          select coalesce(sum(latest.unclaimed), 0)::text as unclaimed from (
            select distinct on (${gameStatEvents.playerKey}) ${gameStatEvents.unclaimed} as unclaimed
            from ${gameStatEvents}
            where ${mine} and ${gameStatEvents.unclaimed} is not null
            order by ${gameStatEvents.playerKey}, ${gameStatEvents.occurredAt} desc, ${gameStatEvents.receivedAt} desc
          ) latest`)
          .then((result) => resultRows<{ unclaimed: string }>(result)),
      ]);
      return {
        total: decimalText(totals?.total),
        today: decimalText(totals?.today),
        unclaimed: decimalText(unclaimed?.unclaimed),
        lastAt: totals?.lastAt ? new Date(totals.lastAt) : null,
      };
    },

    /** A player's earning and summed metrics per UTC day over the range; days without reports are absent. */
    async playerDays(gameId: string, keys: string[], days: number) {
      if (keys.length === 0) return { earnings: [], metrics: [] };
      const where = and(
        eq(gameStatEvents.gameId, gameId),
        inArray(gameStatEvents.playerKey, keys),
        sql`${gameStatEvents.occurredAt} >= ${rangeStart(days)}`,
      );
      const [earnings, metrics] = await Promise.all([
        db
          .select({ day: utcDay, earning: sql<string>`sum(${gameStatEvents.earning})::text` })
          .from(gameStatEvents)
          .where(where)
          .groupBy(utcDay),
        db
          .execute(sql`
          select ${utcDay} as day, m.key as key, sum(m.value::double precision) as value
          from ${gameStatEvents}, jsonb_each_text(${gameStatEvents.metrics}) m
          where ${where} and jsonb_typeof(${gameStatEvents.metrics} -> m.key) = 'number'
          group by 1, 2`)
          .then((result) => resultRows<{ day: string; key: string; value: number | string }>(result)),
      ]);
      return { earnings, metrics };
    },

    async playerEvents(gameId: string, keys: string[], page: { limit: number; offset: number }) {
      if (keys.length === 0) return { items: [], total: 0 };
      const where = and(eq(gameStatEvents.gameId, gameId), inArray(gameStatEvents.playerKey, keys));
      const [items, [count]] = await Promise.all([
        db
          .select()
          .from(gameStatEvents)
          .where(where)
          .orderBy(desc(gameStatEvents.occurredAt), desc(gameStatEvents.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(gameStatEvents).where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    /** A game's distinct players and earnings per UTC day over the range. */
    async gameDays(gameId: string, days: number) {
      const where = and(
        eq(gameStatEvents.gameId, gameId),
        sql`${gameStatEvents.occurredAt} >= ${rangeStart(days)}`,
      );
      const [perDay, [totals]] = await Promise.all([
        db
          .select({
            day: utcDay,
            players: sql<number>`count(distinct ${gameStatEvents.playerKey})::int`,
            earnings: sql<string>`sum(${gameStatEvents.earning})::text`,
          })
          .from(gameStatEvents)
          .where(where)
          .groupBy(utcDay),
        db
          .select({
            players: sql<number>`count(distinct ${gameStatEvents.playerKey})::int`,
            earnings: sql<string>`coalesce(sum(${gameStatEvents.earning}), 0)::text`,
          })
          .from(gameStatEvents)
          .where(where),
      ]);
      return { perDay, totals: { players: totals?.players ?? 0, earnings: decimalText(totals?.earnings) } };
    },
  };
}
