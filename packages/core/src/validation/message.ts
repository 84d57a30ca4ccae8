import type { TranslationKey } from '../i18n/resources-en';

/**
 * Rule failures carry an i18n key, not English text, so the server, the portal, the Mini App and the bots
 * all show the same rule in the reader's language. Variables travel with the key:
 * `validation:minLength|{"minLength":8}`.
 */
export type MessageParams = Record<string, string | number>;
export interface Message {
  key: TranslationKey;
  params?: MessageParams;
}

const SEPARATOR = '|';

export function message(key: TranslationKey, params?: MessageParams): string {
  return params ? `${key}${SEPARATOR}${JSON.stringify(params)}` : key;
}

// Namespaces are camelCase file names (`gameProfiles`), keys camelCase with dots.
const KEY_PATTERN = /^[a-z][A-Za-z0-9]*:[A-Za-z0-9_.]+$/;

/** Reads a string made by `message`. Anything else (a server's already-translated text) gives null. */
export function parseMessage(raw: string): Message | null {
  const at = raw.indexOf(SEPARATOR);
  const key = at === -1 ? raw : raw.slice(0, at);
  if (!KEY_PATTERN.test(key)) return null;
  if (at === -1) return { key: key as TranslationKey };
  try {
    const params = JSON.parse(raw.slice(at + 1)) as unknown;
    if (params && typeof params === 'object' && !Array.isArray(params)) {
      return { key: key as TranslationKey, params: params as MessageParams };
    }
  } catch {
    // not one of ours
  }
  return null;
}

/** Translates a rule message with the given translate function; text that is not a key passes through. */
export function translateMessage(
  t: (key: string, options?: MessageParams) => string,
  raw: string | undefined,
): string {
  if (!raw) return '';
  const parsed = parseMessage(raw);
  if (!parsed) return raw;
  // A variable may itself be a key (a field label such as `auth:email`): it is translated too.
  const params = parsed.params
    ? Object.fromEntries(
        Object.entries(parsed.params).map(([name, value]) => [
          name,
          typeof value === 'string' && KEY_PATTERN.test(value) ? t(value) : value,
        ]),
      )
    : undefined;
  return t(parsed.key, params);
}
