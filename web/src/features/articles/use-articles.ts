import { useQuery } from '@tanstack/react-query';
import { getArticle, getArticleQuota, getMyArticles, listArticles } from '@w2e/core/api/articles';
import type { ArticlesQuery } from '@w2e/core/contracts/articles';
import { http } from '../../lib/api';

export const ARTICLES_KEY = ['articles'] as const;

export function useArticleList(query: ArticlesQuery) {
  return useQuery({
    queryKey: [...ARTICLES_KEY, 'list', query],
    queryFn: () => listArticles(http, query),
    placeholderData: (previous) => previous,
  });
}

export function useArticle(slug: string | undefined) {
  return useQuery({
    queryKey: [...ARTICLES_KEY, 'one', slug],
    queryFn: () => getArticle(http, slug!),
    enabled: Boolean(slug),
    retry: false,
  });
}

export function useMyArticles() {
  return useQuery({ queryKey: [...ARTICLES_KEY, 'mine'], queryFn: () => getMyArticles(http) });
}

export function useArticleQuota() {
  return useQuery({ queryKey: [...ARTICLES_KEY, 'quota'], queryFn: () => getArticleQuota(http) });
}
