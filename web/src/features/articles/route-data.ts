import type { ArticleSection } from '@w2e/core/validation/articles';
import { articleListQueryOptions, articleQueryOptions } from '@w2e/react/articles/queries';
import { prefetch, type RouteData } from '../../lib/feature-routes';
import { articleListQuery } from './list-query';

const list =
  (section: ArticleSection): RouteData =>
  ({ queryClient, api, args }) =>
    prefetch(
      queryClient,
      articleListQueryOptions(api, articleListQuery(section, new URL(args.request.url).searchParams).query),
    );

/** /insight and /academy: the page of articles the URL asks for. */
export const insightList = list('insight');
export const academyList = list('academy');

/** /insight/:slug and /academy/:slug: the article. */
export const article: RouteData = ({ queryClient, api, args }) =>
  prefetch(queryClient, articleQueryOptions(api, args.params.slug ?? ''));
