import { randomBytes } from 'node:crypto';
import { type Address, beginCell, type StateInit, storeStateInit } from '@ton/core';
import { type KeyPair, keyPairFromSeed, sign } from '@ton/crypto';
import {
  WalletContractV1R1,
  WalletContractV1R2,
  WalletContractV1R3,
  WalletContractV2R1,
  WalletContractV2R2,
  WalletContractV3R1,
  WalletContractV3R2,
  WalletContractV4,
  WalletContractV5R1,
} from '@ton/ton';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_WALLET_CODE_HASHES, tonProofMessage } from '../../src/modules/auth/ton-proof';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

const DOMAIN = 'mini.w2e.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://w2e.example', ton: { proofDomains: [DOMAIN] } });
});
afterAll(() => t.close());

/** A real TON wallet: an ed25519 key pair and the standard v4 (or v5) contract made from its public key. */
function newWallet(kind: 'v4' | 'v5' = 'v4') {
  const keys = keyPairFromSeed(randomBytes(32));
  const contract =
    kind === 'v4'
      ? WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey })
      : WalletContractV5R1.create({ workchain: 0, publicKey: keys.publicKey });
  return { keys, address: contract.address, init: contract.init };
}
type Wallet = ReturnType<typeof newWallet>;

const stateInitBase64 = (init: StateInit) =>
  beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64');

async function payload(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/ton-proof-payload' });
  expect(response.statusCode).toBe(200);
  return response.json().payload;
}

/** TON Connect's ton_proof reply as a wallet makes it, with room to get each part wrong. */
function proofBody(
  wallet: Wallet,
  options: {
    payload: string;
    domain?: string;
    timestamp?: number;
    signer?: KeyPair;
    address?: Address;
    init?: StateInit;
  },
) {
  const domain = options.domain ?? DOMAIN;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const address = options.address ?? wallet.address;
  const message = tonProofMessage({ address, domain, timestamp, payload: options.payload });
  const signature = sign(message, (options.signer ?? wallet.keys).secretKey);
  return {
    address: address.toRawString(),
    network: '-239',
    public_key: (options.signer ?? wallet.keys).publicKey.toString('hex'),
    proof: {
      timestamp,
      domain: { length_bytes: Buffer.byteLength(domain), value: domain },
      signature: signature.toString('base64'),
      payload: options.payload,
      state_init: stateInitBase64(options.init ?? wallet.init),
    },
  };
}

const link = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/link-ton-wallet', headers: bearer(token), payload: body });

async function tonAddressOf(userId: string) {
  return (await usersRepository(t.app.deps.db).findById(userId))?.tonAddress ?? null;
}

describe('the wallets this server reads keys from', () => {
  it('are exactly the standard contracts of @ton/ton, by code hash', () => {
    const key = Buffer.alloc(32, 1);
    const hashes = [
      WalletContractV1R1,
      WalletContractV1R2,
      WalletContractV1R3,
      WalletContractV2R1,
      WalletContractV2R2,
      WalletContractV3R1,
      WalletContractV3R2,
      WalletContractV4,
      WalletContractV5R1,
    ].map((contract) => contract.create({ workchain: 0, publicKey: key }).init.code.hash().toString('hex'));
    expect([...KNOWN_WALLET_CODE_HASHES].sort()).toEqual([...hashes].sort());
  });
});

