import { describe, expect, it } from 'vitest';
import { TASK_TYPES, taskTypesForTier } from '../tasks/registry';
import { previousTier, tierAdditions } from './additions';
import { PLAN_MONTHLY_PRICE_USD } from './plans';
import { PRICING_TIERS } from './tiers';

describe('pricing plans', () => {
  it('charges the spec’s monthly prices, Enterprise through sales', () => {
    expect(PLAN_MONTHLY_PRICE_USD).toEqual({ basic: 99, standard: 299, premium: 499, enterprise: null });
  });

  it('lists each task type under exactly one plan, and a plan plus the ones below is what it allows', () => {
    const listed = PRICING_TIERS.flatMap((tier) => tierAdditions(tier).taskTypes);
    expect([...listed].sort()).toEqual([...TASK_TYPES].sort());
    for (const tier of PRICING_TIERS) {
      const upTo = PRICING_TIERS.slice(0, PRICING_TIERS.indexOf(tier) + 1);
      const cumulative = upTo.flatMap((t) => tierAdditions(t).taskTypes);
      expect(new Set(cumulative)).toEqual(new Set(taskTypesForTier(tier)));
    }
  });

  it('puts quiz and form in Standard, bug hunting and the mini game in Premium, the API in Enterprise', () => {
    expect(tierAdditions('standard').taskTypes).toEqual(expect.arrayContaining(['quiz', 'form', 'in_game']));
    expect(tierAdditions('premium')).toEqual({
      taskTypes: ['bug_hunting', 'mini_game'],
      features: ['mini_game'],
    });
    expect(tierAdditions('enterprise')).toEqual({ taskTypes: ['custom_api'], features: ['api_integration'] });
    expect(previousTier('basic')).toBeNull();
    expect(previousTier('enterprise')).toBe('premium');
  });
});
