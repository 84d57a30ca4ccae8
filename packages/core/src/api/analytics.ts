import { type PageViews, type PageViewsQuery, pageViewsSchema } from '../contracts/analytics';
import type { HttpClient } from './http';

/** The page-view endpoint, for `navigator.sendBeacon` (which takes a URL, not the API client). */
export const PAGE_VIEWS_PATH = 'analytics/page-views';

/**
 * GET /api/analytics/page-views: views per path and day (platform operators).
 * @public The client of a served endpoint that no screen calls yet.
 */
export async function getPageViews(
  http: HttpClient,
  query: Partial<PageViewsQuery> = {},
): Promise<PageViews> {
  const { data } = await http.get(PAGE_VIEWS_PATH, { params: query });
  return pageViewsSchema.parse(data);
}
