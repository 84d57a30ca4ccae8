import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  addTask,
  checkTelegramChat,
  createVisit,
  deleteTask,
  getQuiz,
  listEventTasks,
  listSubmissions,
  openVisit,
  overrideTask,
  reviewSubmission,
  submitTask,
  updateTask,
} from '@w2e/core/api/tasks';
import type { OverrideBody, ReviewBody, SubmissionBody, SubmissionsQuery } from '@w2e/core/contracts/tasks';
import type { TaskConfigInput } from '@w2e/core/tasks/registry';
import { type ApiClient, useApi } from '../api-provider';
import { eventKeys } from '../events/queries';
import { leaderboardKeys } from '../leaderboards/queries';
import { useApiMutation } from '../mutation';
import { useSession } from '../session/queries';
import { PUBLIC_CONTENT_STALE_MS } from '../stale-time';

export const taskKeys = {
  all: ['tasks'] as const,
  /** Tasks with one player's state: per viewer. */
  event: (slug: string, viewerId: string | null) => [...taskKeys.all, 'event', slug, viewerId] as const,
  quiz: (id: string) => [...taskKeys.all, 'quiz', id] as const,
  submissions: (eventId: string, query: SubmissionsQuery) =>
    [...taskKeys.all, 'submissions', eventId, query] as const,
};

export function eventTasksQueryOptions(api: ApiClient, slug: string, viewerId: string | null) {
  return queryOptions({
    queryKey: taskKeys.event(slug, viewerId),
    queryFn: async () => listEventTasks(await api.http(), slug),
    retry: false,
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });
}

/** The event page's tasks with the signed-in player's state, refreshed when they come back to the tab. */
export function useEventTasks(slug: string) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({
    ...eventTasksQueryOptions(api, slug, user?.id ?? null),
    enabled: !loading && slug !== '',
    // Even when fresh: a player back from the visited site (visit website) sees the task's new state.
    refetchOnWindowFocus: 'always',
  });
}

/** A quiz's questions, loaded when the player opens it; never cached past the dialog. */
export function useQuiz(id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.quiz(id),
    queryFn: async () => getQuiz(await api.http(), id),
    enabled,
    retry: false,
    gcTime: 0,
  });
}

export function useAddTask(eventId: string) {
  return useApiMutation((http, body: TaskConfigInput) => addTask(http, eventId, body), {
    invalidates: [taskKeys.all, eventKeys.all],
  });
}

export function useUpdateTask() {
  return useApiMutation(
    (http, { id, body }: { id: string; body: TaskConfigInput }) => updateTask(http, id, body),
    { invalidates: [taskKeys.all, eventKeys.all] },
  );
}

export function useDeleteTask() {
  return useApiMutation((http, id: string) => deleteTask(http, id), {
    invalidates: [taskKeys.all, eventKeys.all],
  });
}

/** Does a task; a refusal (a wrong quiz, a locked task) refreshes the states too. */
/** `quiet`: the caller shows the refusal itself (see core's `submitTask`). */
export function useSubmitTask(id: string, options: { quiet?: boolean } = {}) {
  return useApiMutation((http, body: SubmissionBody) => submitTask(http, id, body, options), {
    invalidates: [taskKeys.all, eventKeys.all, leaderboardKeys.all],
    invalidatesOnError: true,
  });
}

export function useCreateVisit(id: string) {
  return useApiMutation((http) => createVisit(http, id), { invalidates: [] });
}

/** A visit link made and opened at once (the visit is recorded), for an app that opens the site itself. */
export function useOpenVisit(id: string) {
  return useApiMutation(async (http) => openVisit(http, await createVisit(http, id)), { invalidates: [] });
}

export function useSubmissions(eventId: string, query: SubmissionsQuery) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.submissions(eventId, query),
    queryFn: async () => listSubmissions(await api.http(), eventId, query),
    // The review page knows the event's id only once the event has loaded.
    enabled: eventId !== '',
  });
}

/** The host grants a task by hand (a check that cannot see what the player did); the lists refresh. */
export function useOverrideTask() {
  return useApiMutation(
    (http, { id, body }: { id: string; body: OverrideBody }) => overrideTask(http, id, body),
    { invalidates: [taskKeys.all, eventKeys.all] },
  );
}

export function useReviewSubmission() {
  return useApiMutation(
    (http, { id, body }: { id: string; body: ReviewBody }) => reviewSubmission(http, id, body),
    { invalidates: [taskKeys.all, eventKeys.all] },
  );
}

/** While configuring a Telegram join task: is our bot an admin of that chat (and if not, what to do)? */
export function useTelegramCheck() {
  return useApiMutation((http, link: string) => checkTelegramChat(http, link));
}
