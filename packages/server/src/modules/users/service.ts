import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../lib/errors';
import { consume, RATE_RULES } from '../../lib/rate-limit';
import { type UserRow, usersRepository } from './repository';

/**
 * Attaches the user to the owner of a referral code. Applying the code you already have is a no-op, so the
 * portal can submit a stored code after any sign-in without checking first. A code whose owner joined,
 * directly or down a chain, with the user's own code is refused: referrals never go round in a circle.
 */
export async function applyReferral(deps: Deps, user: UserRow, code: string): Promise<void> {
  await consume(deps.counters, RATE_RULES.referralPerUser, user.id);
  const repo = usersRepository(deps.db);
  const referrer = await repo.findByReferralCode(code);
  if (!referrer) throw badRequest('errors:referralNotFound');
  if (referrer.id === user.id) throw badRequest('errors:referralSelf');
  if (user.referredBy === referrer.id) return;
  if (user.referredBy) throw conflict('errors:referralAlreadySet');
  const outcome = await repo.setReferrer(user.id, referrer.id);
  if (outcome === 'cycle') throw badRequest('errors:referralCycle');
  if (outcome === 'taken') {
    // Someone set it between our read and write: re-read to answer truthfully.
    const fresh = await repo.findById(user.id);
    if (fresh?.referredBy !== referrer.id) throw conflict('errors:referralAlreadySet');
  }
}
