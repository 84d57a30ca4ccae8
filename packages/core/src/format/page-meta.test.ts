import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageDescription, pageMeta, pageTitle, stripTags } from './page-meta';

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

  it('strips tags and decodes entities, and never splits an emoji when cutting', () => {
    expect(stripTags('<p>Fish &amp; <i>chips</i></p>\n<br/>now')).toBe('Fish & chips now');
    const title = pageTitle('🎮'.repeat(80), 'W2E Hub');
    expect(Array.from(title)).toHaveLength(70);
    expect(title).not.toMatch(/\uFFFD/);
    expect(pageDescription('word '.repeat(50))).toHaveLength(160);
  });
});

describe('pageMeta', () => {
  const base = {
    slogan: 'Pricing <em>plans</em>',
    brand: 'W2E Hub',
    description: '<p>Basic, Standard, Premium and Enterprise</p>',
    url: 'https://w2e.example/pricing?utm_source=x#top',
  };
  const tag = (meta: ReturnType<typeof pageMeta>, key: string) =>
    meta.tags.find((t) => t.key === key)?.content;

  it('gives Open Graph and Twitter tags with the same cut title and description, and a canonical without query', () => {
    const meta = pageMeta({ ...base, language: 'vi' });
    expect(meta.title).toBe('Pricing plans | W2E Hub');
    expect(meta.description).toBe('Basic, Standard, Premium and Enterprise');
    expect(meta.canonical).toBe('https://w2e.example/pricing');
    expect(tag(meta, 'og:title')).toBe(meta.title);
    expect(tag(meta, 'og:description')).toBe(meta.description);
    expect(tag(meta, 'og:url')).toBe('https://w2e.example/pricing');
    expect(tag(meta, 'og:type')).toBe('website');
    expect(tag(meta, 'og:locale')).toBe('vi_VN');
    expect(tag(meta, 'og:image')).toBeUndefined();
    expect(tag(meta, 'twitter:card')).toBe('summary');
  });

  it('makes an image absolute and asks for a large card with it', () => {
    const meta = pageMeta({ ...base, image: '/uploads/cover.png', type: 'article' });
    expect(tag(meta, 'og:image')).toBe('https://w2e.example/uploads/cover.png');
    expect(tag(meta, 'og:type')).toBe('article');
    expect(tag(meta, 'twitter:card')).toBe('summary_large_image');
  });
});
