import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  createProject,
  getMyProjects,
  getProject,
  isProjectSlugTaken,
  listProjectsForAdmin,
  setProjectTier,
  updateProject,
} from '@w2e/core/api/projects';
import type { CreateProjectBody, SetTierBody, UpdateProjectBody } from '@w2e/core/contracts/projects';
import { type ApiClient, useApi } from '../api-provider';
import { articleKeys } from '../articles/queries';
import { eventKeys } from '../events/queries';
import { useApiMutation } from '../mutation';
import { useSession } from '../session/queries';
import { PUBLIC_CONTENT_STALE_MS } from '../stale-time';

export const projectKeys = {
  all: ['projects'] as const,
  admin: (query: { q?: string; limit: number; offset: number }) =>
    [...projectKeys.all, 'admin', query] as const,
  mine: () => [...projectKeys.all, 'mine'] as const,
  /** A project's page as one reader sees it (`can_manage`): per viewer, so a sign-in reloads it. */
  slugTaken: (slug: string) => [...projectKeys.all, 'slug-taken', slug] as const,
  detail: (slug: string, viewerId: string | null) =>
    [...projectKeys.all, 'detail', slug.toLowerCase(), viewerId] as const,
};

export function projectQueryOptions(api: ApiClient, slug: string, viewerId: string | null) {
  return queryOptions({
    queryKey: projectKeys.detail(slug, viewerId),
    queryFn: async () => getProject(await api.http(), slug),
    retry: false,
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });
}

/** A project's own page (public), reloaded when who is signed in changes. */
export function useProject(slug: string) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({ ...projectQueryOptions(api, slug, user?.id ?? null), enabled: !loading && slug !== '' });
}

/**
 * Its managers edit the project's page; its name and slug show in the host picker, the Plan card and on its
 * events, so those are read again.
 */
export function useUpdateProject(id: string) {
  return useApiMutation((http, body: UpdateProjectBody) => updateProject(http, id, body), {
    invalidates: [projectKeys.all, eventKeys.all],
  });
}

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

/**
 * A first project made on its own page (/project/new): the same as `useCreateProject`, but the form shows the
 * server's refusals under their fields, so the client does not toast them too.
 */
export function useCreateProjectPage() {
  return useApiMutation(
    (http, body: CreateProjectBody) => createProject(http, body, { skipErrorToast: true }),
    { invalidates: [projectKeys.all, articleKeys.all, [...eventKeys.all, 'hosts']] },
  );
}

/** Whether a project already uses this address ('' asks nothing): the new project's form says so as it is typed. */
export function useProjectSlugTaken(slug: string) {
  const api = useApi();
  return useQuery({
    queryKey: projectKeys.slugTaken(slug),
    queryFn: async () => isProjectSlugTaken(await api.http(), slug),
    enabled: slug !== '',
    retry: false,
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
