import {
  type CreateProjectBody,
  type ProjectList,
  type ProjectPage,
  type ProjectResult,
  projectListSchema,
  projectPageSchema,
  projectResultSchema,
  type SetTierBody,
} from '../contracts/projects';
import type { HttpClient } from './http';

/** POST /projects: the signed-in user's project (tier Basic until an operator changes it). */
export async function createProject(http: HttpClient, body: CreateProjectBody): Promise<ProjectResult> {
  const { data } = await http.post('projects', body);
  return projectResultSchema.parse(data);
}

/** GET /api/projects/mine: the signed-in user's projects. */
export async function getMyProjects(http: HttpClient): Promise<ProjectList> {
  const { data } = await http.get('projects/mine');
  return projectListSchema.parse(data);
}

/** GET /admin/projects (operators). */
export async function listProjectsForAdmin(
  http: HttpClient,
  params: { q?: string; limit?: number; offset?: number } = {},
): Promise<ProjectPage> {
  const { data } = await http.get('admin/projects', { params });
  return projectPageSchema.parse(data);
}

/** PATCH /admin/projects/{id}/tier (operators). */
export async function setProjectTier(
  http: HttpClient,
  id: string,
  body: SetTierBody,
): Promise<ProjectResult> {
  const { data } = await http.patch(`admin/projects/${encodeURIComponent(id)}/tier`, body);
  return projectResultSchema.parse(data);
}
