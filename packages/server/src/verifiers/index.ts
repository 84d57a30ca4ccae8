import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { NETWORKS } from '@w2e/core/tasks/networks';
import type { TaskConfig, TaskType } from '@w2e/core/tasks/registry';
import type { MessageParams } from '@w2e/core/validation/message';
import type { Deps } from '../deps';
import { AppError } from '../lib/errors';
import type { RateRule } from '../lib/rate-limit';
import type { UserRow } from '../modules/users/repository';
import { holdNft, holdToken } from './evm';
import { telegramJoin } from './telegram';

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

export type Verifier<T extends TaskType = TaskType> = (
  deps: Pick<Deps, 'config' | 'log'>,
  task: Extract<TaskConfig, { type: T }>,
  player: UserRow,
) => Promise<Verdict>;

/** One verifier per task type whose truth lives outside this product, one file per source. */
const verifiers: { readonly [T in TaskType]?: Verifier<T> } = {
  hold_token: holdToken,
  hold_nft: holdNft,
  telegram_join: telegramJoin,
};

export const VERIFIED_TYPES: ReadonlySet<TaskType> = new Set(Object.keys(verifiers) as TaskType[]);

/**
 * One outside check per task and player every 30 s (spec: "re-check limited to once per 30 s"), counted in the
 * shared counter store (Redis, or the database): atomic, so simultaneous clicks make one call, on any instance.
 */
export const RECHECK_RULE: RateRule = {
  name: 'verify-recheck',
  max: 1,
  windowMs: 30_000,
  message: 'tasks:recheckTooSoon',
};

/** Runs the task type's verifier; undefined when the type has none. */
export function verify(
  deps: Pick<Deps, 'config' | 'log'>,
  task: TaskConfig,
  player: UserRow,
): Promise<Verdict> | undefined {
  const verifier = verifiers[task.type] as Verifier | undefined;
  return verifier?.(deps, task, player);
}

/**
 * A new task may only name a network this server can read (EVM_RPC_URL_<NETWORK> set): otherwise every
 * player's check would answer "unavailable". 400 at the task's `network` field.
 */
export function checkConfigurable(deps: Pick<Deps, 'config'>, task: TaskConfig): void {
  if (task.type !== 'hold_token' && task.type !== 'hold_nft') return;
  if (deps.config.verify.rpcUrls[task.network]) return;
  throw new AppError(
    400,
    'tasks:networkNotConfigured',
    { network: NETWORKS[task.network].name },
    undefined,
    'network',
  );
}
