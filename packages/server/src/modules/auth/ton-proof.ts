import { createHash, createPublicKey, verify } from 'node:crypto';
import { Address, Cell, contractAddress, loadStateInit, type Slice } from '@ton/core';
import type { Ack } from '@w2e/core/contracts/common';
import type { LinkTonWalletBody, TonProofPayload } from '@w2e/core/contracts/ton';
import { TON_PROOF_TTL_SECONDS, type TonConnectManifest } from '@w2e/core/contracts/ton';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import type { ClientContext } from '../../lib/client-context';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { consume, RATE_RULES } from '../../lib/rate-limit';
import { claimUnique } from '../users/create-user';
import { type UserRow, usersRepository } from '../users/repository';

/**
 * TON Connect's ton_proof (https://docs.ton.org/develop/dapps/ton-connect/sign): the wallet signs
 *   sha256(0xffff ++ "ton-connect" ++ sha256("ton-proof-item-v2/" ++ workchain(int32 BE) ++ address hash(32)
 *     ++ domain length(uint32 LE) ++ domain ++ timestamp(uint64 LE) ++ payload))
 * with the ed25519 key of the wallet. The key is not taken from the client: it is read from the wallet's
 * state init, whose hash must be the address itself, so a key that is not the wallet's cannot pass.
 */

/** Where each standard wallet contract keeps its public key in its data cell, by the hash of its code. */
const WALLET_DATA_LAYOUTS: Record<string, (data: Slice) => Buffer> = {
  // v1 r1-r3 and v2 r1-r2: seqno:uint32 public_key:bits256
  a0cfc2c48aee16a271f2cfc0b7382d81756cecb1017d077faaab3bb602f6868c: afterBits(32),
  d4902fcc9fad74698fa8e353220a68da0dcf72e32bcb2eb9ee04217c17d3062c: afterBits(32),
  '587cc789eff1c84f46ec3797e45fc809a14ff5ae24f1e0c7a6a99cc9dc9061ff': afterBits(32),
  '5c9a5e68c108e18721a07c42f9956bfb39ad77ec6d624b60c576ec88eee65329': afterBits(32),
  fe9530d3243853083ef2ef0b4c2908c0abf6fa1c31ea243aacaa5bf8c7d753f1: afterBits(32),
  // v3 r1-r2 and v4 r2: seqno:uint32 subwallet:uint32 public_key:bits256 (v4: plugins dict after)
  b61041a58a7980b946e8fb9e198e3c904d24799ffa36574ea4251c41a566f581: afterBits(64),
  '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599': afterBits(64),
  feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0: afterBits(64),
  // v5 r1 (W5): is_signature_allowed:bit seqno:uint32 wallet_id:uint32 public_key:bits256 extensions
  '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f': afterBits(65),
};

function afterBits(bits: number) {
  return (data: Slice) => {
    data.skip(bits);
    return data.loadBuffer(32);
  };
}

/** The code hashes this server knows (exported for the test that keeps them equal to @ton/ton's). */
export const KNOWN_WALLET_CODE_HASHES = Object.keys(WALLET_DATA_LAYOUTS);

/** GET auth/ton-connect-manifest: this site as TON Connect wallets show it; its host is what proofs name. */
export function tonConnectManifest(deps: Deps): TonConnectManifest {
  return {
    url: deps.config.publicUrl,
    name: 'W2E Hub',
    iconUrl: `${deps.config.publicUrl}/favicon.svg`,
  };
}

/** POST auth/ton-proof-payload: a single-use payload for the wallet to sign, valid for 15 minutes. */
export async function issueTonProofPayload(deps: Deps, client: ClientContext): Promise<TonProofPayload> {
  await consume(deps.counters, RATE_RULES.walletNoncePerIp, client.ip);
  const { nonce, expiresAt } = await deps.nonces.issue(TON_PROOF_TTL_SECONDS);
  return { payload: nonce, expires_at: expiresAt.toISOString() };
}

/** Why a proof was refused; each is one message (tests and logs can tell them apart by key). */
function refuse(key: 'miniapp:tonProofInvalid' | 'miniapp:tonProofExpired' | 'miniapp:tonProofDomain') {
  return unauthorized(key);
}

function parseAddress(raw: string): Address {
  try {
    return Address.parse(raw);
  } catch {
    throw badRequest('miniapp:tonAddressInvalid');
  }
}

