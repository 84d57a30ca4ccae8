import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { lazySchema } from '../validation/lazy-schema';

/** Longest path a page view may name; longer ones are not pages of the portal. */
export const PAGE_VIEW_PATH_MAX = 300;

/**
 * POST /api/analytics/page-views: one page view, sent by the portal on every route change. It carries no
 * personal data: the path (no query, no fragment), the page it came from and the reader's language.
 */
export const pageViewBodySchema = lazySchema(() =>
  z
    .object({
      /** The portal path, starting with `/`; a query or fragment is cut off by the server. */
      path: z.string().trim().min(1).max(PAGE_VIEW_PATH_MAX).startsWith('/'),
      /** `document.referrer` on the first view; the server keeps only its host, and only for other sites. */
      referrer: z.union([z.literal(''), z.url().max(2000)]).optional(),
      language: z.enum(LANGUAGES),
    })
    .meta({ id: 'PageViewBody' }),
);
export type PageViewBody = z.infer<typeof pageViewBodySchema>;

/** GET /api/analytics/page-views (platform operators): views per path and UTC day. */
export const pageViewsQuerySchema = lazySchema(() =>
  z.object({
    /** How many days back from today (UTC), today included. */
    days: z.coerce.number().int().min(1).max(366).default(30),
    /** Only this path. */
    path: z.string().max(PAGE_VIEW_PATH_MAX).optional(),
  }),
);
export type PageViewsQuery = z.infer<typeof pageViewsQuerySchema>;

export const pageViewCountSchema = lazySchema(() =>
  z.object({
    path: z.string(),
    /** UTC day, `YYYY-MM-DD`. */
    day: z.string(),
    views: z.number().int(),
  }),
);
export const pageViewsSchema = lazySchema(() =>
  z.object({ items: z.array(pageViewCountSchema), total: z.number().int() }).meta({ id: 'PageViews' }),
);
export type PageViews = z.infer<typeof pageViewsSchema>;
