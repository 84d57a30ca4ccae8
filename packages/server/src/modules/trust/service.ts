import type {
  Eligibility,
  ParticipantRisk,
  ParticipantRiskPage,
  RiskClusters,
  RiskQuery,
  RiskView,
} from '@w2e/core/contracts/trust';
import type { Language } from '@w2e/core/i18n/languages';
import type { Assessment } from '@w2e/core/trust/assess';
import { checkEligibility } from '@w2e/core/trust/score';
import { and, eq, sql } from 'drizzle-orm';
import { eventResults } from '../../db/schema/rewards';
import type { Deps } from '../../deps';
import { unauthorized } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { resultRows } from '../../lib/sql-rows';
import { managedEvent, viewableEvent } from '../events/access';
import type { UserRow } from '../users/repository';
import { assessParticipants, rulesOf } from './assess';
import { ownDecisionAndAppeal } from './decisions';
import { walletFactsOf, walletReader, walletTimeOf } from './wallets';

function riskView(assessment: Assessment, language: Language): RiskView {
  const t = translator(language);
  return {
    level: assessment.level,
    score: assessment.score,
    reasons: assessment.reasons.map((r) => ({
      code: r.code,
      value: r.value,
      // The figure is "how many others" for the shared signals; the account itself is one of the group.
      detail: t(`trust:reason_${r.code}`, {
        count:
          r.code.startsWith('shared_') ||
          ['burst_signup', 'lockstep_tasks', 'copied_answers', 'funding_cluster', 'referral_chain'].includes(
            r.code,
          )
            ? Math.max(1, r.value - 1)
            : r.value,
      }),
    })),
    not_run: assessment.not_run,
  };
}

/** GET /api/events/{id}/participants/risk: the host's list, riskiest first, a page at a time. */
export async function participantsRisk(
  deps: Deps,
  user: UserRow,
  idOrSlug: string,
  query: RiskQuery & { limit: number; offset: number },
  language: Language,
): Promise<ParticipantRiskPage> {
  const event = await managedEvent(deps, idOrSlug, user);
  const { facts, assessment } = await assessParticipants(deps.db, event, walletReader(deps, event));
  const byUser = new Map(facts.map((f) => [f.user_id, f]));
  const counts = { low: 0, medium: 0, high: 0 };
  for (const p of assessment.participants) counts[p.level]++;
  const rows = assessment.participants
    .filter((p) => !query.level || p.level === query.level)
    .sort(
      (a, b) =>
        b.score - a.score ||
        byUser.get(b.user_id)!.total_score - byUser.get(a.user_id)!.total_score ||
        a.user_id.localeCompare(b.user_id),
    );
  const items: ParticipantRisk[] = rows.slice(query.offset, query.offset + query.limit).map((p) => {
    const f = byUser.get(p.user_id)!;
    return {
      player: { id: f.user_id, username: f.username, name: f.name },
      total_score: f.total_score,
      risk: riskView(p, language),
    };
  });
  return { items, total: rows.length, limit: query.limit, offset: query.offset, counts };
}

/** GET /api/events/{id}/participants/clusters: the groups found, biggest first. */
export async function participantClusters(
  deps: Deps,
  user: UserRow,
  idOrSlug: string,
): Promise<RiskClusters> {
  const event = await managedEvent(deps, idOrSlug, user);
  const { facts, assessment } = await assessParticipants(deps.db, event, walletReader(deps, event));
  const byUser = new Map(facts.map((f) => [f.user_id, f]));
  return {
    items: [...assessment.clusters]
      .sort((a, b) => b.members.length - a.members.length || a.key.localeCompare(b.key))
      .map((c) => ({
        kind: c.kind,
        key: c.key,
        members: c.members.map((id) => {
          const f = byUser.get(id)!;
          return { id, username: f.username, name: f.name };
        }),
      })),
  };
}

/**
 * GET /api/events/{slug}/eligibility: the signed-in player against the event's rules. Risk is decided once,
 * at the end: until the results are published its rule is `pending`; afterwards it says whether the player
 * was left out for it.
 */
export async function eligibility(deps: Deps, user: UserRow | null, slug: string): Promise<Eligibility> {
  if (!user) throw unauthorized();
  const { row: event } = await viewableEvent(deps, slug, user);
  const [facts] = resultRows<{ captcha_passed: boolean }>(
    await deps.db.execute(sql`
      select exists (select 1 from monitoring_members m
                     where ${user.telegramId}::text is not null and m.user_id::text = ${user.telegramId}::text
                       and m.captcha_passed_at is not null) as captcha_passed`),
  );
  const [result] = await deps.db
    .select({ exclusions: eventResults.exclusions })
    .from(eventResults)
    .where(and(eq(eventResults.eventId, event.id), eq(eventResults.state, 'published')));
  const excluded = result?.exclusions?.find((e) => e.user_id === user.id);
  const riskReason = excluded?.reasons.find((r) => r.startsWith('risk_'));
  // The player's own wallet, read (cached) when the event has a wallet rule and an RPC for its networks.
  const rulesSet = rulesOf(event);
  const walletRules = Boolean(rulesSet.min_wallet_age_days) || Boolean(rulesSet.min_wallet_tx_count);
  const wallet =
    walletRules && user.walletAddress
      ? (
          await walletFactsOf(
            deps,
            event.id,
            [{ user_id: user.id, wallet: user.walletAddress }],
            walletTimeOf(event),
          )
        ).get(user.id)
      : undefined;
  const rules = checkEligibility(rulesSet, {
    account_age_days: (event.startTime.getTime() - user.createdAt.getTime()) / 86_400_000,
    email_verified: user.email !== null,
    telegram_linked: user.telegramId !== null,
    captcha_passed: facts?.captcha_passed === true,
    wallet_linked: user.walletAddress !== null,
    wallet_age_days: wallet ? (wallet.age_days ?? 0) : null,
    wallet_tx_count: wallet ? wallet.tx_count : null,
    risk_level: result?.exclusions
      ? riskReason
        ? (riskReason.slice('risk_'.length) as 'medium' | 'high')
        : 'low'
      : null,
  });
  // After the end, a published result answers for the risk rule; before, it stays pending.
  const unmet = rules.filter((r) => r.status === 'unmet').map((r) => r.code);
  const own = await ownDecisionAndAppeal(deps.db, event.id, user.id);
  const eligible =
    own.decision?.decision === 'clear' || (unmet.length === 0 && own.decision?.decision !== 'exclude');
  return { eligible, rules, unmet, ...own };
}
