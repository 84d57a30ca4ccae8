import { z } from 'zod';
import { ALL_ARTICLE_CATEGORIES, ARTICLE_SECTIONS, isCategoryOf } from '../validation/articles';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { imageUrlSchema } from '../validation/rules';
import { slugSchema } from '../validation/slug';
import { pageOf, pageQuerySchema } from './common';
import { pricingTierSchema } from './projects';

const choice = { error: message('tasks:choiceInvalid') } as const;
export const articleSectionSchema = lazySchema(() => z.enum(ARTICLE_SECTIONS, choice));
export const articleCategorySchema = lazySchema(() =>
  z.enum(ALL_ARTICLE_CATEGORIES as [string, ...string[]], choice),
);
/** `hidden` is set by a platform operator (moderation); only the operator restores it. */
export const ARTICLE_STATUSES = ['draft', 'published', 'hidden'] as const;
export const articleStatusSchema = lazySchema(() => z.enum(ARTICLE_STATUSES, choice));
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const articleSummarySchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      excerpt: z.string(),
      cover_url: z.string().nullable(),
      section: articleSectionSchema,
      category: z.string(),
      status: articleStatusSchema,
      author: z.object({ username: z.string().nullable(), name: z.string().nullable() }),
      project: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
      reading_minutes: z.number().int().nonnegative(),
      published_at: z.iso.datetime().nullable(),
      created_at: z.iso.datetime(),
      updated_at: z.iso.datetime(),
    })
    .meta({ id: 'ArticleSummary' }),
);
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** An article with its body: HTML that went through core's rich-text sanitizer on the server. */
export const articleSchema = lazySchema(() =>
  articleSummarySchema.extend({ body: z.string() }).meta({ id: 'Article' }),
);
export type Article = z.infer<typeof articleSchema>;

export const articlePageSchema = lazySchema(() => pageOf(articleSummarySchema).meta({ id: 'ArticlePage' }));
export type ArticlePage = z.infer<typeof articlePageSchema>;

/** Cards per page on /insight and /academy. */
export const ARTICLES_PAGE_SIZE = 12;
export const ARTICLE_SEARCH_MAX = 100;

/** GET /articles: published articles, newest first; `q` searches title, excerpt and body. */
export const articlesQuerySchema = lazySchema(() =>
  pageQuerySchema(ARTICLES_PAGE_SIZE, 50).extend({
    section: articleSectionSchema.optional(),
    category: articleCategorySchema.optional(),
    q: z.string().trim().max(ARTICLE_SEARCH_MAX).optional(),
  }),
);
export type ArticlesQuery = z.input<typeof articlesQuerySchema>;

export const adminArticlesQuerySchema = lazySchema(() =>
  articlesQuerySchema.extend({
    /** Moderation sees published and hidden articles (drafts stay private to their authors). */
    status: z.enum(['published', 'hidden'], choice).optional(),
  }),
);
export type AdminArticlesQuery = z.input<typeof adminArticlesQuerySchema>;

export const ARTICLE_TITLE_MAX = 160;
export const ARTICLE_EXCERPT_MAX = 300;
/** Room for a long illustrated tutorial; the server's request limit (1 MB) is the hard cap. */
export const ARTICLE_BODY_MAX = 200_000;

const title = lazySchema(() =>
  z
    .string()
    .trim()
    .min(3, { error: message('validation:minLength', { minLength: 3 }) })
    .max(ARTICLE_TITLE_MAX, { error: message('validation:maxLength', { maxLength: ARTICLE_TITLE_MAX }) }),
);
const excerpt = lazySchema(() =>
  z
    .string()
    .trim()
    .max(ARTICLE_EXCERPT_MAX, { error: message('validation:maxLength', { maxLength: ARTICLE_EXCERPT_MAX }) }),
);
const body = lazySchema(() =>
  z
    .string()
    .min(1, { error: message('validation:required') })
    .max(ARTICLE_BODY_MAX, { error: message('validation:maxLength', { maxLength: ARTICLE_BODY_MAX }) }),
);
/** Empty means no cover. */
const coverUrl = lazySchema(() =>
  z.union([z.literal('').transform(() => null), imageUrlSchema()]).nullable(),
);
const slug = lazySchema(() => slugSchema('articles:slugInvalid'));

