import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { type BrowserContext, expect } from '@playwright/test';
import { beginCell, storeStateInit } from '@ton/core';
import { keyPairFromSeed, sign } from '@ton/crypto';
import { WalletContractV4 } from '@ton/ton';
import {
  Base64,
  type ConnectEventSuccess,
  type ConnectRequest,
  hexToByteArray,
  SessionCrypto,
} from '@tonconnect/protocol';
import { loopbackCertificate } from '../scripts/loopback-certificate.mjs';

/**
 * TON Connect for the browser tests, without the internet: a bridge stand-in (TON Connect's HTTP bridge, SSE
 * and all, served over https on loopback) and a fake wallet app that answers the Mini App's connect request
 * through it with a ton_proof signed by a real ed25519 key, the way Tonkeeper and the others do.
 */

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };

export interface TonBridge {
  /** The bridge's root, as wallets list it (`bridge: [{ type: 'sse', url }]`). */
  url: string;
  /** Every message posted through it: who to whom, and the topic (`connect`, `disconnect`). */
  messages: { from: string; to: string; topic: string }[];
  close(): Promise<void>;
}

/**
 * TON Connect's bridge as its spec describes it: `GET /events?client_id=` is a client's event stream, and
 * `POST /message?client_id=&to=&topic=` with a base64 body hands a message to `to`'s stream (kept until it
 * connects). It listens on https because the Mini App's policy lets it reach only https hosts; the certificate
 * is made for the run (scripts/loopback-certificate.mjs), so the page needs `ignoreHTTPSErrors`.
 */
export async function startTonBridge(): Promise<TonBridge> {
  const streams = new Map<string, ServerResponse>();
  const queued = new Map<string, string[]>();
  const messages: TonBridge['messages'] = [];
  let eventId = 0;
  const deliver = (to: string, event: string) => {
    const stream = streams.get(to);
    if (stream) stream.write(event);
    else queued.set(to, [...(queued.get(to) ?? []), event]);
  };

  const server: Server = createServer(loopbackCertificate(), (req, res) => {
    const url = new URL(req.url ?? '/', 'https://127.0.0.1');
    const clientId = url.searchParams.get('client_id') ?? '';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
    } else if (req.method === 'GET' && url.pathname === '/bridge/events' && clientId) {
      res.writeHead(200, { ...CORS, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('event: heartbeat\ndata: heartbeat\n\n');
      streams.set(clientId, res);
      for (const event of queued.get(clientId) ?? []) res.write(event);
      queued.delete(clientId);
      req.on('close', () => {
        if (streams.get(clientId) === res) streams.delete(clientId);
      });
    } else if (req.method === 'POST' && url.pathname === '/bridge/message' && clientId) {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        const to = url.searchParams.get('to') ?? '';
        const topic = url.searchParams.get('topic') ?? '';
        messages.push({ from: clientId, to, topic });
        eventId += 1;
        deliver(to, `id: ${eventId}\ndata: ${JSON.stringify({ from: clientId, message: body })}\n\n`);
        res.writeHead(200, { ...CORS, 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'OK', statusCode: 200 }));
      });
    } else {
      res.writeHead(404, CORS).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/bridge`,
    messages,
    close: async () => {
      for (const stream of streams.values()) stream.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const TEST_WALLET = {
  name: 'W2E Test Wallet',
  appName: 'w2etestwallet',
  /** Where the wallet app "lives": the Mini App opens its connect link there, and the test answers. */
  universalUrl: 'https://wallet.w2e-test.example/ton-connect',
};

/** The wallets list TON Connect fetches (config.ton.org/wallets-v2.json), with only the test wallet in it. */
export function testWalletsList(bridgeUrl: string) {
  return [
    {
      app_name: TEST_WALLET.appName,
      name: TEST_WALLET.name,
      image: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#08f"/></svg>')}`,
      about_url: 'https://wallet.w2e-test.example',
      universal_url: TEST_WALLET.universalUrl,
      bridge: [{ type: 'sse', url: bridgeUrl }],
      platforms: ['ios', 'android', 'macos', 'windows', 'linux'],
      features: [{ name: 'SendTransaction', maxMessages: 4, extraCurrencySupported: false }],
    },
  ];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Answers every request that would leave the machine: the wallets list gets the test wallet, the wallet's
 * connect link (opened in a new window, as Telegram opens a wallet app) gets a blank page and is handed to the
 * test, and anything else (TON Connect's analytics, pictures) an empty answer. Returns the addresses asked
 * for, so a test can say exactly what the Mini App tried to reach, and the connect links as they come.
 */
export async function keepTonConnectOffline(context: BrowserContext, bridgeUrl: string) {
  const outside: string[] = [];
  const connectLinks: string[] = [];
  await context.route(
    (url) => !LOOPBACK.has(url.hostname),
    async (route) => {
      const url = route.request().url();
      outside.push(url);
      if (url === 'https://config.ton.org/wallets-v2.json') {
        await route.fulfill({
          json: testWalletsList(bridgeUrl),
          headers: { 'access-control-allow-origin': '*' },
        });
      } else if (url.startsWith(TEST_WALLET.universalUrl)) {
        connectLinks.push(url);
        await route.fulfill({ contentType: 'text/html', body: `<title>${TEST_WALLET.name}</title>` });
      } else {
        await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
      }
    },
  );
  return {
    outside,
    /** The next connect link the Mini App opens (the one already opened and not taken, if any). */
    async nextConnectLink(): Promise<string> {
      await expect
        .poll(() => connectLinks.length, { message: 'the Mini App opens the wallet app' })
        .toBeGreaterThan(0);
      return connectLinks.shift()!;
    },
  };
}

/** A real TON wallet: an ed25519 key pair and the standard v4 contract made from its public key. */
export function newTonWallet() {
  const keys = keyPairFromSeed(randomBytes(32));
  const contract = WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey });
  return {
    keys,
    address: contract.address,
    rawAddress: contract.address.toRawString(),
    stateInit: beginCell().store(storeStateInit(contract.init)).endCell().toBoc().toString('base64'),
  };
}
export type TonWallet = ReturnType<typeof newTonWallet>;

