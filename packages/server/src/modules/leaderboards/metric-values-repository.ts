import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { eventMetricValues, eventParticipants, events } from '../../db/schema/events';
import { gameProfiles } from '../../db/schema/game-profiles';
import { gameStatEvents } from '../../db/schema/game-stats';
import { tasks } from '../../db/schema/tasks';
import { resultRows } from '../../lib/sql-rows';
import { profileKeysSql } from '../game-stats/repository';
import { type Board, boardOf } from './repository';

/**
 * Per-event metric values (docs/leaderboards.md, "Ranked by a metric"): each participant's sum of each of the
 * event's metrics in the game's signed reports inside the event's window, kept in `event_metric_values`.
 *
 * - The game an event's metrics come from (`metricGame`): the hosting game; for a project's or clan's event,
 *   the one game its in-game tasks name (none, or two different ones: no game, and ranking by a metric is
 *   refused when the event is saved).
 * - Written in the ingest's own transaction from the reports it newly stored (`addReported`): a report id the
 *   game sent before is not stored again, so it never counts twice, and `value = value + excluded.value` makes
 *   concurrent reports add up. Only participants of published events whose window holds the report count.
 * - A player who joins after the game reported for them is backfilled at admission (`backfill`), from the
 *   stored reports of the window. The profile row lock (FOR UPDATE at admission, FOR SHARE in the ingest)
 *   orders the two, so a report landing while the player joins is counted exactly once.
 * - `reached_at` is when the platform saw the value change (at least one microsecond after the last change),
 *   the tie-break players see: whoever reached the value first ranks higher, then player id.
 */
const mv = eventMetricValues;

/** The game the event's metrics come from, as text (null: none). `e` is the events row in scope. */
const metricGame = sql`(case when ${events.hostKind} = 'game' then ${events.hostId}::text else (
  select min(${tasks.config} ->> 'game_id') from ${tasks}
  where ${tasks.eventId} = ${events.id} and ${tasks.type} = 'in_game'
  having count(distinct ${tasks.config} ->> 'game_id') = 1) end)`;

/** The event tracks a metric of this (lower-cased, trimmed) name. */
const tracks = (metric: SQL) =>
  sql`exists (select 1 from jsonb_array_elements(${events.metrics}) tracked
    where lower(btrim(tracked ->> 'metric')) = ${metric})`;

/** A report's time lies inside the event's window [start, end). */
const inWindow = (at: SQL | typeof gameStatEvents.occurredAt) =>
  sql`${events.startTime} <= ${at} and (${events.endTime} is null or ${at} < ${events.endTime})`;

/** A reported number as double precision, with its metric's name lower-cased and trimmed. */
const reportedMetrics = sql`cross join lateral jsonb_each(${gameStatEvents.metrics}) reported`;
const reportedName = sql`lower(btrim(reported.key))`;
const reportedValue = sql`(reported.value #>> '{}')::float8`;

export interface MetricChange {
  eventId: string;
  userId: string;
  metric: string;
  value: number;
  reachedUs: string;
}

/** A `MetricChange` from an event_metric_values row (unqualified: an insert names its target with an alias). */
const CHANGE = sql.raw(`event_id as "eventId", user_id as "userId", metric, value,
  (extract(epoch from reached_at) * 1000000)::bigint::text as "reachedUs"`);

