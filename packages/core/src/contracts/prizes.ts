import { getAddress } from 'viem';
import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { type HoldNetworkKey, holdNetworkKeySchema, TON_NETWORK_KEY } from '../tasks/networks';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { isEvmAddress, isPlainText, noMarkup } from '../validation/rules';
import { tonRawAddress } from '../wallet/ton-address';
import { pageOf, pageQuerySchema } from './common';

/**
 * Prizes that reach their winners (docs/prizes.md). Every prize won that needs delivering (a leaderboard place,
 * a task prize, a wheel segment the host hands out) is one prize record with a status:
 * won → claimed (the winner gives what delivery needs) → delivered (the host records it; a token prize names a
 * transaction the server checks on-chain) → confirmed by the winner, or disputed with a reason (and delivered
 * again). Paths: GET /api/users/prizes (the signed-in player's), POST /api/prizes/{id}/claim,
 * POST /api/prizes/{id}/delivery (the prize's managers), POST /api/prizes/{id}/confirm and /dispute (the winner);
 * the managers' payout lists: GET /api/events/{id}/prizes (and prizes.csv), GET /api/wheels/{id}/prizes (and
 * prizes.csv) for the platform wheel.
 */

// ----------------------------------------------------------------------------------------------- Payout

/** `token` of a token payout paying the network's own coin (ETH, BNB, TON…) rather than a token contract. */
export const NATIVE_TOKEN = 'native';

/** A positive decimal amount as a string ("5", "0.25"): token amounts outgrow a JSON number's precision. */
const DECIMAL_AMOUNT = /^(?:0|[1-9]\d{0,29})(?:\.\d{1,18})?$/;
const isPositiveAmount = (value: string) => DECIMAL_AMOUNT.test(value) && /[1-9]/.test(value);

/** A token contract (EVM, stored checksummed) or jetton master (TON, stored in raw form), or `native`. */
function payoutToken(network: HoldNetworkKey, token: string): string | null {
  if (token === NATIVE_TOKEN) return token;
  if (network === TON_NETWORK_KEY) return tonRawAddress(token);
  return isEvmAddress(token) ? getAddress(token) : null;
}

/**
 * What a prize is, for its delivery: an amount of a token on a network (checked on-chain when delivered), or an
 * item the host hands over by contact (a T-shirt, a voucher, a whitelist spot). Set on an event's leaderboard
 * tier (`payout`), a task (`prize_payout`) and a wheel's `manual` segment (`payout`); a prize without one is an
 * item. The token must be of the network's kind: an EVM contract (0x…) on an EVM network, a jetton master on TON.
 */
export const payoutSchema = lazySchema(() =>
  z
    .discriminatedUnion(
      'kind',
      [
        z.object({
          kind: z.literal('token'),
          network: holdNetworkKeySchema,
          token: z
            .string({ error: message('validation:required') })
            .trim()
            .min(1, { error: message('validation:required') })
            .max(100, { error: message('prizes:payoutTokenInvalid') }),
          amount: z
            .string({ error: message('prizes:payoutAmountInvalid') })
            .trim()
            .refine(isPositiveAmount, { error: message('prizes:payoutAmountInvalid') }),
        }),
        z.object({ kind: z.literal('item') }),
      ],
      { error: message('prizes:payoutKindInvalid') },
    )
    .superRefine((payout, ctx) => {
      if (payout.kind === 'token' && payoutToken(payout.network, payout.token) === null)
        ctx.addIssue({ code: 'custom', path: ['token'], message: message('prizes:payoutTokenInvalid') });
    })
    .transform((payout) =>
      payout.kind === 'token'
        ? { ...payout, token: payoutToken(payout.network, payout.token) ?? payout.token }
        : payout,
    ),
);
export type PayoutInput = z.input<typeof payoutSchema>;

/** A payout as the API answers it (already checked when it was saved). */
export const payoutViewSchema = lazySchema(() =>
  z
    .discriminatedUnion('kind', [
      z.object({
        kind: z.literal('token'),
        network: z.string(),
        /** `native`, or the token contract / jetton master. */
        token: z.string(),
        /** A positive decimal ("5", "0.25") in whole tokens, not base units. */
        amount: z.string(),
      }),
      z.object({ kind: z.literal('item') }),
    ])
    .meta({ id: 'PrizePayout' }),
);
export type Payout = z.infer<typeof payoutViewSchema>;

