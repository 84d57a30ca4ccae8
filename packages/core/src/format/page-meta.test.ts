import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageDescription, pageTitle } from './page-meta';

describe('page meta', () => {
  it('joins slogan and brand, strips tags', () => {
    expect(pageTitle('Play <b>and</b> earn', 'W2E Hub')).toBe('Play and earn | W2E Hub');
    expect(pageTitle('', 'W2E Hub')).toBe('W2E Hub');
  });

  it('never exceeds 70 characters for a title or 160 for a description', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        expect(Array.from(pageTitle(text, 'W2E Hub')).length).toBeLessThanOrEqual(70);
        expect(Array.from(pageDescription(text)).length).toBeLessThanOrEqual(160);
      }),
    );
  });

  it('cuts long text with an ellipsis', () => {
    const title = pageTitle('x'.repeat(100), 'W2E Hub');
    expect(title).toHaveLength(70);
    expect(title.endsWith('…')).toBe(true);
  });
});
