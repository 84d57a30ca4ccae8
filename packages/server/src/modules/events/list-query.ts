import type { EventsQuery } from '@w2e/core/contracts/events';
import { TASK_KINDS, taskKindsOf } from '@w2e/core/events/discovery';
import { asc, desc, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { events } from '../../db/schema/events';
import { tasks } from '../../db/schema/tasks';

type DiscoveryQuery = Pick<
  EventsQuery,
  'status' | 'sort' | 'network' | 'reward' | 'host_kind' | 'task' | 'featured'
>;

/** A leaderboard tier pays what `payout` contains (jsonb containment on the event's tiers). */
const paysLike = (payout: Record<string, string>) =>
  sql`${events.leaderboards} @> ${JSON.stringify([{ payout }])}::jsonb`;

/** One of the event's tasks matches `where`. */
const hasTask = (where: SQL) =>
  sql`exists (select 1 from ${tasks} where ${tasks.eventId} = ${events.id} and ${where})`;

/**
 * The discovery filters of GET /api/events (core's events/discovery.ts), each an extra condition on the
 * public list: `status=live` (running or not started yet), the network a task checks or a tier pays on, the
 * reward kind a tier (or a task's prize) pays, the host's kind, any of the task kinds, the featured row.
 */
export function discoveryFilters(query: DiscoveryQuery, now: Date): SQL[] {
  const filters: SQL[] = [];
  if (query.status === 'live')
    filters.push(eq(events.status, 'published'), or(isNull(events.endTime), gt(events.endTime, now))!);
  if (query.network)
    filters.push(
      or(paysLike({ network: query.network }), hasTask(sql`${tasks.config}->>'network' = ${query.network}`))!,
    );
  if (query.reward)
    filters.push(
      or(
        paysLike({ kind: query.reward }),
        hasTask(sql`${tasks.config} @> ${JSON.stringify({ prize_payout: { kind: query.reward } })}::jsonb`),
      )!,
    );
  if (query.host_kind) filters.push(eq(events.hostKind, query.host_kind));
  const kinds = taskKindsOf(query.task);
  if (kinds.length > 0) {
    const types = kinds.flatMap((kind) => TASK_KINDS[kind]);
    filters.push(
      hasTask(
        sql`${tasks.type} in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})`,
      ),
    );
  }
  if (query.featured === 'true') filters.push(isNotNull(events.featuredAt));
  return filters;
}

/** The first amount written in the prize pool ("5,000 USDT + 20 NFTs" → 5000), 0 when it has none. */
const prizeAmount = sql`coalesce(nullif(replace(substring(${events.prizePool} from '[0-9][0-9,]*(?:\\.[0-9]+)?'), ',', ''), '')::numeric, 0)`;

/** An instant as a query parameter (raw SQL gets no column type to map a Date by). */
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Ended (finished, or past its end) sorts after everything still open. */
const endedLast = (now: Date) =>
  sql`case when ${events.status} = 'finished' or ${events.endTime} <= ${at(now)} then 1 else 0 end`;

/** The order `sort` asks for, or null to keep the list's own order by phase. */
export function discoveryOrder(query: DiscoveryQuery, now: Date): SQL[] | null {
  switch (query.sort) {
    case 'ending_soon':
      return [asc(endedLast(now)), sql`${events.endTime} asc nulls last`, asc(events.id)];
    case 'newest':
      return [sql`${events.publishedAt} desc nulls last`, desc(events.startTime), desc(events.id)];
    case 'prize':
      return [desc(prizeAmount), desc(events.startTime), desc(events.id)];
    case 'most_joined':
      return [desc(events.participantsCount), desc(events.startTime), desc(events.id)];
    default:
      if (query.featured === 'true') return [desc(events.featuredAt), desc(events.id)];
      // Live: what runs now first, the one with least time left first, then what starts soonest.
      if (query.status === 'live')
        return [
          sql`case when ${events.startTime} <= ${at(now)} then 0 else 1 end`,
          sql`${events.endTime} asc nulls last`,
          asc(events.startTime),
          asc(events.id),
        ];
      return null;
  }
}
