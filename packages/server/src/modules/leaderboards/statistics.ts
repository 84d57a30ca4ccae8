import { type EventStatistics, EXPORT_COLUMNS } from '@w2e/core/contracts/leaderboards';
import { metricOfRankBy, type ScoreBoard } from '@w2e/core/events/leaderboard';
import { publicName } from '@w2e/core/format/display-name';
import { and, eq, sql } from 'drizzle-orm';
import { eventParticipants, type events } from '../../db/schema/events';
import { pageViews } from '../../db/schema/page-views';
import { taskCompletions, tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { csvCell } from '../../lib/csv';
import { resultRows } from '../../lib/sql-rows';
import { managedEvent } from '../events/access';
import { assessParticipants } from '../trust/assess';
import { walletReader } from '../trust/wallets';
import type { UserRow } from '../users/repository';
import { boardOrder } from './repository';

const p = eventParticipants;
const BUCKETS = 10;

/** GET /api/events/{id}/statistics: 404 for no such event, 403 for anyone but its host (and operators). */
export async function eventStatistics(deps: Deps, user: UserRow, id: string): Promise<EventStatistics> {
  const event = await managedEvent(deps, id, user);
  const db = deps.db;
  const [perDay, taskRows, perTask, firstTask, viewed, maxScore] = await Promise.all([
    db.execute(sql`select to_char(${p.joinedAt} at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from ${p} where ${p.eventId} = ${event.id} group by 1 order by 1`),
    db
      .select({ id: tasks.id, name: tasks.name, config: tasks.config })
      .from(tasks)
      .where(eq(tasks.eventId, event.id))
      .orderBy(tasks.weight, tasks.createdAt),
    db
      .select({
        taskId: taskCompletions.taskId,
        completions: sql<number>`count(*)::int`,
        players: sql<number>`count(distinct ${taskCompletions.userId})::int`,
      })
      .from(taskCompletions)
      .where(eq(taskCompletions.eventId, event.id))
      .groupBy(taskCompletions.taskId),
    db
      .select({ n: sql<number>`count(distinct ${taskCompletions.userId})::int` })
      .from(taskCompletions)
      .where(eq(taskCompletions.eventId, event.id)),
    db
      .select({ n: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` })
      .from(pageViews)
      .where(sql`lower(${pageViews.path}) = lower(${`/event/${event.slug}`})`),
    db
      .select({ n: sql<number>`coalesce(max(${p.totalScore}), 0)::int` })
      .from(p)
      .where(eq(p.eventId, event.id)),
  ]);
  const mandatory = taskRows.filter((task) => task.config.mandatory === true).map((task) => task.id);
  const [allMandatory] = mandatory.length
    ? await db.select({ n: sql<number>`count(*)::int` }).from(
        db
          .select({ userId: taskCompletions.userId })
          .from(taskCompletions)
          .where(
            and(
              eq(taskCompletions.eventId, event.id),
              sql`${taskCompletions.taskId} = any(${`{${mandatory.join(',')}}`}::text[])`,
            ),
          )
          .groupBy(taskCompletions.userId)
          .having(sql`count(distinct ${taskCompletions.taskId}) = ${mandatory.length}`)
          .as('done'),
      )
    : // No mandatory task: everyone who did a first task has done them all.
      firstTask;

  // At most ten equal whole-number ranges of [0, max]; the last one closes at max.
  const max = maxScore[0]?.n ?? 0;
  const width = Math.max(1, Math.ceil((max + 1) / BUCKETS));
  const ranges = Math.ceil((max + 1) / width);
  const buckets =
    await db.execute(sql`select least(floor(${p.totalScore}::float8 / ${width})::int, ${ranges - 1}) as b,
    count(*)::int as n from ${p} where ${p.eventId} = ${event.id} and ${p.totalScore} >= 0 group by 1`);
  const inBucket = new Map(
    resultRows<{ b: number; n: number }>(buckets).map((row) => [Number(row.b), Number(row.n)]),
  );

  const counts = new Map(perTask.map((row) => [row.taskId, row]));
  let before = event.participantsCount;
  return {
    participants: event.participantsCount,
    participants_per_day: resultRows<{ day: string; n: number }>(perDay).map((row) => ({
      day: row.day,
      participants: Number(row.n),
    })),
    tasks: taskRows.map((task) => {
      const done = counts.get(task.id);
      const players = done?.players ?? 0;
      const dropped = Math.max(0, before - players);
      before = players;
      return {
        task_id: task.id,
        name: task.name,
        mandatory: task.config.mandatory === true,
        completions: done?.completions ?? 0,
        players,
        dropped,
      };
    }),
    funnel: {
      viewed: viewed[0]?.n ?? 0,
      first_task: firstTask[0]?.n ?? 0,
      all_mandatory: allMandatory?.n ?? 0,
    },
    score_distribution: Array.from({ length: ranges }, (_, b) => ({
      from: b * width,
      to: b === ranges - 1 ? max : (b + 1) * width - 1,
      players: inBucket.get(b) ?? 0,
    })),
  };
}

const EXPORT_BATCH = 2_000;

/**
 * GET /api/events/{id}/export.csv: every participant in rank order (the event's board) with their scores,
 * completions, when they joined and their linked accounts, streamed a batch at a time. Each batch starts
 * after the last row of the one before by the board's key (−score, reached, player id), a range of the
 * board's index, so memory stays one batch whatever the event's size and no transaction is held open.
 */
export async function* exportParticipants(
  deps: Deps,
  event: Pick<typeof events.$inferSelect, 'id' | 'rankBy' | 'startTime' | 'endTime'>,
): AsyncGenerator<string> {
  // A metric's board holds only the players the game reported it for: the export lists every participant,
  // in the total's order then.
  const {
    rank: rankValue,
    reached,
    key,
    order,
  } = boardOrder(metricOfRankBy(event.rankBy) === null ? (event.rankBy as ScoreBoard) : 'total');
  yield `${EXPORT_COLUMNS.join(',')}\n`;
  // Risk is scored for the whole event at once (the groups need everyone), from the stored signals.
  const { assessment } = await assessParticipants(deps.db, event, walletReader(deps, event));
  const risk = new Map(assessment.participants.map((a) => [a.user_id, a]));
  let after: { rankValue: number; reached: string; userId: string } | null = null;
  let rank = 0;
  for (;;) {
    const rows: {
      userId: string;
      rankValue: number;
      reached: string;
      username: string | null;
      fullName: string | null;
      walletAddress: string | null;
      telegramId: string | null;
      googleSub: string | null;
      inGame: number;
      social: number;
      other: number;
      total: number;
      joinedAt: Date;
    }[] = await deps.db
      .select({
        userId: p.userId,
        rankValue,
        reached: sql<string>`(${reached})::text`,
        username: users.username,
        fullName: users.fullName,
        walletAddress: users.walletAddress,
        telegramId: users.telegramId,
        googleSub: users.googleSub,
        inGame: p.inGameScore,
        social: p.socialScore,
        other: p.otherScore,
        total: p.totalScore,
        joinedAt: p.joinedAt,
      })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(
        after
          ? and(
              eq(p.eventId, event.id),
              sql`(${key}) > (${after.rankValue}::int, ${after.reached}::timestamptz, ${after.userId}::uuid)`,
            )
          : eq(p.eventId, event.id),
      )
      .orderBy(order)
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    const completions = await deps.db
      .select({ userId: taskCompletions.userId, n: sql<number>`count(*)::int` })
      .from(taskCompletions)
      .where(
        and(
          eq(taskCompletions.eventId, event.id),
          sql`${taskCompletions.userId} = any(${`{${rows.map((row) => row.userId).join(',')}}`}::uuid[])`,
        ),
      )
      .groupBy(taskCompletions.userId);
    const done = new Map(completions.map((row) => [row.userId, row.n]));
    let chunk = '';
    for (const row of rows) {
      rank += 1;
      chunk += `${[
        rank,
        publicName({ name: row.fullName, username: row.username, wallet: row.walletAddress }, ''),
        row.username,
        row.inGame,
        row.social,
        row.other,
        row.total,
        done.get(row.userId) ?? 0,
        row.joinedAt.toISOString(),
        row.walletAddress,
        row.telegramId !== null,
        row.googleSub !== null,
        risk.get(row.userId)?.level ?? '',
        risk.get(row.userId)?.score ?? '',
        risk
          .get(row.userId)
          ?.reasons.map((r) => r.code)
          .join(' ') ?? '',
      ]
        .map(csvCell)
        .join(',')}\n`;
    }
    yield chunk;
    const last = rows[rows.length - 1]!;
    after = { rankValue: last.rankValue, reached: last.reached, userId: last.userId };
    if (rows.length < EXPORT_BATCH) return;
  }
}
