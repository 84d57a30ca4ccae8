import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Address } from '@ton/core';

/**
 * The TON API (toncenter API v3) as a stand-in served over real HTTP on loopback, with the three routes the
 * TON hold checks read and toncenter's JSON shapes: `GET /jetton/wallets`, `GET /jetton/masters`,
 * `GET /nft/items`. Like toncenter, it takes addresses in any form (parsed with @ton/core) and answers them
 * raw with upper-case hex. Its table is the test's to fill: jetton balances, jetton masters with or without
 * decimals, NFT items. `mode` makes every call fail the ways the real one can: 503, 429, or 200 with a page
 * that is not JSON; `ignoreFilters` answers other wallets' rows, as a broken API might. Calls are recorded
 * with the X-API-Key they carried.
 */
export type TonApiMode = 'ok' | 'down' | 'rate_limited' | 'garbage';

export class TonApiStandIn {
  readonly calls: { path: string; query: URLSearchParams; apiKey: string | undefined }[] = [];
  /** `${owner}|${jetton master}` (raw forms) → balance in the jetton's smallest unit. */
  readonly balances = new Map<string, bigint>();
  /** Jetton masters (raw) → decimals as their metadata states them (undefined: metadata without them). */
  readonly masters = new Map<string, number | undefined>();
  /** NFT items: their owner and collection (raw forms). */
  readonly items: { owner: string; collection: string }[] = [];
  /** Transactions by hash (lower-case hex): the account, whether it was aborted, its outgoing messages. */
  readonly transactions = new Map<
    string,
    { account: string; aborted: boolean; out: { destination: string; value: bigint; body?: string }[] }
  >();
  /** Jetton wallets by their own address (raw): their owner and master, for `GET /jetton/wallets?address=`. */
  readonly jettonWallets = new Map<string, { owner: string; master: string }>();
  mode: TonApiMode = 'ok';
  ignoreFilters = false;
  private server: Server | undefined;
  base = '';

  /** The raw form of an address in any form, as toncenter normalises what it is sent. */
  static raw(address: string): string {
    return Address.parse(address).toRawString();
  }

  setBalance(owner: string, master: string, balance: bigint): void {
    this.balances.set(`${TonApiStandIn.raw(owner)}|${TonApiStandIn.raw(master)}`, balance);
  }

  give(owner: string, collection: string, count: number): void {
    for (let i = 0; i < count; i += 1)
      this.items.push({ owner: TonApiStandIn.raw(owner), collection: TonApiStandIn.raw(collection) });
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v3`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /**
   * The browser tests' side door (the stand-in runs as its own process there): `GET /control/ping`, and
   * `POST /control/balance` `{ owner, master, balance }`, `/control/items` `{ owner, collection, count }`,
   * `/control/master` `{ address, decimals? }` to fill the table.
   */
  private async control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    let body: Record<string, unknown> = {};
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
    }
    if (path === '/control/balance')
      this.setBalance(String(body.owner), String(body.master), BigInt(String(body.balance)));
    else if (path === '/control/items')
      this.give(String(body.owner), String(body.collection), Number(body.count));
    else if (path === '/control/master')
      this.masters.set(
        TonApiStandIn.raw(String(body.address)),
        body.decimals === undefined ? undefined : Number(body.decimals),
      );
    else if (path !== '/control/ping') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname.startsWith('/control/')) {
      this.control(req, res, url.pathname).catch(() => res.writeHead(400).end());
      return;
    }
    const path = url.pathname.replace(/^\/api\/v3\//, '');
    const apiKey = req.headers['x-api-key'];
    this.calls.push({
      path,
      query: url.searchParams,
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (this.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>Cloudflare: checking your browser</html>');
      return;
    }
    const [status, body] = this.answer(path, url.searchParams);
    send(status, body);
  }

  /** The status and body a call gets: the failure `mode` sets, else the route's answer. */
  private answer(path: string, query: URLSearchParams): [number, unknown] {
    if (this.mode === 'down') return [503, { error: 'service unavailable' }];
    if (this.mode === 'rate_limited') return [429, { error: 'Ratelimit exceed', code: 429 }];
    try {
      const answer = this.route(path, query);
      return answer === undefined ? [404, { error: 'not found' }] : [200, answer];
    } catch {
      return [422, { error: 'invalid address' }];
    }
  }

  private route(path: string, query: URLSearchParams): unknown {
    const address = (name: string) => {
      const value = query.get(name);
      return value ? TonApiStandIn.raw(value) : undefined;
    };
    const shown = (raw: string) => raw.toUpperCase().replace(/^0X/, '0x');
    const limit = Number(query.get('limit') ?? 10);
    const offset = Number(query.get('offset') ?? 0);
    if (path === 'transactions') {
      const hash = (query.get('hash') ?? '').toLowerCase();
      const tx = this.transactions.get(hash);
      return {
        transactions: tx
          ? [
              {
                hash: Buffer.from(hash, 'hex').toString('base64'),
                account: shown(TonApiStandIn.raw(tx.account)),
                description: { aborted: tx.aborted, compute_ph: { success: !tx.aborted } },
                out_msgs: tx.out.map((message) => ({
                  destination: shown(TonApiStandIn.raw(message.destination)),
                  value: message.value.toString(),
                  message_content: { body: message.body ?? null },
                })),
              },
            ]
          : [],
        address_book: {},
      };
    }
    if (path === 'jetton/wallets' && query.has('address')) {
      const wallet = address('address')!;
      const found = this.jettonWallets.get(wallet);
      return {
        jetton_wallets: found
          ? [{ address: shown(wallet), balance: '0', owner: shown(found.owner), jetton: shown(found.master) }]
          : [],
      };
    }
    if (path === 'jetton/wallets') {
      const owner = address('owner_address');
      const master = address('jetton_address');
      const rows = [...this.balances]
        .map(([key, balance]) => ({ key: key.split('|') as [string, string], balance }))
        .filter(({ key }) => this.ignoreFilters || (key[0] === owner && key[1] === master));
      return {
        jetton_wallets: rows.slice(offset, offset + limit).map(({ key, balance }) => ({
          address: shown(`0:${'ee'.repeat(32)}`),
          balance: balance.toString(),
          owner: shown(key[0]),
          jetton: shown(key[1]),
          last_transaction_lt: '1',
          code_hash: 'x',
          data_hash: 'y',
        })),
        address_book: {},
      };
    }
    if (path === 'jetton/masters') {
      const master = address('address');
      if (!master || !this.masters.has(master)) return { jetton_masters: [] };
      const decimals = this.masters.get(master);
      return {
        jetton_masters: [
          {
            address: shown(master),
            total_supply: '1000000000000000000',
            mintable: true,
            jetton_content:
              decimals === undefined ? { name: 'Jetton' } : { name: 'Jetton', decimals: String(decimals) },
          },
        ],
      };
    }
    if (path === 'nft/items') {
      const owner = address('owner_address');
      const collection = address('collection_address');
      const rows = this.items.filter(
        (item) => this.ignoreFilters || (item.owner === owner && item.collection === collection),
      );
      return {
        nft_items: rows.slice(offset, offset + limit).map((item, index) => ({
          address: shown(`0:${(offset + index).toString(16).padStart(64, '0')}`),
          collection_address: shown(item.collection),
          owner_address: shown(item.owner),
          index: String(offset + index),
          init: true,
          content: {},
        })),
        address_book: {},
      };
    }
    return undefined;
  }
}
