import type { Payout } from '@w2e/core/contracts/prizes';
import { sql } from 'drizzle-orm';
import {
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
import { events } from './events';
import { eventAwards } from './rewards';
import { users } from './users';
import { wheelSpins, wheels } from './wheel';

/**
 * Prizes on their way to their winners (docs/prizes.md): one row per prize won that needs delivering, written in
 * the transaction that decides it (an event's award by the end-of-event job, a `manual` wheel segment by the
 * spin). Its status moves won → claimed → delivered → confirmed (or disputed → delivered again), each step a
 * conditional update on the status it expects, so a race applies it once. The checks keep each status's fields
 * complete; the unique (network, transaction) index lets one transaction pay one prize.
 */
export const prizes = pgTable(
  'prizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['leaderboard', 'task', 'wheel'] }).notNull(),
    /** The event it was won in (an event's wheel too); null for the platform wheel. */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    awardId: uuid('award_id').references(() => eventAwards.id, { onDelete: 'cascade' }),
    spinId: uuid('spin_id').references(() => wheelSpins.id, { onDelete: 'cascade' }),
    wheelId: uuid('wheel_id').references(() => wheels.id, { onDelete: 'cascade' }),
    /** The place on the frozen leaderboard, for a leaderboard prize. */
    position: integer('position'),
    /** The prize as it was won: the reward text, or the segment's label. */
    label: text('label').notNull(),
    /** How it is paid, as it was when won (core's payout; `{ kind: 'item' }` without one). */
    payout: jsonb('payout').$type<Payout>().notNull(),
    status: text('status', { enum: ['won', 'claimed', 'delivered', 'confirmed', 'disputed'] })
      .notNull()
      .default('won'),
    claimAddress: text('claim_address'),
    claimContact: text('claim_contact'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    deliveryNetwork: text('delivery_network'),
    deliveryTxHash: text('delivery_tx_hash'),
    deliveryNote: text('delivery_note'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredBy: uuid('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prizes_award_key').on(t.awardId),
    uniqueIndex('prizes_spin_key').on(t.spinId),
    uniqueIndex('prizes_delivery_tx_key')
      .on(t.deliveryNetwork, t.deliveryTxHash)
      .where(sql`${t.deliveryTxHash} is not null`),
    index('prizes_user_idx').on(t.userId, t.createdAt),
    index('prizes_event_idx').on(t.eventId, t.createdAt),
    index('prizes_wheel_idx').on(t.wheelId, t.createdAt),
    check(
      'prizes_source_fields',
      sql`(${t.source} in ('leaderboard', 'task') and ${t.awardId} is not null and ${t.eventId} is not null and ${t.spinId} is null) or (${t.source} = 'wheel' and ${t.spinId} is not null and ${t.wheelId} is not null and ${t.awardId} is null)`,
    ),
    check(
      'prizes_claim_complete',
      sql`${t.status} = 'won' or (${t.claimedAt} is not null and (${t.claimAddress} is null) <> (${t.claimContact} is null))`,
    ),
    check('prizes_delivery_complete', sql`${t.status} in ('won', 'claimed') or ${t.deliveredAt} is not null`),
    check('prizes_delivery_tx', sql`(${t.deliveryTxHash} is null) = (${t.deliveryNetwork} is null)`),
    check('prizes_confirmed_complete', sql`${t.status} <> 'confirmed' or ${t.confirmedAt} is not null`),
    check(
      'prizes_disputed_complete',
      sql`${t.status} <> 'disputed' or (${t.disputeReason} is not null and ${t.disputedAt} is not null)`,
    ),
  ],
);
