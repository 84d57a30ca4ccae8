import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { pageOf, pageQuerySchema } from './common';
import type { DomainEventType } from './domain-events';

/**
 * Partner webhooks of the Enterprise plan (docs/webhooks.md): a project's managers name an https URL and the
 * domain events they want; each event is POSTed there signed (`W2E-Signature`), in order per webhook, retried
 * for a day, every delivery listed and replayable.
 */

/**
 * The outbox's types a project's webhook may ask for: those about the project's own events and prizes. The
 * platform wheel, clans (a project is not a clan) and plan decisions are not a partner's to receive.
 */
export const WEBHOOK_EVENT_TYPES = [
  'participant.joined',
  'task.completed',
  'submission.received',
  'submission.reviewed',
  'event.published',
  'event.finished',
  'reward.awarded',
  'draw.published',
  'prize.claimed',
  'prize.delivered',
  'prize.confirmed',
  'prize.disputed',
] as const satisfies readonly DomainEventType[];

/** A clan's webhook: the same about the events it hosts, and its members coming and going. */
export const CLAN_WEBHOOK_EVENT_TYPES = [
  ...WEBHOOK_EVENT_TYPES,
  'clan.member_joined',
  'clan.member_left',
] as const satisfies readonly DomainEventType[];
export type WebhookEventType = (typeof CLAN_WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_URL_MAX = 2000;
/** Webhooks per project. */
export const WEBHOOKS_PER_PROJECT = 10;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const urlField = () =>
  z
    .string()
    .trim()
    .min(1, { error: message('validation:required') })
    .max(WEBHOOK_URL_MAX, { error: message('validation:maxLength', { maxLength: WEBHOOK_URL_MAX }) });

const eventTypesField = () =>
  z
    .array(z.enum(CLAN_WEBHOOK_EVENT_TYPES))
    .min(1, { error: message('partnerWebhooks:eventTypesRequired') })
    .transform((types) => [...new Set(types)]);

export const webhookSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      /** Its host: a project or a clan (the other is null). */
      project_id: z.string().nullable(),
      clan_id: z.string().nullable(),
      url: z.string(),
      event_types: z.array(z.enum(CLAN_WEBHOOK_EVENT_TYPES)),
      enabled: z.boolean(),
      /** Why it is off: its host turned it off, or a delivery failed for a whole retry window. */
      disabled_reason: z.enum(['manual', 'failing']).nullable(),
      consecutive_failures: z.number().int(),
      failing_since: z.iso.datetime().nullable(),
      /** While set, the secret before the last rotation still signs beside the new one. */
      previous_secret_expires_at: z.iso.datetime().nullable(),
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'Webhook' }),
);
export type Webhook = z.infer<typeof webhookSchema>;

/** POST /projects/{id}/webhooks. */
export const webhookCreateBodySchema = lazySchema(() =>
  z.object({ url: urlField(), event_types: eventTypesField() }).meta({ id: 'WebhookCreateBody' }),
);
export type WebhookCreateBody = z.input<typeof webhookCreateBodySchema>;

/** PATCH /projects/{id}/webhooks/{hookId}: what is named changes; turning it on clears the failure count. */
export const webhookUpdateBodySchema = lazySchema(() =>
  z
    .object({
      url: urlField().optional(),
      event_types: eventTypesField().optional(),
      enabled: z.boolean().optional(),
    })
    .meta({ id: 'WebhookUpdateBody' }),
);
export type WebhookUpdateBody = z.input<typeof webhookUpdateBodySchema>;

export const webhookListSchema = lazySchema(() =>
  z.object({ items: z.array(webhookSchema) }).meta({ id: 'WebhookList' }),
);
export type WebhookList = z.infer<typeof webhookListSchema>;

export const webhookResultSchema = lazySchema(() =>
  z.object({ message: z.string(), webhook: webhookSchema }).meta({ id: 'WebhookResult' }),
);
export type WebhookResult = z.infer<typeof webhookResultSchema>;

/** Creating a webhook or rotating its secret: the secret is in this answer and never again. */
export const webhookSecretResultSchema = lazySchema(() =>
  z
    .object({ message: z.string(), webhook: webhookSchema, secret: z.string() })
    .meta({ id: 'WebhookSecretResult' }),
);
export type WebhookSecretResult = z.infer<typeof webhookSecretResultSchema>;

export const webhookDeliverySchema = lazySchema(() =>
  z
    .object({
      /** The `W2E-Delivery` header and the body's `id`: the same on every attempt and redelivery. */
      id: z.string(),
      event_id: z.string(),
      event_type: z.string(),
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      attempts: z.number().int(),
      /** The receiver's answer code to the last attempt; null when it gave none (a timeout, a network error). */
      last_status_code: z.number().int().nullable(),
      last_error: z.string().nullable(),
      last_attempt_at: z.iso.datetime().nullable(),
      /** When a pending delivery is tried next. */
      next_attempt_at: z.iso.datetime().nullable(),
      delivered_at: z.iso.datetime().nullable(),
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'WebhookDelivery' }),
);
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
/** GET /projects/{id}/webhooks/{hookId}/deliveries: newest first; `status` filters. */
export const webhookDeliveriesQuerySchema = lazySchema(() =>
  pageQuerySchema(WEBHOOK_DELIVERIES_PAGE_SIZE).extend({
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  }),
);
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliveryPageSchema = lazySchema(() =>
  pageOf(webhookDeliverySchema).meta({ id: 'WebhookDeliveryPage' }),
);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

/** POST /projects/{id}/webhooks/{hookId}/redeliver: one delivery, or every failed one since a time. */
export const webhookRedeliverBodySchema = lazySchema(() =>
  z
    .object({ delivery_id: z.string().optional(), failed_since: z.iso.datetime().optional() })
    .refine((body) => (body.delivery_id === undefined) !== (body.failed_since === undefined), {
      error: message('partnerWebhooks:redeliverOne'),
      path: ['delivery_id'],
    })
    .meta({ id: 'WebhookRedeliverBody' }),
);
export type WebhookRedeliverBody = z.input<typeof webhookRedeliverBodySchema>;

export const webhookRedeliverResultSchema = lazySchema(() =>
  z.object({ message: z.string(), count: z.number().int() }).meta({ id: 'WebhookRedeliverResult' }),
);
export type WebhookRedeliverResult = z.infer<typeof webhookRedeliverResultSchema>;

/** The body of every delivery (docs/webhooks.md). */
export interface WebhookBody {
  id: string;
  type: WebhookEventType;
  created_at: string;
  data: Record<string, unknown>;
}
