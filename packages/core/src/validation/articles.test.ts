import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/resources-en';
import { vi } from '../i18n/resources-vi';
import { PRICING_TIERS } from '../pricing/tiers';
import {
  ALL_ARTICLE_CATEGORIES,
  ARTICLE_CATEGORIES,
  ARTICLE_MONTHLY_QUOTA,
  isCategoryOf,
  monthlyArticleQuota,
  quotaMonth,
  remainingArticleQuota,
} from './articles';

describe('article quota', () => {
  it('is 5, 10 and 15 a month for Basic, Standard and Premium, unlimited for Enterprise (spec section 9)', () => {
    expect(monthlyArticleQuota('basic')).toBe(5);
    expect(monthlyArticleQuota('standard')).toBe(10);
    expect(monthlyArticleQuota('premium')).toBe(15);
    expect(monthlyArticleQuota('enterprise')).toBeNull();
    expect(Object.keys(ARTICLE_MONTHLY_QUOTA)).toEqual([...PRICING_TIERS]);
  });

  it('never gives a higher tier less', () => {
    const order = PRICING_TIERS.map((tier) => monthlyArticleQuota(tier) ?? Number.POSITIVE_INFINITY);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('counts what is left and never goes below zero', () => {
    expect(remainingArticleQuota('basic', 0)).toBe(5);
    expect(remainingArticleQuota('basic', 4)).toBe(1);
    expect(remainingArticleQuota('basic', 9)).toBe(0);
    expect(remainingArticleQuota('enterprise', 1000)).toBeNull();
  });

  it('resets on the first of the month in UTC', () => {
    const { start, end } = quotaMonth(new Date('2026-03-31T23:59:59.999Z'));
    expect(start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(quotaMonth(new Date('2026-12-15T10:00:00Z')).end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('puts every instant inside its own month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const { start, end } = quotaMonth(d);
          expect(start.getTime()).toBeLessThanOrEqual(d.getTime());
          expect(d.getTime()).toBeLessThan(end.getTime());
          expect(start.getUTCDate()).toBe(1);
        },
      ),
    );
  });
});

describe('article categories', () => {
  it('belong to one section each', () => {
    expect(isCategoryOf('insight', 'news')).toBe(true);
    expect(isCategoryOf('academy', 'news')).toBe(false);
    expect(isCategoryOf('academy', 'gamefi')).toBe(true);
    expect(new Set(ALL_ARTICLE_CATEGORIES).size).toBe(
      ARTICLE_CATEGORIES.insight.length + ARTICLE_CATEGORIES.academy.length,
    );
  });

  it('have an English and a Vietnamese name', () => {
    for (const category of ALL_ARTICLE_CATEGORIES) {
      const key = `category_${category}` as keyof typeof en.articles;
      expect(en.articles[key], category).toBeTruthy();
      expect(vi.articles[key], category).toBeTruthy();
      expect(vi.articles[key]).not.toBe(en.articles[key]);
    }
  });
});
