import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/database';
import { projects } from '../../src/db/schema/projects';
import { webhookDeliveries } from '../../src/db/schema/webhooks';
import { recordEvents } from '../../src/outbox/outbox';
import { bearer, createTestApp, openTestDatabase, register, TEST_DATABASE_URL } from '../support/helpers';
import { startServerProcess } from '../support/server-process';
import { verifyW2ESignature, WebhookReceiver } from '../support/webhook-receiver';

/**
 * A server process killed (SIGKILL: no shutdown at all) while it sends webhook deliveries, the receiver holding
 * its answers, then started again on the same database: the receiver gets every delivery, each webhook's in
 * the order of its events, every one signed; a delivery the killed process had under way comes again under
 * the same id (at least once). On PostgreSQL when one is configured, else on a PGlite directory, so the data
 * outlives the process.
 */

const EVENTS = 30;
const HOOKS = 2;
/** The kill comes once this many deliveries were answered and another is held at the receiver. */
const DELIVERED_BEFORE_KILL = 8;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where the processes keep their data: a fresh PostgreSQL database, or a PGlite directory. */
async function storage(): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  const migrationsDir = loadConfig({}).migrationsDir;
  if (TEST_DATABASE_URL) {
    const own = await openTestDatabase(migrationsDir);
    cleanups.push(() => own.close());
    return { env: { DATABASE_URL: own.url! }, open: async () => ({ ...own, close: async () => {} }) };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'w2e-hook-crash-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ kind: 'pglite', dir: path.join(dir, 'pglite') }, migrationsDir),
  };
}

function startServer(env: Record<string, string>) {
  const server = startServerProcess({
    PUBLIC_URL: 'https://w2e.example',
    OUTBOX_TICK_MS: '50',
    REWARDS_TICK_MS: '0',
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
    WEBHOOKS_RETRY_BASE_MS: '50',
    WEBHOOKS_RETRY_MAX_MS: '200',
    // A held delivery's lease (this timeout plus 20 s) runs out before the new process sends it again.
    WEBHOOKS_TIMEOUT_MS: '2000',
    // A job of the killed process counts as lost after 5 s and is tried again a second later.
    JOBS_EXPIRE_SECONDS: '5',
    JOBS_RETRY_DELAY_SECONDS: '1',
    ...env,
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

async function kill(server: ReturnType<typeof startServer>) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/**
 * An Enterprise project with an event and `HOOKS` webhooks to the receiver (each its own path), made through
 * the API in this process, which then lets the database go.
 */
async function seed(database: Database, receiverUrl: string) {
  const t = await createTestApp({ outbound: { allowedHosts: ['127.0.0.1'] } }, { database });
  try {
    const call = async (url: string, token: string, payload?: object) => {
      const answer = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const owner = await register(t.app);
    const project = (await call('/api/projects', owner.token, { name: `Crash ${randomUUID().slice(0, 8)}` }))
      .project as { id: string };
    await t.app.deps.db.update(projects).set({ tier: 'enterprise' }).where(eq(projects.id, project.id));
    const event = (
      await call('/api/events', owner.token, {
        host: { kind: 'project', id: project.id },
        title: 'Crash season',
        slug: `crash-${randomUUID().slice(0, 8)}`,
        start_time: new Date(Date.now() - 3_600_000).toISOString(),
        end_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
      })
    ).event as { id: string; slug: string };
    const hooks: { id: string; secret: string; path: string }[] = [];
    for (let i = 0; i < HOOKS; i++) {
      const made = await call(`/api/projects/${project.id}/webhooks`, owner.token, {
        url: `${receiverUrl}?hook=${i}`,
        event_types: ['task.completed'],
      });
      hooks.push({ id: made.webhook.id, secret: made.secret, path: `/hooks?hook=${i}` });
    }
    // The events, numbered by their score, written to the outbox as grants write them.
    await t.app.deps.db.transaction((tx) =>
      recordEvents(
        tx,
        Array.from({ length: EVENTS }, (_, i) => ({
          type: 'task.completed' as const,
          payload: {
            event_id: event.id,
            event_slug: event.slug,
            event_title: 'Crash season',
            user_id: owner.user.id,
            task_id: randomUUID(),
            task_name: `Task ${i}`,
            score: i,
          },
        })),
      ),
    );
    return { hooks, projectId: project.id, token: owner.token };
  } finally {
    await t.close();
  }
}

/** Per webhook: the events' numbers (scores) in the order the receiver first took each delivery with a 2xx. */
function firstSuccesses(receiver: WebhookReceiver, hook: { path: string }) {
  const seen = new Set<string>();
  const order: number[] = [];
  for (const record of receiver.received) {
    if (record.url !== hook.path || record.answered >= 300 || seen.has(record.deliveryId)) continue;
    seen.add(record.deliveryId);
    order.push((JSON.parse(record.body) as { data: { score: number } }).data.score);
  }
  return order;
}

describe('webhook deliveries across a crash', () => {
  it('delivers every event to every webhook, in order, after the process is killed mid-send and started again', async () => {
    const receiver = await new WebhookReceiver().start();
    cleanups.push(() => receiver.stop());
    // Each answer is held a while, so the kill finds a delivery under way.
    receiver.delayMs = 150;
    const { env, open } = await storage();
    const { hooks, projectId, token } = await seed(await open(), receiver.url);

    const first = startServer(env);
    await first.url;
    await expect
      .poll(() => receiver.delivered().length >= DELIVERED_BEFORE_KILL && receiver.inFlight > 0, {
        timeout: 120_000,
        interval: 5,
      })
      .toBe(true);
    await kill(first);
    const beforeRestart = new Set(receiver.delivered()).size;
    expect(beforeRestart).toBeLessThan(EVENTS * HOOKS);

    const second = startServer(env);
    await second.url;
    await expect
      .poll(() => hooks.map((hook) => new Set(firstSuccesses(receiver, hook)).size), {
        timeout: 180_000,
        interval: 100,
      })
      .toEqual(hooks.map(() => EVENTS));
    // The last answers are recorded too: nothing is left pending.
    const url = await second.url;
    const pending = async () => {
      let total = 0;
      for (const hook of hooks) {
        const page = await fetch(
          `${url}/api/projects/${projectId}/webhooks/${hook.id}/deliveries?status=pending&limit=1`,
          { headers: bearer(token) },
        );
        expect(page.status).toBe(200);
        total += ((await page.json()) as { total: number }).total;
      }
      return total;
    };
    await expect.poll(pending, { timeout: 60_000, interval: 100 }).toBe(0);
    await kill(second);

    // Each webhook got every event once at least, in the order they happened; every request was signed.
    const inOrder = Array.from({ length: EVENTS }, (_, i) => i);
    for (const hook of hooks) expect(firstSuccesses(receiver, hook)).toEqual(inOrder);
    for (const record of receiver.received) {
      const hook = hooks.find((h) => h.path === record.url);
      expect(hook && verifyW2ESignature(record.signature, record.body, hook.secret)).toBe(true);
    }
    // The ids received are exactly the deliveries the server wrote, and all of them are recorded delivered.
    const database = await open();
    try {
      const rows = await database.db
        .select({ id: webhookDeliveries.id, status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(
          inArray(
            webhookDeliveries.webhookId,
            hooks.map((hook) => hook.id),
          ),
        );
      expect(new Set(receiver.delivered())).toEqual(new Set(rows.map((row) => row.id)));
      expect(rows).toHaveLength(EVENTS * HOOKS);
      expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    } finally {
      await database.close();
    }
  }, 360_000);
});
