import type { PageViewBody, PageViews, PageViewsQuery } from '@w2e/core/contracts/analytics';
import { isPortalRoute, ROUTES } from '@w2e/core/routes';
import type { Deps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { consume, RATE_RULES } from '../../lib/rate-limit';
import { isOperator } from '../users/access';
import type { UserRow } from '../users/repository';
import { analyticsRepository } from './repository';

/**
 * The path a view counts under: no query or fragment, no trailing slash, and any path that is no portal page
 * counted as the not-found page, so made-up paths can't fill the table with rows of their own.
 */
export function countedPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
  return isPortalRoute(trimmed) ? trimmed : ROUTES.notFound;
}

/** The referring site's host; '' for none and for the portal itself (moving between its pages). */
export function referrerHost(referrer: string | undefined, publicUrl: string): string {
  if (!referrer) return '';
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host === new URL(publicUrl).hostname.toLowerCase() ? '' : host.slice(0, 253);
  } catch {
    return '';
  }
}

/** POST /api/analytics/page-views. Limited per address; the address itself is never stored. */
export async function recordPageView(deps: Deps, ip: string, body: PageViewBody): Promise<void> {
  await consume(deps.counters, RATE_RULES.pageViewsPerIp, ip);
  await analyticsRepository(deps.db).countView({
    path: countedPath(body.path),
    language: body.language,
    referrerHost: referrerHost(body.referrer, deps.config.publicUrl),
  });
}

/** GET /api/analytics/page-views: platform operators only. */
export async function pageViewCounts(deps: Deps, user: UserRow, query: PageViewsQuery): Promise<PageViews> {
  if (!isOperator(user)) throw forbidden('admin:operatorOnly');
  const path = query.path === undefined ? undefined : countedPath(query.path);
  const items = await analyticsRepository(deps.db).viewsByPathAndDay(query.days, path);
  return { items, total: items.reduce((sum, item) => sum + item.views, 0) };
}
