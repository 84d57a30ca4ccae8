import type { Language } from '@w2e/core/i18n/languages';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The Mini App's translator: the part of i18next it uses, in about 1 KB instead of i18next and react-i18next
 * (about 15 KB gzip on the first screen's path, which Lighthouse times on a slow phone). The portal, the server
 * and the bots keep core's i18next instance (`createI18n`); the Mini App reads the same text files.
 *
 * What it does, as i18next does with core's options (`i18n-drift.test.ts` holds it to i18next on every key
 * the Mini App ships, in both languages):
 * - `t('namespace:key', values)`; a key without a namespace is in `common`; a missing key gives the key itself
 *   without its namespace;
 * - `{{name}}` (or `{{a.b}}`) takes the value as text, unescaped (React escapes); a null or undefined value
 *   gives nothing, a name not in `values` stays as written.
 *
 * What it leaves out, because no Mini App text uses it: plural forms (`key_one`), context, nesting (`$t(…)`)
 * and formats (`{{n, number}}`). The drift test fails on any such text.
 *
 * Language: the user's Telegram language (init data `language_code`). Only that language's text is fetched,
 * and only the namespaces the Mini App shows, in two chunks: the first screen's (`text-en.ts` /
 * `text-vi.ts`), loaded while the SDK starts, and the other screens' (`screens-text-*.ts`), loaded with the
 * first of them (`loadScreenText`, which the router's lazy screens wait for). The first bundle carries no text.
 * Every Mini App key exists in both languages (`labels.test.ts`, core's locale tests), so there is no fallback.
 */
export type TranslationValues = Readonly<Record<string, unknown>>;
export type Translate = (key: string, values?: TranslationValues) => string;
type Text = Record<string, Readonly<Record<string, string>>>;

export interface MiniAppI18n {
  readonly language: Language;
  readonly t: Translate;
  /** Whether `key` has text (as `t` reads it). */
  exists(key: string): boolean;
  /** Adds namespaces (the screens' text). */
  add(text: Text): void;
}

const DEFAULT_NAMESPACE = 'common';
const PLACEHOLDER = /{{(.+?)}}/g;

function lookup(text: Text, key: string): string | undefined {
  const at = key.indexOf(':');
  const namespace = at === -1 ? DEFAULT_NAMESPACE : key.slice(0, at);
  const name = at === -1 ? key : key.slice(at + 1);
  const value = Object.hasOwn(text, namespace) ? text[namespace]?.[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function valueAt(values: TranslationValues, path: string): { found: boolean; value?: unknown } {
  let value: unknown = values;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(part in value)) return { found: false };
    value = (value as Record<string, unknown>)[part];
  }
  return { found: true, value };
}

function interpolate(template: string, values: TranslationValues | undefined): string {
  if (!values || !template.includes('{{')) return template;
  return template.replace(PLACEHOLDER, (whole, inner: string) => {
    const { found, value } = valueAt(values, inner.trim());
    if (!found) return whole;
    return value === null || value === undefined ? '' : String(value);
  });
}

export function createTranslator(language: Language, first: Text): MiniAppI18n {
  const text: Text = { ...first };
  return {
    language,
    t: (key, values) => {
      const found = lookup(text, key);
      if (found !== undefined) return interpolate(found, values);
      const at = key.indexOf(':');
      return at === -1 ? key : key.slice(at + 1);
    },
    exists: (key) => lookup(text, key) !== undefined,
    add: (more) => Object.assign(text, more),
  };
}

/** The translator with the first screen's text in `language`. */
export async function createMiniAppI18n(language: Language): Promise<MiniAppI18n> {
  const { text } = language === 'vi' ? await import('./text-vi') : await import('./text-en');
  return createTranslator(language, text);
}

const screenText = new WeakMap<MiniAppI18n, Promise<void>>();

/** Adds the screens' text to `i18n` (once; later calls wait for the same load). */
export function loadScreenText(i18n: MiniAppI18n): Promise<void> {
  let loading = screenText.get(i18n);
  if (!loading) {
    loading = (i18n.language === 'vi' ? import('./screens-text-vi') : import('./screens-text-en')).then(
      ({ text }) => i18n.add(text),
    );
    // A failed download is tried again by the next screen.
    loading.catch(() => screenText.delete(i18n));
    screenText.set(i18n, loading);
  }
  return loading;
}

const I18nContext = createContext<MiniAppI18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: MiniAppI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The translator of the nearest `I18nProvider`, in react-i18next's shape (`{ t, i18n }`). */
export function useTranslation(): { t: Translate; i18n: MiniAppI18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  return { t: i18n.t, i18n };
}

/**
 * A namespace without its plural forms (`key_one`, `key_other`): the portal's counts, which no Mini App screen
 * says and this translator does not read. Here, in the first bundle, so that both text chunks use it without a
 * chunk of its own.
 */
export function withoutPluralForms<T extends Record<string, string>>(namespace: T): T {
  return Object.fromEntries(Object.entries(namespace).filter(([key]) => !/_(one|other)$/.test(key))) as T;
}
