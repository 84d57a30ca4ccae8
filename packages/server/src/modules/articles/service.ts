import { randomBytes } from 'node:crypto';
import type {
  AdminArticlesQuery,
  Article,
  ArticlePage,
  ArticleQuota,
  ArticleResult,
  ArticleSummary,
  CreateArticleBody,
  ModerateArticleBody,
  MyArticles,
  UpdateArticleBody,
} from '@w2e/core/contracts/articles';
import { stripTags, truncate } from '@w2e/core/format/page-meta';
import { readingTimeMinutes } from '@w2e/core/format/reading-time';
import type { Language } from '@w2e/core/i18n/languages';
import type { PricingTier } from '@w2e/core/pricing/tiers';
import {
  type ArticleSection,
  isCategoryOf,
  monthlyArticleQuota,
  quotaMonth,
  remainingArticleQuota,
} from '@w2e/core/validation/articles';
import { slugify } from '@w2e/core/validation/slug';
import { type Db, isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { pageResult } from '../../lib/paging';
import { richTextSanitizer } from '../../lib/rich-text';
import { type ProjectRow, projectsRepository } from '../projects/repository';
import { isOperator } from '../users/access';
import type { UserRow } from '../users/repository';
import { type ArticleRow, type ArticleWithRefs, articlesRepository } from './repository';

/** Paths under /insight and /api/articles that an article's slug must not shadow. */
const RESERVED_SLUGS = new Set(['write', 'mine', 'quota', 'edit', 'new']);
/** An excerpt made from the body when the author gives none: about two lines of a card. */
const AUTO_EXCERPT_LENGTH = 200;
const TIER_NAMES: Record<PricingTier, string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

export function toArticleSummary({ article, author, project }: ArticleWithRefs): ArticleSummary {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    cover_url: article.coverUrl,
    section: article.section,
    category: article.category,
    status: article.status,
    author,
    project: project?.id ? project : null,
    reading_minutes: article.readingMinutes,
    published_at: article.publishedAt?.toISOString() ?? null,
    created_at: article.createdAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
  };
}

export const toArticle = (row: ArticleWithRefs): Article => ({
  ...toArticleSummary(row),
  body: row.article.body,
});

const articleMissing = () => notFound('articles:articleNotFound');

/** The stored form of a body: sanitized HTML, its plain words for search, and its reading time. */
function bodyFields(deps: Deps, html: string) {
  const body = richTextSanitizer(deps.config.publicUrl).sanitize(html);
  const bodyText = stripTags(body);
  // A body that was only markup or only script is empty once cleaned: refused like a missing one.
  if (bodyText === '' && !body.includes('<img')) throw fieldError('body', 'validation:required');
  return { body, bodyText, readingMinutes: readingTimeMinutes(body) };
}

function excerptOf(excerpt: string | undefined, bodyText: string): string {
  const given = excerpt?.trim();
  return given ? given : truncate(bodyText, AUTO_EXCERPT_LENGTH);
}

/** GET /articles: published only, newest first. */
export async function listPublishedArticles(
  deps: Deps,
  query: { section?: ArticleSection; category?: string; q?: string; limit: number; offset: number },
): Promise<ArticlePage> {
  return pageResult(
    await articlesRepository(deps.db).list(
      { statuses: ['published'], section: query.section, category: query.category, q: query.q },
      query,
    ),
    query,
    toArticleSummary,
  );
}

/** GET /articles/{slug}: readers see published articles; the author and operators see any state. */
export async function getArticle(deps: Deps, slug: string, viewer: UserRow | null): Promise<Article> {
  const row = await articlesRepository(deps.db).findBySlug(slug);
  if (!row) throw articleMissing();
  const mayPreview = viewer !== null && (row.article.authorId === viewer.id || isOperator(viewer));
  if (row.article.status !== 'published' && !mayPreview) throw articleMissing();
  return toArticle(row);
}

