import type { PlayerTask } from '@w2e/core/contracts/tasks';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { type HoldNetworkKey, type NetworkKey, networkName, TON_NETWORK_KEY } from '@w2e/core/tasks/networks';
import { type TaskConfig, type TaskType, taskRegistry } from '@w2e/core/tasks/registry';
import type { MessageParams } from '@w2e/core/validation/message';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { AppError } from '../lib/errors';
import type { RateRule } from '../lib/rate-limit';
import type { UserRow } from '../modules/users/repository';
import { discordJoin } from './discord';
import { holdNft, holdToken, transaction } from './evm';
import { telegramJoin } from './telegram';
import { tonHoldNft, tonHoldToken } from './ton';
import { xFollow, xLike, xReply, xRetweet, xTweet } from './x';
import { youtubeSubscribe } from './youtube';

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

/** What a verifier may need of the task's event: its start (transaction tasks count from it). */
export interface VerifyContext {
  eventStart: Date;
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

/** An EVM task: its network has an RPC address to be read at, rather than the TON API. */
const onEvm = <T extends { network: string }>(task: T): task is T & { network: NetworkKey } =>
  task.network !== TON_NETWORK_KEY;

/** Hold tasks are checked where their network is: on an EVM node, or through the TON API. */
const byNetwork =
  <T extends HoldType>(evm: EvmHoldVerifier<T>, ton: Verifier<T>): Verifier<T> =>
  (deps, task, player, context) =>
    onEvm(task) ? evm(deps, task, player) : ton(deps, task, player, context);

/** One verifier per task type whose truth lives outside this product, one file per source. */
const verifiers: { readonly [T in TaskType]?: Verifier<T> } = {
  hold_token: byNetwork(holdToken, tonHoldToken),
  hold_nft: byNetwork(holdNft, tonHoldNft),
  transaction,
  telegram_join: telegramJoin,
  discord_join: discordJoin,
  twitter_follow: xFollow,
  twitter_like: xLike,
  twitter_retweet: xRetweet,
  twitter_reply: xReply,
  twitter_tweet: xTweet,
  youtube_subscribe: youtubeSubscribe,
};

export const VERIFIED_TYPES: ReadonlySet<TaskType> = new Set(Object.keys(verifiers) as TaskType[]);

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
  const verifier = verifiers[task.type] as Verifier | undefined;
  return verifier?.(deps, task, player, context);
}

/**
 * Social tasks: when nothing can check them (no API tells it, as for a Facebook page like; or this server has
 * no credentials for the source, or no verifier for it yet), the player's word is taken and the task says so.
 */
const SELF_DECLARABLE: ReadonlySet<TaskType> = new Set<TaskType>([
  'discord_join',
  'telegram_join',
  'youtube_subscribe',
  'facebook_like_page',
  'twitter_follow',
  'twitter_retweet',
  'twitter_reply',
  'twitter_like',
  'twitter_tweet',
]);

/** Whether this server can read the network: an RPC address for an EVM network, TON_API_BASE for TON. */
export function networkConfigured(config: Config, network: HoldNetworkKey): boolean {
  return network === TON_NETWORK_KEY ? Boolean(config.verify.ton) : Boolean(config.verify.rpcUrls[network]);
}

/**
 * Whether this server holds what the task's verifier needs (a bot token, the network's RPC address, the TON
 * API).
 */
function configured(config: Config, task: TaskConfig): boolean {
  switch (task.type) {
    case 'telegram_join':
      return Boolean(config.telegram.botToken);
    case 'discord_join':
      return Boolean(config.social.discord.clientId);
    case 'twitter_follow':
    case 'twitter_like':
    case 'twitter_retweet':
    case 'twitter_reply':
    case 'twitter_tweet':
      return Boolean(config.social.x.clientId);
    case 'youtube_subscribe':
      return Boolean(config.social.youtube.clientId);
    case 'hold_token':
    case 'hold_nft':
    case 'transaction':
      return networkConfigured(config, task.network);
    default:
      return true;
  }
}

/**
 * How this server checks a task, as players see it before doing it: `automatic` when its verifier can run
 * here, `self_declared` for a social task it can't check, the registry's answer for tasks whose truth is this
 * product's own, and `unavailable` for an on-chain task on a network without a node.
 */
export function checkOf(config: Config, task: TaskConfig): PlayerTask['check'] {
  if (task.type in verifiers && configured(config, task)) return 'automatic';
  if (SELF_DECLARABLE.has(task.type)) return 'self_declared';
  if (task.type in verifiers) return 'unavailable';
  return taskRegistry[task.type].verification;
}

/**
 * A new task may only name a network this server can read (EVM_RPC_URL_<NETWORK> set; TON_API_BASE for TON):
 * otherwise every player's check would answer "unavailable". 400 at the task's `network` field.
 */
export function checkConfigurable(deps: Pick<Deps, 'config'>, task: TaskConfig): void {
  if (task.type !== 'hold_token' && task.type !== 'hold_nft' && task.type !== 'transaction') return;
  if (configured(deps.config, task)) return;
  const [key, params] = onEvm(task)
    ? (['tasks:networkNotConfigured', { network: networkName(task.network) }] as const)
    : (['tasks:tonNotConfigured', undefined] as const);
  throw new AppError(400, key, params, undefined, 'network');
}