export function metricValuesRepository(db: Db) {
  return {
    /** The game an event's metrics come from (see above), or null. */
    async metricGameOf(eventId: string): Promise<string | null> {
      const rows = resultRows<{ game: string | null }>(
        await db.execute(sql`select ${metricGame} as game from ${events} where ${events.id} = ${eventId}`),
      );
      return rows[0]?.game ?? null;
    },

    /**
     * Adds the metrics of reports this transaction just stored (`ids`, of one game) to the values of the
     * participants they belong to. Answers the rows as written.
     */
    async addReported(gameId: string, ids: readonly string[]): Promise<MetricChange[]> {
      if (ids.length === 0) return [];
      const tracking = resultRows(
        await db.execute(sql`select 1 from ${events}
          where ${events.status} = 'published' and ${events.metrics} <> '[]'::jsonb and ${metricGame} = ${gameId}
          limit 1`),
      );
      if (tracking.length === 0) return [];
      const idList = `{${ids.join(',')}}`;
      const stored = sql`${gameStatEvents.id} = any(${idList}::uuid[])`;
      // Who the reports belong to (a verified email or a proven wallet of the game's profiles).
      const owned = sql`select ${gameProfiles.id} as profile_id, ${gameProfiles.userId} as user_id,
          ${gameStatEvents.id} as report_id
        from ${gameStatEvents} join ${gameProfiles} on ${gameProfiles.gameId} = ${gameStatEvents.gameId}
          and ${gameStatEvents.playerKey} = any(${profileKeysSql})
        where ${stored}`;
      // Their profiles share-locked first: an admission backfilling the same player waits for this transaction,
      // or this one for it (see above).
      await db.execute(sql`select 1 from ${gameProfiles} where ${gameProfiles.id} in (
          select profile_id from (${owned}) owned)
        order by ${gameProfiles.id} for share`);
      return resultRows<MetricChange>(
        await db.execute(sql`
          with owned as (${owned}),
          reports as (
            select owned.user_id, ${gameStatEvents.occurredAt} as occurred_at, ${reportedName} as metric,
              ${reportedValue} as value
            from owned join ${gameStatEvents} on ${gameStatEvents.id} = owned.report_id
            ${reportedMetrics}
            where jsonb_typeof(reported.value) = 'number'
          )
          insert into ${mv} as kept (event_id, user_id, metric, value, reached_at)
          select ${events.id}, reports.user_id, reports.metric, sum(reports.value), clock_timestamp()
          from reports
          join ${events} on ${events.status} = 'published' and ${inWindow(sql`reports.occurred_at`)}
            and ${metricGame} = ${gameId} and ${tracks(sql`reports.metric`)}
          join ${eventParticipants} on ${eventParticipants.eventId} = ${events.id}
            and ${eventParticipants.userId} = reports.user_id
          group by ${events.id}, reports.user_id, reports.metric
          order by ${events.id}, reports.metric, reports.user_id
          on conflict (event_id, metric, user_id) do update set
            value = kept.value + excluded.value,
            reached_at = case when excluded.value <> 0
              then greatest(kept.reached_at + interval '1 microsecond', excluded.reached_at)
              else kept.reached_at end
          returning ${CHANGE}`),
      );
    },

    /**
     * A newcomer's values from the reports stored before they joined (inside the window), in the admission's
     * transaction, after their participant row was written.
     */
    async backfill(eventId: string, userId: string): Promise<MetricChange[]> {
      const profile = resultRows<{ id: string }>(
        await db.execute(sql`select ${gameProfiles.id} as id from ${gameProfiles}, ${events}
          where ${events.id} = ${eventId} and ${events.status} = 'published' and ${events.metrics} <> '[]'::jsonb
            and ${gameProfiles.userId} = ${userId} and ${gameProfiles.gameId}::text = ${metricGame}
          for update of ${gameProfiles}`),
      );
      if (profile.length === 0) return [];
      return resultRows<MetricChange>(
        await db.execute(sql`
          insert into ${mv} (event_id, user_id, metric, value, reached_at)
          select ${events.id}, ${gameProfiles.userId}, ${reportedName}, sum(${reportedValue}), clock_timestamp()
          from ${events}
          join ${gameProfiles} on ${gameProfiles.id} = ${profile[0]!.id}
          join ${gameStatEvents} on ${gameStatEvents.gameId} = ${gameProfiles.gameId}
            and ${gameStatEvents.playerKey} = any(${profileKeysSql})
            and ${inWindow(gameStatEvents.occurredAt)}
          ${reportedMetrics}
          where ${events.id} = ${eventId} and jsonb_typeof(reported.value) = 'number'
            and ${tracks(reportedName)}
          group by 1, 2, 3
          on conflict do nothing
          returning ${CHANGE}`),
      );
    },

    /** A player's values in one event (after their admission: what Redis boards take). */
    async ofPlayer(eventId: string, userId: string): Promise<MetricChange[]> {
      return resultRows<MetricChange>(
        await db.execute(
          sql`select ${CHANGE} from ${mv} where ${mv.eventId} = ${eventId} and ${mv.userId} = ${userId}`,
        ),
      );
    },

    /** A player's rows on the metric boards their events rank by: what a Redis board takes after a change. */
    async boardWrites(changes: readonly MetricChange[]) {
      if (changes.length === 0) return [];
      const eventIds = [...new Set(changes.map((change) => change.eventId))];
      const rows = resultRows<{
        id: string;
        rankBy: string;
        metrics: { metric: string; ranking: 'desc' | 'asc' }[];
      }>(
        await db.execute(sql`select ${events.id} as id, ${events.rankBy} as "rankBy", ${events.metrics} as metrics
          from ${events} where ${events.id} = any(${`{${eventIds.join(',')}}`}::uuid[])`),
      );
      const boards = new Map(rows.map((row) => [row.id, boardOf(row as Parameters<typeof boardOf>[0])]));
      return changes.flatMap((change) => {
        const board: Board | undefined = boards.get(change.eventId);
        if (!board || board.metric !== change.metric) return [];
        const value = Number(change.value);
        return [
          {
            board,
            userId: change.userId,
            rank: board.kind === 'metric_desc' ? -value : value,
            reachedUs: change.reachedUs,
          },
        ];
      });
    },
  };
}
