import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { en, type Namespace } from './resources-en';
import { vi } from './resources-vi';

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const namespaces = Object.keys(en) as Namespace[];

  it('have the same namespaces and keys in English and Vietnamese', () => {
    expect(Object.keys(vi).sort()).toEqual([...namespaces].sort());
    for (const ns of namespaces) {
      // A plural's `_one` form is English's alone: Vietnamese says every count with `_other`.
      const english = Object.keys(en[ns]).filter((key) => !key.endsWith('_one'));
      expect(Object.keys(vi[ns]).sort(), ns).toEqual(english.sort());
    }
  });

  it('use the same interpolation variables in both languages', () => {
    for (const ns of namespaces) {
      for (const [key, text] of Object.entries(en[ns])) {
        const translated = (vi[ns] as Record<string, string>)[key.replace(/_one$/, '_other')] ?? '';
        expect(variables(translated), `${ns}:${key}`).toEqual(variables(text));
      }
    }
  });

  it('say a count in the plural form its number needs, in both languages', () => {
    const i18n = (language: 'en' | 'vi') => createI18n({ language, resources: { en, vi } });
    expect(i18n('en').t('eventPlay:resultCount', { count: 1 })).toBe('1 event found');
    expect(i18n('en').t('eventPlay:resultCount', { count: 2 })).toBe('2 events found');
    expect(i18n('vi').t('eventPlay:resultCount', { count: 1 })).toBe('Tìm thấy 1 sự kiện');
    expect(i18n('vi').t('eventPlay:resultCount', { count: 2 })).toBe('Tìm thấy 2 sự kiện');
  });

  it('leave no Vietnamese text empty or untranslated where English has words', () => {
    for (const ns of namespaces) {
      for (const [key, text] of Object.entries(vi[ns])) {
        expect(text.trim(), `${ns}:${key}`).not.toBe('');
      }
    }
  });
});