/** The category must be one of its section's (reported on the category field). */
function categoryInSection(value: { section?: string; category?: string }, ctx: z.RefinementCtx) {
  if (!value.section || !value.category) return;
  if (!isCategoryOf(value.section as (typeof ARTICLE_SECTIONS)[number], value.category)) {
    ctx.addIssue({ code: 'custom', path: ['category'], message: message('articles:categoryInvalid') });
  }
}

/**
 * POST /articles. `publish: true` publishes at once (within the project's monthly quota), otherwise a draft is
 * saved. `project_id` defaults to the author's project; operators may write without one.
 */
export const createArticleBodySchema = lazySchema(() =>
  z
    .object({
      title,
      slug: slug.optional(),
      excerpt: excerpt.optional(),
      body,
      cover_url: coverUrl.optional(),
      section: articleSectionSchema,
      category: articleCategorySchema,
      project_id: z.uuid().nullable().optional(),
      publish: z.boolean().default(false),
    })
    .superRefine(categoryInSection)
    .meta({ id: 'CreateArticleBody' }),
);
export type CreateArticleBody = z.input<typeof createArticleBodySchema>;

/** PATCH /articles/{id}: any field; `publish: true` publishes a draft, `false` takes it back to a draft. */
export const updateArticleBodySchema = lazySchema(() =>
  z
    .object({
      title: title.optional(),
      excerpt: excerpt.optional(),
      body: body.optional(),
      cover_url: coverUrl.optional(),
      section: articleSectionSchema.optional(),
      category: articleCategorySchema.optional(),
      publish: z.boolean().optional(),
    })
    .superRefine(categoryInSection)
    .meta({ id: 'UpdateArticleBody' }),
);
export type UpdateArticleBody = z.input<typeof updateArticleBodySchema>;

export const articleResultSchema = lazySchema(() =>
  z.object({ message: z.string(), article: articleSchema }).meta({ id: 'ArticleResult' }),
);
export type ArticleResult = z.infer<typeof articleResultSchema>;

export const myArticlesSchema = lazySchema(() =>
  z.object({ items: z.array(articleSummarySchema) }).meta({ id: 'MyArticles' }),
);
export type MyArticles = z.infer<typeof myArticlesSchema>;

/** GET /articles/quota: what the signed-in author may still publish this month. */
export const articleQuotaSchema = lazySchema(() =>
  z
    .object({
      /** Operators write without a project and without a quota. */
      operator: z.boolean(),
      project: z.object({ id: z.string(), name: z.string(), tier: pricingTierSchema }).nullable(),
      /** Null: unlimited. */
      quota: z.number().int().nullable(),
      used: z.number().int().nonnegative(),
      remaining: z.number().int().nullable(),
      /** When this month's quota ends (UTC). */
      resets_at: z.iso.datetime(),
    })
    .meta({ id: 'ArticleQuota' }),
);
export type ArticleQuota = z.infer<typeof articleQuotaSchema>;

/** PATCH /admin/articles/{id}/status: hide an article from readers, or restore it. */
export const moderateArticleBodySchema = lazySchema(() =>
  z.object({ status: z.enum(['published', 'hidden'], choice) }).meta({ id: 'ModerateArticleBody' }),
);
export type ModerateArticleBody = z.infer<typeof moderateArticleBodySchema>;

/** The editor form: every field as the inputs hold it. */
export const articleFormSchema = lazySchema(() =>
  z
    .object({
      title,
      section: articleSectionSchema,
      category: z.string().min(1, { error: message('validation:required') }),
      cover_url: z.union([z.literal(''), imageUrlSchema()]),
      excerpt,
      body: z.string().refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', {
        error: message('validation:required'),
      }),
    })
    .superRefine(categoryInSection),
);
export type ArticleForm = z.infer<typeof articleFormSchema>;
