import type { NetworkKey } from '@w2e/core/tasks/networks';
import { type Address, createPublicClient, http, type PublicClient, parseAbi } from 'viem';
import { callOutside } from './outside';

/** The read-only ABI the hold verifiers need: ERC-20 and ERC-721 balanceOf(owner), ERC-1155 balanceOf(owner, id). */
const balanceAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
]);

const clients = new Map<string, PublicClient>();

/** One viem client per RPC address; retries and timeouts are callOutside's, so viem's own are off. */
function client(url: string): PublicClient {
  let found = clients.get(url);
  if (!found) {
    found = createPublicClient({ transport: http(url, { retryCount: 0, timeout: 60_000 }) });
    clients.set(url, found);
  }
  return found;
}

/** A wallet's balance of a token contract (with `id`: an ERC-1155 token), read at `rpcUrl`. */
export function balanceOf(
  network: NetworkKey,
  rpcUrl: string,
  perSecond: number,
  contract: Address,
  owner: Address,
  id?: bigint,
): Promise<bigint> {
  return callOutside(`evm:${network}`, perSecond, () =>
    id === undefined
      ? client(rpcUrl).readContract({
          address: contract,
          abi: balanceAbi,
          functionName: 'balanceOf',
          args: [owner],
        })
      : client(rpcUrl).readContract({
          address: contract,
          abi: balanceAbi,
          functionName: 'balanceOf',
          args: [owner, id],
        }),
  );
}
