import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@w2e/core/contracts/domain-events';
import {
  CLAN_WEBHOOK_EVENT_TYPES,
  type WebhookBody,
  type WebhookEventType,
} from '@w2e/core/contracts/partner-webhooks';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { events } from '../../db/schema/events';
import type { Deps } from '../../deps';
import type { OutboxConsumer } from '../../outbox/outbox';
import { wakeWebhooks } from './webhooks-delivery';
import { hostOfWebhook, type WebhookHost, webhooksRepository } from './webhooks-repository';

const OFFERED = new Set<string>(CLAN_WEBHOOK_EVENT_TYPES);

/** The event a domain event is about (every offered type names one; a platform-wheel prize names none). */
function eventIdOf(event: DomainEvent): string | null {
  const payload = event.payload as { event_id?: string | null };
  return typeof payload.event_id === 'string' ? payload.event_id : null;
}

/** The clan a clan event is about (`clan.member_joined`, `clan.member_left`). */
function clanIdOf(event: DomainEvent): string | null {
  if (!event.type.startsWith('clan.')) return null;
  const payload = event.payload as { clan_id?: string };
  return typeof payload.clan_id === 'string' ? payload.clan_id : null;
}

/** Which project or clan hosts each event (events hosted by a game have no webhooks). */
async function hostsOf(tx: Db, eventIds: string[]): Promise<Map<string, WebhookHost>> {
  const hosts = new Map<string, WebhookHost>();
  if (eventIds.length === 0) return hosts;
  const rows = await tx
    .select({ id: events.id, hostKind: events.hostKind, hostId: events.hostId })
    .from(events)
    .where(inArray(events.id, [...new Set(eventIds)]));
  for (const row of rows)
    if (row.hostKind === 'project' || row.hostKind === 'clan')
      hosts.set(row.id, { kind: row.hostKind, id: row.hostId });
  return hosts;
}

const key = (host: WebhookHost) => `${host.kind}:${host.id}`;

/**
 * The outbox's webhooks consumer (docs/webhooks.md): each event about an event hosted by a project or a clan,
 * or about a clan itself, becomes one delivery per enabled webhook of that host that asked for its type, written in the transaction that moves the
 * cursor (so exactly once per event and webhook), with the job that wakes each webhook's line. The body is
 * fixed here, with the delivery's id, so every attempt sends the same bytes.
 */
export const webhooksConsumer = (deps: Pick<Deps, 'jobs'>): OutboxConsumer => ({
  name: 'webhooks',
  feeds: ['webhook-delivery'],
  async handle(tx, batch) {
    const offered = batch.filter((event) => OFFERED.has(event.type));
    if (offered.length === 0) return;
    const hostOfEvent = await hostsOf(
      tx,
      offered.flatMap((event) => eventIdOf(event) ?? []),
    );
    const hostOf = (event: DomainEvent): WebhookHost | undefined => {
      const clanId = clanIdOf(event);
      if (clanId) return { kind: 'clan', id: clanId };
      const eventId = eventIdOf(event);
      return eventId ? hostOfEvent.get(eventId) : undefined;
    };
    const wanted = offered.flatMap((event) => hostOf(event) ?? []);
    const repo = webhooksRepository(tx);
    const hooks = await repo.enabledForHosts(
      [...new Set(wanted.filter((host) => host.kind === 'project').map((host) => host.id))],
      [...new Set(wanted.filter((host) => host.kind === 'clan').map((host) => host.id))],
    );
    if (hooks.length === 0) return;
    const rows: Parameters<typeof repo.insertDeliveries>[0] = [];
    for (const event of offered) {
      const host = hostOf(event);
      if (!host) continue;
      const occurred = new Date(event.occurred_at);
      for (const hook of hooks) {
        // A webhook hears of what happened after it was made, not of a backlog the consumer was still reading.
        if (
          key(hostOfWebhook(hook)) !== key(host) ||
          !hook.eventTypes.includes(event.type) ||
          occurred < hook.createdAt
        )
          continue;
        const id = randomUUID();
        const body: WebhookBody = {
          id,
          type: event.type as WebhookEventType,
          created_at: event.occurred_at,
          data: event.payload as Record<string, unknown>,
        };
        rows.push({
          id,
          webhookId: hook.id,
          eventId: Number(event.id),
          eventType: event.type,
          body: JSON.stringify(body),
        });
      }
    }
    await repo.insertDeliveries(rows);
    await wakeWebhooks(
      deps,
      tx,
      rows.map((row) => row.webhookId),
    );
  },
});
