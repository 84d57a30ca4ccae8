import { ARTICLE_SECTIONS } from '@w2e/core/validation/articles';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { projects } from './projects';
import { users } from './users';

/**
 * An article of Insights or the Academy. `body` is HTML that went through core's rich-text sanitizer before
 * it was stored. `published_at` is set the first time an article is published and never cleared: the monthly
 * quota counts first publications, so taking an article back to a draft and publishing it again, or a
 * moderator hiding it, neither frees nor uses a second slot.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull(),
    /** The body's words without markup: what search looks in, so `<strong>` never matches "strong". */
    bodyText: text('body_text').notNull().default(''),
    coverUrl: text('cover_url'),
    section: text('section', { enum: ARTICLE_SECTIONS }).notNull(),
    category: text('category').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for operators' own articles. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['draft', 'published', 'hidden'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    readingMinutes: integer('reading_minutes').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(sql`lower(${t.slug})`),
    index('articles_list_idx').on(t.status, t.section, t.publishedAt),
    index('articles_project_published_idx').on(t.projectId, t.publishedAt),
    index('articles_author_idx').on(t.authorId),
  ],
);
