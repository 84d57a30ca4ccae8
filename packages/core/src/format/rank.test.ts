import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { en } from '../i18n/resources-en';
import { vi } from '../i18n/resources-vi';
import { rankLabel } from './rank';

describe('rankLabel', () => {
  it('says each kind of rule in words, in English and Vietnamese, never the stored text', () => {
    const say = (language: 'en' | 'vi', text: string) => {
      const i18n = createI18n({ language, resources: { en, vi } });
      const label = rankLabel(text);
      return label.key === null ? label.text : i18n.t(label.key, label.values);
    };
    expect(say('en', 'ALL')).toBe('All ranks');
    expect(say('en', 'TOP 3')).toBe('Top 3');
    expect(say('en', '7')).toBe('Rank 7');
    expect(say('en', '[4-50]')).toBe('Ranks 4–50');
    expect(say('vi', 'ALL')).toBe('Mọi hạng');
    expect(say('vi', 'TOP 3')).toBe('3 hạng đầu');
    expect(say('vi', '7')).toBe('Hạng 7');
    expect(say('vi', '[4-50]')).toBe('Hạng 4–50');
  });

  it('gives back a text that is not a rule as it is', () => {
    expect(rankLabel('first')).toEqual({ key: null, text: 'first' });
  });
});
