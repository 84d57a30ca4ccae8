import { randomUUID } from 'node:crypto';
import type { Ack } from '@w2e/core/contracts/common';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOKS_PER_PROJECT,
  type Webhook,
  type WebhookCreateBody,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookList,
  type WebhookRedeliverBody,
  type WebhookRedeliverResult,
  type WebhookResult,
  type WebhookSecretResult,
  type WebhookUpdateBody,
} from '@w2e/core/contracts/partner-webhooks';
import type { Language } from '@w2e/core/i18n/languages';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { tierAllowsFeature, tierName } from '@w2e/core/pricing/tiers';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { checkOutboundUrl, type OutboundRefusal } from '../../lib/outbound-url';
import { pageResult } from '../../lib/paging';
import { isUuid } from '../../lib/sql-text';
import { canManageHost, findHost } from '../events/access';
import { isOperator } from '../users/access';
import type { UserRow } from '../users/repository';
import { wakeWebhooks } from './webhooks-delivery';
import {
  type WebhookDeliveryRow,
  type WebhookHost,
  type WebhookRow,
  webhooksRepository,
} from './webhooks-repository';
import { newWebhookSecret } from './webhooks-signature';

/**
 * Partner webhooks (docs/webhooks.md): a project's managers on the Enterprise plan (operators on any) add,
 * change and delete them, see every delivery and send failed ones again. The secret is in the answer that made
 * it and never again; it is kept sealed, since signing needs it back.
 */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toWebhook(row: WebhookRow, now = new Date()): Webhook {
  return {
    id: row.id,
    project_id: row.projectId,
    clan_id: row.clanId,
    url: row.url,
    event_types: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabled_reason: row.enabled ? null : (row.disabledReason ?? 'manual'),
    consecutive_failures: row.consecutiveFailures,
    failing_since: iso(row.failingSince),
    previous_secret_expires_at:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: String(row.eventId),
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    delivered_at: iso(row.deliveredAt),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The host a user acts on (a project or a clan): 404 when there is none, 403 for anyone but its managers (a
 * clan's owner and admins; an API key only for its own project), or below Enterprise.
 */
async function webhookHost(deps: Deps, user: UserRow, ref: WebhookHost) {
  const host = await findHost(deps.db, ref.kind, ref.id);
  if (!host) throw notFound(ref.kind === 'project' ? 'articles:projectNotFound' : 'clans:notFound');
  if (!canManageHost(host, user))
    throw forbidden(
      ref.kind === 'project' ? 'partnerWebhooks:projectForbidden' : 'partnerWebhooks:clanForbidden',
    );
  if (!isOperator(user) && !tierAllowsFeature(host.tier, 'api_integration'))
    throw new AppError(403, 'partnerWebhooks:planRequired', { tier: tierName('enterprise') });
  return { kind: ref.kind, id: host.id } satisfies WebhookHost;
}

async function webhookOf(deps: Deps, user: UserRow, ref: WebhookHost, hookId: string) {
  const host = await webhookHost(deps, user, ref);
  const hook = isUuid(hookId) ? await webhooksRepository(deps.db).find(host, hookId) : undefined;
  if (!hook) throw notFound('partnerWebhooks:notFound');
  return { host, hook };
}

/** The types a host may ask for: the clan events only on a clan's webhook (400 naming them otherwise). */
function checkedTypes(host: WebhookHost, types: readonly WebhookEventType[]): WebhookEventType[] {
  const wanted = [...new Set(types)];
  if (host.kind === 'project') {
    const clanOnly = wanted.filter((type) => !PROJECT_TYPES.has(type));
    if (clanOnly.length > 0)
      throw new AppError(
        400,
        'partnerWebhooks:clanTypesOnly',
        { types: clanOnly.join(', ') },
        undefined,
        'event_types',
      );
  }
  return wanted;
}
const PROJECT_TYPES = new Set<string>(WEBHOOK_EVENT_TYPES);

const REFUSALS: Record<OutboundRefusal, TranslationKey> = {
  invalid: 'partnerWebhooks:urlInvalid',
  not_https: 'partnerWebhooks:urlNotHttps',
  blocked_address: 'partnerWebhooks:urlInside',
  unresolved: 'partnerWebhooks:urlUnresolved',
};

/** The URL as saved: refused unless https (or an allowed host) and outside (lib/outbound-url.ts). */
async function checkedUrl(deps: Deps, url: string): Promise<string> {
  const checked = await checkOutboundUrl(url, { allowedHosts: deps.config.outbound.allowedHosts });
  if (!checked.ok) throw fieldError('url', REFUSALS[checked.reason]);
  return checked.url.toString();
}

const sealSecret = (deps: Deps, id: string, secret: string) => deps.sealer.seal(secret, `webhook:${id}`);

/** GET /{projects|clans}/{id}/webhooks. */
export async function listWebhooks(deps: Deps, user: UserRow, ref: WebhookHost): Promise<WebhookList> {
  const host = await webhookHost(deps, user, ref);
  return {
    items: (await webhooksRepository(deps.db).listForHost(host)).map((row) => toWebhook(row)),
  };
}

/** POST /{projects|clans}/{id}/webhooks: the secret is in this answer only. */
export async function createWebhook(
  deps: Deps,
  user: UserRow,
  ref: WebhookHost,
  body: WebhookCreateBody,
  language: Language,
): Promise<WebhookSecretResult> {
  const host = await webhookHost(deps, user, ref);
  const eventTypes = checkedTypes(host, body.event_types);
  const url = await checkedUrl(deps, body.url);
  const id = randomUUID();
  const secret = newWebhookSecret();
  const row = await webhooksRepository(deps.db).insertBelow(
    host,
    {
      id,
      url,
      eventTypes,
      secret: sealSecret(deps, id, secret),
      createdBy: user.id,
    },
    WEBHOOKS_PER_PROJECT,
  );
  if (!row) throw conflict('partnerWebhooks:tooMany', { max: WEBHOOKS_PER_PROJECT });
  return { ...ack(language, 'partnerWebhooks:created'), webhook: toWebhook(row), secret };
}

/** PATCH /{projects|clans}/{id}/webhooks/{hookId}: turning it on again wakes the deliveries that waited. */
export async function updateWebhook(
  deps: Deps,
  user: UserRow,
  ref: WebhookHost,
  hookId: string,
  body: WebhookUpdateBody,
  language: Language,
): Promise<WebhookResult> {
  const { host, hook } = await webhookOf(deps, user, ref, hookId);
  const eventTypes = body.event_types ? checkedTypes(host, body.event_types) : undefined;
  const url = body.url === undefined ? undefined : await checkedUrl(deps, body.url);
  const turnedOn = body.enabled === true && !hook.enabled;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await webhooksRepository(tx).update(host, hook.id, {
      ...(url !== undefined ? { url } : {}),
      ...(eventTypes ? { eventTypes } : {}),
      ...(body.enabled === undefined
        ? {}
        : body.enabled
          ? { enabled: true, disabledReason: null, consecutiveFailures: 0, failingSince: null, wakeAt: null }
          : { enabled: false, disabledReason: 'manual' as const, wakeAt: null }),
    });
    if (turnedOn) await wakeWebhooks(deps, tx, [hook.id]);
    return updated;
  });
  if (!row) throw notFound('partnerWebhooks:notFound');
  return { ...ack(language, 'partnerWebhooks:updated'), webhook: toWebhook(row) };
}

/** DELETE /{projects|clans}/{id}/webhooks/{hookId}: its deliveries go with it. */
export async function deleteWebhook(
  deps: Deps,
  user: UserRow,
  ref: WebhookHost,
  hookId: string,
  language: Language,
): Promise<Ack> {
  const { host, hook } = await webhookOf(deps, user, ref, hookId);
  if (!(await webhooksRepository(deps.db).delete(host, hook.id))) throw notFound('partnerWebhooks:notFound');
  return ack(language, 'partnerWebhooks:deleted');
}

/**
 * POST /{projects|clans}/{id}/webhooks/{hookId}/rotate-secret: a new secret, shown once; the one it replaces goes on
 * signing beside it for WEBHOOKS_SECRET_OVERLAP_SECONDS, so a receiver can switch without missing a delivery.
 */
export async function rotateWebhookSecret(
  deps: Deps,
  user: UserRow,
  ref: WebhookHost,
  hookId: string,
  language: Language,
): Promise<WebhookSecretResult> {
  const { host, hook } = await webhookOf(deps, user, ref, hookId);
  const current = deps.sealer.open(hook.secret, `webhook:${hook.id}`);
  const secret = newWebhookSecret();
  const overlap = deps.config.webhooks.secretOverlapSeconds;
  const row = await webhooksRepository(deps.db).update(host, hook.id, {
    secret: sealSecret(deps, hook.id, secret),
    ...(current && overlap > 0
      ? {
          previousSecret: deps.sealer.seal(current, `webhook-previous:${hook.id}`),
          previousSecretExpiresAt: new Date(Date.now() + overlap * 1000),
        }
      : { previousSecret: null, previousSecretExpiresAt: null }),
  });
  if (!row) throw notFound('partnerWebhooks:notFound');
  return { ...ack(language, 'partnerWebhooks:rotated'), webhook: toWebhook(row), secret };
}

/** GET /{projects|clans}/{id}/webhooks/{hookId}/deliveries: newest first. */
export async function listDeliveries(
  deps: Deps,
  user: UserRow,
  ref: WebhookHost,
  hookId: string,
  query: { limit: number; offset: number; status?: WebhookDeliveryStatus },
): Promise<WebhookDeliveryPage> {
  const { hook } = await webhookOf(deps, user, ref, hookId);
  return pageResult(await webhooksRepository(deps.db).deliveries(hook.id, query), query, toDelivery);
}

/**
 * POST /{projects|clans}/{id}/webhooks/{hookId}/redeliver: one delivery (delivered or failed; a pending one is already
 * in line), or every failed one since a time, sent again under the same ids at the end of the line.
 */
export async function redeliver(
  deps: Deps,
  user: UserRow,
  ref: WebhookHost,
  hookId: string,
  body: WebhookRedeliverBody,
  language: Language,
): Promise<WebhookRedeliverResult> {
  const { hook } = await webhookOf(deps, user, ref, hookId);
  const one = body.delivery_id;
  if (one !== undefined) {
    const found = isUuid(one) ? await webhooksRepository(deps.db).findDelivery(hook.id, one) : undefined;
    if (!found) throw notFound('partnerWebhooks:deliveryNotFound');
  }
  const count = await deps.db.transaction(async (tx) => {
    const queued = await webhooksRepository(tx).redeliver(
      hook.id,
      one !== undefined ? { deliveryId: one } : { failedSince: new Date(body.failed_since as string) },
    );
    if (queued > 0 && hook.enabled) await wakeWebhooks(deps, tx, [hook.id]);
    return queued;
  });
  return { ...ack(language, 'partnerWebhooks:redelivered', { count }), count };
}
