import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { startTicker, type Ticker } from '../lib/ticker';
import { notificationsConsumer } from '../modules/notifications/consumer';
import { webhooksConsumer } from '../modules/partner/webhooks-consumer';
import { drainConsumer, type OutboxConsumer } from '../outbox/outbox';

/** Every reader of the outbox, in the order a tick runs them (docs/notifications.md). */
export const outboxConsumers = (deps: Pick<Deps, 'jobs' | 'config'>): readonly OutboxConsumer[] => [
  notificationsConsumer(deps),
  webhooksConsumer(deps),
];

/** One pass: each consumer reads until it has caught up. Returns how many events were handled in all. */
export async function outboxTick(deps: Pick<Deps, 'db' | 'jobs' | 'config'>): Promise<number> {
  let handled = 0;
  for (const consumer of outboxConsumers(deps)) {
    const count = await drainConsumer(deps.db, consumer);
    handled += count;
    // What the consumer queued is committed: this instance's workers take it now, not at their next poll.
    if (count > 0) for (const queue of consumer.feeds ?? []) deps.jobs?.notify(queue);
  }
  return handled;
}

/**
 * Runs the tick every `tickMs` on this instance. Every instance may: a consumer's cursor row is locked while one
 * reads (FOR UPDATE SKIP LOCKED), so the others skip it and each event is handled once.
 */
export function startOutboxJob(deps: Deps, tickMs: number, log: FastifyBaseLogger): Ticker {
  return startTicker(
    tickMs,
    () => outboxTick(deps),
    (error) => log.error({ err: error }, 'outbox tick failed'),
  );
}
