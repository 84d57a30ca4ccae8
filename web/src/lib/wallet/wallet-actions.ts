import { getWalletNonce, loginViaMetamask, type WalletSignature } from '@w2e/core/api/auth';
import { linkWallet } from '@w2e/core/api/users';
import type { LoginResult } from '@w2e/core/contracts/session';
import { switchChain } from '@w2e/core/wallet/chain';
import { CHAINS } from '@w2e/core/wallet/chains';
import { walletErrorMessage } from '@w2e/core/wallet/errors';
import { createSignInMessage } from '@w2e/core/wallet/siwe';
import { connect, createConfig, getConnection, injected, signMessage, http as transport } from '@wagmi/core';
import { arbitrum, avalanche, bsc, fantom, mainnet, polygon } from 'viem/chains';
import { http } from '../api';

/**
 * Everything that touches a wallet, in one chunk that loads only when someone presses a wallet button:
 * wagmi with the injected connector (MetaMask and every wallet that injects `window.ethereum`) and viem.
 */
let wagmi: ReturnType<typeof makeConfig> | undefined;
function makeConfig() {
  return createConfig({
    chains: [mainnet, bsc, polygon, avalanche, fantom, arbitrum],
    connectors: [injected()],
    // Only the wallet is asked anything (accounts, chain, signatures); these are never called.
    transports: {
      [mainnet.id]: transport(),
      [bsc.id]: transport(),
      [polygon.id]: transport(),
      [avalanche.id]: transport(),
      [fantom.id]: transport(),
      [arbitrum.id]: transport(),
    },
  });
}

/**
 * Spec section 7's wallet flow: request account access, take the first account, make sure the wallet is on a
 * network the server accepts (switching, or adding it when the wallet answers 4902), then sign an EIP-4361
 * message over a fresh server nonce, stating that no transaction or gas fee occurs.
 */
export async function signWithWallet(): Promise<WalletSignature> {
  wagmi ??= makeConfig();
  const connector = wagmi.connectors[0]!;
  const current = getConnection(wagmi);
  const { accounts, chainId } =
    current.status === 'connected' && current.connector?.uid === connector.uid
      ? { accounts: current.addresses, chainId: current.chainId }
      : await connect(wagmi, { connector });
  const address = accounts[0];
  if (!address) throw new Error('No account');

  const nonce = await getWalletNonce(http, { address });
  let chain = chainId;
  if (!nonce.chain_ids.includes(chain)) {
    const target = Object.values(CHAINS).find((c) => c.id === nonce.chain_ids[0]);
    if (target) {
      await switchChain((await connector.getProvider()) as Parameters<typeof switchChain>[0], target);
      chain = target.id;
    }
  }
  const message = createSignInMessage({
    scheme: window.location.protocol.replace(/:$/, ''),
    domain: window.location.host,
    uri: window.location.origin,
    address,
    chainId: chain,
    nonce: nonce.nonce,
    expirationTime: new Date(nonce.expires_at),
  });
  const signature = await signMessage(wagmi, { account: address, message, connector });
  return { message, signature, address };
}

export async function signInWithWallet(): Promise<LoginResult> {
  return loginViaMetamask(http, await signWithWallet());
}

/** POST /users/link-wallet with a fresh signature; answers "Address added successfully". */
export async function linkSignedWallet(): Promise<string> {
  const signed = await signWithWallet();
  const { message } = await linkWallet(http, {
    signature: signed.signature,
    wallet_address: signed.address,
    message_signature: signed.message,
  });
  return message;
}

export { walletErrorMessage };
