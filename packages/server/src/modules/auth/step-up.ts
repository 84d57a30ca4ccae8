import { randomInt } from 'node:crypto';
import type { SignInChallenge } from '@w2e/core/contracts/auth';
import { createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Deps } from '../../deps';
import type { ClientContext } from '../../lib/client-context';
import { unauthorized } from '../../lib/errors';
import { consume, RATE_RULES } from '../../lib/rate-limit';

/**
 * The step-up of a password sign-in: a self-hosted proof-of-work challenge (ALTCHA's, altcha-lib). The
 * browser tries counters until SHA-256(salt + counter) starts with the challenge's prefix, about a second of
 * a person's time, shown as "checking you are human"; a script guessing passwords from many addresses pays
 * the same on every guess. Challenges are signed (HMAC with a key derived from the session secret, so any
 * instance checks any other's), expire after CHALLENGE_TTL_MS, and a solution works once.
 */
const CHALLENGE_TTL_MS = RATE_RULES.stepUpChallengeUsed.windowMs;
const ALGORITHM = 'SHA-256';

const secrets = (deps: Deps) => ({
  hmacSignatureSecret: `${deps.stepUpSecret}:challenge`,
  hmacKeySignatureSecret: `${deps.stepUpSecret}:key`,
});

/** POST auth/sign-in-challenge: a fresh challenge for the sign-in form to solve. */
export async function issueSignInChallenge(deps: Deps, client: ClientContext): Promise<SignInChallenge> {
  await consume(deps.counters, RATE_RULES.stepUpChallengePerIp, client.ip);
  const { difficulty } = deps.config.stepUp;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    // At least half the difficulty's work, so no challenge is a free pass.
    counter: randomInt(Math.floor(difficulty / 2), difficulty + 1),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    ...secrets(deps),
  });
  return challenge as SignInChallenge;
}

function decode(text: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Partial<Payload> | null;
    const { challenge, solution } = payload ?? {};
    if (
      typeof challenge?.signature !== 'string' ||
      typeof challenge.parameters !== 'object' ||
      challenge.parameters === null ||
      challenge.parameters.algorithm !== ALGORITHM ||
      typeof solution?.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    ) {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Checks a step-up solution (base64 of ALTCHA's `{ challenge, solution }` payload): signed by us, not
 * expired, solved, and not used before. The use is recorded atomically in the store every instance shares,
 * so a solution replayed at once, or to another instance, fails.
 */
export async function passStepUp(deps: Deps, text: string): Promise<void> {
  const payload = decode(text);
  if (!payload) throw unauthorized('errors:stepUpFailed');
  let verified = false;
  try {
    ({ verified } = await verifySolution({ ...payload, deriveKey, ...secrets(deps) }));
  } catch {
    verified = false;
  }
  if (!verified) throw unauthorized('errors:stepUpFailed');
  const rule = RATE_RULES.stepUpChallengeUsed;
  const { count } = await deps.counters.increment(
    `${rule.name}:${payload.challenge.signature}`,
    rule.windowMs,
  );
  if (count > rule.max) throw unauthorized('errors:stepUpFailed');
}