/** The public key a wallet's state init commits to, if the state init is the one behind the address. */
function publicKeyOf(address: Address, stateInitBase64: string): Buffer {
  let key: Buffer | undefined;
  try {
    const init = loadStateInit(Cell.fromBase64(stateInitBase64).beginParse());
    if (!init.code || !init.data) throw new Error('no code or data');
    // The state init must be the one the address was made from: otherwise any key could be claimed.
    if (!contractAddress(address.workChain, init).equals(address)) throw new Error('not this wallet');
    const layout = WALLET_DATA_LAYOUTS[init.code.hash().toString('hex')];
    key = layout?.(init.data.beginParse());
  } catch {
    throw refuse('miniapp:tonProofInvalid');
  }
  if (!key) throw refuse('miniapp:tonProofInvalid');
  return key;
}

// An ed25519 public key as SPKI DER: this fixed prefix, then the 32 key bytes.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function ed25519Verify(publicKey: Buffer, message: Buffer, signature: Buffer): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, message, key, signature);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** The bytes a wallet signs for a ton_proof (see the comment at the top). */
export function tonProofMessage(input: {
  address: Address;
  domain: string;
  timestamp: number;
  payload: string;
}): Buffer {
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(input.address.workChain);
  const domain = Buffer.from(input.domain, 'utf8');
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(domain.length);
  const timestamp = Buffer.alloc(8);
  timestamp.writeBigUInt64LE(BigInt(input.timestamp));
  const message = Buffer.concat([
    Buffer.from('ton-proof-item-v2/'),
    workchain,
    input.address.hash,
    domainLength,
    domain,
    timestamp,
    Buffer.from(input.payload, 'utf8'),
  ]);
  return sha256(Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from('ton-connect'), sha256(message)]));
}

/**
 * Checks a ton_proof and returns the wallet's raw address (`0:<hex>`). Cheap checks first (domain, time),
 * then the key from the state init and the signature; the payload is used up last and atomically, so a
 * replay fails however fast it comes, and a forged proof does not burn the real one's payload.
 */
export async function verifyTonProof(deps: Deps, body: LinkTonWalletBody): Promise<string> {
  const address = parseAddress(body.address);
  const { proof } = body;
  const domain = proof.domain.value.toLowerCase();
  if (
    Buffer.byteLength(proof.domain.value, 'utf8') !== proof.domain.length_bytes ||
    !deps.config.ton.proofDomains.includes(domain)
  ) {
    throw refuse('miniapp:tonProofDomain');
  }
  const ageSeconds = Date.now() / 1000 - proof.timestamp;
  // A little allowance for a phone's clock running ahead; none for proofs older than the window.
  if (ageSeconds > TON_PROOF_TTL_SECONDS || ageSeconds < -60) throw refuse('miniapp:tonProofExpired');

  const publicKey = publicKeyOf(address, proof.state_init);
  if (body.public_key && body.public_key.toLowerCase() !== publicKey.toString('hex')) {
    throw refuse('miniapp:tonProofInvalid');
  }
  const message = tonProofMessage({
    address,
    domain: proof.domain.value,
    timestamp: proof.timestamp,
    payload: proof.payload,
  });
  if (!ed25519Verify(publicKey, message, Buffer.from(proof.signature, 'base64'))) {
    throw refuse('miniapp:tonProofInvalid');
  }
  if (!(await deps.nonces.consume(proof.payload))) throw refuse('miniapp:tonProofExpired');
  return address.toRawString().toLowerCase();
}

/** POST /users/link-ton-wallet: the signed-in account proves a TON wallet and keeps it; one account per wallet. */
export async function linkTonWallet(
  deps: Deps,
  user: UserRow,
  body: LinkTonWalletBody,
  client: ClientContext,
): Promise<Ack> {
  await consume(deps.counters, RATE_RULES.identitySignInPerIp, client.ip);
  const rawAddress = await verifyTonProof(deps, body);
  const repo = usersRepository(deps.db);
  await claimUnique(repo, user, {
    values: { tonAddress: rawAddress },
    owner: () => repo.findByTonAddress(rawAddress),
    index: 'users_ton_address_key',
    taken: () => conflict('miniapp:tonWalletInUse'),
  });
  return ack(client.language, 'miniapp:tonWalletLinked');
}
