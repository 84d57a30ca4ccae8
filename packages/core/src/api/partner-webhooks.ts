import type { Ack } from '../contracts/common';
import { ackSchema } from '../contracts/common';
import {
  type WebhookCreateBody,
  type WebhookDeliveriesQuery,
  type WebhookDeliveryPage,
  type WebhookList,
  type WebhookRedeliverBody,
  type WebhookRedeliverResult,
  type WebhookResult,
  type WebhookSecretResult,
  type WebhookUpdateBody,
  webhookDeliveryPageSchema,
  webhookListSchema,
  webhookRedeliverResultSchema,
  webhookResultSchema,
  webhookSecretResultSchema,
} from '../contracts/partner-webhooks';
import type { HttpClient } from './http';

const base = (projectId: string) => `projects/${encodeURIComponent(projectId)}/webhooks`;
const one = (projectId: string, hookId: string) => `${base(projectId)}/${encodeURIComponent(hookId)}`;

/** GET /projects/{id}/webhooks. */
export async function listWebhooks(http: HttpClient, projectId: string): Promise<WebhookList> {
  const { data } = await http.get(base(projectId));
  return webhookListSchema.parse(data);
}

/** POST /projects/{id}/webhooks: the answer holds the secret, once. */
export async function createWebhook(
  http: HttpClient,
  projectId: string,
  body: WebhookCreateBody,
): Promise<WebhookSecretResult> {
  const { data } = await http.post(base(projectId), body);
  return webhookSecretResultSchema.parse(data);
}

/** PATCH /projects/{id}/webhooks/{hookId}. */
export async function updateWebhook(
  http: HttpClient,
  projectId: string,
  hookId: string,
  body: WebhookUpdateBody,
): Promise<WebhookResult> {
  const { data } = await http.patch(one(projectId, hookId), body);
  return webhookResultSchema.parse(data);
}

/** DELETE /projects/{id}/webhooks/{hookId}. */
export async function deleteWebhook(http: HttpClient, projectId: string, hookId: string): Promise<Ack> {
  const { data } = await http.delete(one(projectId, hookId));
  return ackSchema.parse(data);
}

/** POST /projects/{id}/webhooks/{hookId}/rotate-secret: the new secret, once. */
export async function rotateWebhookSecret(
  http: HttpClient,
  projectId: string,
  hookId: string,
): Promise<WebhookSecretResult> {
  const { data } = await http.post(`${one(projectId, hookId)}/rotate-secret`);
  return webhookSecretResultSchema.parse(data);
}

/** GET /projects/{id}/webhooks/{hookId}/deliveries. */
export async function listWebhookDeliveries(
  http: HttpClient,
  projectId: string,
  hookId: string,
  params: WebhookDeliveriesQuery = {},
): Promise<WebhookDeliveryPage> {
  const { data } = await http.get(`${one(projectId, hookId)}/deliveries`, { params });
  return webhookDeliveryPageSchema.parse(data);
}

/** POST /projects/{id}/webhooks/{hookId}/redeliver. */
export async function redeliverWebhook(
  http: HttpClient,
  projectId: string,
  hookId: string,
  body: WebhookRedeliverBody,
): Promise<WebhookRedeliverResult> {
  const { data } = await http.post(`${one(projectId, hookId)}/redeliver`, body);
  return webhookRedeliverResultSchema.parse(data);
}
