import { TASK_TRAITS, TASK_TYPES, type TaskType } from '../tasks/types';
import { PLAN_FEATURES, type PlanFeature, PRICING_TIERS, type PricingTier } from './tiers';

/**
 * What a tier adds to the one before it: the task types and plan features whose minimum tier it is. The
 * pricing page lists these per plan ("everything in Standard, plus …"), taken from the task registry so a
 * new task type shows up on the page by being added there.
 */
export function tierAdditions(tier: PricingTier): { taskTypes: TaskType[]; features: PlanFeature[] } {
  return {
    taskTypes: TASK_TYPES.filter((type) => TASK_TRAITS[type].minTier === tier),
    features: (Object.keys(PLAN_FEATURES) as PlanFeature[]).filter(
      (feature) => PLAN_FEATURES[feature] === tier,
    ),
  };
}

/** The tier just below, whose offer a tier includes; null for the cheapest. */
export function previousTier(tier: PricingTier): PricingTier | null {
  const index = PRICING_TIERS.indexOf(tier);
  return index > 0 ? (PRICING_TIERS[index - 1] ?? null) : null;
}
