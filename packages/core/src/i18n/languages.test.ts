import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the highest-weighted supported language', () => {
    expect(pickLanguage('fr-FR,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(pickLanguage('en-US,en;q=0.9,vi;q=0.8')).toBe('en');
    expect(pickLanguage('vi-VN')).toBe('vi');
  });
  it('falls back to English for unknown, empty or zero-weighted input', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage('de,fr;q=0.5')).toBe('en');
    expect(pickLanguage('vi;q=0')).toBe('en');
  });
});
