import {
  type CreateProjectBody,
  type ProjectList,
  type ProjectPage,
  type ProjectProfile,
  type ProjectProfileResult,
  type ProjectResult,
  projectListSchema,
  projectPageSchema,
  projectProfileResultSchema,
  projectProfileSchema,
  projectResultSchema,
  type SetTierBody,
  type UpdateProjectBody,
} from '../contracts/projects';
import { type HttpClient, isHttpError, type RequestConfig } from './http';

/**
 * POST /projects: the signed-in user's project (tier Basic until an operator changes it). A form that shows the
 * refusal under its fields passes `skipErrorToast`.
 */
export async function createProject(
  http: HttpClient,
  body: CreateProjectBody,
  options: Pick<RequestConfig, 'skipErrorToast'> = {},
): Promise<ProjectResult> {
  const { data } = await http.post('projects', body, options);
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

/** GET /api/projects/{slug}: a project's own page, public (`can_manage` for its managers). */
export async function getProject(http: HttpClient, slug: string): Promise<ProjectProfile> {
  const { data } = await http.get(`projects/${encodeURIComponent(slug)}`);
  return projectProfileSchema.parse(data);
}

/** Whether a project already lives at this address (GET /api/projects/{slug}: a 404 means it is free). */
export async function isProjectSlugTaken(http: HttpClient, slug: string): Promise<boolean> {
  try {
    await http.get(`projects/${encodeURIComponent(slug)}`, { skipErrorToast: true });
    return true;
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 404) return false;
    throw error;
  }
}

/** PUT /api/projects/{id}: its managers edit the page's fields. */
export async function updateProject(
  http: HttpClient,
  id: string,
  body: UpdateProjectBody,
): Promise<ProjectProfileResult> {
  const { data } = await http.put(`projects/${encodeURIComponent(id)}`, body);
  return projectProfileResultSchema.parse(data);
}
