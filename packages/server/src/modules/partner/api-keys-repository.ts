import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiKeys } from '../../db/schema/api-keys';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/sql-text';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeyWithCreator = ApiKeyRow & { creatorUsername: string | null };
export type ProjectRow = typeof projects.$inferSelect;

/** How often a key's last use is written: a busy key would otherwise write a row on every request. */
const LAST_USED_EVERY = sql`interval '1 minute'`;

/** A call's key, by the SHA-256 of what it sent: the key, its project's plan and owner, in one statement. */
const byHashStatement = (db: Db) =>
  db
    .select({ key: apiKeys, tier: projects.tier, owner: users })
    .from(apiKeys)
    .innerJoin(projects, eq(projects.id, apiKeys.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(apiKeys.keyHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('api_key_by_hash');

const prepared = new WeakMap<Db, ReturnType<typeof byHashStatement>>();

function byHashOf(db: Db) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = byHashStatement(db);
    prepared.set(db, statement);
  }
  return statement;
}

export function apiKeysRepository(db: Db) {
  const withCreator = (where: SQL | undefined) =>
    db
      .select({ key: apiKeys, creatorUsername: users.username })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(where)
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const flat = (row: { key: ApiKeyRow; creatorUsername: string | null }): ApiKeyWithCreator => ({
    ...row.key,
    creatorUsername: row.creatorUsername,
  });

  return {
    /** A project by id or slug (the host's page knows the slug). */
    async findProject(idOrSlug: string): Promise<ProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(projects)
        .where(
          isUuid(idOrSlug) ? eq(projects.id, idOrSlug) : sql`lower(${projects.slug}) = lower(${idOrSlug})`,
        )
        .limit(1);
      return row;
    },

    async list(projectId: string): Promise<ApiKeyWithCreator[]> {
      return (await withCreator(eq(apiKeys.projectId, projectId))).map(flat);
    },

    async find(projectId: string, keyId: string): Promise<ApiKeyWithCreator | undefined> {
      if (!isUuid(keyId)) return undefined;
      const [row] = await withCreator(and(eq(apiKeys.projectId, projectId), eq(apiKeys.id, keyId)));
      return row ? flat(row) : undefined;
    },

    /**
     * Inserts a key unless the project already holds `max` active ones. The project's row is locked first, so
     * keys created at once are counted one after the other and never pass the limit together.
     */
    async insertWithin(values: typeof apiKeys.$inferInsert, max: number): Promise<ApiKeyRow | null> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: projects.id })
          .from(projects)
          .where(eq(projects.id, values.projectId))
          .for('update');
        const [active] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.projectId, values.projectId), isNull(apiKeys.revokedAt)));
        if ((active?.n ?? 0) >= max) return null;
        const [row] = await tx.insert(apiKeys).values(values).returning();
        return row ?? null;
      });
    },

    /** Revokes an active key: one revocation wins when two arrive at once; null when none was active. */
    async revoke(projectId: string, keyId: string): Promise<ApiKeyRow | undefined> {
      if (!isUuid(keyId)) return undefined;
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKeys.projectId, projectId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
        .returning();
      return row;
    },

    async byHash(hash: string) {
      const [row] = await byHashOf(db).execute({ hash });
      return row;
    },

    /** Records a use, at most once a minute per key (the page shows the day and time, not each call). */
    async touch(keyId: string): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(apiKeys.id, keyId),
            or(isNull(apiKeys.lastUsedAt), sql`${apiKeys.lastUsedAt} < now() - ${LAST_USED_EVERY}`),
          ),
        );
    },
  };
}

/** Whether a key's last recorded use is old enough to write again (saves the update on most calls). */
export function lastUseIsStale(lastUsedAt: Date | null, now = Date.now()): boolean {
  return lastUsedAt === null || now - lastUsedAt.getTime() >= 60_000;
}