export async function myArticles(deps: Deps, user: UserRow): Promise<MyArticles> {
  const rows = await articlesRepository(deps.db).listByAuthor(user.id);
  return { items: rows.map(toArticleSummary) };
}

/** GET /articles/quota: the author's project, its tier and what is left of this month. */
export async function articleQuota(deps: Deps, user: UserRow, now = new Date()): Promise<ArticleQuota> {
  const { start, end } = quotaMonth(now);
  const [project] = await projectsRepository(deps.db).listForOwner(user.id);
  const used = project
    ? await articlesRepository(deps.db).countPublishedBetween(project.project.id, start, end)
    : 0;
  const operator = isOperator(user);
  const tier = project?.project.tier;
  return {
    operator,
    project: project
      ? { id: project.project.id, name: project.project.name, tier: project.project.tier }
      : null,
    quota: operator || !tier ? null : monthlyArticleQuota(tier),
    used,
    remaining: operator || !tier ? null : remainingArticleQuota(tier, used),
    resets_at: end.toISOString(),
  };
}

/** The project an article is written for: the one named (the author's own), else the author's project. */
async function projectFor(deps: Deps, user: UserRow, projectId: string | null | undefined) {
  const repo = projectsRepository(deps.db);
  if (projectId) {
    const found = await repo.findById(projectId);
    if (!found) throw fieldError('project_id', 'articles:projectNotFound', 404);
    if (found.project.ownerId !== user.id && !isOperator(user)) throw forbidden('articles:projectNotYours');
    return found.project;
  }
  if (isOperator(user)) return null;
  const [own] = await repo.listForOwner(user.id);
  if (!own) throw forbidden('articles:projectRequired');
  return own.project;
}

/**
 * Runs `write` (which publishes) inside a transaction that holds the project's row lock and has checked the
 * month's count: concurrent publishes of one project queue on the lock, so the quota is never exceeded.
 * Operators publish without a quota; their articles still count toward a project's month when they name one.
 */
async function withinQuota<T>(
  deps: Deps,
  author: UserRow,
  projectId: string | null,
  now: Date,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    if (projectId && !isOperator(author)) {
      const project: ProjectRow | undefined = await projectsRepository(tx).lockForPublishing(projectId);
      if (!project) throw articleMissing();
      const quota = monthlyArticleQuota(project.tier);
      if (quota !== null) {
        const { start, end } = quotaMonth(now);
        const used = await articlesRepository(tx).countPublishedBetween(project.id, start, end);
        if (used >= quota) {
          throw new AppError(403, 'articles:quotaExceeded', {
            quota,
            tier: TIER_NAMES[project.tier],
            resetsAt: end.toISOString().slice(0, 10),
          });
        }
      }
    }
    return write(tx);
  });
}

/** POST /articles: a draft, or published at once within the quota. Nothing is stored when it fails. */
export async function createArticle(
  deps: Deps,
  user: UserRow,
  body: CreateArticleBody,
  language: Language,
): Promise<ArticleResult> {
  const project = await projectFor(deps, user, body.project_id);
  const content = bodyFields(deps, body.body);
  const publish = body.publish === true;
  const base = body.slug ?? (slugify(body.title) || 'article');
  if (body.slug && RESERVED_SLUGS.has(body.slug)) throw fieldError('slug', 'articles:slugTaken', 409);
  const now = new Date();
  for (let attempt = 0; ; attempt++) {
    const slug =
      attempt === 0 && !RESERVED_SLUGS.has(base)
        ? base
        : `${base.slice(0, 90)}-${randomBytes(3).toString('hex')}`;
    const values = {
      slug,
      title: body.title.trim(),
      excerpt: excerptOf(body.excerpt, content.bodyText),
      ...content,
      coverUrl: body.cover_url ?? null,
      section: body.section,
      category: body.category,
      authorId: user.id,
      projectId: project?.id ?? null,
      status: publish ? ('published' as const) : ('draft' as const),
      publishedAt: publish ? now : null,
    };
    let row: ArticleRow;
    try {
      row = publish
        ? await withinQuota(deps, user, values.projectId, now, (tx) => articlesRepository(tx).insert(values))
        : await articlesRepository(deps.db).insert(values);
    } catch (error) {
      if (!isUniqueViolation(error, 'articles_slug_key')) throw error;
      if (body.slug) throw fieldError('slug', 'articles:slugTaken', 409);
      if (attempt >= 4) throw conflict('articles:slugTaken');
      continue;
    }
    const saved = await articlesRepository(deps.db).findById(row.id);
    return {
      ...ack(language, publish ? 'articles:published' : 'articles:draftSaved'),
      article: toArticle(saved!),
    };
  }
}

