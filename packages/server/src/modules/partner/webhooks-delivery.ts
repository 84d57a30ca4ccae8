import { randomUUID } from 'node:crypto';
import type { Language } from '@w2e/core/i18n/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clans } from '../../db/schema/clans';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { translator } from '../../lib/i18n';
import { checkOutboundUrl, OutboundTimeout, postOutbound } from '../../lib/outbound-url';
import {
  type ClaimedDelivery,
  hostOfWebhook,
  type SigningWebhook,
  type WebhookRow,
  webhooksRepository,
} from './webhooks-repository';
import { retryDelayMs, webhookSignature } from './webhooks-signature';

/**
 * Sending a webhook's deliveries (docs/webhooks.md). A `webhook-delivery` job wakes one webhook's line; the
 * worker takes its first pending delivery under a lease (webhooks-repository.ts, `claimHead`), sends it,
 * records the answer, and goes on to the next until the line is empty, in backoff, or its time is up. Nothing
 * about a delivery lives in the job: a worker that dies mid-send leaves the lease to run out, and the next
 * worker sends the same body under the same delivery id (at least once; receivers drop repeats by id).
 */

/** Longer than a send may take (its timeout), so a live worker's lease never runs out under it. */
const leaseSeconds = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) + 20;
/** One job's share of the work: then it queues the next, so a long line does not outlive the job's expiry. */
const RUN_MAX_DELIVERIES = 50;
const RUN_MAX_MS = 30_000;
/** A retry due within this long is waited for by the run itself (about the job queue's poll). */
const SHORT_WAIT_MS = 1_000;

type DeliveryDeps = Pick<Deps, 'db' | 'config' | 'jobs' | 'sealer' | 'mailer' | 'log'>;

/** Queues the job that wakes each webhook's line, in `tx` (the consumer's transaction, a redelivery's). */
export async function wakeWebhooks(
  deps: Pick<Deps, 'jobs'>,
  tx: Db,
  webhookIds: readonly string[],
  startAfter?: Date,
): Promise<void> {
  if (!deps.jobs || webhookIds.length === 0) return;
  await deps.jobs.insert(
    tx,
    'webhook-delivery',
    [...new Set(webhookIds)].map((webhook_id) => ({
      data: { webhook_id },
      ...(startAfter ? { startAfter } : {}),
    })),
  );
}

/** The secrets that sign now: the current one, and the previous one while its overlap lasts. */
export function signingSecrets(deps: Pick<Deps, 'sealer'>, hook: SigningWebhook, now = new Date()): string[] {
  const secrets: string[] = [];
  const current = deps.sealer.open(hook.secret, `webhook:${hook.id}`);
  if (current) secrets.push(current);
  if (hook.previousSecret && hook.previousSecretExpiresAt && hook.previousSecretExpiresAt > now) {
    const previous = deps.sealer.open(hook.previousSecret, `webhook-previous:${hook.id}`);
    if (previous) secrets.push(previous);
  }
  return secrets;
}

type Attempt = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/** One attempt: the URL checked again (DNS may have changed), then POSTed to the address checked. */
async function attempt(deps: DeliveryDeps, delivery: ClaimedDelivery): Promise<Attempt> {
  const { hook } = delivery;
  const target = await checkOutboundUrl(hook.url, { allowedHosts: deps.config.outbound.allowedHosts });
  if (!target.ok) return { ok: false, statusCode: null, error: `refused: ${target.reason}` };
  const secrets = signingSecrets(deps, hook);
  if (secrets.length === 0) return { ok: false, statusCode: null, error: 'secret unreadable' };
  try {
    const answer = await postOutbound(target, {
      body: delivery.body,
      timeoutMs: deps.config.webhooks.timeoutMs,
      headers: {
        'w2e-signature': webhookSignature(delivery.body, secrets, Math.floor(Date.now() / 1000)),
        'w2e-delivery': delivery.id,
      },
    });
    if (answer.status >= 200 && answer.status < 300) return { ok: true, statusCode: answer.status };
    return { ok: false, statusCode: answer.status, error: `answered ${answer.status}` };
  } catch (error) {
    const text = error instanceof OutboundTimeout ? 'timeout' : (error as NodeJS.ErrnoException).code;
    return { ok: false, statusCode: null, error: text ?? 'network error' };
  }
}

