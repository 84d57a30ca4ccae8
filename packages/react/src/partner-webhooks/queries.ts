import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from '@w2e/core/api/partner-webhooks';
import { getMyProjects, listProjectsForAdmin } from '@w2e/core/api/projects';
import type {
  WebhookCreateBody,
  WebhookRedeliverBody,
  WebhookUpdateBody,
} from '@w2e/core/contracts/partner-webhooks';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';

interface DeliveriesQuery {
  limit: number;
  offset: number;
}

export const webhookKeys = {
  all: ['partner-webhooks'] as const,
  projectBySlug: (slug: string, operator: boolean) =>
    [...webhookKeys.all, 'by-slug', slug, operator] as const,
  project: (projectId: string) => [...webhookKeys.all, 'project', projectId] as const,
  deliveries: (projectId: string, hookId: string, query?: DeliveriesQuery) =>
    [...webhookKeys.project(projectId), 'deliveries', hookId, ...(query ? [query] : [])] as const,
};

/**
 * The project a webhooks page is about, by slug: one of the user's own, or for an operator any project (they
 * manage webhooks on every plan). Null when there is none the user may manage.
 */
export function useWebhookProject(slug: string, operator: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: webhookKeys.projectBySlug(slug.toLowerCase(), operator),
    queryFn: async () => {
      const http = await api.http();
      const same = (item: { slug: string }) => item.slug.toLowerCase() === slug.toLowerCase();
      const own = (await getMyProjects(http)).items.find(same);
      if (own || !operator) return own ?? null;
      return (await listProjectsForAdmin(http, { q: slug, limit: 20 })).items.find(same) ?? null;
    },
  });
}

/** A project's webhooks (its managers, Enterprise). */
export function useWebhooks(projectId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: webhookKeys.project(projectId ?? ''),
    queryFn: async () => listWebhooks(await api.http(), projectId ?? ''),
    enabled: Boolean(projectId),
    retry: false,
  });
}

/** One webhook's deliveries, newest first, a page at a time. */
export function useWebhookDeliveries(projectId: string, hookId: string, query: DeliveriesQuery) {
  const api = useApi();
  return useQuery({
    queryKey: webhookKeys.deliveries(projectId, hookId, query),
    queryFn: async () => listWebhookDeliveries(await api.http(), projectId, hookId, query),
    placeholderData: keepPreviousData,
  });
}

export function useCreateWebhook(projectId: string) {
  return useApiMutation((http, body: WebhookCreateBody) => createWebhook(http, projectId, body), {
    invalidates: [webhookKeys.project(projectId)],
  });
}

export function useUpdateWebhook(projectId: string, hookId: string) {
  return useApiMutation((http, body: WebhookUpdateBody) => updateWebhook(http, projectId, hookId, body), {
    invalidates: [webhookKeys.project(projectId)],
  });
}

export function useDeleteWebhook(projectId: string, hookId: string) {
  return useApiMutation((http) => deleteWebhook(http, projectId, hookId), {
    invalidates: [webhookKeys.project(projectId)],
  });
}

export function useRotateWebhookSecret(projectId: string, hookId: string) {
  return useApiMutation((http) => rotateWebhookSecret(http, projectId, hookId), {
    invalidates: [webhookKeys.project(projectId)],
  });
}

export function useRedeliverWebhook(projectId: string, hookId: string) {
  return useApiMutation(
    (http, body: WebhookRedeliverBody) => redeliverWebhook(http, projectId, hookId, body),
    {
      invalidates: [webhookKeys.deliveries(projectId, hookId)],
    },
  );
}
