import { describe, expect, it } from 'vitest';
import { notificationMessage, notificationPath } from './notifications';
import { planDecisionBodySchema } from './plan-requests';

describe('plan requests', () => {
  it('need a reason to decline, not to approve', () => {
    expect(planDecisionBodySchema.safeParse({ decision: 'approve' }).success).toBe(true);
    const bare = planDecisionBodySchema.safeParse({ decision: 'decline', reason: '  ' });
    expect(bare.error?.issues[0]?.path).toEqual(['reason']);
    expect(planDecisionBodySchema.safeParse({ decision: 'decline', reason: 'No contract' }).success).toBe(
      true,
    );
  });

  it('tell the host the decision, with the reason when declined, and lead to the Plan card', () => {
    const params = { project: 'Acme', tier: 'Premium' };
    expect(
      notificationMessage({ kind: 'plan_decided', params: { ...params, decision: 'approved' } }).key,
    ).toBe('notifications:planApproved');
    expect(
      notificationMessage({ kind: 'plan_decided', params: { ...params, decision: 'declined' } }).key,
    ).toBe('notifications:planDeclined');
    expect(
      notificationMessage({ kind: 'plan_decided', params: { ...params, decision: 'declined', reason: 'No' } })
        .key,
    ).toBe('notifications:planDeclinedReason');
    expect(notificationPath({ kind: 'plan', id: 'p1' })).toBe('/profile?tab=event');
  });
});