describe('POST /api/users/link-ton-wallet', () => {
  it('links a wallet whose proof a real key pair signed (v4 and v5), and shows it on the profile', async () => {
    for (const kind of ['v4', 'v5'] as const) {
      const { user, token } = await register(t.app);
      const wallet = newWallet(kind);
      const response = await link(token, proofBody(wallet, { payload: await payload() }));
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('TON wallet linked');
      const raw = wallet.address.toRawString();
      expect(await tonAddressOf(user.id)).toBe(raw);
      const profile = await t.app.inject({ url: '/api/users/profile', headers: bearer(token) });
      expect(profile.json().ton_wallet_address).toBe(raw);
    }
  });

  it('accepts the user-friendly spelling of the address as the same wallet', async () => {
    const { user, token } = await register(t.app);
    const wallet = newWallet();
    const body = proofBody(wallet, { payload: await payload() });
    const response = await link(token, { ...body, address: wallet.address.toString({ bounceable: false }) });
    expect(response.statusCode).toBe(200);
    expect(await tonAddressOf(user.id)).toBe(wallet.address.toRawString());
  });

  it('refuses a forged signature (another key signed it) and links nothing', async () => {
    const { user, token } = await register(t.app);
    const wallet = newWallet();
    const forger = keyPairFromSeed(randomBytes(32));
    const body = proofBody(wallet, { payload: await payload(), signer: forger });
    // The forger does not claim its own key: the body names the wallet's key, the signature is the forger's.
    const response = await link(token, { ...body, public_key: wallet.keys.publicKey.toString('hex') });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The wallet’s proof could not be verified');
    expect(await tonAddressOf(user.id)).toBeNull();
  });

  it('refuses a signature over a changed message (tampered payload)', async () => {
    const { token } = await register(t.app);
    const wallet = newWallet();
    const body = proofBody(wallet, { payload: await payload() });
    const other = await payload();
    const response = await link(token, { ...body, proof: { ...body.proof, payload: other } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('miniapp:tonProofInvalid');
  });

  it('refuses a replayed proof: the payload works once', async () => {
    const first = await register(t.app);
    const second = await register(t.app);
    const wallet = newWallet();
    const body = proofBody(wallet, { payload: await payload() });
    expect((await link(first.token, body)).statusCode).toBe(200);
    const replay = await link(second.token, body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('miniapp:tonProofExpired');
    expect(await tonAddressOf(second.user.id)).toBeNull();
  });

  it('lets exactly one of simultaneous uses of one proof through', async () => {
    const { user, token } = await register(t.app);
    const wallet = newWallet();
    const body = proofBody(wallet, { payload: await payload() });
    const results = await Promise.all([link(token, body), link(token, body), link(token, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await tonAddressOf(user.id)).toBe(wallet.address.toRawString());
  });

  it('refuses a payload the server never issued', async () => {
    const { token } = await register(t.app);
    const response = await link(token, proofBody(newWallet(), { payload: 'madeUpPayload123' }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('miniapp:tonProofExpired');
  });

  it('refuses a proof older than 15 minutes, even with a fresh payload', async () => {
    const { user, token } = await register(t.app);
    const wallet = newWallet();
    const stale = Math.floor(Date.now() / 1000) - 15 * 60 - 5;
    const response = await link(token, proofBody(wallet, { payload: await payload(), timestamp: stale }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'This wallet request has expired or was already used. Please try again.',
    );
    expect(await tonAddressOf(user.id)).toBeNull();
    // Just inside the window it is fine.
    const recent = Math.floor(Date.now() / 1000) - 14 * 60;
    const ok = await link(token, proofBody(wallet, { payload: await payload(), timestamp: recent }));
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a proof made for another domain', async () => {
    const { user, token } = await register(t.app);
    const wallet = newWallet();
    const response = await link(
      token,
      proofBody(wallet, { payload: await payload(), domain: 'evil.example' }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('This wallet proof was made for another site');
    expect(await tonAddressOf(user.id)).toBeNull();
  });

  it("refuses a key that does not match the address: another wallet's state init", async () => {
    const { user, token } = await register(t.app);
    const victim = newWallet();
    const attacker = newWallet();
    // The attacker signs for the victim's address with its own key and its own wallet's state init.
    const body = proofBody(victim, {
      payload: await payload(),
      signer: attacker.keys,
      init: attacker.init,
    });
    const response = await link(token, body);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('miniapp:tonProofInvalid');
    expect(await tonAddressOf(user.id)).toBeNull();
    expect(await usersRepository(t.app.deps.db).findByTonAddress(victim.address.toRawString())).toBe(
      undefined,
    );
  });

  it('refuses a public key in the body that is not the one in the state init', async () => {
    const { token } = await register(t.app);
    const wallet = newWallet();
    const body = proofBody(wallet, { payload: await payload() });
    const response = await link(token, { ...body, public_key: '00'.repeat(32) });
    expect(response.statusCode).toBe(401);
  });

  it('links one TON wallet to one account: the second account gets 409, also when both race', async () => {
    const first = await register(t.app);
    const second = await register(t.app);
    const wallet = newWallet();
    expect((await link(first.token, proofBody(wallet, { payload: await payload() }))).statusCode).toBe(200);
    const taken = await link(second.token, proofBody(wallet, { payload: await payload() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This TON wallet is already linked to another account');
    expect(await tonAddressOf(second.user.id)).toBeNull();

    const racers = await Promise.all([register(t.app), register(t.app), register(t.app)]);
    const contested = newWallet();
    const bodies = await Promise.all(
      racers.map(async () => proofBody(contested, { payload: await payload() })),
    );
    const results = await Promise.all(racers.map((racer, i) => link(racer.token, bodies[i]!)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const owners = await Promise.all(racers.map((racer) => tonAddressOf(racer.user.id)));
    expect(owners.filter(Boolean)).toEqual([contested.address.toRawString()]);
  });

  it('answers 400 for malformed input and 401 without a session', async () => {
    const { token } = await register(t.app);
    const wallet = newWallet();
    const body = proofBody(wallet, { payload: await payload() });
    expect(
      (await link(token, { ...body, address: 'not-an-address-but-long-enough-to-pass-the-length-rule' }))
        .statusCode,
    ).toBe(400);
    expect((await link(token, { ...body, proof: { ...body.proof, timestamp: 'soon' } })).statusCode).toBe(
      400,
    );
    expect((await link(token, { ...body, proof: { ...body.proof, state_init: 'AAAA' } })).statusCode).toBe(
      401,
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/users/link-ton-wallet',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
