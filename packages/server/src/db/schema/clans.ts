import { PRICING_TIERS } from '@w2e/core/pricing/tiers';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A clan (spec section 3). `member_count` counts the active member rows and moves only in the transaction that
 * adds or removes one, through a conditional update (`member_count < member_limit`), so it never drifts and
 * never passes the limit; the check constraints are the last guard. An operator sets `tier`, which gates the
 * task types of the clan's events (modules/events/access.ts), as for projects and games.
 */
export const clans = pgTable(
  'clans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    bannerUrl: text('banner_url'),
    type: text('type', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    memberLimit: integer('member_limit').notNull(),
    memberCount: integer('member_count').notNull().default(0),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: PRICING_TIERS }).notNull().default('basic'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clans_slug_key').on(sql`lower(${t.slug})`),
    index('clans_name_idx').on(t.name),
    index('clans_owner_idx').on(t.ownerId),
    check(
      'clans_member_count_within_limit',
      sql`${t.memberCount} >= 0 and ${t.memberCount} <= ${t.memberLimit}`,
    ),
    check('clans_member_limit_positive', sql`${t.memberLimit} >= 1`),
  ],
);

/**
 * A player's place in a clan: active (a member) or pending. A pending row is either a join request the player
 * sent (`kind` request, answered by an owner or admin) or an invitation an owner or admin sent (`kind`
 * invitation, answered by the player only). One row per clan and player; the founder's row has no kind.
 */
export const clanMembers = pgTable(
  'clan_members',
  {
    clanId: uuid('clan_id')
      .notNull()
      .references(() => clans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] })
      .notNull()
      .default('member'),
    status: text('status', { enum: ['active', 'pending'] }).notNull(),
    kind: text('kind', { enum: ['request', 'invitation'] }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clanId, t.userId] }),
    index('clan_members_user_idx').on(t.userId, t.status),
    index('clan_members_clan_status_idx').on(t.clanId, t.status, t.joinedAt),
    uniqueIndex('clan_members_one_owner_key').on(t.clanId).where(sql`${t.role} = 'owner'`),
    check(
      'clan_members_pending_shape',
      sql`(${t.status} = 'active' and ${t.joinedAt} is not null) or (${t.status} = 'pending' and ${t.kind} is not null and ${t.role} = 'member')`,
    ),
  ],
);
