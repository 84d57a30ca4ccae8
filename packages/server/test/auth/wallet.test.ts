import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { signedWalletMessage, walletHeaders } from '../support/identity-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://w2e.example' });
});
afterAll(() => t.close());

const login = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login-via-metamask', headers });

describe('POST /api/auth/wallet-nonce', () => {
  const askNonce = (payload?: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/wallet-nonce', ...(payload ? { payload } : {}) });

  it('gives a fresh nonce with the site domain, its origin and the accepted chains', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const first = (await askNonce({ address })).json();
    const second = (await askNonce({ address })).json();
    expect(first).toMatchObject({ domain: 'w2e.example', uri: 'https://w2e.example' });
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.chain_ids).toEqual([1, 56, 137, 43114, 250, 42161]);
    expect(new Date(first.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('asks for the address that will sign', async () => {
    expect((await askNonce()).statusCode).toBe(400);
    expect((await askNonce({ address: 'not-an-address' })).statusCode).toBe(400);
  });
});

describe('EIP-4361 checks of the relying party', () => {
  it('refuses a nonce issued for another address, and leaves it to the address it was issued for', async () => {
    const alice = privateKeyToAccount(generatePrivateKey());
    const mallory = privateKeyToAccount(generatePrivateKey());
    // Mallory signs over a nonce that was asked for Alice's address.
    const stolen = await signedWalletMessage(t.app, mallory, {}, alice.address);
    const refused = await login(walletHeaders(stolen, mallory.address));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('account:walletNonceInvalid');
    // The same nonce still signs Alice in.
    const own = await signedWalletMessage(t.app, alice, { nonce: stolen.nonce.nonce }, alice.address);
    expect((await login(walletHeaders(own, alice.address))).statusCode).toBe(200);
  });

  it("refuses a message whose URI is another site's, though domain and nonce are ours", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    for (const uri of [
      'https://evil.example/login',
      'http://w2e.example/',
      'https://w2e.example.evil.example/',
    ]) {
      const signed = await signedWalletMessage(t.app, account, { uri });
      const answer = await login(walletHeaders(signed, account.address));
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe('This sign-in message was made for another website');
    }
    // A page of this site is a fine URI.
    const page = await signedWalletMessage(t.app, account, { uri: 'https://w2e.example/auth/login' });
    expect((await login(walletHeaders(page, account.address))).statusCode).toBe(200);
  });
});

describe('POST /api/auth/login-via-metamask', () => {
  it('creates the account on the first sign-in and finds it on the next', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const first = await login(walletHeaders(await signedWalletMessage(t.app, account), account.address));
    expect(first.statusCode).toBe(200);
    const user = first.json();
    expect(user).toMatchObject({
      auth_metamask_wallet: account.address,
      username: null,
      access_tokens: { token_type: 'Bearer' },
    });
    // The address may arrive in lower case: it is the same wallet.
    const again = await login(
      walletHeaders(await signedWalletMessage(t.app, account), account.address.toLowerCase()),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(user.id);
    const init = await t.app.inject({
      url: '/api/users/init',
      headers: bearer(user.access_tokens.access_token),
    });
    expect(init.json()).toMatchObject({ id: user.id, auth_metamask_wallet: account.address });
  });

  it('refuses a replayed message: the nonce works once', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const headers = walletHeaders(await signedWalletMessage(t.app, account), account.address);
    expect((await login(headers)).statusCode).toBe(200);
    const replay = await login(headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'This sign-in request has expired or was already used. Please try again.',
    );
  });

  it('lets exactly one of two simultaneous uses of the same message through', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const headers = walletHeaders(await signedWalletMessage(t.app, account), account.address);
    const results = await Promise.all([login(headers), login(headers), login(headers)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await usersRepository(t.app.deps.db).findByWallet(account.address)).toBeDefined();
  });

  it('refuses a nonce the server never issued', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const proof = await signedWalletMessage(t.app, account, { nonce: 'madeUpNonce123' });
    const response = await login(walletHeaders(proof, account.address));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'This sign-in request has expired or was already used. Please try again.',
    );
  });

  it('refuses a message made for another website', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const proof = await signedWalletMessage(t.app, account, { domain: 'evil.example' });
    const response = await login(walletHeaders(proof, account.address));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('This sign-in message was made for another website');
  });

  it('refuses a signature by another wallet than the one named', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const stranger = privateKeyToAccount(generatePrivateKey());
    const { message } = await signedWalletMessage(t.app, owner);
    const forged = await stranger.signMessage({ message });
    const response = await login(walletHeaders({ message, signature: forged }, owner.address));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The signature does not match the wallet address');
    // Naming the stranger instead does not help: the message names the owner.
    const other = await login(walletHeaders({ message, signature: forged }, stranger.address));
    expect(other.statusCode).toBe(401);
    expect(await usersRepository(t.app.deps.db).findByWallet(owner.address)).toBeUndefined();
  });

  it('refuses a network that is not accepted, and an expired message', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const chain = await login(
      walletHeaders(await signedWalletMessage(t.app, account, { chainId: 31337 }), account.address),
    );
    expect(chain.statusCode).toBe(401);
    expect(chain.json().message).toBe('This network is not supported for sign-in');
    const past = new Date(Date.now() - 10 * 60_000);
    const expired = await login(
      walletHeaders(
        await signedWalletMessage(t.app, account, {
          issuedAt: past,
          expirationTime: new Date(past.getTime() + 60_000),
        }),
        account.address,
      ),
    );
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(
      'The sign-in request has expired. Please sign in with your wallet again.',
    );
  });

  it('refuses a malformed message or missing headers with a clear answer', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signature = await account.signMessage({ message: 'hello' });
    const bad = await login(walletHeaders({ message: 'hello', signature }, account.address));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(
      'The sign-in message is not valid. Please sign in with your wallet again.',
    );
    expect((await login({})).statusCode).toBe(400);
  });
});

