import { PLAN_REQUEST_STATUSES } from '@w2e/core/contracts/plan-requests';
import { PRICING_TIERS } from '@w2e/core/pricing/tiers';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { projects } from './projects';
import { users } from './users';

/**
 * A project's request for a plan (docs/content-platform.md, "Plans"): its managers ask, an operator decides.
 * At most one request per project waits (the partial unique index, so two requests sent at once cannot both
 * be recorded); a decision is written once (a conditional update from `requested`) with who made it and when.
 */
export const planRequests = pgTable(
  'plan_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: PRICING_TIERS }).notNull(),
    note: text('note'),
    /** Enterprise: the operator contacts the host before deciding. */
    contact: boolean('contact').notNull().default(false),
    status: text('status', { enum: PLAN_REQUEST_STATUSES }).notNull().default('requested'),
    reason: text('reason'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plan_requests_pending_key').on(t.projectId).where(sql`${t.status} = 'requested'`),
    index('plan_requests_project_idx').on(t.projectId, t.createdAt),
    index('plan_requests_status_idx').on(t.status, t.createdAt),
  ],
);
