import type { TranslationKey } from '../i18n/resources-en';
import type { PricingTier } from './tiers';

/**
 * What each plan costs (spec section 9). Apart from tiers.ts so the home page can show prices without
 * carrying the tier rules, and free of zod and of the task registry. The content platform's allowance per
 * plan is with its other rules, in validation/articles.ts.
 */

/** A monthly price in US dollars (spec section 9), or null for Enterprise, which is sold by contacting sales. */
export const PLAN_MONTHLY_PRICE_USD: Readonly<Record<PricingTier, number | null>> = {
  basic: 99,
  standard: 299,
  premium: 499,
  enterprise: null,
};

/** The plans' names as the pricing page shows them, wherever a plan is named (a host's plan, what a feature needs). */
export const PLAN_LABELS: Readonly<Record<PricingTier, TranslationKey>> = {
  basic: 'pages:planBasic',
  standard: 'pages:planStandard',
  premium: 'pages:planPremium',
  enterprise: 'pages:planEnterprise',
};
