import { type HoldNetworkKey, type NetworkKey, TON_NETWORK_KEY } from '@w2e/core/tasks/networks';
import type { Config } from '../config';
import { holdNft, holdToken, transaction } from './evm';
import type { EvmHoldVerifier, Verifier, VerifierSource } from './index';
import { tonHoldNft, tonHoldToken } from './ton';

/** An EVM task: its network has an RPC address to be read at, rather than the TON API. */
export const onEvm = <T extends { network: string }>(task: T): task is T & { network: NetworkKey } =>
  task.network !== TON_NETWORK_KEY;

/** Hold tasks are checked where their network is: on an EVM node (evm.ts), or through the TON API (ton.ts). */
const byNetwork =
  <T extends 'hold_token' | 'hold_nft'>(evm: EvmHoldVerifier<T>, ton: Verifier<T>): Verifier<T> =>
  (deps, task, player, context) =>
    onEvm(task) ? evm(deps, task, player) : ton(deps, task, player, context);

/** Whether this server can read the network: an RPC address for an EVM network, TON_API_BASE for TON. */
export function networkConfigured(config: Config, network: HoldNetworkKey): boolean {
  return network === TON_NETWORK_KEY ? Boolean(config.verify.ton) : Boolean(config.verify.rpcUrls[network]);
}

/** The registry's `chain` source: the task's network, read where it lives. */
export const chainSource: VerifierSource<'chain'> = {
  configured: (config, task) => networkConfigured(config, task.network),
  verifiers: {
    hold_token: byNetwork(holdToken, tonHoldToken),
    hold_nft: byNetwork(holdNft, tonHoldNft),
    transaction,
  },
};
