import type { EligibilityRules, Exclusion } from '@w2e/core/contracts/trust';
import { assessEvent, type EventAssessment, type WalletFact } from '@w2e/core/trust/assess';
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
  /** The wallet reads (modules/trust/wallets.ts): a map already read, or how to read it from the participants. */
  wallets?:
    | ReadonlyMap<string, WalletFact>
    | ((facts: ParticipantFacts[]) => Promise<ReadonlyMap<string, WalletFact>>),
): Promise<{
  facts: ParticipantFacts[];
  assessment: EventAssessment;
  wallets: ReadonlyMap<string, WalletFact> | undefined;
}> {
  const repo = trustRepository(db);
  const facts = await repo.participants(event.id);
  const walletFacts = typeof wallets === 'function' ? await wallets(facts) : wallets;
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
    ...(walletFacts ? { wallets: walletFacts } : {}),
  });
  return { facts, assessment, wallets: walletFacts };
}

/**
 * Who is left out of the rewards when the event ends, and why: every participant whose risk is above the
 * event's highest level (`risk_<level>`) or who fails one of its rules (the rule's code). `wallets` are the
 * wallet reads made before (outside the transaction): a wallet rule fails for a player with no wallet linked,
 * and for one whose wallet was read and is too young or too little used; a wallet that could not be read (no
 * RPC configured, the node failed) excludes nobody. Sorted by user id, each one's codes sorted.
 */
export async function exclusionsOf(
  db: Db,
  event: Pick<EventRow, 'id' | 'startTime' | 'eligibility'>,
  wallets?: ReadonlyMap<string, WalletFact>,
): Promise<Exclusion[]> {
  const rules = rulesOf(event);
  const { facts, assessment } = await assessParticipants(db, event, wallets);
  const risk = new Map(assessment.participants.map((p) => [p.user_id, p]));
  const groups = await trustRepository(db).groups(event.id);
  const decisions = await decisionsOf(db, event.id);
  const exclusions: Exclusion[] = [];
  for (const p of facts) {
    // The host's decision wins: `clear` keeps a participant in, `exclude` leaves them out.
    const decision = decisions.get(p.user_id);
    if (decision === 'clear') continue;
    const level = risk.get(p.user_id)!.level;
    const wallet = wallets?.get(p.user_id);
    const checks = checkEligibility(rules, {
      account_age_days: (event.startTime.getTime() - p.created_at) / 86_400_000,
      email_verified: p.email_verified,
      telegram_linked: p.telegram_id !== null,
      captcha_passed: p.telegram_id !== null && groups.get(p.telegram_id)?.captcha_passed === true,
      wallet_linked: p.wallet !== null,
      wallet_age_days: wallet ? (wallet.age_days ?? 0) : null,
      wallet_tx_count: wallet ? wallet.tx_count : null,
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
