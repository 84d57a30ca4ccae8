import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../validation/message';
import {
  formatRank,
  matchesRank,
  parseRank,
  RANK_MAX,
  type RankRule,
  rankSchema,
  rankSize,
  ranksOverlap,
  rankTextSchema,
} from './rank';

const n = fc.integer({ min: 1, max: RANK_MAX });
const anyRule: fc.Arbitrary<RankRule> = fc.oneof(
  fc.constant({ kind: 'all' as const }),
  n.map((value) => ({ kind: 'top' as const, n: value })),
  n.map((value) => ({ kind: 'position' as const, n: value })),
  fc
    .tuple(n, n)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => ({ kind: 'range' as const, from: Math.min(a, b), to: Math.max(a, b) })),
);

describe('rank rules', () => {
  it.each([
    ['ALL', { kind: 'all' }],
    ['all', { kind: 'all' }],
    ['TOP 100', { kind: 'top', n: 100 }],
    ['top10', { kind: 'top', n: 10 }],
    ['7', { kind: 'position', n: 7 }],
    ['007', { kind: 'position', n: 7 }],
    [' [3 - 10] ', { kind: 'range', from: 3, to: 10 }],
  ])('read %j', (text, rule) => {
    expect(parseRank(text)).toEqual(rule);
  });

  it.each([
    '',
    'TOP',
    'TOP 0',
    '0',
    '-1',
    '1.5',
    '[5-5]',
    '[9-3]',
    '[0-3]',
    '3-9',
    'TOP -3',
    'first',
    '[1-2000000]',
  ])('refuse %j', (text) => {
    expect(parseRank(text)).toBeNull();
  });

  it('round-trip every rule through its text', () => {
    fc.assert(
      fc.property(anyRule, (rule) => {
        expect(parseRank(formatRank(rule))).toEqual(rule);
      }),
    );
  });

  it('read any text to either nothing or a rule whose canonical text reads the same', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^(top ?|TOP ?|Top|\[)?\d{1,3}(-\d{1,3}\])?$/)),
        (text) => {
          const rule = parseRank(text);
          if (rule) expect(parseRank(formatRank(rule))).toEqual(rule);
        },
      ),
    );
  });

  it('accept [x-y] exactly when x < y', () => {
    fc.assert(
      fc.property(n, n, (x, y) => {
        const rule = parseRank(`[${x}-${y}]`);
        expect(rule !== null).toBe(x < y);
      }),
    );
  });

  it('match the positions each rule names and nothing else', () => {
    fc.assert(
      fc.property(anyRule, fc.integer({ min: 1, max: RANK_MAX + 5 }), (rule, at) => {
        const expected =
          rule.kind === 'all' ||
          (rule.kind === 'top' && at <= rule.n) ||
          (rule.kind === 'position' && at === rule.n) ||
          (rule.kind === 'range' && at >= rule.from && at <= rule.to);
        expect(matchesRank(rule, at)).toBe(expected);
      }),
    );
    expect(matchesRank({ kind: 'all' }, 0)).toBe(false);
    expect(matchesRank({ kind: 'top', n: 3 }, 2.5)).toBe(false);
  });

  it('size and overlap rules by the positions they cover', () => {
    expect(rankSize({ kind: 'range', from: 4, to: 10 })).toBe(7);
    expect(rankSize({ kind: 'all' })).toBe(Number.POSITIVE_INFINITY);
    expect(ranksOverlap({ kind: 'top', n: 3 }, { kind: 'range', from: 3, to: 5 })).toBe(true);
    expect(ranksOverlap({ kind: 'top', n: 3 }, { kind: 'range', from: 4, to: 5 })).toBe(false);
    fc.assert(
      fc.property(anyRule, anyRule, fc.integer({ min: 1, max: 50 }), (a, b, at) => {
        if (matchesRank(a, at) && matchesRank(b, at)) expect(ranksOverlap(a, b)).toBe(true);
      }),
    );
  });

  it('parse to a rule or canonical text in schemas, and refuse with the spec message', () => {
    expect(rankSchema.parse('top 5')).toEqual({ kind: 'top', n: 5 });
    expect(rankTextSchema.parse('[1 - 3]')).toBe('[1-3]');
    const result = rankTextSchema.safeParse('[3-1]');
    expect(parseMessage(result.error?.issues[0]?.message ?? '')?.key).toBe('events:rankInvalid');
    expect(parseMessage(rankSchema.safeParse(5).error?.issues[0]?.message ?? '')?.key).toBe(
      'events:rankInvalid',
    );
  });
});
