import {
  type AdminPlanRequestsQuery,
  type PlanDecisionBody,
  type PlanRequestBody,
  type PlanRequestList,
  type PlanRequestPage,
  type PlanRequestResult,
  planRequestListSchema,
  planRequestPageSchema,
  planRequestResultSchema,
} from '../contracts/plan-requests';
import type { HttpClient } from './http';

const base = (projectId: string) => `projects/${encodeURIComponent(projectId)}/plan-requests`;

/** POST /projects/{id}/plan-requests: a project's managers ask for a plan. */
export async function requestPlan(
  http: HttpClient,
  projectId: string,
  body: PlanRequestBody,
): Promise<PlanRequestResult> {
  const { data } = await http.post(base(projectId), body);
  return planRequestResultSchema.parse(data);
}

/** GET /projects/{id}/plan-requests: the project's requests, newest first. */
export async function listPlanRequests(http: HttpClient, projectId: string): Promise<PlanRequestList> {
  const { data } = await http.get(base(projectId));
  return planRequestListSchema.parse(data);
}

/** GET /admin/plan-requests (operators). */
export async function listPlanRequestsForAdmin(
  http: HttpClient,
  params: AdminPlanRequestsQuery = {},
): Promise<PlanRequestPage> {
  const { data } = await http.get('admin/plan-requests', { params });
  return planRequestPageSchema.parse(data);
}

/** POST /admin/plan-requests/{id}/decision (operators). */
export async function decidePlanRequest(
  http: HttpClient,
  id: string,
  body: PlanDecisionBody,
): Promise<PlanRequestResult> {
  const { data } = await http.post(`admin/plan-requests/${encodeURIComponent(id)}/decision`, body);
  return planRequestResultSchema.parse(data);
}
