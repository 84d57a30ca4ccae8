import type { EligibilityRules, Exclusion } from '@w2e/core/contracts/trust';
import { assessEvent, type EventAssessment } from '@w2e/core/trust/assess';
import { checkEligibility, DEFAULT_ELIGIBILITY } from '@w2e/core/trust/score';
import type { Db } from '../../db/database';
import type { EventRow } from '../events/repository';
import { decisionsOf } from './decisions';
import { type ParticipantFacts, trustRepository } from './repository';

/** The event's rules, the defaults where it has none. */
export const rulesOf = (event: Pick<EventRow, 'eligibility'>): EligibilityRules => ({
  ...DEFAULT_ELIGIBILITY,
  ...(event.eligibility ?? {}),
});

/**
 * Scores an event's participants from the signals stored as they arose (docs/trust.md): the rows are read
 * once per source, and core's `assessEvent` finds the groups and scores everyone. Nothing is recomputed from
 * request history.
 */
export async function assessParticipants(
  db: Db,
  event: Pick<EventRow, 'id' | 'startTime'>,
): Promise<{ facts: ParticipantFacts[]; assessment: EventAssessment }> {
  const repo = trustRepository(db);
  const facts = await repo.participants(event.id);
  const [groups, sightings, completions, answers] = await Promise.all([
    repo.groups(event.id),
    repo.sightings(event.id),
    repo.completions(event.id),
    repo.answers(event.id),
  ]);
  const assessment = assessEvent({
    eventStart: event.startTime.getTime(),
    participants: facts,
    groups,
    sightings,
    completions,
    answers,
  });
  return { facts, assessment };
}

/**
 * Who is left out of the rewards when the event ends, and why: every participant whose risk is above the
 * event's highest level (`risk_<level>`) or who fails one of its rules (the rule's code). Rules that could
 * not be checked (wallet reads) exclude nobody. Sorted by user id, each one's codes sorted.
 */
export async function exclusionsOf(
  db: Db,
  event: Pick<EventRow, 'id' | 'startTime' | 'eligibility'>,
): Promise<Exclusion[]> {
  const rules = rulesOf(event);
  const { facts, assessment } = await assessParticipants(db, event);
  const risk = new Map(assessment.participants.map((p) => [p.user_id, p]));
  const groups = await trustRepository(db).groups(event.id);
  const decisions = await decisionsOf(db, event.id);
  const exclusions: Exclusion[] = [];
  for (const p of facts) {
    // The host's decision wins: `clear` keeps a participant in, `exclude` leaves them out.
    const decision = decisions.get(p.user_id);
    if (decision === 'clear') continue;
    const level = risk.get(p.user_id)!.level;
    const checks = checkEligibility(rules, {
      account_age_days: (event.startTime.getTime() - p.created_at) / 86_400_000,
      email_verified: p.email_verified,
      telegram_linked: p.telegram_id !== null,
      captcha_passed: p.telegram_id !== null && groups.get(p.telegram_id)?.captcha_passed === true,
      wallet_age_days: null,
      wallet_tx_count: null,
      risk_level: level,
    });
    const reasons = checks
      .filter((c) => c.status === 'unmet')
      .map((c) => (c.code === 'max_risk_level' ? `risk_${level}` : c.code))
      .concat(decision === 'exclude' ? ['host_excluded'] : [])
      .sort();
    if (reasons.length > 0) exclusions.push({ user_id: p.user_id, reasons });
  }
  return exclusions.sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));
}
