import type {
  PlanDecisionBody,
  PlanRequest,
  PlanRequestBody,
  PlanRequestList,
  PlanRequestPage,
  PlanRequestResult,
  PlanRequestStatus,
} from '@w2e/core/contracts/plan-requests';
import type { Language } from '@w2e/core/i18n/languages';
import { tierName } from '@w2e/core/pricing/tiers';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { pageResult } from '../../lib/paging';
import { recordEvent } from '../../outbox/outbox';
import { canManageHost, findHost } from '../events/access';
import type { UserRow } from '../users/repository';
import { type PlanRequestWithProject, planRequestsRepository } from './plan-requests-repository';
import { setPricingTier } from './tiers';

/**
 * Plan requests (docs/content-platform.md, "Plans"): a project's managers ask for a plan, an operator approves
 * it (the tier is set by `setPricingTier` in the same transaction) or declines it with a reason, and the host is
 * told through the outbox (`plan.decided` → the `plan_decided` notification and its mail).
 */
export function toPlanRequest({ request, project, requester, decider }: PlanRequestWithProject): PlanRequest {
  return {
    id: request.id,
    project,
    tier: request.tier,
    note: request.note,
    contact: request.contact,
    status: request.status,
    reason: request.reason,
    requested_by: requester,
    decided_by: decider,
    decided_at: request.decidedAt ? request.decidedAt.toISOString() : null,
    created_at: request.createdAt.toISOString(),
  };
}

/** The project a user asks about: 404 when there is none, 403 for anyone but its managers (and operators). */
async function managedProject(deps: Deps, user: UserRow, projectId: string) {
  const host = await findHost(deps.db, 'project', projectId);
  if (!host) throw notFound('articles:projectNotFound');
  if (!canManageHost(host, user)) throw forbidden('plans:projectForbidden');
  return host;
}

/** POST /projects/{id}/plan-requests: one waiting request per project (409 for a second). */
export async function requestPlan(
  deps: Deps,
  user: UserRow,
  projectId: string,
  body: PlanRequestBody,
  language: Language,
): Promise<PlanRequestResult> {
  const project = await managedProject(deps, user, projectId);
  if (project.tier === body.tier) throw fieldError('tier', 'plans:alreadyOnTier');
  const repo = planRequestsRepository(deps.db);
  const contact = body.tier === 'enterprise';
  let id: string;
  try {
    ({ id } = await repo.insert({
      projectId: project.id,
      tier: body.tier,
      note: body.note || null,
      contact,
      requestedBy: user.id,
    }));
  } catch (error) {
    if (isUniqueViolation(error, 'plan_requests_pending_key')) throw conflict('plans:pendingExists');
    throw error;
  }
  const stored = await repo.find(id);
  if (!stored) throw notFound('plans:notFound');
  return {
    ...ack(language, contact ? 'plans:contactRequested' : 'plans:requested'),
    request: toPlanRequest(stored),
  };
}

/** GET /projects/{id}/plan-requests: the project's, newest first (its managers and operators). */
export async function projectPlanRequests(
  deps: Deps,
  user: UserRow,
  projectId: string,
): Promise<PlanRequestList> {
  const project = await managedProject(deps, user, projectId);
  const rows = await planRequestsRepository(deps.db).listForProject(project.id);
  return { items: rows.map(toPlanRequest) };
}

/** GET /admin/plan-requests (operators). */
export async function listPlanRequests(
  deps: Deps,
  query: { status?: PlanRequestStatus; limit: number; offset: number },
): Promise<PlanRequestPage> {
  return pageResult(await planRequestsRepository(deps.db).list(query), query, toPlanRequest);
}

/**
 * POST /admin/plan-requests/{id}/decision (operators): written once (a second decision is 409). Approving sets
 * the project's tier in the same transaction; either way `plan.decided` tells the host.
 */
export async function decidePlanRequest(
  deps: Deps,
  operator: UserRow,
  id: string,
  body: PlanDecisionBody,
  language: Language,
): Promise<PlanRequestResult> {
  const approve = body.decision === 'approve';
  await deps.db.transaction(async (tx) => {
    const repo = planRequestsRepository(tx);
    const decided = await repo.decide(id, {
      status: approve ? 'approved' : 'declined',
      reason: approve ? null : body.reason || null,
      decidedBy: operator.id,
    });
    if (!decided) throw (await repo.find(id)) ? conflict('plans:alreadyDecided') : notFound('plans:notFound');
    if (approve) await setPricingTier({ ...deps, db: tx }, 'project', decided.projectId, decided.tier);
    const found = await repo.find(decided.id);
    await recordEvent(tx, {
      type: 'plan.decided',
      payload: {
        request_id: decided.id,
        project_id: decided.projectId,
        project_name: found?.project.name ?? '',
        tier: decided.tier,
        decision: decided.status === 'approved' ? 'approved' : 'declined',
        reason: decided.reason,
        user_id: decided.requestedBy,
        decided_by: operator.id,
      },
    });
  });
  const stored = await planRequestsRepository(deps.db).find(id);
  if (!stored) throw notFound('plans:notFound');
  return {
    ...(approve
      ? ack(language, 'plans:approved', { tier: tierName(stored.request.tier) })
      : ack(language, 'plans:declined')),
    request: toPlanRequest(stored),
  };
}
