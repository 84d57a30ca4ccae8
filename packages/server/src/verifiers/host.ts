import { randomUUID } from 'node:crypto';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import type { TaskConfigOf } from '@w2e/core/tasks/registry';
import type { Deps } from '../deps';
import { fieldError } from '../lib/errors';
import { checkOutboundUrl, type OutboundRefusal, OutboundTimeout, postOutbound } from '../lib/outbound-url';
import { newWebhookSecret, webhookSignature } from '../modules/partner/webhooks-signature';
import type { UserRow } from '../modules/users/repository';
import type { Verdict, Verifier, VerifierSource } from './index';

/**
 * The custom API task (Enterprise, docs/verification.md and docs/partner-api.md): the host's own server decides.
 * When a player submits, this server POSTs `{ id, type: "task.check", created_at, data: { event, task, player } }`
 * to the task's endpoint, signed like a webhook delivery (`W2E-Signature`, modules/partner/webhooks-signature.ts)
 * with the task's own signing secret, through the outbound guard (lib/outbound-url.ts: the endpoint is checked
 * again now, and the connection goes to the address checked), and waits CUSTOM_API_TIMEOUT_MS (10 s). Only
 * `{ "completed": true }` from a 2xx grants; `{ "completed": false, "reason"? }` refuses with the reason shown to
 * the player; anything else (timeout, network error, non-2xx, an answer that is not that JSON) is "could not be
 * checked, try again later", never a grant, under the recheck limit every verifier has.
 *
 * The signing secret is made by this server when the task is created (or becomes a custom API task), shown to
 * the host once in that answer, and kept in the task's config sealed (lib/sealed-text.ts) under the task's id, so
 * a copy of the database holds no usable secret. A host who lost it deletes the task and adds it again.
 */

/** The player's reason as shown: one line, at most this many characters. */
export const REASON_MAX = 200;

/** Where the task's sealed secret sits in its stored config (never in what the host sends). */
export const SIGNING_SECRET_FIELD = 'signing_secret';
const secretContext = (taskId: string) => `custom_api:${taskId}`;

type CustomApiTask = TaskConfigOf<'custom_api'>;

/** A stored config without its sealed signing secret: what the host reads, what a copy starts from. */
export function withoutSigningSecret<C extends object>(config: C): C {
  if (!(SIGNING_SECRET_FIELD in config)) return config;
  const { [SIGNING_SECRET_FIELD]: _sealed, ...rest } = config as C & { [SIGNING_SECRET_FIELD]?: unknown };
  return rest as C;
}

/** A new secret for a custom API task: the plain one for the host's answer, the sealed one for its config. */
export function newTaskSecret(deps: Pick<Deps, 'sealer'>, taskId: string) {
  const plain = newWebhookSecret();
  return { plain, sealed: deps.sealer.seal(plain, secretContext(taskId)) };
}

const REFUSALS: Record<OutboundRefusal, TranslationKey> = {
  invalid: 'customApi:endpointInvalid',
  not_https: 'customApi:endpointNotHttps',
  blocked_address: 'customApi:endpointInside',
  unresolved: 'customApi:endpointUnresolved',
};

/** Saving a custom API task: its endpoint must be one the outbound guard lets through. 400 at `endpoint_url`. */
export async function checkEndpoint(deps: Pick<Deps, 'config'>, task: { type: string }): Promise<void> {
  if (task.type !== 'custom_api') return;
  const checked = await checkOutboundUrl((task as CustomApiTask).endpoint_url, {
    allowedHosts: deps.config.outbound.allowedHosts,
  });
  if (!checked.ok) throw fieldError('endpoint_url', REFUSALS[checked.reason]);
}

/** The identities the host chose, those the player has; email only with the player's consent to this check. */
function playerOf(task: CustomApiTask, player: UserRow, shareEmail: boolean) {
  const chosen = new Set(task.identities);
  const identities: Record<string, string | null> = { id: player.id };
  if (chosen.has('wallet_address')) identities.wallet_address = player.walletAddress ?? null;
  if (chosen.has('telegram_id')) identities.telegram_id = player.telegramId ?? null;
  if (chosen.has('username')) identities.username = player.username ?? null;
  if (chosen.has('email') && shareEmail) identities.email = player.email ?? null;
  return identities;
}

/** The endpoint's answer, read strictly: anything but the documented JSON is "unavailable". */
export function readAnswer(status: number, body: string): Verdict {
  const unavailable: Verdict = { kind: 'unavailable', key: 'customApi:unavailable' };
  if (status < 200 || status >= 300) return unavailable;
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return unavailable;
  }
  if (typeof answer !== 'object' || answer === null) return unavailable;
  const { completed, reason } = answer as { completed?: unknown; reason?: unknown };
  if (completed === true) return { kind: 'granted' };
  if (completed !== false) return unavailable;
  const shown = typeof reason === 'string' ? oneLine(reason) : '';
  return shown
    ? { kind: 'refused', key: 'customApi:refusedWithReason', params: { reason: shown } }
    : { kind: 'refused', key: 'customApi:refused' };
}

function oneLine(text: string): string {
  // Control characters and line breaks become spaces: the reason is shown on one line.
  const flat = [...text]
    .map((char) => (/\p{Cc}/u.test(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > REASON_MAX ? `${flat.slice(0, REASON_MAX - 1)}…` : flat;
}

export const customApi: Verifier<'custom_api'> = async (deps, task, player, context) => {
  const unavailable: Verdict = { kind: 'unavailable', key: 'customApi:unavailable' };
  const sealed = (task as CustomApiTask & { [SIGNING_SECRET_FIELD]?: string })[SIGNING_SECRET_FIELD];
  const secret = sealed ? deps.sealer.open(sealed, secretContext(task.id)) : null;
  if (!secret) {
    deps.log.warn({ task: task.id }, 'custom api task has no readable signing secret');
    return unavailable;
  }
  const target = await checkOutboundUrl(task.endpoint_url, {
    allowedHosts: deps.config.outbound.allowedHosts,
  });
  if (!target.ok) {
    deps.log.warn({ task: task.id, reason: target.reason }, 'custom api endpoint refused');
    return unavailable;
  }
  const body = JSON.stringify({
    id: randomUUID(),
    type: 'task.check',
    created_at: new Date().toISOString(),
    data: {
      event: context.event ?? null,
      task: { id: task.id, name: task.name },
      player: playerOf(task, player, context.shareEmail === true),
    },
  });
  try {
    const answer = await postOutbound(target, {
      body,
      timeoutMs: deps.config.customApi.timeoutMs,
      headers: {
        'w2e-signature': webhookSignature(body, [secret], Math.floor(Date.now() / 1000)),
        'user-agent': 'W2E-CustomTask/1',
      },
    });
    const verdict = readAnswer(answer.status, answer.body);
    if (verdict.kind === 'unavailable')
      deps.log.warn({ task: task.id, status: answer.status }, 'custom api endpoint answered nonsense');
    return verdict;
  } catch (error) {
    const text = error instanceof OutboundTimeout ? 'timeout' : (error as NodeJS.ErrnoException).code;
    deps.log.warn({ task: task.id, err: text ?? 'network error' }, 'custom api check failed');
    return unavailable;
  }
};

/** The registry's `host` source: the host's own server, always asked (nothing of this server's is needed). */
export const hostSource: VerifierSource<'host'> = {
  configured: () => true,
  verifiers: { custom_api: customApi },
};
