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
