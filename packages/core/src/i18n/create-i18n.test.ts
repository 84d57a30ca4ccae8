import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { en } from './resources-en';
import { vi } from './resources-vi';

describe('createI18n', () => {
  it('translates with variables and falls back to English for a language not loaded', () => {
    const i18n = createI18n({ language: 'vi', resources: { en, vi } });
    expect(i18n.t('validation:minLength', { minLength: 8 })).toBe('Trường này phải có ít nhất 8 ký tự');
    const englishOnly = createI18n({ language: 'vi', resources: { en } });
    expect(englishOnly.t('validation:minLength', { minLength: 8 })).toBe(
      'This field must be at least 8 characters',
    );
  });
});
