import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  createArticle,
  getArticle,
  getArticleQuota,
  getMyArticles,
  listArticles,
  listArticlesForModeration,
  moderateArticle,
  updateArticle,
} from '@w2e/core/api/articles';
import type {
  AdminArticlesQuery,
  ArticlesQuery,
  CreateArticleBody,
  ModerateArticleBody,
  UpdateArticleBody,
} from '@w2e/core/contracts/articles';
import { type ApiClient, useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { PUBLIC_CONTENT_STALE_MS } from '../stale-time';

export const articleKeys = {
  all: ['articles'] as const,
  list: (query: ArticlesQuery) => [...articleKeys.all, 'list', query] as const,
  detail: (slug: string | undefined) => [...articleKeys.all, 'detail', slug] as const,
  mine: () => [...articleKeys.all, 'mine'] as const,
  quota: () => [...articleKeys.all, 'quota'] as const,
  moderation: (query: AdminArticlesQuery) => [...articleKeys.all, 'moderation', query] as const,
};

/** A page of /insight or /academy; the previous page stays on screen while the next one loads. */
export function articleListQueryOptions(api: ApiClient, query: ArticlesQuery) {
  return queryOptions({
    queryKey: articleKeys.list(query),
    queryFn: async () => listArticles(await api.http(), query),
    staleTime: PUBLIC_CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useArticleList(query: ArticlesQuery) {
  return useQuery(articleListQueryOptions(useApi(), query));
}

export function articleQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: articleKeys.detail(slug),
    queryFn: async () => getArticle(await api.http(), slug),
    staleTime: PUBLIC_CONTENT_STALE_MS,
    retry: false,
  });
}

export function useArticle(slug: string | undefined) {
  return useQuery({ ...articleQueryOptions(useApi(), slug ?? ''), enabled: Boolean(slug) });
}

export function useMyArticles() {
  const api = useApi();
  return useQuery({ queryKey: articleKeys.mine(), queryFn: async () => getMyArticles(await api.http()) });
}

export function useArticleQuota() {
  const api = useApi();
  return useQuery({ queryKey: articleKeys.quota(), queryFn: async () => getArticleQuota(await api.http()) });
}

/** Create, or update when an id is given; publishing counts toward the project's monthly quota. */
export function useSaveArticle() {
  return useApiMutation(
    (http, { id, body }: { id?: string; body: CreateArticleBody | UpdateArticleBody }) =>
      id ? updateArticle(http, id, body) : createArticle(http, body as CreateArticleBody),
    { invalidates: [articleKeys.all] },
  );
}

/** Operators: every article, any status. */
export function useModerationList(query: AdminArticlesQuery) {
  const api = useApi();
  return useQuery({
    queryKey: articleKeys.moderation(query),
    queryFn: async () => listArticlesForModeration(await api.http(), query),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Operators: hide an article or publish it again. */
export function useModerateArticle(id: string) {
  return useApiMutation((http, body: ModerateArticleBody) => moderateArticle(http, id, body), {
    invalidates: [articleKeys.all],
  });
}