/**
 * TON Connect's ton_proof signature, written from its spec rather than taken from the server, so the two are
 * checked against each other: ed25519 over sha256(0xffff ++ "ton-connect" ++ sha256(message)), where message is
 * "ton-proof-item-v2/" ++ workchain (int32 BE) ++ hash ++ domain length (uint32 LE) ++ domain ++ timestamp
 * (uint64 LE) ++ payload.
 */
function signTonProof(wallet: TonWallet, domain: string, timestamp: number, payload: string): string {
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(wallet.address.workChain);
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(Buffer.byteLength(domain));
  const time = Buffer.alloc(8);
  time.writeBigUInt64LE(BigInt(timestamp));
  const message = Buffer.concat([
    Buffer.from('ton-proof-item-v2/'),
    workchain,
    wallet.address.hash,
    domainLength,
    Buffer.from(domain),
    time,
    Buffer.from(payload),
  ]);
  const digest = createHash('sha256')
    .update(
      Buffer.concat([
        Buffer.from([0xff, 0xff]),
        Buffer.from('ton-connect'),
        createHash('sha256').update(message).digest(),
      ]),
    )
    .digest();
  return sign(digest, wallet.keys.secretKey).toString('base64');
}

/**
 * The wallet app's side of a connect link: it reads the request (`r`) and the Mini App's session key (`id`),
 * reads the manifest the request names for the site's domain (or signs for `domain` instead, to play a wallet
 * fooled by another site), and answers through the bridge with the address, the state init and the ton_proof,
 * encrypted to the session as TON Connect does. Returns what the Mini App asked for, and its session's id.
 */
export async function approveConnect(
  link: string,
  wallet: TonWallet,
  bridgeUrl: string,
  options: { domain?: string } = {},
): Promise<{ request: ConnectRequest; session: string }> {
  const url = new URL(link);
  const clientId = url.searchParams.get('id')!;
  const request = JSON.parse(url.searchParams.get('r')!) as ConnectRequest;
  const manifest = (await (await fetch(request.manifestUrl)).json()) as { url: string };
  const domain = options.domain ?? new URL(manifest.url).host;
  const payload = request.items.find((item) => item.name === 'ton_proof')?.payload ?? '';
  const timestamp = Math.floor(Date.now() / 1000);
  const event: ConnectEventSuccess = {
    event: 'connect',
    id: Date.now(),
    payload: {
      items: [
        {
          name: 'ton_addr',
          address: wallet.rawAddress,
          network: '-239',
          publicKey: wallet.keys.publicKey.toString('hex'),
          walletStateInit: wallet.stateInit,
        },
        {
          name: 'ton_proof',
          proof: {
            timestamp,
            domain: { lengthBytes: Buffer.byteLength(domain), value: domain },
            payload,
            signature: signTonProof(wallet, domain, timestamp, payload),
          },
        },
      ],
      device: {
        platform: 'android',
        appName: TEST_WALLET.appName,
        appVersion: '1.0.0',
        maxProtocolVersion: 2,
        features: [{ name: 'SendTransaction', maxMessages: 4 }],
      },
    },
  };
  const session = new SessionCrypto();
  const body = Base64.encode(session.encrypt(JSON.stringify(event), hexToByteArray(clientId)));
  const post = new URL(`${bridgeUrl}/message`);
  post.search = new URLSearchParams({
    client_id: session.sessionId,
    to: clientId,
    ttl: '300',
    topic: 'connect',
  }).toString();
  const answer = await fetchInsecure(post, body);
  if (answer !== 200) throw new Error(`the bridge refused the wallet's answer (${answer})`);
  return { request, session: clientId };
}

/** POSTs to the loopback bridge over https, accepting its self-made certificate. */
function fetchInsecure(url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method: 'POST', rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}
