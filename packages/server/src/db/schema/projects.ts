import { PRICING_TIERS } from '@w2e/core/pricing/tiers';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A project: it hosts events and publishes Insights within its pricing tier. One per owner for now (members
 * and clans come later); an operator sets the tier. The tier is a column of the holder, not a table of its
 * own, so clans get the same column and the same admin call (see docs/content-platform.md).
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: PRICING_TIERS }).notNull().default('basic'),
    /** The project's own page (docs/projects.md): all optional, edited by its managers. */
    logoUrl: text('logo_url'),
    website: text('website'),
    /** Links to its channels by network (youtube, twitter, facebook, discord, telegram). */
    socials: jsonb('socials').$type<Partial<Record<string, string>>>().notNull().default({}),
    description: text('description'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('projects_slug_key').on(sql`lower(${t.slug})`),
    uniqueIndex('projects_owner_key').on(t.ownerId),
    index('projects_name_idx').on(t.name),
  ],
);
