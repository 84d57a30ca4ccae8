import { z } from 'zod';
import { WALLET_CHAIN_ID_MAX } from '../constants';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { CHAINS, type ChainConfig, type ChainKey, toAddEthereumChainParameter, toHexChainId } from './chains';
import { hasWalletErrorCode, WALLET_ERROR_CODES } from './errors';

const invalidChainId = message('wallet:chainIdInvalid', { max: WALLET_CHAIN_ID_MAX });

/** Spec sections 5 and 9: a wallet chain id is a positive integer up to 4503599627370476. */
export function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= WALLET_CHAIN_ID_MAX;
}

/** The same rule for forms and request bodies, with the spec's message (and "required" for a missing value). */
export const chainIdSchema = lazySchema(() =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? message('validation:required') : invalidChainId),
    })
    .int({ error: invalidChainId })
    .min(1, { error: invalidChainId })
    .max(WALLET_CHAIN_ID_MAX, { error: invalidChainId }),
);

const DECIMAL_ID = /^[1-9][0-9]*$/;
const HEX_ID = /^0x[0-9a-fA-F]+$/;

/**
 * A chain id as wallets and people write it: a number, a decimal string, or the hex quantity EIP-1193 uses
 * (`eth_chainId` and `chainChanged` give "0x38"). Anything out of range or malformed gives null.
 */
export function parseChainId(value: unknown): number | null {
  let id: number;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string' && DECIMAL_ID.test(value)) id = Number(value);
  else if (typeof value === 'string' && HEX_ID.test(value)) id = Number.parseInt(value.slice(2), 16);
  else return null;
  return isChainId(id) ? id : null;
}

/** The part of an EIP-1193 provider (`window.ethereum`, a wagmi connector's provider) that these helpers call. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | Record<string, unknown> }): Promise<unknown>;
}

/**
 * Asks the wallet to switch to a chain. Spec section 4: when the wallet does not know the chain (4902), the
 * chain is added and the switch asked again, since not every wallet switches on its own after adding.
 * Any other failure (the user said no, -32002 pending) is thrown as is, for `walletErrorMessage`.
 */
export async function switchChain(provider: Eip1193Provider, chain: ChainKey | ChainConfig): Promise<void> {
  const config = typeof chain === 'string' ? CHAINS[chain] : chain;
  if (!isChainId(config.id)) throw new RangeError(invalidChainId);
  const switchRequest = {
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: toHexChainId(config.id) }],
  };
  try {
    await provider.request(switchRequest);
  } catch (error) {
    if (!hasWalletErrorCode(error, WALLET_ERROR_CODES.unrecognizedChain)) throw error;
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [toAddEthereumChainParameter(config)],
    });
    await provider.request(switchRequest);
  }
}
