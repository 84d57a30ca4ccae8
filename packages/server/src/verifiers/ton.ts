import { formatUnits } from '@w2e/core/format/units';
import { OutsideFailure } from '../adapters/outside';
import { jettonBalance, jettonDecimals, nftCount } from '../adapters/ton';
import type { Config } from '../config';
import type { UserRow } from '../modules/users/repository';
import type { Verdict, Verifier } from './index';

/**
 * Hold token (a jetton) and hold NFT on TON: the player's TON Connect wallet, linked in the Mini App with a
 * verified ton_proof (users.ton_address), holds enough of the task's jetton master or NFT collection, read
 * from the TON API at TON_API_BASE (adapters/ton.ts). Task addresses are stored raw by core, so they are sent
 * as they are.
 */

type Ready = { api: NonNullable<Config['verify']['ton']>; wallet: string } | Verdict;

/** The TON API and the player's wallet, or the verdict that says which one is missing. */
function ready(config: Config, player: UserRow): Ready {
  // Stored raw and lower-case by the ton_proof link (modules/auth/ton-proof.ts), as core stores task addresses.
  const wallet = player.tonAddress;
  if (!wallet) return { kind: 'refused', key: 'tasks:tonWalletRequired' };
  if (!config.verify.ton) return { kind: 'unavailable', key: 'tasks:tonNotConfigured' };
  return { api: config.verify.ton, wallet };
}

function unavailable(deps: Parameters<Verifier>[0], error: unknown): Verdict {
  deps.log.warn({ err: error instanceof OutsideFailure ? error.message : error }, 'TON check failed');
  return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
}

export const tonHoldToken: Verifier<'hold_token'> = async (deps, task, player) => {
  const found = ready(deps.config, player);
  if ('kind' in found) return found;
  const rate = deps.config.verify.ratePerSecond;
  let balance: bigint;
  try {
    balance = await jettonBalance(found.api, rate, found.wallet, task.contract_address);
  } catch (error) {
    return unavailable(deps, error);
  }
  const threshold = BigInt(task.amount_threshold);
  if (balance >= threshold) return { kind: 'granted' };
  // Jettons choose their decimals: shown in whole tokens when the API states them, else in smallest units.
  const decimals = await jettonDecimals(found.api, rate, task.contract_address).catch(() => undefined);
  if (decimals === undefined)
    return {
      kind: 'refused',
      key: 'tasks:holdJettonBelowUnits',
      params: { balance: balance.toString(), threshold: threshold.toString(), token: task.token_label },
    };
  return {
    kind: 'refused',
    key: 'tasks:holdTokenBelow',
    params: {
      balance: formatUnits(balance, decimals),
      threshold: formatUnits(threshold, decimals),
      token: task.token_label,
    },
  };
};

export const tonHoldNft: Verifier<'hold_nft'> = async (deps, task, player) => {
  const found = ready(deps.config, player);
  if ('kind' in found) return found;
  let count: number;
  try {
    count = await nftCount(
      found.api,
      deps.config.verify.ratePerSecond,
      found.wallet,
      task.nft_address,
      task.required_amount,
    );
  } catch (error) {
    return unavailable(deps, error);
  }
  if (count >= task.required_amount) return { kind: 'granted' };
  return {
    kind: 'refused',
    key: 'tasks:holdNftBelow',
    params: { balance: count, required: task.required_amount },
  };
};