describe('an expired nonce', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ publicUrl: 'https://w2e.example' });
    short.config.wallet.nonceTtlSeconds = 1;
  });
  afterAll(() => short.close());

  it('is refused once its time is up', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const proof = await signedWalletMessage(short.app, account, { expirationTime: undefined });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await short.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-metamask',
      headers: walletHeaders(proof, account.address),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'This sign-in request has expired or was already used. Please try again.',
    );
  });
});

describe('POST /api/users/link-wallet', () => {
  it('links a proven wallet to the signed-in account', async () => {
    const { token, user } = await register(t.app);
    const account = privateKeyToAccount(generatePrivateKey());
    const { message, signature } = await signedWalletMessage(t.app, account);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/link-wallet',
      headers: bearer(token),
      payload: { signature, wallet_address: account.address, message_signature: message },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Address added successfully' });
    // The wallet now signs in to the same account.
    const signIn = await login(walletHeaders(await signedWalletMessage(t.app, account), account.address));
    expect(signIn.json().id).toBe(user.id);
  });

  it("refuses a wallet that is someone else's, and answers in Vietnamese when asked", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    await login(walletHeaders(await signedWalletMessage(t.app, account), account.address));
    const { token } = await register(t.app);
    const { message, signature } = await signedWalletMessage(t.app, account);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/link-wallet',
      headers: { ...bearer(token), 'accept-language': 'vi' },
      payload: { signature, wallet_address: account.address, message_signature: message },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Ví này đã được liên kết với một tài khoản khác');
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/link-wallet',
      payload: { signature: '0x00', wallet_address: `0x${'1'.repeat(40)}`, message_signature: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the API reference', () => {
  it('documents the wallet headers of POST /api/auth/login-via-metamask', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = docs.paths['/api/auth/login-via-metamask'].post;
    const headers = operation.parameters
      .filter((p: { in: string }) => p.in === 'header')
      .map((p: { name: string }) => p.name);
    expect(headers).toEqual(
      expect.arrayContaining(['x-wallet-message', 'x-wallet-signature', 'x-wallet-address']),
    );
    expect(docs.paths['/api/game-stats/ingest'].post.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['x-game-id', 'x-timestamp', 'x-signature']),
    );
  });
});
