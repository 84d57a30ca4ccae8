import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMessage } from './message';
import { SLUG_MAX, SLUG_PATTERN, slugify, slugSchema } from './slug';

describe('slugify', () => {
  it('fold Vietnamese diacritics and punctuation into a slug', () => {
    expect(slugify('Sự kiện Mùa Hè 2025!')).toBe('su-kien-mua-he-2025');
    expect(slugify('Đua top — Đội Rồng')).toBe('dua-top-doi-rong');
  });

  it('never end with a dash when the title is cut at the length limit', () => {
    expect(slugify('Star Raiders 2 the return', 14)).toBe('star-raiders-2');
    expect(slugify('Star Raiders  the return', 13)).toBe('star-raiders');
  });

  it('give, for any title and limit, a slug the rule accepts, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: SLUG_MAX }), (title, max) => {
        const slug = slugify(title, max);
        expect(slug.length).toBeLessThanOrEqual(max);
        if (slug !== '') expect(slugSchema('events:slugInvalid', max).safeParse(slug).success).toBe(true);
      }),
    );
  });
});

describe('slug rule', () => {
  it('take lower-case words joined by single dashes', () => {
    for (const ok of ['a', 'summer-quest', 'top-10-2025']) expect(SLUG_PATTERN.test(ok)).toBe(true);
    for (const bad of ['-a', 'a-', 'a--b', 'A b', 'ä', '']) expect(SLUG_PATTERN.test(bad)).toBe(false);
  });

  it('lower-case what it accepts and refuse the rest with the message it was given', () => {
    expect(slugSchema('games:slugRule').parse('  Orbit-Quest ')).toBe('orbit-quest');
    const refused = slugSchema('games:slugRule', 5).safeParse('orbit quest');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => parseMessage(issue.message)?.key)).toEqual([
      'validation:maxLength',
      'games:slugRule',
    ]);
  });
});
