/**
 * The pricing plans of spec sections 6 and 9, in one place: the tiers, the plan features that are not task
 * types, the monthly prices and the content platform's article allowance. Free of zod and of the task
 * registry, so the home page can show prices without loading either; which task types a tier allows is the
 * registry's (`tierAllows` in tasks/registry.ts), and what each plan adds is `pricing/additions.ts`.
 */

/** Cheapest first: a tier includes everything of the tiers before it (spec section 6). */
export const PRICING_TIERS = ['basic', 'standard', 'premium', 'enterprise'] as const;
export type PricingTier = (typeof PRICING_TIERS)[number];

export function tierIndex(tier: PricingTier): number {
  return PRICING_TIERS.indexOf(tier);
}

/** Plan features of spec section 6 that are not task types, with the tier that first offers each. */
export const PLAN_FEATURES = {
  transaction_tasks: 'standard',
  offchain_statistics: 'standard',
  mini_game: 'premium',
  api_integration: 'enterprise',
} as const satisfies Record<string, PricingTier>;
export type PlanFeature = keyof typeof PLAN_FEATURES;

export function tierAllowsFeature(tier: PricingTier, feature: PlanFeature): boolean {
  return tierIndex(tier) >= tierIndex(PLAN_FEATURES[feature]);
}

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
