import type { WheelSpin } from '@w2e/core/contracts/wheel';
import { commitment, spinSegment } from '@w2e/core/fairness/draw';
import { describe, expect, it } from 'vitest';
import { verifySpin } from './verify';

const SEED = '0f'.repeat(32);
const WEIGHTS = [5, 0, 3, 2];

async function spin(overrides: Partial<WheelSpin> = {}): Promise<WheelSpin> {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    segment_index: await spinSegment(SEED, 'client', 7, WEIGHTS),
    label: 'Badge',
    prize_kind: 'badge',
    amount: 1,
    score_column: null,
    weights: WEIGHTS,
    server_seed_hash: await commitment(SEED),
    server_seed: SEED,
    client_seed: 'client',
    nonce: 7,
    created_at: new Date(0).toISOString(),
    ...overrides,
  };
}

describe('verifying a spin in the browser', () => {
  it('matches a spin the seeds and weights recompute', async () => {
    expect(await verifySpin(await spin())).toBe('match');
  });

  it('says mismatch when the segment, the seed’s hash or the seed is not what was shown', async () => {
    const honest = await spin();
    const other = WEIGHTS.findIndex((weight, index) => weight > 0 && index !== honest.segment_index);
    expect(await verifySpin({ ...honest, segment_index: other })).toBe('mismatch');
    expect(await verifySpin({ ...honest, server_seed_hash: 'ab'.repeat(32) })).toBe('mismatch');
    expect(await verifySpin({ ...honest, server_seed: 'not hex' })).toBe('mismatch');
  });

  it('waits for the seed to be revealed', async () => {
    expect(await verifySpin(await spin({ server_seed: null }))).toBe('hidden');
  });
});
