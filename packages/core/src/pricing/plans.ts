import type { PricingTier } from './tiers';

/**
 * What each plan costs and what it gives beyond task types (spec section 9). Apart from tiers.ts so the home
 * page can show prices without carrying the tier rules, and free of zod and of the task registry.
 */

/** A monthly price in US dollars (spec section 9), or null for Enterprise, which is sold by contacting sales. */
export const PLAN_MONTHLY_PRICE_USD: Readonly<Record<PricingTier, number | null>> = {
  basic: 99,
  standard: 299,
  premium: 499,
  enterprise: null,
};

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
