import type { WebhookDeliveryStatus } from '@w2e/core/contracts/partner-webhooks';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { webhookDeliveries, webhooks } from '../../db/schema/webhooks';
import { resultRows } from '../../lib/sql-rows';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What a worker needs of the webhook to send: where, and the secrets that sign (read with the claim). */
export type SigningWebhook = Pick<
  WebhookRow,
  'id' | 'url' | 'secret' | 'previousSecret' | 'previousSecretExpiresAt'
>;

/** A delivery a worker holds: what it sends, the lease token it records the outcome with, and its webhook. */
export interface ClaimedDelivery {
  id: string;
  body: string;
  attempts: number;
  leaseId: string;
  hook: SigningWebhook;
}

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

/** Who a webhook belongs to: a project or a clan (docs/webhooks.md). */
export interface WebhookHost {
  kind: 'project' | 'clan';
  id: string;
}

export const hostOfWebhook = (row: WebhookRow): WebhookHost =>
  row.projectId ? { kind: 'project', id: row.projectId } : { kind: 'clan', id: row.clanId! };

const ofHost = (host: WebhookHost) =>
  host.kind === 'project' ? eq(webhooks.projectId, host.id) : eq(webhooks.clanId, host.id);

/** Partner webhooks and their deliveries (docs/webhooks.md). */
export function webhooksRepository(db: Db) {
  return {
    async listForHost(host: WebhookHost): Promise<WebhookRow[]> {
      return db.select().from(webhooks).where(ofHost(host)).orderBy(webhooks.createdAt);
    },

    async find(host: WebhookHost, id: string): Promise<WebhookRow | undefined> {
      const [row] = await db
        .select()
        .from(webhooks)
        .where(and(ofHost(host), eq(webhooks.id, id)));
      return row;
    },

    /**
     * Inserts unless the host already has `max`: the count and the insert are one statement, and the host's
     * row is locked first, so two requests at once cannot both pass the count.
     */
    async insertBelow(
      host: WebhookHost,
      row: Omit<typeof webhooks.$inferInsert, 'projectId' | 'clanId'>,
      max: number,
    ): Promise<WebhookRow | undefined> {
      return db.transaction(async (tx) => {
        if (host.kind === 'project')
          await tx.execute(sql`select id from projects where id = ${host.id} for update`);
        else await tx.execute(sql`select id from clans where id = ${host.id} for update`);
        const [{ value }] = (await tx.select({ value: count() }).from(webhooks).where(ofHost(host))) as [
          { value: number },
        ];
        if (Number(value) >= max) return undefined;
        const [inserted] = await tx
          .insert(webhooks)
          .values({ ...row, ...(host.kind === 'project' ? { projectId: host.id } : { clanId: host.id }) })
          .returning();
        return inserted;
      });
    },

    async update(host: WebhookHost, id: string, values: Partial<typeof webhooks.$inferInsert>) {
      const [row] = await db
        .update(webhooks)
        .set({ ...values, updatedAt: new Date() })
        .where(and(ofHost(host), eq(webhooks.id, id)))
        .returning();
      return row;
    },

    async delete(host: WebhookHost, id: string): Promise<boolean> {
      const rows = await db
        .delete(webhooks)
        .where(and(ofHost(host), eq(webhooks.id, id)))
        .returning({ id: webhooks.id });
      return rows.length > 0;
    },

    /** The enabled webhooks of some projects and clans, for the outbox consumer. */
    async enabledForHosts(projectIds: string[], clanIds: string[]): Promise<WebhookRow[]> {
      if (projectIds.length === 0 && clanIds.length === 0) return [];
      const owners = [
        ...(projectIds.length > 0 ? [sql`${webhooks.projectId} in ${projectIds}`] : []),
        ...(clanIds.length > 0 ? [sql`${webhooks.clanId} in ${clanIds}`] : []),
      ];
      return db
        .select()
        .from(webhooks)
        .where(and(eq(webhooks.enabled, true), or(...owners)));
    },

    async insertDeliveries(rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(webhookDeliveries).values(rows).onConflictDoNothing();
    },

    async deliveries(
      webhookId: string,
      query: { status?: WebhookDeliveryStatus; limit: number; offset: number },
    ): Promise<{ items: WebhookDeliveryRow[]; total: number }> {
      const where = and(
        eq(webhookDeliveries.webhookId, webhookId),
        query.status ? eq(webhookDeliveries.status, query.status) : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.seq))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ value: count() }).from(webhookDeliveries).where(where),
      ]);
      return { items, total: Number(total?.value ?? 0) };
    },

    /**
     * Takes the webhook's first pending delivery, if it may go now: not in backoff, not held by another worker
     * (its lease passed), the webhook on. Only the first one in line is ever taken, so deliveries go out in
     * order; a second worker at the same moment waits for the row and then finds it leased (the conditions are
     * read again on the row as the first worker left it), so two never send it at once.
     */
    async claimHead(
      webhookId: string,
      leaseId: string,
      leaseSeconds: number,
    ): Promise<ClaimedDelivery | null> {
      const [row] = resultRows<{
        id: string;
        body: string;
        attempts: number;
        url: string;
        secret: string;
        previous_secret: string | null;
        previous_secret_expires_at: string | Date | null;
      }>(
        await db.execute(sql`
          update webhook_deliveries d
          set lease_id = ${leaseId}, lease_until = now() + make_interval(secs => ${leaseSeconds}),
              attempts = d.attempts + 1, last_attempt_at = now()
          from webhooks w
          where d.id = (
              select id from webhook_deliveries
              where webhook_id = ${webhookId} and status = 'pending' order by seq limit 1)
            and d.status = 'pending'
            and (d.lease_until is null or d.lease_until < now())
            and d.next_attempt_at <= now()
            and w.id = d.webhook_id and w.enabled
          returning d.id, d.body, d.attempts, w.url, w.secret, w.previous_secret, w.previous_secret_expires_at`),
      );
      return row
        ? {
            id: row.id,
            body: row.body,
            attempts: Number(row.attempts),
            leaseId,
            hook: {
              id: webhookId,
              url: row.url,
              secret: row.secret,
              previousSecret: row.previous_secret,
              previousSecretExpiresAt: date(row.previous_secret_expires_at),
            },
          }
        : null;
    },

    /** When the first pending delivery may be taken next (its backoff or another worker's lease), if any. */
    async headDueAt(webhookId: string): Promise<Date | null> {
      const [row] = resultRows<{ due: string | Date }>(
        await db.execute(sql`
          select greatest(d.next_attempt_at, coalesce(d.lease_until, d.next_attempt_at)) as due
          from webhook_deliveries d join webhooks w on w.id = d.webhook_id and w.enabled
          where d.webhook_id = ${webhookId} and d.status = 'pending' order by d.seq limit 1`),
      );
      return row ? date(row.due) : null;
    },

    /**
     * Records one wake-up time for the webhook, if none earlier is already waiting: true when the caller
     * should queue the job that wakes it then.
     */
    async takeWake(webhookId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(webhooks)
        .set({ wakeAt: at })
        .where(
          and(
            eq(webhooks.id, webhookId),
            eq(webhooks.enabled, true),
            sql`(${webhooks.wakeAt} is null or ${webhooks.wakeAt} <= now() or ${webhooks.wakeAt} > ${at.toISOString()})`,
          ),
        )
        .returning({ id: webhooks.id });
      return rows.length > 0;
    },

    /**
     * A 2xx: delivered, recorded only under the worker's own lease; the webhook's failure count is cleared in the
     * same statement (written only when there is one to clear).
     */
    async recordDelivered(
      delivery: ClaimedDelivery,
      webhookId: string,
      statusCode: number,
    ): Promise<boolean> {
      const [row] = resultRows<{ n: number }>(
        await db.execute(sql`
          with d as (
            update webhook_deliveries
            set status = 'delivered', delivered_at = now(), last_status_code = ${statusCode}, last_error = null,
                lease_id = null, lease_until = null
            where id = ${delivery.id} and lease_id = ${delivery.leaseId}
            returning id),
          w as (
            update webhooks set consecutive_failures = 0, failing_since = null
            where id = ${webhookId} and exists (select 1 from d)
              and (consecutive_failures <> 0 or failing_since is not null)
            returning id)
          select (select count(*) from d)::int as n, (select count(*) from w)::int as cleared`),
      );
      return Number(row?.n) > 0;
    },

    /**
     * A timeout, a network error or a non-2xx: tried again after `delayMs`, or failed once the retry window has
     * passed since it was first due. Returns its new status (null when the lease was lost meanwhile).
     */
    async recordFailure(
      delivery: ClaimedDelivery,
      webhookId: string,
      outcome: { statusCode: number | null; error: string; delayMs: number; windowSeconds: number },
    ): Promise<WebhookDeliveryStatus | null> {
      const [row] = resultRows<{ status: WebhookDeliveryStatus }>(
        await db.execute(sql`
          update webhook_deliveries
          set last_status_code = ${outcome.statusCode}, last_error = ${outcome.error},
              lease_id = null, lease_until = null,
              status = case when now() >= retry_from + make_interval(secs => ${outcome.windowSeconds})
                then 'failed' else 'pending' end,
              next_attempt_at = now() + make_interval(secs => ${outcome.delayMs / 1000})
          where id = ${delivery.id} and lease_id = ${delivery.leaseId}
          returning status`),
      );
      if (!row) return null;
      await db
        .update(webhooks)
        .set({
          consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1`,
          failingSince: sql`coalesce(${webhooks.failingSince}, now())`,
        })
        .where(eq(webhooks.id, webhookId));
      return row.status;
    },

    /** Turns a webhook off for failing; true only for the call that turned it off (so one mail goes). */
    async disableFailing(webhookId: string): Promise<WebhookRow | undefined> {
      const [row] = await db
        .update(webhooks)
        .set({ enabled: false, disabledReason: 'failing', wakeAt: null, updatedAt: new Date() })
        .where(and(eq(webhooks.id, webhookId), eq(webhooks.enabled, true)))
        .returning();
      return row;
    },

    /**
     * Puts deliveries back in line at its end (a new `seq`), due now, with a new retry window and the same id.
     * One by id, or every failed one since a time. Returns how many.
     */
    async redeliver(
      webhookId: string,
      which: { deliveryId: string } | { failedSince: Date },
    ): Promise<number> {
      const filter =
        'deliveryId' in which
          ? sql`id = ${which.deliveryId} and status <> 'pending'`
          : sql`status = 'failed' and coalesce(last_attempt_at, created_at) >= ${which.failedSince.toISOString()}`;
      const rows = resultRows<{ id: string }>(
        await db.execute(sql`
          update webhook_deliveries
          set status = 'pending', seq = nextval(pg_get_serial_sequence('webhook_deliveries', 'seq')),
              next_attempt_at = now(), retry_from = now(), lease_id = null, lease_until = null, delivered_at = null
          where webhook_id = ${webhookId} and ${filter}
          returning id`),
      );
      return rows.length;
    },

    async findDelivery(webhookId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, id)));
      return row;
    },
  };
}
