import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * Where a participant was seen while taking part in an event (docs/trust.md): the client's address, its
 * narrow range (/24 for IPv4, /48 for IPv6) and the portal's first-party device id, each kept only as a keyed
 * HMAC (the key is configuration, never stored here), so the table says "these accounts shared one address"
 * without saying which. One row per participant, kind and value, with the first and last time it was seen;
 * rows are deleted once their last sighting is older than `TRUST_SIGHTINGS_DAYS`.
 */
export const trustSightings = pgTable(
  'trust_sightings',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['address', 'range', 'device'] }).notNull(),
    /** HMAC-SHA256 (hex, first 32 characters) of the value, keyed by TRUST_HASH_KEY. */
    hash: text('hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId, t.kind, t.hash] }),
    index('trust_sightings_last_seen_idx').on(t.lastSeenAt),
  ],
);

/**
 * A host's decision on one participant of an event, until its list is frozen (docs/trust.md): `exclude` leaves
 * them out of the rewards whatever their risk, `clear` keeps them in whatever their risk and the rules. One per
 * participant (a later decision replaces it), with who decided, when and why; shown to that participant.
 */
export const trustDecisions = pgTable(
  'trust_decisions',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['exclude', 'clear'] }).notNull(),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** A participant's appeal: one per event (unique index), answered once by the event's host. */
export const trustAppeals = pgTable(
  'trust_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'rejected'] })
      .notNull()
      .default('open'),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trust_appeals_event_user_key').on(t.eventId, t.userId),
    index('trust_appeals_event_idx').on(t.eventId, t.status),
  ],
);
