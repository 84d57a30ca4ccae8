import type { DomainEvent, DomainEventType, NewDomainEvent } from '@w2e/core/contracts/domain-events';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { domainEventCursors, domainEvents } from '../db/schema/domain-events';
import type { QueueName } from '../jobs/queue';
import { resultRows } from '../lib/sql-rows';

/**
 * The outbox of domain events (db/schema/domain-events.ts, docs/notifications.md). `recordEvents` is called
 * with the transaction that makes the change, never with the database itself: the event then exists exactly
 * when the change committed.
 */

/** Rows per insert: far below PostgreSQL's 65,535 parameters, and a draw of 10,000 winners is 10 statements. */
const INSERT_CHUNK = 1_000;

export async function recordEvents(tx: Db, events: readonly NewDomainEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += INSERT_CHUNK)
    await tx
      .insert(domainEvents)
      .values(events.slice(start, start + INSERT_CHUNK).map(({ type, payload }) => ({ type, payload })));
}

export const recordEvent = (tx: Db, event: NewDomainEvent) => recordEvents(tx, [event]);

/**
 * A reader of the outbox: `handle` gets each batch inside the transaction that moves the consumer's cursor past
 * it, so what it writes there (notifications, jobs) is written exactly once per event. Throwing rolls the batch
 * back and it is read again on the next run.
 */
export interface OutboxConsumer {
  name: string;
  handle(tx: Db, events: DomainEvent[]): Promise<void>;
  /** The job queues `handle` feeds: their workers here are told once its batch committed (JobQueue.notify). */
  feeds?: readonly QueueName[];
}

interface EventRow {
  id: string | number;
  tx_id: string | number;
  type: DomainEventType;
  payload: unknown;
  occurred_at: string | Date;
}

/**
 * One batch for one consumer: at most `batch` events, in commit order. Returns how many it handled (0 when
 * nothing is new, or when another instance holds this consumer's cursor right now: its row is locked and
 * skipped, so the consumer runs once across instances).
 */
export async function consumeBatch(db: Db, consumer: OutboxConsumer, batch = 500): Promise<number> {
  await db.insert(domainEventCursors).values({ consumer: consumer.name }).onConflictDoNothing();
  return db.transaction(async (tx) => {
    const [cursor] = resultRows<{ tx_id: string | number; event_id: string | number }>(
      await tx.execute(
        sql`select tx_id, event_id from domain_event_cursors where consumer = ${consumer.name} for update skip locked`,
      ),
    );
    if (!cursor) return 0;
    const rows = resultRows<EventRow>(
      await tx.execute(sql`
        select id, tx_id, type, payload, occurred_at from domain_events
        where (tx_id, id) > (${Number(cursor.tx_id)}::bigint, ${Number(cursor.event_id)}::bigint)
          and tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
        order by tx_id, id
        limit ${batch}`),
    );
    if (rows.length === 0) return 0;
    await consumer.handle(
      tx,
      rows.map(
        (row) =>
          ({
            id: String(row.id),
            type: row.type,
            payload: row.payload,
            occurred_at: new Date(row.occurred_at).toISOString(),
          }) as DomainEvent,
      ),
    );
    const last = rows[rows.length - 1]!;
    await tx.execute(sql`
      update domain_event_cursors set tx_id = ${Number(last.tx_id)}, event_id = ${Number(last.id)}, updated_at = now()
      where consumer = ${consumer.name}`);
    return rows.length;
  });
}

/** Runs a consumer until it has caught up (or `maxBatches` ran); returns how many events it handled. */
export async function drainConsumer(
  db: Db,
  consumer: OutboxConsumer,
  { batch = 500, maxBatches = 100 }: { batch?: number; maxBatches?: number } = {},
): Promise<number> {
  let handled = 0;
  for (let i = 0; i < maxBatches; i++) {
    const count = await consumeBatch(db, consumer, batch);
    handled += count;
    if (count < batch) break;
  }
  return handled;
}