// ---------------------------------------------------------------------------------------------- Prizes

export const PRIZE_STATUSES = ['won', 'claimed', 'delivered', 'confirmed', 'disputed'] as const;
export type PrizeStatus = (typeof PRIZE_STATUSES)[number];

export const PRIZE_STATUS_LABELS: Record<PrizeStatus, TranslationKey> = {
  won: 'prizes:statusWon',
  claimed: 'prizes:statusClaimed',
  delivered: 'prizes:statusDelivered',
  confirmed: 'prizes:statusConfirmed',
  disputed: 'prizes:statusDisputed',
};

/** Where a prize was won: an event's leaderboard tier, an event's task, or a wheel's segment. */
export const PRIZE_SOURCES = ['leaderboard', 'task', 'wheel'] as const;
export type PrizeSource = (typeof PRIZE_SOURCES)[number];

/**
 * What the winner gives to claim, by the payout: an EVM address for a token on an EVM network, a TON address for
 * a token on TON, a contact (an email, a Telegram handle, a postal address) for an item.
 */
export const CLAIM_KINDS = ['evm_address', 'ton_address', 'contact'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_KIND_LABELS: Record<ClaimKind, TranslationKey> = {
  evm_address: 'prizes:claimKindEvmAddress',
  ton_address: 'prizes:claimKindTonAddress',
  contact: 'prizes:claimKindContact',
};

export function claimKindOf(payout: Payout | null | undefined): ClaimKind {
  if (payout?.kind !== 'token') return 'contact';
  return payout.network === TON_NETWORK_KEY ? 'ton_address' : 'evm_address';
}

export const CLAIM_CONTACT_MIN = 3;
export const CLAIM_TEXT_MAX = 500;

/**
 * The address a claim stores, checked for its kind: an EVM address checksummed (mixed case must carry a valid
 * EIP-55 checksum), a TON address as typed (friendly or raw; a wallet pays the friendly form with its bounce flag);
 * null when it is not one. The portal checks as the server does, with this function.
 */
export function claimAddress(kind: Exclude<ClaimKind, 'contact'>, input: string): string | null {
  const text = input.trim();
  if (kind === 'evm_address') return isEvmAddress(text) ? getAddress(text) : null;
  return tonRawAddress(text) === null ? null : text;
}

/**
 * POST /api/prizes/{id}/claim: `address` for a token prize (on the payout's network), `contact` for an item.
 * Which one the prize needs is its `claim_kind`; the other is refused with 400.
 */
export const claimPrizeBodySchema = lazySchema(() =>
  z.union(
    [
      z.object({
        address: z
          .string()
          .trim()
          .min(1, { error: message('validation:required') })
          .max(100, { error: message('prizes:addressInvalid') }),
      }),
      z.object({
        contact: z
          .string()
          .trim()
          .min(CLAIM_CONTACT_MIN, {
            error: message('prizes:contactLength', { min: CLAIM_CONTACT_MIN, max: CLAIM_TEXT_MAX }),
          })
          .max(CLAIM_TEXT_MAX, {
            error: message('prizes:contactLength', { min: CLAIM_CONTACT_MIN, max: CLAIM_TEXT_MAX }),
          })
          .refine(isPlainText, noMarkup),
      }),
    ],
    { error: message('prizes:claimBodyInvalid') },
  ),
);
export type ClaimPrizeBody = z.input<typeof claimPrizeBodySchema>;

/**
 * POST /api/prizes/{id}/delivery: `tx_hash` for a token prize (the transaction that paid it, checked on-chain),
 * or an optional `note` for an item (a tracking number, how it was handed over).
 */
export const deliverPrizeBodySchema = lazySchema(() =>
  z.object({
    tx_hash: z
      .string()
      .trim()
      .max(100, { error: message('prizes:txHashInvalid') })
      .optional(),
    note: z
      .string()
      .trim()
      .max(CLAIM_TEXT_MAX, { error: message('validation:maxLength', { maxLength: CLAIM_TEXT_MAX }) })
      .refine(isPlainText, noMarkup)
      .optional(),
  }),
);
export type DeliverPrizeBody = z.input<typeof deliverPrizeBodySchema>;

/** POST /api/prizes/{id}/dispute: what is wrong with the delivery. */
export const disputePrizeBodySchema = lazySchema(() =>
  z.object({
    reason: z
      .string({ error: message('prizes:reasonLength', { min: CLAIM_CONTACT_MIN, max: CLAIM_TEXT_MAX }) })
      .trim()
      .min(CLAIM_CONTACT_MIN, {
        error: message('prizes:reasonLength', { min: CLAIM_CONTACT_MIN, max: CLAIM_TEXT_MAX }),
      })
      .max(CLAIM_TEXT_MAX, {
        error: message('prizes:reasonLength', { min: CLAIM_CONTACT_MIN, max: CLAIM_TEXT_MAX }),
      })
      .refine(isPlainText, noMarkup),
  }),
);
export type DisputePrizeBody = z.input<typeof disputePrizeBodySchema>;

/** A prize as its winner sees it (GET /api/users/prizes, and the answer of every transition). */
export const prizeSchema = lazySchema(() =>
  z
    .object({
      id: z.uuid(),
      source: z.enum(PRIZE_SOURCES),
      /** The event it was won in; null for the platform wheel. */
      event: z.object({ id: z.string(), slug: z.string(), title: z.string() }).nullable(),
      /** The wheel it was won on; null for an event's leaderboard or task prize. */
      wheel: z.object({ id: z.string(), name: z.string() }).nullable(),
      /** The place on the frozen leaderboard; null for a task or wheel prize. */
      position: z.number().int().nullable(),
      /** The prize as it was won: the tier's or task's reward text, or the segment's label. */
      label: z.string(),
      payout: payoutViewSchema,
      status: z.enum(PRIZE_STATUSES),
      claim_kind: z.enum(CLAIM_KINDS),
      /** What the winner gave; null until claimed. */
      claim: z
        .object({
          /** An EVM address (checksummed) or a TON address (as typed); null for an item. */
          address: z.string().nullable(),
          /** How to reach the winner for an item; null for a token prize. */
          contact: z.string().nullable(),
          claimed_at: z.iso.datetime(),
        })
        .nullable(),
      /** How it was delivered; null until then. */
      delivery: z
        .object({
          /** A token prize: the network and the transaction hash, checked on-chain. */
          network: z.string().nullable(),
          tx_hash: z.string().nullable(),
          /** An item: the host's note (a tracking number…), if any. */
          note: z.string().nullable(),
          delivered_at: z.iso.datetime(),
        })
        .nullable(),
      confirmed_at: z.iso.datetime().nullable(),
      /** The winner's dispute of the last delivery; null unless disputed. */
      dispute: z.object({ reason: z.string(), disputed_at: z.iso.datetime() }).nullable(),
      won_at: z.iso.datetime(),
    })
    .meta({ id: 'Prize' }),
);
export type Prize = z.infer<typeof prizeSchema>;

/** A prize on its managers' payout list: the same, with its winner. */
export const managedPrizeSchema = lazySchema(() =>
  prizeSchema
    .extend({
      winner: z.object({
        id: z.string(),
        /** Opens the player's public profile; null for an account without one. */
        username: z.string().nullable(),
        name: z.string(),
      }),
    })
    .meta({ id: 'ManagedPrize' }),
);
export type ManagedPrize = z.infer<typeof managedPrizeSchema>;

export const PRIZES_PAGE_SIZE = 20;

/** `?limit=&offset=&status=` of every prize list, newest first. */
export const prizesQuerySchema = lazySchema(() =>
  pageQuerySchema(PRIZES_PAGE_SIZE).extend({
    status: z.enum(PRIZE_STATUSES, { error: message('prizes:statusInvalid') }).optional(),
  }),
);
export type PrizesQuery = z.input<typeof prizesQuerySchema>;

export const prizePageSchema = lazySchema(() => pageOf(prizeSchema).meta({ id: 'PrizePage' }));
export type PrizePage = z.infer<typeof prizePageSchema>;

export const managedPrizePageSchema = lazySchema(() =>
  pageOf(managedPrizeSchema).meta({ id: 'ManagedPrizePage' }),
);
export type ManagedPrizePage = z.infer<typeof managedPrizePageSchema>;
