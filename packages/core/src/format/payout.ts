import type { Payout } from '../contracts/prizes';
import { NATIVE_TOKEN } from '../contracts/prizes';
import type { TranslationKey } from '../i18n/resources-en';
import { findNetwork, networkName, TON_NETWORK_KEY } from '../tasks/networks';
import { CHAINS } from '../wallet/chains';
import { shortenAddress } from './address';

/** The token a payout names: the network's coin by its symbol, a contract by its shortened address. */
function tokenName(network: string, token: string): string {
  if (token !== NATIVE_TOKEN) return shortenAddress(token);
  if (network === TON_NETWORK_KEY) return 'TON';
  return findNetwork(network)?.nativeSymbol ?? network;
}

/**
 * How a prize is paid, as a text key and its values, for both apps: "5 BNB on BNB Smart Chain",
 * "0.25 0x55d3…97955 on Ethereum", or "Delivered by contact" for an item.
 */
export function payoutText(payout: Payout): { key: TranslationKey; params: Record<string, string> } {
  if (payout.kind === 'item') return { key: 'prizes:payoutItem', params: {} };
  return {
    key: 'prizes:payoutToken',
    params: {
      amount: payout.amount,
      token: tokenName(payout.network, payout.token),
      network: networkName(payout.network),
    },
  };
}

/** Where a payout's transaction can be seen: the network's block explorer, or null for a network without one. */
export function transactionUrl(network: string, hash: string): string | null {
  if (network === TON_NETWORK_KEY) return `https://tonviewer.com/transaction/${encodeURIComponent(hash)}`;
  const known = findNetwork(network);
  const explorer = known ? CHAINS[known.key].blockExplorerUrls[0] : undefined;
  return explorer ? `${explorer}/tx/${encodeURIComponent(hash)}` : null;
}
