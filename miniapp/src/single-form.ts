/**
 * A namespace without its plural forms (`key_one`, `key_other`): the portal's counts, which no Mini App screen
 * says, and which the Mini App's translator (i18n.tsx) does not read.
 */
export function withoutPluralForms<T extends Record<string, string>>(namespace: T): T {
  return Object.fromEntries(Object.entries(namespace).filter(([key]) => !/_(one|other)$/.test(key))) as T;
}
