import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';

/**
 * Which leaderboard positions a reward tier covers (spec section 5: "Rank must be ALL, TOP NNN, a specific
 * number, or [x-y] with x<y"). Owners type it as text; everything else works on the parsed rule.
 * Positions count from 1.
 */
export type RankRule =
  | { kind: 'all' }
  | { kind: 'top'; n: number }
  | { kind: 'position'; n: number }
  | { kind: 'range'; from: number; to: number };

/** No leaderboard is that long; the bound keeps numbers exact and the text short. */
export const RANK_MAX = 1_000_000;

const ALL = /^all$/i;
const TOP = /^top\s*(\d{1,7})$/i;
const POSITION = /^(\d{1,7})$/;
const RANGE = /^\[\s*(\d{1,7})\s*-\s*(\d{1,7})\s*\]$/;

function position(digits: string | undefined): number | null {
  const n = Number(digits);
  return Number.isInteger(n) && n >= 1 && n <= RANK_MAX ? n : null;
}

/** Case and spaces are forgiven ("top10", " [1 - 3] "); anything else gives null. */
export function parseRank(text: string): RankRule | null {
  const input = text.trim();
  if (ALL.test(input)) return { kind: 'all' };
  let match = TOP.exec(input);
  if (match) {
    const n = position(match[1]);
    return n === null ? null : { kind: 'top', n };
  }
  match = POSITION.exec(input);
  if (match) {
    const n = position(match[1]);
    return n === null ? null : { kind: 'position', n };
  }
  match = RANGE.exec(input);
  if (match) {
    const from = position(match[1]);
    const to = position(match[2]);
    return from !== null && to !== null && from < to ? { kind: 'range', from, to } : null;
  }
  return null;
}

/** The canonical text of a rule: what is stored and shown. */
export function formatRank(rule: RankRule): string {
  switch (rule.kind) {
    case 'all':
      return 'ALL';
    case 'top':
      return `TOP ${rule.n}`;
    case 'position':
      return String(rule.n);
    case 'range':
      return `[${rule.from}-${rule.to}]`;
  }
}

export function matchesRank(rule: RankRule, at: number): boolean {
  if (!Number.isInteger(at) || at < 1) return false;
  switch (rule.kind) {
    case 'all':
      return true;
    case 'top':
      return at <= rule.n;
    case 'position':
      return at === rule.n;
    case 'range':
      return at >= rule.from && at <= rule.to;
  }
}

/** First and last position covered; `last` is Infinity for ALL. */
export function rankBounds(rule: RankRule): { first: number; last: number } {
  switch (rule.kind) {
    case 'all':
      return { first: 1, last: Number.POSITIVE_INFINITY };
    case 'top':
      return { first: 1, last: rule.n };
    case 'position':
      return { first: rule.n, last: rule.n };
    case 'range':
      return { first: rule.from, last: rule.to };
  }
}

/** How many positions a rule covers: the default number of winners of a tier. Infinity for ALL. */
export function rankSize(rule: RankRule): number {
  const { first, last } = rankBounds(rule);
  return last - first + 1;
}

export function ranksOverlap(a: RankRule, b: RankRule): boolean {
  const x = rankBounds(a);
  const y = rankBounds(b);
  return x.first <= y.last && y.first <= x.last;
}

const invalid = { error: message('events:rankInvalid') } as const;
const rankText = lazySchema(() => z.string(invalid).refine((text) => parseRank(text) !== null, invalid));

/** Text in, typed rule out: for code that acts on the rule (reward distribution). */
export const rankSchema = lazySchema(() => rankText.transform((text) => parseRank(text)!));

/** Text in, canonical text out: for forms and the API, which keep the rule as text. */
export const rankTextSchema = lazySchema(() => rankText.transform((text) => formatRank(parseRank(text)!)));
