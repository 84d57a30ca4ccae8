import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  decidePlanRequest,
  listPlanRequests,
  listPlanRequestsForAdmin,
  requestPlan,
} from '@w2e/core/api/plan-requests';
import type { PlanDecisionBody, PlanRequestBody, PlanRequestStatus } from '@w2e/core/contracts/plan-requests';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { projectKeys } from '../projects/queries';

interface AdminQuery {
  status?: PlanRequestStatus;
  limit: number;
  offset: number;
}

export const planRequestKeys = {
  all: ['plan-requests'] as const,
  project: (projectId: string) => [...planRequestKeys.all, 'project', projectId] as const,
  admin: (query: AdminQuery) => [...planRequestKeys.all, 'admin', query] as const,
};

/** A project's plan requests, newest first (its managers). */
export function useProjectPlanRequests(projectId: string) {
  const api = useApi();
  return useQuery({
    queryKey: planRequestKeys.project(projectId),
    queryFn: async () => listPlanRequests(await api.http(), projectId),
  });
}

/** Ask for a plan: an operator confirms it. */
export function useRequestPlan(projectId: string) {
  return useApiMutation((http, body: PlanRequestBody) => requestPlan(http, projectId, body), {
    invalidates: [planRequestKeys.project(projectId)],
  });
}

/** Ask for a plan for a project known only when the call is made (a project just created). */
export function useRequestPlanFor() {
  return useApiMutation(
    (http, { projectId, body }: { projectId: string; body: PlanRequestBody }) =>
      requestPlan(http, projectId, body),
    { invalidates: [planRequestKeys.all] },
  );
}

/** Operators: the requests, filtered by status. */
export function useAdminPlanRequests(query: AdminQuery) {
  const api = useApi();
  return useQuery({
    queryKey: planRequestKeys.admin(query),
    queryFn: async () => listPlanRequestsForAdmin(await api.http(), query),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Operators: approve (the project's tier follows) or decline with a reason. */
export function useDecidePlanRequest(id: string) {
  return useApiMutation((http, body: PlanDecisionBody) => decidePlanRequest(http, id, body), {
    invalidates: [planRequestKeys.all, projectKeys.all],
  });
}
