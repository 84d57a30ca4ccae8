import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clans } from './clans';
import { timestamps } from './columns';
import { projects } from './projects';
import { users } from './users';

/**
 * A host's partner webhook (docs/webhooks.md), a project's or a clan's (exactly one of the two columns): where
 * to POST which domain events. The signing secret must
 * be read back to sign, so it is kept sealed (lib/sealed-text.ts, the row's id as context), never hashed; after
 * a rotation the previous one keeps signing beside it until `previous_secret_expires_at`.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    clanId: uuid('clan_id').references(() => clans.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it is off: `manual` (its host), `failing` (a delivery gave up after its retry window). */
    disabledReason: text('disabled_reason', { enum: ['manual', 'failing'] }),
    /** Failed attempts in a row, and since when; both reset by a successful delivery. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /**
     * The time of the one wake-up job queued for a delivery in backoff: a worker queues another only when it
     * would run earlier, so the jobs waiting for one webhook do not multiply.
     */
    wakeAt: timestamp('wake_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('webhooks_project_idx').on(t.projectId),
    index('webhooks_clan_idx').on(t.clanId),
    check('webhooks_one_host', sql`(${t.projectId} is null) <> (${t.clanId} is null)`),
  ],
);

/**
 * One domain event to one webhook. Rows are written by the outbox's webhooks consumer in the transaction that
 * moves its cursor, so each event gives each webhook one row; `seq` is the order they go out in (a redelivery
 * takes a new one, at the end of the line). The body is kept as sent, so every attempt sends the same bytes
 * under the same delivery id.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retries go on until this long after `retry_from` (its creation, or a redelivery). */
    retryFrom: timestamp('retry_from', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's hold on it while it sends: the token it records with, and until when it holds. */
    leaseId: uuid('lease_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.webhookId, t.eventId),
    index('webhook_deliveries_pending_idx').on(t.webhookId, t.seq).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_list_idx').on(t.webhookId, t.createdAt),
  ],
);
