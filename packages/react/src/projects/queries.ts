import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createProject, getMyProjects, listProjectsForAdmin, setProjectTier } from '@w2e/core/api/projects';
import type { CreateProjectBody, SetTierBody } from '@w2e/core/contracts/projects';
import { useApi } from '../api-provider';
import { articleKeys } from '../articles/queries';
import { useApiMutation } from '../mutation';

export const projectKeys = {
  all: ['projects'] as const,
  admin: (query: { q?: string; limit: number; offset: number }) =>
    [...projectKeys.all, 'admin', query] as const,
  mine: () => [...projectKeys.all, 'mine'] as const,
};

/** The signed-in user's projects, with their plans. */
export function useMyProjects() {
  const api = useApi();
  return useQuery({
    queryKey: projectKeys.mine(),
    queryFn: async () => getMyProjects(await api.http()),
  });
}

/** A first-time author's project: articles (and the quota they count toward) belong to it. */
export function useCreateProject() {
  return useApiMutation((http, body: CreateProjectBody) => createProject(http, body), {
    invalidates: [projectKeys.all, articleKeys.all],
  });
}

/** Operators: every project with its tier. */
export function useAdminProjects(query: { q?: string; limit: number; offset: number }) {
  const api = useApi();
  return useQuery({
    queryKey: projectKeys.admin(query),
    queryFn: async () => listProjectsForAdmin(await api.http(), query),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Operators: move a project to another plan (its article quota and task types follow). */
export function useSetProjectTier(id: string) {
  return useApiMutation((http, body: SetTierBody) => setProjectTier(http, id, body), {
    invalidates: [projectKeys.all, articleKeys.all],
  });
}