/** Mails the host's owner (the project's, the clan's) that its webhook was turned off (docs/webhooks.md). */
async function mailDisabled(deps: DeliveryDeps, hook: WebhookRow): Promise<void> {
  const host = hostOfWebhook(hook);
  const [owner] =
    host.kind === 'project'
      ? await deps.db
          .select({ email: users.email, language: users.language, name: projects.name })
          .from(projects)
          .innerJoin(users, eq(users.id, projects.ownerId))
          .where(eq(projects.id, host.id))
      : await deps.db
          .select({ email: users.email, language: users.language, name: clans.name })
          .from(clans)
          .innerJoin(users, eq(users.id, clans.ownerId))
          .where(eq(clans.id, host.id));
  if (!owner?.email) return;
  const t = translator(owner.language as Language);
  const params = {
    url: hook.url,
    project: owner.name,
    hours: Math.round(deps.config.webhooks.retryWindowSeconds / 3600),
  };
  await deps.mailer.send({
    to: owner.email,
    subject: t('partnerWebhooks:disabledMailSubject', params),
    text: t(
      host.kind === 'project' ? 'partnerWebhooks:disabledMailText' : 'partnerWebhooks:disabledMailTextClan',
      params,
    ),
  });
}

/**
 * Works one webhook's line: sends its deliveries in order until none may go now or this run's share is used,
 * then queues the wake-up for what waits (one per webhook, webhooks.wake_at). Returns how many were attempted.
 */
export async function runWebhookDeliveries(deps: DeliveryDeps, webhookId: string): Promise<number> {
  const repo = webhooksRepository(deps.db);
  const started = Date.now();
  let attempted = 0;
  for (;;) {
    if (attempted >= RUN_MAX_DELIVERIES || Date.now() - started > RUN_MAX_MS) {
      await deps.db.transaction((tx) => wakeWebhooks(deps, tx, [webhookId]));
      return attempted;
    }
    const delivery = await repo.claimHead(
      webhookId,
      randomUUID(),
      leaseSeconds(deps.config.webhooks.timeoutMs),
    );
    if (!delivery) break;
    attempted++;
    const result = await attempt(deps, delivery);
    if (result.ok) {
      await repo.recordDelivered(delivery, webhookId, result.statusCode);
      continue;
    }
    const delayMs = retryDelayMs(delivery.attempts, {
      baseMs: deps.config.webhooks.retryBaseMs,
      maxMs: deps.config.webhooks.retryMaxMs,
    });
    const status = await repo.recordFailure(delivery, webhookId, {
      statusCode: result.statusCode,
      error: result.error,
      delayMs,
      windowSeconds: deps.config.webhooks.retryWindowSeconds,
    });
    if (status === 'failed') {
      // A delivery that failed for its whole window: the receiver has been failing at least that long.
      const disabled = await repo.disableFailing(webhookId);
      if (disabled)
        await mailDisabled(deps, disabled).catch((error: unknown) =>
          deps.log.warn({ err: error, webhook: webhookId }, 'webhook disabled mail failed'),
        );
      return attempted;
    }
    // A short backoff is waited out here: a wake-up job would cost the queue's poll on top of it.
    if (status === 'pending' && delayMs <= SHORT_WAIT_MS && Date.now() - started + delayMs < RUN_MAX_MS)
      await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  const due = await repo.headDueAt(webhookId);
  if (due)
    await deps.db.transaction(async (tx) => {
      if (await webhooksRepository(tx).takeWake(webhookId, due))
        await wakeWebhooks(deps, tx, [webhookId], due);
    });
  return attempted;
}
