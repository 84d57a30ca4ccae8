import type { PlayerTask } from '@w2e/core/contracts/tasks';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { type NetworkKey, networkName } from '@w2e/core/tasks/networks';
import type { TaskConfig, TaskType } from '@w2e/core/tasks/registry';
import {
  type OutsideSource,
  outsideSourceOf,
  TASK_TRAITS,
  type TaskTypesCheckedBy,
  WITHOUT_ACCESS,
} from '@w2e/core/tasks/types';
import type { MessageParams } from '@w2e/core/validation/message';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { AppError } from '../lib/errors';
import type { RateRule } from '../lib/rate-limit';
import type { UserRow } from '../modules/users/repository';
import { chainSource, networkConfigured, onEvm } from './chain';
import { discordSource } from './discord';
import { hostSource } from './host';
import { telegramSource } from './telegram';
import { xSource } from './x';
import { youtubeSource } from './youtube';

/**
 * What a check against a task's outside source of truth answers: granted; refused with a reason the
 * player can act on (a translation key and its parameters, e.g. "balance 0.4 of 1.0 TOKEN"); or
 * unavailable, when the source could not be asked (not configured, timed out, answered nonsense). Only
 * `granted` ever adds score.
 */
export type Verdict =
  | { kind: 'granted' }
  | { kind: 'refused'; key: TranslationKey; params?: MessageParams }
  | { kind: 'unavailable'; key: TranslationKey; params?: MessageParams };

/**
 * What a verifier may need of the task's event and the submission: the event's start (transaction tasks count
 * from it), the event itself and whether the player agreed to share their email (the custom API task sends
 * them to the host's server).
 */
export interface VerifyContext {
  eventStart: Date;
  event?: { id: string; slug: string; title: string };
  shareEmail?: boolean;
}

export type Verifier<T extends TaskType = TaskType> = (
  deps: Pick<Deps, 'config' | 'log' | 'db' | 'sealer'>,
  task: Extract<TaskConfig, { type: T }>,
  player: UserRow,
  context: VerifyContext,
) => Promise<Verdict>;

type HoldType = 'hold_token' | 'hold_nft';

/** A hold task's verifier on EVM networks, where the task's network has an RPC address (not TON). */
export type EvmHoldVerifier<T extends HoldType> = (
  deps: Parameters<Verifier>[0],
  task: Extract<TaskConfig, { type: T }> & { network: NetworkKey },
  player: UserRow,
) => Promise<Verdict>;

/**
 * An outside source's registration against core's registry (`TASK_TRAITS[type].checkedBy`): a verifier for
 * exactly the task types the registry says this source checks (one more, or one missing, fails typecheck), and
 * whether this server holds what the source needs (a bot token, an OAuth client, the network's node).
 */
export interface VerifierSource<S extends OutsideSource> {
  configured: (config: Config, task: Extract<TaskConfig, { type: TaskTypesCheckedBy<S> }>) => boolean;
  verifiers: { readonly [T in TaskTypesCheckedBy<S>]: Verifier<T> };
}

/** Every outside source the registry names, one file each. */
const SOURCES: { readonly [S in OutsideSource]: VerifierSource<S> } = {
  chain: chainSource,
  telegram: telegramSource,
  discord: discordSource,
  x: xSource,
  youtube: youtubeSource,
  host: hostSource,
};

/** What the sources registered, as found at run time: `[source, task type]` pairs (the registry test reads it). */
export const REGISTERED_VERIFIERS: readonly (readonly [OutsideSource, TaskType])[] = Object.entries(
  SOURCES,
).flatMap(([source, registered]) =>
  Object.keys(registered.verifiers).map((type) => [source as OutsideSource, type as TaskType] as const),
);

export const VERIFIED_TYPES: ReadonlySet<TaskType> = new Set(REGISTERED_VERIFIERS.map(([, type]) => type));

/** The source's side of a task whose type the registry gives an outside source. */
function sourceOf(type: TaskType): VerifierSource<OutsideSource> | undefined {
  const source = outsideSourceOf(type);
  return source ? (SOURCES[source] as unknown as VerifierSource<OutsideSource>) : undefined;
}

/**
 * One outside check per task and player every 30 s (spec: "re-check limited to once per 30 s"), counted in the
 * shared counter store (Redis, or the database): atomic, so simultaneous clicks make one call, on any instance.
 * The window is the configuration's (VERIFY_RECHECK_SECONDS, 30 by default): see recheckRule.
 */
export const RECHECK_RULE: RateRule = {
  name: 'verify-recheck',
  max: 1,
  windowMs: 30_000,
  message: 'tasks:recheckTooSoon',
};

/** RECHECK_RULE with the configured window. */
export function recheckRule(config: Pick<Config, 'verifyRecheckMs'>): RateRule {
  return { ...RECHECK_RULE, windowMs: config.verifyRecheckMs };
}

/** Runs the task type's verifier; undefined when the type has none. */
export function verify(
  deps: Pick<Deps, 'config' | 'log' | 'db' | 'sealer'>,
  task: TaskConfig,
  player: UserRow,
  context: VerifyContext,
): Promise<Verdict> | undefined {
  const verifiers = sourceOf(task.type)?.verifiers as Partial<Record<TaskType, Verifier>> | undefined;
  return verifiers?.[task.type]?.(deps, task, player, context);
}

/**
 * How this server checks a task, as players see it before doing it: the registry's answer, except that a task
 * checked by an outside source this server can't ask (no credentials, no node) is what the registry says such a
 * source's tasks become (`WITHOUT_ACCESS`): self-declared for a social account, unavailable on chain.
 */
export function checkOf(config: Config, task: TaskConfig): PlayerTask['check'] {
  const source = outsideSourceOf(task.type);
  if (!source) return TASK_TRAITS[task.type].verification;
  return sourceOf(task.type)?.configured(config, task as never) ? 'automatic' : WITHOUT_ACCESS[source];
}

/**
 * A new task may only name a network this server can read (EVM_RPC_URL_<NETWORK> set; TON_API_BASE for TON):
 * otherwise every player's check would answer "unavailable". 400 at the task's `network` field.
 */
export function checkConfigurable(deps: Pick<Deps, 'config'>, task: TaskConfig): void {
  if (task.type !== 'hold_token' && task.type !== 'hold_nft' && task.type !== 'transaction') return;
  if (networkConfigured(deps.config, task.network)) return;
  const [key, params] = onEvm(task)
    ? (['tasks:networkNotConfigured', { network: networkName(task.network) }] as const)
    : (['tasks:tonNotConfigured', undefined] as const);
  throw new AppError(400, key, params, undefined, 'network');
}
