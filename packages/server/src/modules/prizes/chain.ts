import { NATIVE_TOKEN, type Payout } from '@w2e/core/contracts/prizes';
import { isNetworkKey, NETWORKS, networkName, TON_NETWORK_KEY } from '@w2e/core/tasks/networks';
import { tonRawAddress } from '@w2e/core/wallet/ton-address';
import { type Address, formatUnits, type Hash, type Hex, toEventSelector } from 'viem';
import { tokenDecimals, transactionPayment } from '../../adapters/evm';
import { OutsideFailure } from '../../adapters/outside';
import { tonJettonPayment, tonNativePayment } from '../../adapters/ton';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../lib/errors';

/**
 * The on-chain check of a token prize's delivery (docs/prizes.md): the transaction must have succeeded and paid
 * at least the prize's amount of the named token to the claimed address. EVM: the sum of the token contract's
 * ERC-20 Transfer logs to that address in the transaction (scaled by the contract's decimals()), or for the
 * native coin the transaction's own recipient and value. TON: through the TON API (adapters/ton.ts). Each
 * refusal says which of these did not hold; a network this server cannot read is refused, never accepted
 * unchecked.
 */

export type TokenPayout = Extract<Payout, { kind: 'token' }>;

const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');
const EVM_TX_HASH = /^0x[0-9a-fA-F]{64}$/;
const TON_TX_HASH_HEX = /^[0-9a-fA-F]{64}$/;
const TON_TX_HASH_BASE64 = /^[A-Za-z0-9+/_-]{43}=?$/;

/** The hash as stored and compared: EVM lower-case 0x-hex; TON lower-case hex (its base64 form converted). */
export function normalTxHash(network: string, input: string): string | null {
  const text = input.trim();
  if (network !== TON_NETWORK_KEY) return EVM_TX_HASH.test(text) ? text.toLowerCase() : null;
  if (TON_TX_HASH_HEX.test(text)) return text.toLowerCase();
  if (TON_TX_HASH_BASE64.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes.toString('hex') : null;
  }
  return null;
}

/** `amount` (a decimal string) in base units, rounded up: paying at least the amount means at least this. */
export function baseUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const dropped = fraction.slice(decimals);
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(kept || '0');
  return /[1-9]/.test(dropped) ? units + 1n : units;
}

/** Outside failures become "could not read the network just now" (409, nothing written; try again). */
async function reading<T>(network: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof OutsideFailure)
      throw conflict('prizes:chainFailed', { network: networkName(network) });
    throw error;
  }
}

function tokenLabel(payout: TokenPayout): string {
  if (payout.token !== NATIVE_TOKEN) return payout.token;
  if (payout.network === TON_NETWORK_KEY) return 'TON';
  return isNetworkKey(payout.network) ? NETWORKS[payout.network].nativeSymbol : payout.network;
}

function judge(payout: TokenPayout, address: string, paid: bigint, decimals: number): void {
  const token = tokenLabel(payout);
  if (paid === 0n) throw badRequest('prizes:txPaysNothing', { token, address });
  if (paid < baseUnits(payout.amount, decimals))
    throw badRequest('prizes:txTooLittle', {
      paid: formatUnits(paid, decimals),
      token,
      amount: payout.amount,
    });
}

async function checkEvm(deps: Deps, payout: TokenPayout, address: string, hash: string): Promise<void> {
  const network = payout.network;
  const name = networkName(network);
  const url = isNetworkKey(network) ? deps.config.verify.rpcUrls[network] : undefined;
  if (!isNetworkKey(network) || !url) throw conflict('prizes:chainUnavailable', { network: name });
  const perSecond = deps.config.verify.ratePerSecond;
  const payment = await reading(network, () => transactionPayment(network, url, perSecond, hash as Hash));
  if (!payment) throw badRequest('prizes:txNotFound', { hash, network: name });
  if (payment.status !== 'success') throw badRequest('prizes:txFailed', { hash, network: name });
  const to = address.toLowerCase();
  if (payout.token === NATIVE_TOKEN) {
    const paid = payment.to?.toLowerCase() === to ? payment.value : 0n;
    return judge(payout, address, paid, 18);
  }
  const contract = payout.token.toLowerCase();
  let paid = 0n;
  for (const log of payment.logs) {
    // ERC-20's Transfer has three topics (ERC-721's has a fourth, the token id): only those count.
    if (log.address.toLowerCase() !== contract || log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC)
      continue;
    if (`0x${log.topics[2]!.slice(-40)}`.toLowerCase() !== to) continue;
    paid += log.data === '0x' ? 0n : BigInt(log.data as Hex);
  }
  if (paid === 0n) return judge(payout, address, 0n, 0);
  const decimals = await reading(network, () =>
    tokenDecimals(network, url, perSecond, payout.token as Address),
  );
  judge(payout, address, paid, decimals);
}

async function checkTon(deps: Deps, payout: TokenPayout, address: string, hash: string): Promise<void> {
  const api = deps.config.verify.ton;
  const name = networkName(TON_NETWORK_KEY);
  if (!api) throw conflict('prizes:chainUnavailable', { network: name });
  const perSecond = deps.config.verify.ratePerSecond;
  const to = tonRawAddress(address);
  if (!to) throw badRequest('prizes:addressTonInvalid');
  const payment = await reading(TON_NETWORK_KEY, () =>
    payout.token === NATIVE_TOKEN
      ? tonNativePayment(api, perSecond, hash, to)
      : tonJettonPayment(api, perSecond, hash, to, payout.token),
  );
  if (payment === 'not_found') throw badRequest('prizes:txNotFound', { hash, network: name });
  if (payment === 'failed') throw badRequest('prizes:txFailed', { hash, network: name });
  judge(payout, address, payment.paid, payment.decimals);
}

/** Throws the refusal that says what the transaction did not do; returns when it paid the prize. */
export async function checkPayment(
  deps: Deps,
  payout: TokenPayout,
  address: string,
  hash: string,
): Promise<void> {
  if (payout.network === TON_NETWORK_KEY) return checkTon(deps, payout, address, hash);
  return checkEvm(deps, payout, address, hash);
}
