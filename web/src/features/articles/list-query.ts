import { ARTICLES_PAGE_SIZE, type ArticlesQuery } from '@w2e/core/contracts/articles';
import { pageParam } from '@w2e/core/format/page-count';
import { type ArticleSection, isCategoryOf } from '@w2e/core/validation/articles';

/** The articles /insight or /academy lists for its URL (`?category=&q=&page=`): read alike by the page and its route data. */
export function articleListQuery(section: ArticleSection, params: URLSearchParams) {
  const q = params.get('q')?.trim() ?? '';
  const rawCategory = params.get('category') ?? '';
  const category = isCategoryOf(section, rawCategory) ? rawCategory : undefined;
  const page = pageParam(params);
  const query: ArticlesQuery = {
    section,
    category,
    q: q || undefined,
    limit: ARTICLES_PAGE_SIZE,
    offset: (page - 1) * ARTICLES_PAGE_SIZE,
  };
  return { q, category, page, query };
}
