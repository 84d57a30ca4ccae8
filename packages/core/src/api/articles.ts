import {
  type AdminArticlesQuery,
  type Article,
  type ArticlePage,
  type ArticleQuota,
  type ArticleResult,
  type ArticlesQuery,
  articlePageSchema,
  articleQuotaSchema,
  articleResultSchema,
  articleSchema,
  type CreateArticleBody,
  type ModerateArticleBody,
  type MyArticles,
  myArticlesSchema,
  type UpdateArticleBody,
} from '../contracts/articles';
import type { HttpClient } from './http';

const segment = encodeURIComponent;

/** GET /articles: published articles of a section, filtered and searched, a page at a time. */
export async function listArticles(http: HttpClient, params: ArticlesQuery = {}): Promise<ArticlePage> {
  const { data } = await http.get('articles', { params });
  return articlePageSchema.parse(data);
}

/** GET /articles/{slug}: a published article (its author and operators also see drafts and hidden ones). */
export async function getArticle(http: HttpClient, slug: string): Promise<Article> {
  const { data } = await http.get(`articles/${segment(slug)}`);
  return articleSchema.parse(data);
}

export async function getMyArticles(http: HttpClient): Promise<MyArticles> {
  const { data } = await http.get('articles/mine');
  return myArticlesSchema.parse(data);
}

export async function getArticleQuota(http: HttpClient): Promise<ArticleQuota> {
  const { data } = await http.get('articles/quota');
  return articleQuotaSchema.parse(data);
}

export async function createArticle(http: HttpClient, body: CreateArticleBody): Promise<ArticleResult> {
  const { data } = await http.post('articles', body);
  return articleResultSchema.parse(data);
}

export async function updateArticle(
  http: HttpClient,
  id: string,
  body: UpdateArticleBody,
): Promise<ArticleResult> {
  const { data } = await http.patch(`articles/${segment(id)}`, body);
  return articleResultSchema.parse(data);
}

/** GET /admin/articles (operators). */
export async function listArticlesForModeration(
  http: HttpClient,
  params: AdminArticlesQuery = {},
): Promise<ArticlePage> {
  const { data } = await http.get('admin/articles', { params });
  return articlePageSchema.parse(data);
}

/** PATCH /admin/articles/{id}/status (operators): hide or restore. */
export async function moderateArticle(
  http: HttpClient,
  id: string,
  body: ModerateArticleBody,
): Promise<ArticleResult> {
  const { data } = await http.patch(`admin/articles/${segment(id)}/status`, body);
  return articleResultSchema.parse(data);
}
