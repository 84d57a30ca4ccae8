import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events (core: contracts/domain-events.ts; docs/notifications.md). A row is written in
 * the same transaction as the change it tells, so it exists exactly when that change committed.
 *
 * Consumers read in commit order, not id order: two transactions may take ids 7 and 8 and commit 8 first, and
 * a reader that passed 8 would never see 7. So each row keeps the id of the transaction that wrote it
 * (`tx_id`, PostgreSQL's `pg_current_xact_id()`), and a reader takes only rows whose transaction is older than
 * the oldest one still running (`pg_snapshot_xmin`): those are all finished, and no row can appear among them
 * later. It reads in (tx_id, id) order and remembers the last pair it handled.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: bigint('tx_id', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_order_idx').on(t.txId, t.id)],
);

/** How far each consumer of the outbox got: the (tx_id, id) of the last event it handled. */
export const domainEventCursors = pgTable('domain_event_cursors', {
  consumer: text('consumer').primaryKey(),
  txId: bigint('tx_id', { mode: 'number' }).notNull().default(0),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
