import { Cell } from '@ton/core';
import { tonRawAddress } from '@w2e/core/wallet/ton-address';
import { z } from 'zod';
import type { TonApiConfig } from '../config';
import { callOutside } from './outside';

/**
 * The TON API at TON_API_BASE, in toncenter's API v3 shape, for the TON hold-token and hold-NFT checks:
 * `GET /jetton/wallets` (a wallet's balance of one jetton), `GET /jetton/masters` (the jetton's decimals) and
 * `GET /nft/items` (a wallet's items of one collection). TON_API_KEY goes as X-API-Key. Addresses are sent in
 * raw form; toncenter answers raw too (upper-case hex), so answers are compared after core's tonRawAddress.
 * A 429, a 5xx, any other non-200, a timeout and an answer of the wrong shape all throw, so callOutside retries
 * and then reports an OutsideFailure ("unavailable"): nothing the API fails to say ever grants.
 */

/** Items asked per page of /nft/items; toncenter's lists allow more, but a page this size answers quickly. */
export const NFT_PAGE = 256;
/** At most this many pages per check: past NFT_PAGE × NFT_MAX_PAGES items the count is a lower bound. */
export const NFT_MAX_PAGES = 20;

const digits = z.string().regex(/^\d{1,80}$/);
const address = z.string().transform((value, ctx) => {
  const raw = tonRawAddress(value);
  if (!raw) ctx.addIssue({ code: 'custom', message: 'not a TON address' });
  return raw ?? '';
});

const jettonWalletsSchema = z.object({
  jetton_wallets: z.array(z.object({ balance: digits, owner: address, jetton: address })),
});
const jettonMastersSchema = z.object({
  jetton_masters: z.array(
    z.object({
      address,
      jetton_content: z.object({ decimals: z.union([z.string(), z.number()]).optional() }).nullish(),
    }),
  ),
});
const nftItemsSchema = z.object({
  nft_items: z.array(z.object({ owner_address: address, collection_address: address.nullable() })),
});

