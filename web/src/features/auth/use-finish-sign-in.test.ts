import { describe, expect, it } from 'vitest';
import { safeRedirect } from './use-finish-sign-in';

describe('redirect after sign-in', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/profile?tab=clan')).toBe('/profile?tab=clan');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
