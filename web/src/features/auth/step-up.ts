import { getSignInChallenge } from '@w2e/core/api/auth';
import { errorBody } from '@w2e/core/api/http';
import { http } from '../../lib/api';

/** Whether a password sign-in was answered "step-up required" (the server wants a solved challenge too). */
export function isStepUpRequired(error: unknown): boolean {
  return (errorBody(error) as { code?: unknown } | undefined)?.code === 'errors:stepUpRequired';
}

/**
 * Solves the server's sign-in challenge (ALTCHA's proof-of-work, SHA-256 in Web Crypto) and returns what the
 * sign-in sends as `step_up`. The solver loads only when a step-up is asked for.
 */
export async function solveSignInStepUp(): Promise<string> {
  const [challenge, { solveChallenge }, { deriveKey }] = await Promise.all([
    getSignInChallenge(http),
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The sign-in challenge was not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
