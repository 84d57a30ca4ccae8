import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import type { PricingTier } from '@w2e/core/pricing/tiers';

const TIER_LABELS: Record<PricingTier, TranslationKey> = {
  basic: 'pages:planBasic',
  standard: 'pages:planStandard',
  premium: 'pages:planPremium',
  enterprise: 'pages:planEnterprise',
};

/** The pricing page's names of the plans. */
export const tierLabelKey = (tier: PricingTier) => TIER_LABELS[tier];
