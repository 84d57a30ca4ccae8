import { getAddress } from 'viem';
import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { lazySchema } from './lazy-schema';
import { message } from './message';

/**
 * Building blocks for the rules of spec section 5, each failing with the spec's message as an i18n key.
 * Forms and server validation use the same builders, so a rule is written once.
 */

/** `{field} is required` for inputs whose label should be named (pass the label's i18n key). */
export const requiredField = (field: TranslationKey) =>
  z
    .string()
    .trim()
    .min(1, { error: message('validation:fieldRequired', { field }) });

/**
 * An HTML tag in a plain-text field (a name, a title, an answer) is someone testing for script injection, not
 * text: every such field refuses it with one clear message rather than storing it escaped. Rich text (an
 * event's description) has its own sanitizer instead. A lone `<` or `a < b` is still text.
 */
const HTML_TAG = /<\/?[a-z][\w-]*(\s[^>]*)?\/?>/i;

export function hasMarkup(text: string): boolean {
  return HTML_TAG.test(text);
}

export const isPlainText = (text: string) => !hasMarkup(text);

/** The refinement every plain-text field ends with: `.refine(isPlainText, noMarkup)`. */
export const noMarkup = { error: message('validation:noMarkup') } as const;

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes('.') || url.hostname === 'localhost';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL with a real host ("Invalid URL" otherwise). */
export const urlSchema = () =>
  z
    .string()
    .trim()
    .refine(isHttpUrl, { error: message('validation:invalidUrl') });

/**
 * An image address: an upload served by our own origin (a root-relative path) or an absolute http(s) URL.
 * No extension is required: CDN URLs often have none, and uploads are checked by content when they arrive.
 */
export function isImageUrl(value: string): boolean {
  const text = value.trim();
  if (text.startsWith('/')) return !text.startsWith('//') && !/\s/.test(text);
  return isHttpUrl(text);
}
export const imageUrlSchema = () =>
  z
    .string()
    .trim()
    .refine(isImageUrl, { error: message('validation:invalidImageUrl') });

/**
 * A phone number in international form: an optional +, then 7 to 15 digits (E.164), allowing the spaces,
 * dots, dashes and parentheses people type. Normalised to +digits.
 */
export const phoneSchema = () =>
  z
    .string()
    .trim()
    .refine((v) => /^\+?[\d\s().-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, '')), {
      error: message('validation:invalidPhone'),
    })
    .transform((v) => `+${v.replace(/\D/g, '')}`);

/** A text that holds a JSON object (not an array, not a primitive): "Invalid data type object json". */
export function isJsonObjectText(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}
export const jsonObjectSchema = () =>
  z.string().refine(isJsonObjectText, { error: message('validation:invalidJsonObject') });

/**
 * An EVM address (Ethereum and Ethereum Classic share the format). All-lower or all-upper hex is accepted;
 * mixed case must carry a valid EIP-55 checksum, which catches a mistyped character.
 */
export function isEvmAddress(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  const digits = value.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return getAddress(value) === value;
}
export const ethAddressSchema = () =>
  z
    .string()
    .trim()
    .refine(isEvmAddress, { error: message('validation:ethAddress') });

export const wholeNumberSchema = () =>
  z
    .number({ error: message('validation:type', { type: 'number' }) })
    .int({ error: message('validation:wholeNumber') });

export const positiveNumberSchema = () =>
  z
    .number({ error: message('validation:type', { type: 'number' }) })
    .positive({ error: message('validation:positiveNumber') });

/** "Only numbers ({minNumber} - {maxNumber}) allowed": both bounds inclusive. */
export const numberInRangeSchema = (minNumber: number, maxNumber: number) => {
  const error = message('validation:numberRange', { minNumber, maxNumber });
  return z.number({ error }).min(minNumber, { error }).max(maxNumber, { error });
};

export const maxNumberSchema = (maxNumber: number) =>
  z.number().max(maxNumber, { error: message('validation:maximum', { maxNumber }) });

/** "{field} must have at least {min} {element}", e.g. "Questions must have at least 2 options". */
export const minElements = <T extends z.ZodType>(
  item: T,
  min: number,
  labels: { field: TranslationKey; element: TranslationKey },
) => z.array(item).min(min, { error: message('validation:minElements', { ...labels, min }) });

const isoOrDate = lazySchema(() =>
  z.union([z.date(), z.iso.datetime({ offset: true }).transform((v) => new Date(v))]),
);

/** A date after `minTime` ("Date must be greater than {minTime}"); `label` is how the bound is shown. */
export const dateAfterSchema = (minTime: Date, label = minTime.toISOString()) =>
  isoOrDate.refine((d) => d.getTime() > minTime.getTime(), {
    error: message('validation:dateMin', { minTime: label }),
  });

export const dateBeforeSchema = (maxTime: Date, label = maxTime.toISOString()) =>
  isoOrDate.refine((d) => d.getTime() < maxTime.getTime(), {
    error: message('validation:dateMax', { maxTime: label }),
  });

/**
 * For any object with a start and an end: the end must be later ("End time must be greater than start
 * time"), reported on the end field. Values may be Dates or ISO strings.
 */
export function endAfterStart<K extends string, E extends string>(
  startKey: K,
  endKey: E,
): { check: (value: Record<K | E, unknown>) => boolean; params: { path: PropertyKey[]; error: string } } {
  return {
    check: (value: Record<K | E, unknown>) => {
      const start = new Date(value[startKey] as string | Date).getTime();
      const end = new Date(value[endKey] as string | Date).getTime();
      return Number.isNaN(start) || Number.isNaN(end) || end > start;
    },
    params: { path: [endKey], error: message('validation:endAfterStart') },
  };
}
