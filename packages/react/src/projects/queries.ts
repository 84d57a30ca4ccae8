import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createProject, getMyProjects, listProjectsForAdmin, setProjectTier } from '@w2e/core/api/projects';
import type { CreateProjectBody, SetTierBody } from '@w2e/core/contracts/projects';
import { useApi } from '../api-provider';
import { articleKeys } from '../articles/queries';
import { eventKeys } from '../events/queries';
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

/**
 * A first project: articles (and the quota they count toward) and events belong to it, so the author's quota and
 * the event flow's host picker are read again.
 */
export function useCreateProject() {
  return useApiMutation((http, body: CreateProjectBody) => createProject(http, body), {
    invalidates: [projectKeys.all, articleKeys.all, [...eventKeys.all, 'hosts']],
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