async function getJson<T>(
  api: TonApiConfig,
  perSecond: number,
  path: string,
  params: Record<string, string>,
  schema: z.ZodType<T>,
): Promise<T> {
  return callOutside('ton', perSecond, async (signal) => {
    const response = await fetch(`${api.base}/${path}?${new URLSearchParams(params)}`, {
      headers: { accept: 'application/json', ...(api.apiKey ? { 'x-api-key': api.apiKey } : {}) },
      signal,
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new Error(`${path} answered something that is not its list`);
    return parsed.data;
  });
}

/** `owner`'s balance of the jetton whose master is `master`, in its smallest unit; 0 without a jetton wallet. */
export async function jettonBalance(
  api: TonApiConfig,
  perSecond: number,
  owner: string,
  master: string,
): Promise<bigint> {
  const { jetton_wallets: wallets } = await getJson(
    api,
    perSecond,
    'jetton/wallets',
    { owner_address: owner, jetton_address: master, limit: '1' },
    jettonWalletsSchema,
  );
  const wallet = wallets[0];
  if (!wallet) return 0n;
  // An API that ignored the filter must not lend another wallet's or another jetton's balance.
  if (wallet.owner !== owner || wallet.jetton !== master)
    throw new Error('jetton/wallets answered a wallet that was not asked for');
  return BigInt(wallet.balance);
}

/** The jetton's decimals as its metadata states them; undefined when the API does not know them. */
export async function jettonDecimals(
  api: TonApiConfig,
  perSecond: number,
  master: string,
): Promise<number | undefined> {
  const { jetton_masters: masters } = await getJson(
    api,
    perSecond,
    'jetton/masters',
    { address: master, limit: '1' },
    jettonMastersSchema,
  );
  const decimals = Number(masters.find((found) => found.address === master)?.jetton_content?.decimals);
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 255 ? decimals : undefined;
}

/** How many items of `collection` `owner` holds, counted until `atLeast` is reached (or NFT_MAX_PAGES pages). */
export async function nftCount(
  api: TonApiConfig,
  perSecond: number,
  owner: string,
  collection: string,
  atLeast: number,
): Promise<number> {
  let count = 0;
  for (let page = 0; page < NFT_MAX_PAGES && count < atLeast; page += 1) {
    const limit = Math.min(NFT_PAGE, atLeast - count);
    const { nft_items: items } = await getJson(
      api,
      perSecond,
      'nft/items',
      {
        owner_address: owner,
        collection_address: collection,
        limit: String(limit),
        offset: String(count),
      },
      nftItemsSchema,
    );
    if (items.some((item) => item.owner_address !== owner || item.collection_address !== collection))
      throw new Error('nft/items answered items that were not asked for');
    count += items.length;
    if (items.length < limit) break;
  }
  return count;
}

const transactionsSchema = z.object({
  transactions: z.array(
    z.object({
      account: address,
      description: z
        .object({
          aborted: z.boolean().optional(),
          compute_ph: z.object({ success: z.boolean().optional() }).passthrough().optional(),
        })
        .passthrough(),
      out_msgs: z.array(
        z.object({
          destination: address.nullable(),
          value: digits.nullable(),
          message_content: z.object({ body: z.string().nullish() }).passthrough().nullish(),
        }),
      ),
    }),
  ),
});
type TonTransaction = z.infer<typeof transactionsSchema>['transactions'][number];

/** What a transaction paid one address: the amount in the token's smallest unit and the token's decimals. */
export type TonPayment = 'not_found' | 'failed' | { paid: bigint; decimals: number };

async function transactionByHash(api: TonApiConfig, perSecond: number, hash: string) {
  const { transactions } = await getJson(
    api,
    perSecond,
    'transactions',
    { hash, limit: '1' },
    transactionsSchema,
  );
  return transactions[0];
}

const failed = (tx: TonTransaction) =>
  tx.description.aborted === true || tx.description.compute_ph?.success === false;

/** Native TON (nanotons, 9 decimals) the transaction `hash` (hex) sent to `to` (raw) in its outgoing messages. */
export async function tonNativePayment(
  api: TonApiConfig,
  perSecond: number,
  hash: string,
  to: string,
): Promise<TonPayment> {
  const tx = await transactionByHash(api, perSecond, hash);
  if (!tx) return 'not_found';
  if (failed(tx)) return 'failed';
  const paid = tx.out_msgs
    .filter((message) => message.destination === to)
    .reduce((sum, message) => sum + BigInt(message.value ?? '0'), 0n);
  return { paid, decimals: 9 };
}

/** TEP-74's transfer order: op, query id, amount, destination. Null for any other body. */
function jettonTransfer(body: string): { amount: bigint; destination: string } | null {
  try {
    const slice = Cell.fromBase64(body).beginParse();
    if (slice.loadUint(32) !== 0x0f8a7ea5) return null;
    slice.loadUintBig(64);
    const amount = slice.loadCoins();
    return { amount, destination: slice.loadAddress().toRawString() };
  } catch {
    return null;
  }
}

/**
 * Jettons of `master` the transaction `hash` ordered to `to`: its outgoing transfer orders (TEP-74) to the
 * sender's jetton wallet of that master (checked with /jetton/wallets), summed per destination. The jetton
 * wallets' own later transactions are not followed: a transfer refused there shows only as a complaint.
 */
export async function tonJettonPayment(
  api: TonApiConfig,
  perSecond: number,
  hash: string,
  to: string,
  master: string,
): Promise<TonPayment> {
  const tx = await transactionByHash(api, perSecond, hash);
  if (!tx) return 'not_found';
  if (failed(tx)) return 'failed';
  let paid = 0n;
  for (const message of tx.out_msgs) {
    const transfer = message.message_content?.body ? jettonTransfer(message.message_content.body) : null;
    if (!transfer || !message.destination || tonRawAddress(transfer.destination) !== to) continue;
    const { jetton_wallets: wallets } = await getJson(
      api,
      perSecond,
      'jetton/wallets',
      { address: message.destination, limit: '1' },
      jettonWalletsSchema,
    );
    if (wallets[0]?.jetton !== master || wallets[0]?.owner !== tx.account) continue;
    paid += transfer.amount;
  }
  // TEP-64: a jetton whose metadata states no decimals has 9.
  return { paid, decimals: paid === 0n ? 9 : ((await jettonDecimals(api, perSecond, master)) ?? 9) };
}
