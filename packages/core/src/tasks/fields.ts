import { getAddress } from 'viem';
import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { isEvmAddress, isImageUrl, isPlainText, noMarkup } from '../validation/rules';
import { tonRawAddress } from '../wallet/ton-address';
import { parseWebUrl } from './links';

/**
 * Field rules that task and event configs share. Each carries its message as an i18n key, so a config
 * schema reports the same text whether or not the caller passes the generic error map. The generic checks
 * and their messages are validation/'s, so a task form and a profile form say the same thing.
 */

const required = { error: message('validation:required') } as const;

export function requiredText(max: number) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, { error: message('validation:maxLength', { maxLength: max }) })
    .refine(isPlainText, noMarkup);
}

/** Empty means "not given": forms send '' for an untouched input. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: message('validation:maxLength', { maxLength: max }) })
    .refine(isPlainText, noMarkup)
    .optional();
}

/** Rich text (HTML) up to `max` characters: the server sanitizes it with core's link policy. */
export function optionalRichText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: message('validation:maxLength', { maxLength: max }) })
    .optional();
}

/** An integer in [min, max]. One message names the whole range, so the reader knows both ends at once. */
export function wholeNumber(min: number, max: number) {
  const range = { error: message('validation:numberRange', { minNumber: min, maxNumber: max }) };
  return z
    .number({ error: message('validation:wholeNumber') })
    .int({ error: message('validation:wholeNumber') })
    .min(min, range)
    .max(max, range);
}

/** A page players are sent to, normalised (scheme added when left out). */
export const webUrlSchema = lazySchema(() =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .refine((value) => parseWebUrl(value) !== null, { error: message('validation:invalidUrl') })
    .transform((value) => parseWebUrl(value) ?? value),
);

/** An optional banner or thumbnail; '' (an untouched upload field) becomes undefined. */
export const optionalImageUrlSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isImageUrl(value), { error: message('validation:invalidImageUrl') })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
);

/**
 * An EVM address (all-lower, all-upper, or mixed case with a valid EIP-55 checksum). Stored checksummed, so
 * the same contract compares equal.
 */
export const evmAddressSchema = lazySchema(() =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .refine(isEvmAddress, { error: message('validation:ethAddress') })
    .transform((value) => getAddress(value)),
);

/**
 * A contract address on a network the task names beside it: EVM (stored checksummed) or TON (stored in raw
 * form, whichever form was typed). Which kind the network wants is checked on the task (registry.ts
 * `addressOnNetwork`), which knows the network; anything else passes through for that check to refuse.
 */
export const chainAddressSchema = lazySchema(() =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .transform((value) => (isEvmAddress(value) ? getAddress(value) : (tonRawAddress(value) ?? value))),
);

const UINT256_MAX = 2n ** 256n - 1n;

/**
 * An amount in wei as a decimal string: JSON numbers lose precision past 2^53 and one token is already
 * 10^18 wei. Bounded by uint256, the largest balance a contract can report. Leading zeros are dropped.
 */
export const weiAmountSchema = lazySchema(() =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .refine((value) => /^\d{1,78}$/.test(value) && BigInt(value) <= UINT256_MAX, {
      error: message('tasks:weiAmountInvalid'),
    })
    .transform((value) => BigInt(value).toString()),
);
