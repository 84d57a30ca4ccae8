import type { ArticleSection } from '@w2e/core/validation/articles';
import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { articles } from '../../db/schema/articles';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { isUuid, likePattern } from '../../lib/sql-text';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
export interface ArticleWithRefs {
  article: ArticleRow;
  author: { username: string | null; name: string | null };
  project: { id: string; name: string; slug: string } | null;
}
export type ArticleStatus = ArticleRow['status'];

export interface ArticleFilters {
  statuses: ArticleStatus[];
  section?: ArticleSection;
  category?: string;
  q?: string;
  authorId?: string;
}

export function articlesRepository(db: Db) {
  const withRefs = (where: SQL | undefined) =>
    db
      .select({
        article: articles,
        author: { username: users.username, name: users.fullName },
        project: { id: projects.id, name: projects.name, slug: projects.slug },
      })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .leftJoin(projects, eq(projects.id, articles.projectId))
      .where(where);

  const whereOf = (filters: ArticleFilters) => {
    const parts: SQL[] = [inArray(articles.status, filters.statuses)];
    if (filters.section) parts.push(eq(articles.section, filters.section));
    if (filters.category) parts.push(eq(articles.category, filters.category));
    if (filters.authorId) parts.push(eq(articles.authorId, filters.authorId));
    if (filters.q) {
      // ILIKE on title, excerpt and the body's plain text: the same on PGlite and PostgreSQL, and every word
      // of the query must appear somewhere, so "wallet security" finds an article using both words apart.
      for (const word of filters.q.split(/\s+/).filter(Boolean).slice(0, 8)) {
        const pattern = likePattern(word);
        parts.push(
          or(
            ilike(articles.title, pattern),
            ilike(articles.excerpt, pattern),
            ilike(articles.bodyText, pattern),
          )!,
        );
      }
    }
    return and(...parts);
  };

  return {
    async list(filters: ArticleFilters, page: { limit: number; offset: number }) {
      const where = whereOf(filters);
      const [items, [count]] = await Promise.all([
        withRefs(where)
          .orderBy(sql`${articles.publishedAt} desc nulls last`, desc(articles.createdAt), desc(articles.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where),
      ]);
      return { items: items as ArticleWithRefs[], total: count?.n ?? 0 };
    },

    async listByAuthor(authorId: string): Promise<ArticleWithRefs[]> {
      return (await withRefs(eq(articles.authorId, authorId)).orderBy(
        desc(articles.updatedAt),
        desc(articles.id),
      )) as ArticleWithRefs[];
    },

    async findBySlug(slug: string): Promise<ArticleWithRefs | undefined> {
      const [row] = await withRefs(sql`lower(${articles.slug}) = lower(${slug})`);
      return row as ArticleWithRefs | undefined;
    },

    async findById(id: string): Promise<ArticleWithRefs | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await withRefs(eq(articles.id, id));
      return row as ArticleWithRefs | undefined;
    },

    async insert(values: NewArticle): Promise<ArticleRow> {
      const [row] = await db.insert(articles).values(values).returning();
      return row!;
    },

    async update(id: string, values: PgUpdateSetSource<typeof articles>): Promise<ArticleRow | undefined> {
      const [row] = await db
        .update(articles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(articles.id, id))
        .returning();
      return row;
    },

    /** First publications of the project's articles in [start, end): what the monthly quota counts. */
    async countPublishedBetween(projectId: string, start: Date, end: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(articles)
        .where(
          and(
            eq(articles.projectId, projectId),
            isNotNull(articles.publishedAt),
            gte(articles.publishedAt, start),
            lt(articles.publishedAt, end),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
