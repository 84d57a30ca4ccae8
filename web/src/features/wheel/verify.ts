import type { WheelSpin } from '@w2e/core/contracts/wheel';
import { commitment, spinSegment } from '@w2e/core/fairness/draw';

export type Verdict = 'match' | 'mismatch' | 'hidden';

/**
 * Recomputes a spin in the browser with core's own function: the revealed seed must hash to the hash shown
 * before the spin, and (seed, client seed, nonce, weights) must give the segment the server answered.
 */
export async function verifySpin(spin: WheelSpin): Promise<Verdict> {
  if (!spin.server_seed) return 'hidden';
  try {
    if ((await commitment(spin.server_seed)) !== spin.server_seed_hash) return 'mismatch';
    const index = await spinSegment(spin.server_seed, spin.client_seed, spin.nonce, spin.weights);
    return index === spin.segment_index ? 'match' : 'mismatch';
  } catch {
    return 'mismatch';
  }
}
