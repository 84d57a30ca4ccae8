import { PRICING_TIERS, type PricingTier } from '@w2e/core/pricing/tiers';

const KEY = 'chosenPlan';
/** The plans a host can ask for (Enterprise asks for contact instead). */
const REQUESTABLE: readonly PricingTier[] = PRICING_TIERS.filter((tier) => tier !== 'enterprise');

export function planOf(value: string | null | undefined): PricingTier | null {
  return REQUESTABLE.find((tier) => tier === value) ?? null;
}

/**
 * The plan chosen on /pricing (`?plan=`), kept in sessionStorage through sign-up (and a detour to verify or
 * sign in) until the first project exists and asks for it.
 */
export const chosenPlan = {
  remember(value: string | null): void {
    const tier = planOf(value);
    if (!tier) return;
    try {
      sessionStorage.setItem(KEY, tier);
    } catch {
      // Storage refused (private mode): the `?plan=` in the address still carries it.
    }
  },
  peek(): PricingTier | null {
    try {
      return planOf(sessionStorage.getItem(KEY));
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // nothing kept
    }
  },
};

/** Where a plan's "Choose" button leads: sign-up, then the first project's page, which asks for the plan. */
export const signUpForPlan = (tier: PricingTier, register: string, projectNew: string) =>
  `${register}?plan=${tier}&redirect=${encodeURIComponent(`${projectNew}?plan=${tier}`)}`;
