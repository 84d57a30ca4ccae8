import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WALLET_HEADERS, type WalletNonce } from '@w2e/core/contracts/auth';
import { createSignInMessage } from '@w2e/core/wallet/siwe';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { App } from '../../src/app';

/** A nonce from the server and an EIP-4361 message over it, signed by a real (viem) account. */
export async function signedWalletMessage(
  app: App,
  account: PrivateKeyAccount,
  change: Partial<Parameters<typeof createSignInMessage>[0]> = {},
  /** The address the nonce is asked for; the signing account's by default. */
  nonceFor?: string,
) {
  const nonce = (
    await app.inject({
      method: 'POST',
      url: '/api/auth/wallet-nonce',
      payload: { address: nonceFor ?? account.address },
    })
  ).json() as WalletNonce;
  const message = createSignInMessage({
    domain: nonce.domain,
    address: account.address,
    uri: nonce.uri,
    chainId: nonce.chain_ids[0]!,
    nonce: nonce.nonce,
    expirationTime: new Date(nonce.expires_at),
    ...change,
  });
  const signature = await account.signMessage({ message });
  return { message, signature, nonce };
}

export function walletHeaders(proof: { message: string; signature: string }, address: string) {
  return {
    [WALLET_HEADERS.message]: Buffer.from(proof.message, 'utf8').toString('base64url'),
    [WALLET_HEADERS.signature]: proof.signature,
    [WALLET_HEADERS.address]: address,
  };
}

/** Mini App init data signed the way Telegram signs it, with a test bot's token. */
export function miniAppInitData(
  botToken: string,
  user: Record<string, unknown>,
  authDate = Math.floor(Date.now() / 1000),
): string {
  // Each launch has its own query_id, so two launches in the same second carry different data.
  const params = new URLSearchParams({
    query_id: `AAH${randomBytes(9).toString('base64url')}`,
    user: JSON.stringify(user),
    auth_date: String(authDate),
    chat_type: 'sender',
    chat_instance: '42',
    signature: 'c2lnbmF0dXJl',
  });
  const dataCheckString = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  params.set('hash', createHmac('sha256', secret).update(dataCheckString).digest('hex'));
  return params.toString();
}

/** An OpenID provider on loopback: its JWKS over real HTTP, and ID tokens signed by its key. */
export class JwksStandIn {
  private server: Server | undefined;
  private keys: { privateKey: CryptoKey; jwk: JWK } | undefined;
  readonly kid = 'test-key-1';

  async start(): Promise<this> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: this.kid, alg: 'RS256', use: 'sig' };
    this.keys = { privateKey, jwk };
    this.server = createServer((req, res) => {
      if (req.url === '/certs') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/certs`;
  }

  /** A token signed by this provider's key (or by `key`, to play a stranger), with the given claims. */
  async token(
    claims: Record<string, unknown>,
    options: { issuer: string; audience: string; expiresIn?: string | number; key?: CryptoKey; kid?: string },
  ): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? this.kid })
      .setIssuer(options.issuer)
      .setAudience(options.audience)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key ?? this.keys!.privateKey);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** The token of the link in a mail: `…?token=<token>`. */
export function tokenFromMail(text: string): string {
  const match = /[?&]token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no link with a token in: ${text}`);
  return decodeURIComponent(match[1]!);
}
