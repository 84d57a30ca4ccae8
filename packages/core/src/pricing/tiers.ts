/**
 * The pricing tiers of spec section 6 and the plan features that are not task types. Which task types a tier
 * allows is the registry's (`tierAllows` in tasks/registry.ts); what each plan costs and how many articles it
 * publishes is `pricing/plans.ts`; what each plan adds to the one below is `pricing/additions.ts`.
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

/** A plan's name as people read it: a proper noun, the same in every language (the pricing page's "Standard"). */
export function tierName(tier: PricingTier): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}
