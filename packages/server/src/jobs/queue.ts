import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type Db, sqlExecutor } from '../db/database';

/**
 * The durable job queue: pg-boss 10 on the database that is already there (docs/notifications.md). Its tables
 * live in their own schema (`jobs`), created and migrated by pg-boss at start; it runs through our own
 * connection (`sqlExecutor`), the same on PGlite and PostgreSQL, so a job can be sent inside the transaction of
 * the change that calls for it and exists exactly when that commits. Workers take jobs with `FOR UPDATE SKIP
 * LOCKED`, so each runs once across instances; a failed job is retried with exponential backoff, and a job
 * whose instance died is taken again once it expires.
 */
export interface JobQueue {
  /** Sends jobs inside `tx` (a transaction): they exist exactly when it commits. */
  insert(tx: Db, name: QueueName, jobs: { data: object; startAfter?: Date }[]): Promise<void>;
  /** Runs `handle` for each job of `name` on this instance, a batch at a time. */
  work<T extends object>(
    name: QueueName,
    handle: (job: { id: string; data: T }) => Promise<void>,
  ): Promise<void>;
  /**
   * Tells this instance's workers of `name` that jobs were just committed: an idle worker looks at once instead
   * of at its next poll (up to POLL_SECONDS later), a busy one right after its batch.
   */
  notify(name: QueueName): void;
  /** Stops taking jobs and waits for the ones running (up to `timeoutMs`). */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * Jobs an instance takes at a time, per queue. They run side by side, so a batch takes about its slowest job,
 * which must stay well under the expiry (a job still running then counts as lost and runs again).
 */
const WORK_BATCH = 20;
/** How long an idle worker waits before it looks for jobs again. */
const POLL_SECONDS = 1;

/** Every queue, with its number of tries. */
export const QUEUES = {
  /** One mail per notification the player chose to get by email (modules/notifications/email.ts). */
  'notification-email': { retryLimit: 6 },
  /**
   * One Telegram message per notification the player chose to get there (modules/notifications/telegram.ts).
   * More tries than mail: a long 429 gives the message back to the queue, and it must not run out of them.
   */
  'notification-telegram': { retryLimit: 12 },
  /**
   * Sends a webhook's deliveries in order (modules/partner/webhooks-delivery.ts). The job only wakes the
   * webhook's line: each delivery's attempts, backoff and lease are in its row, so a job that fails (the
   * database away) loses nothing and is retried.
   */
  'webhook-delivery': { retryLimit: 20 },
  /** A raid lockdown's lift, due at the end of its quiet period (modules/monitoring/moderation-raid.ts). */
  'monitoring-lockdown-lift': { retryLimit: 6 },
  /** A lockdown's invite links switched to join requests at its start and back at its end (same module). */
  'monitoring-lockdown-links': { retryLimit: 6 },
} as const;
export type QueueName = keyof typeof QUEUES;

/**
 * Queues whose jobs mostly wait their turn take more at a time: a Telegram message waits for its slot of the
 * shared budget (1/25 s), so a batch of 50 spans two seconds and the pause between batches costs little.
 */
const BATCH: Partial<Record<QueueName, number>> = { 'notification-telegram': 50 };

export async function startJobQueue(
  db: Db,
  log: FastifyBaseLogger,
  { expireSeconds, retryDelaySeconds }: { expireSeconds: number; retryDelaySeconds: number },
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: sqlExecutor(db),
    schema: 'jobs',
    schedule: false,
    // Lost jobs (their instance died) are found by the maintenance pass: run it often enough that one waits
    // about its expiry, not pg-boss's default two minutes on top.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(expireSeconds / 2))),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const workers = new Map<QueueName, string>();
  for (const [name, policy] of Object.entries(QUEUES))
    await boss.createQueue(name, {
      name,
      ...policy,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: expireSeconds,
    });
  return {
    async insert(tx, name, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name,
          data: job.data,
          ...(job.startAfter ? { startAfter: job.startAfter } : {}),
        })),
        { db: sqlExecutor(tx) },
      );
    },
    async work(name, handle) {
      const batchSize = BATCH[name] ?? WORK_BATCH;
      let worker: string | undefined;
      worker = await boss.work<object>(
        name,
        { pollingIntervalSeconds: POLL_SECONDS, batchSize },
        async (jobs) => {
          // The jobs of a batch side by side; a failure fails only its own job, which pg-boss retries with
          // backoff, and the batch then completes the others (a failed job is no longer active, so completing
          // leaves it alone).
          await Promise.all(
            jobs.map((job) =>
              handle({ id: job.id, data: job.data as never }).catch(async (error: unknown) => {
                log.warn({ err: error, queue: name, job: job.id }, 'job failed; it will be retried');
                await boss.fail(name, job.id, { message: String((error as Error)?.message ?? error) });
              }),
            ),
          );
          // pg-boss waits its polling interval after every batch; a full batch says more are waiting, so the
          // worker goes on at once (a burst drains at the speed of the mail server, not a batch a second).
          if (jobs.length === batchSize && worker) boss.notifyWorker(worker);
        },
      );
      workers.set(name, worker);
    },
    notify(name) {
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