/**
 * PATCH /articles/{id}: the author edits; `publish` moves between draft and published. A hidden article is
 * the moderators' until they restore it.
 */
export async function updateArticle(
  deps: Deps,
  user: UserRow,
  id: string,
  body: UpdateArticleBody,
  language: Language,
): Promise<ArticleResult> {
  const repo = articlesRepository(deps.db);
  const current = await repo.findById(id);
  if (!current) throw articleMissing();
  const { article } = current;
  if (article.authorId !== user.id) throw forbidden('articles:notAuthor');
  if (article.status === 'hidden') throw forbidden('articles:hiddenLocked');
  const section = body.section ?? article.section;
  const category = body.category ?? article.category;
  if (!isCategoryOf(section, category)) throw fieldError('category', 'articles:categoryInvalid');

  const content = body.body === undefined ? null : bodyFields(deps, body.body);
  const bodyText = content?.bodyText ?? article.bodyText;
  const values = {
    ...(body.title === undefined ? {} : { title: body.title.trim() }),
    ...(content ?? {}),
    // An excerpt left out stays as it is; one sent empty is made from the body again.
    ...(body.excerpt === undefined ? {} : { excerpt: excerptOf(body.excerpt, bodyText) }),
    ...(body.cover_url === undefined ? {} : { coverUrl: body.cover_url }),
    section,
    category,
  };

  let key: 'articles:updated' | 'articles:published' | 'articles:draftSaved' = 'articles:updated';
  if (body.publish === true && article.status === 'draft') {
    const now = new Date();
    // Only a first publication uses a slot: one that was published before has been counted in its month.
    const firstTime = article.publishedAt === null;
    const write = (tx: Db) =>
      articlesRepository(tx).update(id, {
        ...values,
        status: 'published',
        publishedAt: article.publishedAt ?? now,
      });
    await (firstTime ? withinQuota(deps, user, article.projectId, now, write) : write(deps.db));
    key = 'articles:published';
  } else if (body.publish === false && article.status === 'published') {
    await repo.update(id, { ...values, status: 'draft' });
    key = 'articles:draftSaved';
  } else {
    await repo.update(id, values);
  }
  const saved = await repo.findById(id);
  return { ...ack(language, key), article: toArticle(saved!) };
}

/** GET /admin/articles: published and hidden articles (drafts are private to their authors). */
export async function listArticlesForModeration(
  deps: Deps,
  query: AdminArticlesQuery & { limit: number; offset: number },
): Promise<ArticlePage> {
  return pageResult(
    await articlesRepository(deps.db).list(
      {
        statuses: query.status ? [query.status] : ['published', 'hidden'],
        section: query.section,
        category: query.category,
        q: query.q,
      },
      query,
    ),
    query,
    toArticleSummary,
  );
}

/** PATCH /admin/articles/{id}/status: hide from readers, or restore. */
export async function moderateArticle(
  deps: Deps,
  id: string,
  body: ModerateArticleBody,
  language: Language,
): Promise<ArticleResult> {
  const repo = articlesRepository(deps.db);
  const current = await repo.findById(id);
  if (!current || current.article.status === 'draft') throw articleMissing();
  await repo.update(id, { status: body.status });
  const saved = await repo.findById(id);
  return {
    ...ack(language, body.status === 'hidden' ? 'articles:articleHidden' : 'articles:articleRestored'),
    article: toArticle(saved!),
  };
}
