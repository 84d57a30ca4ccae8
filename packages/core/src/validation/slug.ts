import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { message } from './message';

/**
 * The one slug rule for every address made of a name (events, projects, articles, games): lower-case
 * letters and digits in words joined by single dashes, no dash at either end.
 */
export const SLUG_MAX = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug suggestion from a title. Vietnamese titles are common, so diacritics are folded ("Sự kiện" →
 * "su-kien") rather than dropped. Cut to `max` before the ends are trimmed, so it never ends with a dash.
 */
export function slugify(title: string, max = SLUG_MAX): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** A slug field: trimmed and lower-cased, at most `max` characters, refused with `invalid` otherwise. */
export function slugSchema(invalid: TranslationKey, max = SLUG_MAX) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .max(max, { error: message('validation:maxLength', { maxLength: max }) })
    .regex(SLUG_PATTERN, { error: message(invalid) });
}
