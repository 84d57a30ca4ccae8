import type { PricingTier } from '../pricing/tiers';

/**
 * Rules of the content platform: the two sections, their fixed categories, and the monthly publishing quota
 * of spec section 9 ("Content platform: 5, 10, 15 articles per month by tier"). The server enforces them and
 * the portal shows them, so they live here once.
 */

/** `insight`: the content platform (/insight); `academy`: the learning hub (/academy). */
export const ARTICLE_SECTIONS = ['insight', 'academy'] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

/**
 * Categories per section. Their names are i18n keys `articles:category.<key>`, so each list is shown in
 * the reader's language; the keys are what the API stores and filters by.
 */
export const ARTICLE_CATEGORIES = {
  insight: ['news', 'analysis', 'interviews', 'announcements', 'reviews'],
  academy: ['blockchain_basics', 'wallets_security', 'gamefi', 'defi', 'tutorials'],
} as const satisfies Record<ArticleSection, readonly string[]>;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[ArticleSection][number];
export const ALL_ARTICLE_CATEGORIES: readonly ArticleCategory[] = [
  ...ARTICLE_CATEGORIES.insight,
  ...ARTICLE_CATEGORIES.academy,
];

export function isCategoryOf(section: ArticleSection, category: string): category is ArticleCategory {
  return (ARTICLE_CATEGORIES[section] as readonly string[]).includes(category);
}

/**
 * Articles a project may publish on the content platform per calendar month (UTC): 5, 10 and 15 by the
 * spec; null is unlimited. The spec gives no number for Enterprise. It is unlimited, the rule the server
 * enforces and the pricing page shows: the plan sold through sales is the one with no caps.
 */
export const ARTICLE_MONTHLY_QUOTA: Readonly<Record<PricingTier, number | null>> = {
  basic: 5,
  standard: 10,
  premium: 15,
  enterprise: null,
};

export function monthlyArticleQuota(tier: PricingTier): number | null {
  return ARTICLE_MONTHLY_QUOTA[tier];
}

/**
 * The quota month an instant falls in: [start, end) in UTC. UTC, not the author's zone, so that every
 * server and every author agree on when a month's quota resets.
 */
export function quotaMonth(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** What is left this month after `used` publications; null when the tier is unlimited. */
export function remainingArticleQuota(tier: PricingTier, used: number): number | null {
  const quota = monthlyArticleQuota(tier);
  return quota === null ? null : Math.max(0, quota - used);
}
