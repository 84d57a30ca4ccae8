import { describe, expect, it } from 'vitest';
import { pageCount } from './page-count';

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
