import type { WalletHeaders, WalletNonce, WalletNonceBody } from '@w2e/core/contracts/auth';
import { WALLET_HEADERS } from '@w2e/core/contracts/auth';
import type { Ack } from '@w2e/core/contracts/common';
import type { LoginResult } from '@w2e/core/contracts/session';
import type { LinkWalletBody } from '@w2e/core/contracts/users';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { checkSiweMessage, parseSiweMessage, type SiweProblem } from '@w2e/core/wallet/siwe';
import { type Address, getAddress, verifyMessage } from 'viem';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import type { ClientContext } from '../../lib/client-context';
import { conflict, unauthorized } from '../../lib/errors';
import { consume, RATE_RULES } from '../../lib/rate-limit';
import { claimUnique, findOrCreateUser } from '../users/create-user';
import { type UserRow, usersRepository } from '../users/repository';
import { signIn } from './service';

/** What a wallet signed, and who says they signed it. */
export interface WalletProof {
  message: string;
  signature: string;
  address: string;
}

/**
 * POST auth/wallet-nonce: a single-use nonce for the address that will sign, and what the message must name
 * (domain, uri, chains). EIP-4361 binds a nonce to its sign-in: one asked for address A never signs in B.
 */
export async function issueWalletNonce(
  deps: Deps,
  body: WalletNonceBody,
  client: ClientContext,
): Promise<WalletNonce> {
  await consume(deps.counters, RATE_RULES.walletNoncePerIp, client.ip);
  const { nonce, expiresAt } = await deps.nonces.issue(deps.config.wallet.nonceTtlSeconds, body.address);
  const site = new URL(deps.config.publicUrl);
  return {
    nonce,
    domain: site.host,
    uri: site.origin,
    chain_ids: deps.config.wallet.chainIds,
    issued_at: new Date().toISOString(),
    expires_at: expiresAt.toISOString(),
  };
}

const PROBLEM_MESSAGES: Record<SiweProblem, TranslationKey> = {
  domain: 'account:walletDomainMismatch',
  scheme: 'account:walletDomainMismatch',
  uri: 'account:walletDomainMismatch',
  chainId: 'account:walletChainUnsupported',
  nonce: 'account:walletNonceInvalid',
  statement: 'wallet:signInInvalid',
  issuedInFuture: 'wallet:signInExpired',
  expired: 'wallet:signInExpired',
  notYetValid: 'wallet:signInExpired',
  time: 'wallet:signInInvalid',
};

/**
 * Checks a signed EIP-4361 message: its form (core's strict parser), that it is for this site (PUBLIC_URL's
 * host and scheme, and a URI on PUBLIC_URL's origin), one of our chains, recent (no older than a nonce
 * lives), signed by the address given (viem, so smart-contract wallets' EIP-1271 signatures are not accepted
 * here: EOAs only), and that its nonce was ours, issued for this address, and unused. The nonce is used up last and atomically, so a replay fails however fast it comes.
 */
export async function verifyWalletProof(deps: Deps, proof: WalletProof): Promise<Address> {
  const parsed = parseSiweMessage(proof.message);
  if (!parsed.success) throw unauthorized('wallet:signInInvalid');
  const siwe = parsed.data;
  if (siwe.address.toLowerCase() !== proof.address.toLowerCase()) {
    throw unauthorized('account:walletSignatureInvalid');
  }
  const site = new URL(deps.config.publicUrl);
  const check = checkSiweMessage(siwe, {
    domain: site.host,
    nonce: siwe.nonce,
    ...(siwe.scheme !== undefined ? { scheme: site.protocol.replace(/:$/, '') } : {}),
    uriOrigin: site.origin,
    chainIds: deps.config.wallet.chainIds,
    maxAgeMs: deps.config.wallet.nonceTtlSeconds * 1000,
  });
  if (!check.ok) throw unauthorized(PROBLEM_MESSAGES[check.problem]);

  let valid = false;
  try {
    valid = await verifyMessage({
      address: siwe.address,
      message: proof.message,
      signature: proof.signature as `0x${string}`,
    });
  } catch {
    valid = false;
  }
  if (!valid) throw unauthorized('account:walletSignatureInvalid');
  if (!(await deps.nonces.consume(siwe.nonce, siwe.address)))
    throw unauthorized('account:walletNonceInvalid');
  return getAddress(siwe.address);
}

/** The wallet headers of a request, decoded (the message travels base64url-encoded). */
export function walletProofFromHeaders(headers: WalletHeaders): WalletProof {
  return {
    message: Buffer.from(headers[WALLET_HEADERS.message], 'base64url').toString('utf8'),
    signature: headers[WALLET_HEADERS.signature],
    address: headers[WALLET_HEADERS.address],
  };
}

/** POST auth/login-via-metamask: the wallet's user, created on its first sign-in. */
export async function loginViaWallet(
  deps: Deps,
  proof: WalletProof,
  client: ClientContext,
): Promise<LoginResult> {
  await consume(deps.counters, RATE_RULES.identitySignInPerIp, client.ip);
  const address = await verifyWalletProof(deps, proof);
  const repo = usersRepository(deps.db);
  const { user } = await findOrCreateUser(
    repo,
    () => repo.findByWallet(address),
    () => ({ walletAddress: address, language: client.language }),
    'users_wallet_address_key',
  );
  return signIn(deps, user, client);
}

/** POST /users/link-wallet: the signed-in account proves a wallet and keeps it ("Address added successfully"). */
export async function linkWallet(
  deps: Deps,
  user: UserRow,
  body: LinkWalletBody,
  client: ClientContext,
): Promise<Ack> {
  await consume(deps.counters, RATE_RULES.identitySignInPerIp, client.ip);
  const address = await verifyWalletProof(deps, {
    message: body.message_signature,
    signature: body.signature,
    address: body.wallet_address,
  });
  const repo = usersRepository(deps.db);
  await claimUnique(repo, user, {
    values: { walletAddress: address },
    owner: () => repo.findByWallet(address),
    index: 'users_wallet_address_key',
    taken: () => conflict('account:walletInUse'),
  });
  return ack(client.language, 'account:addressAdded');
}
