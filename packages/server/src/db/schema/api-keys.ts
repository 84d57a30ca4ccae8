import type { ApiKeyScope } from '@w2e/core/contracts/partner';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * A project's API keys (docs/partner-api.md). Only the key's SHA-256 is kept (a key is 32 random bytes, so a
 * fast hash is enough: nothing to guess), with its first characters to tell keys apart on the host's page.
 * A revoked key keeps its row (revoked_at), so the page shows what was revoked and when.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_key').on(t.keyHash),
    index('api_keys_project_idx').on(t.projectId, t.createdAt),
    index('api_keys_active_idx').on(t.projectId).where(sql`${t.revokedAt} is null`),
  ],
);
