import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaMetamask, toBase64Url } from './auth';
import { addGameProfile } from './game-profiles';
import { createHttpClient } from './http';

let server: Server;
let last: IncomingMessage | undefined;
let reply: unknown;
let http: ReturnType<typeof createHttpClient>;

beforeAll(async () => {
  server = createServer((req, res) => {
    last = req;
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  http = createHttpClient({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    getToken: () => null,
    fallbackMessage: () => 'error when send request',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const loginResult = {
  id: 'u1',
  username: null,
  email: null,
  email_unverify: null,
  name: null,
  auth_metamask_wallet: '0x52908400098527886E0F7030069857D2E4169EE7',
  token_holder: false,
  access_tokens: { access_token: 'a.b.c', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00.000Z' },
};
const signed = {
  message:
    'w2e.example wants you to sign in with your Ethereum account:\n0x52908400098527886E0F7030069857D2E4169EE7\n\nSign in. Xin chào',
  signature: '0xabc',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
};

describe('wallet signatures in headers', () => {
  it('encode any text as unpadded base64url that decodes to the same UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const encoded = toBase64Url(text);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(Buffer.from(encoded, 'base64url').toString('utf8')).toBe(text);
      }),
    );
  });

  it('POST auth/login-via-metamask sends message, signature and address as headers', async () => {
    reply = loginResult;
    const result = await loginViaMetamask(http, signed);
    expect(result.access_tokens.access_token).toBe('a.b.c');
    expect(last?.url).toBe('/api/auth/login-via-metamask');
    expect(Buffer.from(String(last?.headers['x-wallet-message']), 'base64url').toString('utf8')).toBe(
      signed.message,
    );
    expect(last?.headers['x-wallet-signature']).toBe('0xabc');
    expect(last?.headers['x-wallet-address']).toBe(signed.address);
  });

  it('refuses a response that breaks its contract', async () => {
    reply = { ...loginResult, access_tokens: null };
    await expect(loginViaMetamask(http, signed)).rejects.toThrow();
  });

  it('a game profile carries the headers only with a wallet', async () => {
    reply = { message: 'x' };
    await expect(addGameProfile(http, { gameId: 'g', email: 'a@b.co' })).rejects.toThrow();
    expect(last?.headers['x-wallet-message']).toBeUndefined();
    await expect(addGameProfile(http, { gameId: 'g', wallet: signed.address }, signed)).rejects.toThrow();
    expect(last?.headers['x-wallet-address']).toBe(signed.address);
  });
});
