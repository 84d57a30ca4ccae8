import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  createEvent,
  getEvent,
  getEventEditor,
  getEventHosts,
  getMyCampaigns,
  listEvents,
  publishEvent,
  updateEvent,
} from '@w2e/core/api/events';
import type { CreateEventBody, EventsQuery, UpdateEventBody } from '@w2e/core/contracts/events';
import { type ApiClient, useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { useSession } from '../session/queries';
import { PUBLIC_CONTENT_STALE_MS } from '../stale-time';

export const eventKeys = {
  all: ['events'] as const,
  list: (query: EventsQuery) => [...eventKeys.all, 'list', query] as const,
  /** An event as one viewer sees it (drafts, `viewer`): per viewer, so a sign-in reloads it. */
  detail: (slug: string, viewerId: string | null) => [...eventKeys.all, 'detail', slug, viewerId] as const,
  hosts: (viewerId: string | null) => [...eventKeys.all, 'hosts', viewerId] as const,
  editor: (id: string) => [...eventKeys.all, 'editor', id] as const,
  mine: (viewerId: string | null) => [...eventKeys.all, 'mine', viewerId] as const,
};

/** One page of published events; the previous page stays on screen while the next one loads. */
export function eventListQueryOptions(api: ApiClient, query: EventsQuery) {
  return queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: async () => listEvents(await api.http(), query),
    placeholderData: keepPreviousData,
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });
}

export function useEventList(query: EventsQuery) {
  return useQuery(eventListQueryOptions(useApi(), query));
}

export function eventQueryOptions(api: ApiClient, slug: string, viewerId: string | null) {
  return queryOptions({
    queryKey: eventKeys.detail(slug, viewerId),
    queryFn: async () => getEvent(await api.http(), slug),
    retry: false,
    // Fetched by the route while the page's code loads; the page's first render uses it instead of asking again.
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });
}

/** The event page's event, reloaded when who is signed in changes. */
export function useEvent(slug: string) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({ ...eventQueryOptions(api, slug, user?.id ?? null), enabled: !loading && slug !== '' });
}

/** What the signed-in user may host for (projects, owned games, clans), with each one's plan. */
export function useEventHosts() {
  const api = useApi();
  const { user } = useSession();
  return useQuery({
    queryKey: eventKeys.hosts(user?.id ?? null),
    queryFn: async () => getEventHosts(await api.http()),
    enabled: user !== null,
  });
}

/** The stored task configs of an event being created or edited (hosts). */
export function useEventEditor(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: eventKeys.editor(id ?? ''),
    queryFn: async () => getEventEditor(await api.http(), id!),
    enabled: id !== undefined,
  });
}

export function useMyCampaigns() {
  const api = useApi();
  const { user } = useSession();
  return useQuery({
    queryKey: eventKeys.mine(user?.id ?? null),
    queryFn: async () => getMyCampaigns(await api.http()),
    enabled: user !== null,
  });
}

export function useCreateEvent() {
  return useApiMutation((http, body: CreateEventBody) => createEvent(http, body), {
    invalidates: [eventKeys.all],
  });
}

export function useUpdateEvent(id: string) {
  return useApiMutation((http, body: UpdateEventBody) => updateEvent(http, id, body), {
    invalidates: [eventKeys.all],
  });
}

export function usePublishEvent(id: string) {
  return useApiMutation((http) => publishEvent(http, id), { invalidates: [eventKeys.all] });
}
