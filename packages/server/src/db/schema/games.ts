import { PRICING_TIERS } from '@w2e/core/pricing/tiers';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A game on the platform. Players link their accounts to it (game profiles) and see their statistics; its
 * owner (after an approved claim) edits it and its server reports statistics. Listed once `published`.
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    /** One line for cards and previews. */
    summary: text('summary'),
    /** Rich text, sanitized with core's link policy before it is stored. */
    description: text('description'),
    websiteUrl: text('website_url'),
    /** Social links by network (youtube, twitter, facebook, discord, telegram). */
    links: jsonb('links').$type<Partial<Record<string, string>>>().notNull().default({}),
    /** Keys of core's supported networks (bsc, eth, …) the game runs on. */
    networks: jsonb('networks').$type<string[]>().notNull().default([]),
    genres: jsonb('genres').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The plan its owner's events run on (task types), set by an operator as for projects. */
    tier: text('tier', { enum: PRICING_TIERS }).notNull().default('basic'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('games_slug_key').on(sql`lower(${t.slug})`),
    index('games_owner_idx').on(t.ownerId),
    index('games_status_name_idx').on(t.status, t.name),
  ],
);
