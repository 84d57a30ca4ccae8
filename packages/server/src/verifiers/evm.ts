import { NETWORKS } from '@w2e/core/tasks/networks';
import { parseEventSignature } from '@w2e/core/tasks/registry';
import { type Address, formatUnits } from 'viem';
import { balanceOf, emittedEvent, sentTransaction } from '../adapters/evm';
import { OutsideFailure } from '../adapters/outside';
import type { EvmHoldVerifier, Verdict, Verifier } from './index';

/**
 * Hold token and hold NFT: the player's linked wallet (stored only after a signature proved it, see the
 * users module) holds at least the task's amount, read from the task's network at EVM_RPC_URL_<NETWORK>.
 * Spec section 9 counts 1e18 wei per token, so amounts are shown with 18 decimals. Also the platform token's
 * holder check (modules/users/token-holder.ts): one balance reader for every on-chain read.
 */
export async function readBalance(
  deps: Parameters<Verifier>[0],
  network: keyof typeof NETWORKS,
  contract: string,
  owner: string,
  id?: bigint,
): Promise<bigint | Verdict> {
  const url = deps.config.verify.rpcUrls[network];
  if (!url)
    return {
      kind: 'unavailable',
      key: 'tasks:networkNotConfigured',
      params: { network: NETWORKS[network].name },
    };
  try {
    return await balanceOf(
      network,
      url,
      deps.config.verify.ratePerSecond,
      contract as Address,
      owner as Address,
      id,
    );
  } catch (error) {
    // A hung or failing node, or a contract that is not a token (no balanceOf, or an answer that isn't one).
    deps.log.warn({ err: error instanceof OutsideFailure ? error.message : error }, 'balance check failed');
    return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  }
}

export const holdToken: EvmHoldVerifier<'hold_token'> = async (deps, task, player) => {
  if (!player.walletAddress) return { kind: 'refused', key: 'tasks:walletRequired' };
  const balance = await readBalance(deps, task.network, task.contract_address, player.walletAddress);
  if (typeof balance !== 'bigint') return balance;
  const threshold = BigInt(task.amount_threshold);
  if (balance >= threshold) return { kind: 'granted' };
  return {
    kind: 'refused',
    key: 'tasks:holdTokenBelow',
    params: {
      balance: formatUnits(balance, 18),
      threshold: formatUnits(threshold, 18),
      token: task.token_label,
    },
  };
};

export const holdNft: EvmHoldVerifier<'hold_nft'> = async (deps, task, player) => {
  if (!player.walletAddress) return { kind: 'refused', key: 'tasks:walletRequired' };
  const id = task.token_id === undefined ? undefined : BigInt(task.token_id);
  const balance = await readBalance(deps, task.network, task.nft_address, player.walletAddress, id);
  if (typeof balance !== 'bigint') return balance;
  if (balance >= BigInt(task.required_amount)) return { kind: 'granted' };
  return {
    kind: 'refused',
    key: 'tasks:holdNftBelow',
    params: { balance: balance.toString(), required: task.required_amount },
  };
};

/**
 * Transaction task (Standard tier): since the event started, the linked wallet sent a transaction to the
 * contract, or the contract emitted the task's event naming the wallet; read with eth_getLogs over bounded
 * block ranges from the event's start block (adapters/evm.ts).
 */
export const transaction: Verifier<'transaction'> = async (deps, task, player, context): Promise<Verdict> => {
  if (!player.walletAddress) return { kind: 'refused', key: 'tasks:walletRequired' };
  const network = NETWORKS[task.network].name;
  const url = deps.config.verify.rpcUrls[task.network];
  if (!url) return { kind: 'unavailable', key: 'tasks:networkNotConfigured', params: { network } };
  const wallet = player.walletAddress as Address;
  const contract = task.contract_address as Address;
  const event = task.match === 'event' ? parseEventSignature(task.event_signature ?? '') : undefined;
  if (task.match === 'event' && !event) return { kind: 'unavailable', key: 'verification:txEventInvalid' };
  let found: boolean;
  try {
    found = event
      ? await emittedEvent(
          task.network,
          url,
          deps.config.verify.ratePerSecond,
          contract,
          event,
          wallet,
          context.eventStart,
        )
      : await sentTransaction(
          task.network,
          url,
          deps.config.verify.ratePerSecond,
          contract,
          wallet,
          context.eventStart,
        );
  } catch (error) {
    deps.log.warn(
      { err: error instanceof OutsideFailure ? error.message : error },
      'transaction check failed',
    );
    return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  }
  if (found) return { kind: 'granted' };
  return event
    ? { kind: 'refused', key: 'verification:txNoEvent', params: { event: event.name, contract, network } }
    : { kind: 'refused', key: 'verification:txNone', params: { contract, network } };
};
