import { NETWORKS } from '@w2e/core/tasks/networks';
import { type Address, formatUnits } from 'viem';
import { balanceOf } from '../adapters/evm';
import { OutsideFailure } from '../adapters/outside';
import type { Verdict, Verifier } from './index';

/**
 * Hold token and hold NFT: the player's linked wallet (stored only after a signature proved it, see the
 * users module) holds at least the task's amount, read from the task's network at EVM_RPC_URL_<NETWORK>.
 * Spec section 9 counts 1e18 wei per token, so amounts are shown with 18 decimals.
 */
async function readBalance(
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

export const holdToken: Verifier<'hold_token'> = async (deps, task, player) => {
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

export const holdNft: Verifier<'hold_nft'> = async (deps, task, player) => {
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
