import { CO_HOST_STATUSES } from '@w2e/core/contracts/co-hosts';
import { EVENT_HOST_KINDS } from '@w2e/core/events/summary';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { events } from './events';
import { users } from './users';

/**
 * An event's co-hosts (docs/events.md, "Co-hosts"): another project, game or clan its host invites, which
 * accepts or declines. One row per event and host (the unique index, so two invitations sent at once cannot
 * both be recorded); the answer is written once (a conditional update from `invited`). An accepted co-host
 * lists the event as its own (GET /api/events?host=, its page).
 */
export const eventCoHosts = pgTable(
  'event_co_hosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    hostKind: text('host_kind', { enum: EVENT_HOST_KINDS }).notNull(),
    hostId: uuid('host_id').notNull(),
    status: text('status', { enum: CO_HOST_STATUSES }).notNull().default('invited'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('event_co_hosts_event_host_key').on(t.eventId, t.hostKind, t.hostId),
    index('event_co_hosts_host_idx').on(t.hostKind, t.hostId, t.status),
  ],
);
