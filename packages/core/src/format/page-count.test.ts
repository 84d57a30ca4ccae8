import { describe, expect, it } from 'vitest';
import { pageCount, pageParam } from './page-count';

describe('pageCount', () => {
  it('rounds a partly filled last page up', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
  });
  it('is one page for an empty or not yet loaded list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(undefined, 10)).toBe(1);
  });
});

describe('pageParam', () => {
  const page = (query: string) => pageParam(new URLSearchParams(query));
  it('reads ?page= as a whole page number', () => {
    expect(page('page=3')).toBe(3);
    expect(page('q=x&page=12')).toBe(12);
    expect(page('page=2.7')).toBe(2);
  });
  it('is the first page for a missing or unusable value', () => {
    for (const query of ['', 'page=', 'page=0', 'page=-4', 'page=abc']) expect(page(query)).toBe(1);
  });
});
