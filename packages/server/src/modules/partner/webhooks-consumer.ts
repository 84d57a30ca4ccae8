import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@w2e/core/contracts/domain-events';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookBody,
  type WebhookEventType,
} from '@w2e/core/contracts/partner-webhooks';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { events } from '../../db/schema/events';
import type { Deps } from '../../deps';
import type { OutboxConsumer } from '../../outbox/outbox';
import { wakeWebhooks } from './webhooks-delivery';
import { webhooksRepository } from './webhooks-repository';

const OFFERED = new Set<string>(WEBHOOK_EVENT_TYPES);

/** The event a domain event is about (every offered type names one; a platform-wheel prize names none). */
function eventIdOf(event: DomainEvent): string | null {
  const payload = event.payload as { event_id?: string | null };
  return typeof payload.event_id === 'string' ? payload.event_id : null;
}

/** Which project hosts each event (events hosted by a game or a clan have no project's webhooks). */
async function projectsOf(tx: Db, eventIds: string[]): Promise<Map<string, string>> {
  const hosts = new Map<string, string>();
  if (eventIds.length === 0) return hosts;
  const rows = await tx
    .select({ id: events.id, hostKind: events.hostKind, hostId: events.hostId })
    .from(events)
    .where(inArray(events.id, [...new Set(eventIds)]));
  for (const row of rows) if (row.hostKind === 'project') hosts.set(row.id, row.hostId);
  return hosts;
}

/**
 * The outbox's webhooks consumer (docs/webhooks.md): each event about a project's event becomes one delivery
 * per enabled webhook of that project that asked for its type, written in the transaction that moves the
 * cursor (so exactly once per event and webhook), with the job that wakes each webhook's line. The body is
 * fixed here, with the delivery's id, so every attempt sends the same bytes.
 */
export const webhooksConsumer = (deps: Pick<Deps, 'jobs'>): OutboxConsumer => ({
  name: 'webhooks',
  feeds: ['webhook-delivery'],
  async handle(tx, batch) {
    const offered = batch.filter((event) => OFFERED.has(event.type));
    if (offered.length === 0) return;
    const projectOfEvent = await projectsOf(
      tx,
      offered.flatMap((event) => eventIdOf(event) ?? []),
    );
    const repo = webhooksRepository(tx);
    const hooks = await repo.enabledForProjects([...new Set(projectOfEvent.values())]);
    if (hooks.length === 0) return;
    const rows: Parameters<typeof repo.insertDeliveries>[0] = [];
    for (const event of offered) {
      const eventId = eventIdOf(event);
      const projectId = eventId ? projectOfEvent.get(eventId) : undefined;
      if (!projectId) continue;
      const occurred = new Date(event.occurred_at);
      for (const hook of hooks) {
        // A webhook hears of what happened after it was made, not of a backlog the consumer was still reading.
        if (
          hook.projectId !== projectId ||
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
