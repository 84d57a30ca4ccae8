import { describe, expect, it } from 'vitest';
import { en, type Namespace } from './resources-en';
import { vi } from './resources-vi';

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const namespaces = Object.keys(en) as Namespace[];

  it('have the same namespaces and keys in English and Vietnamese', () => {
    expect(Object.keys(vi).sort()).toEqual([...namespaces].sort());
    for (const ns of namespaces) {
      expect(Object.keys(vi[ns]).sort(), ns).toEqual(Object.keys(en[ns]).sort());
    }
  });

  it('use the same interpolation variables in both languages', () => {
    for (const ns of namespaces) {
      for (const [key, text] of Object.entries(en[ns])) {
        const translated = (vi[ns] as Record<string, string>)[key] ?? '';
        expect(variables(translated), `${ns}:${key}`).toEqual(variables(text));
      }
    }
  });

  it('leave no Vietnamese text empty or untranslated where English has words', () => {
    for (const ns of namespaces) {
      for (const [key, text] of Object.entries(vi[ns])) {
        expect(text.trim(), `${ns}:${key}`).not.toBe('');
      }
    }
  });
});
