import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
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

// ------------------------------------------------------------------------------------------------ Words

/**
 * A translate function as both apps have one: i18next's `t` in the portal, the Mini App's own. The texts used
 * here (namespace `tiers`) have no plural forms, so the Mini App's translator reads them too.
 */
export type RankTranslate = (key: TranslationKey, values?: Record<string, string | number>) => string;

/**
 * A reward tier's rank in the reader's words: the stored rule ("ALL", "TOP 3", "7", "[4-50]") is how the API
 * keeps it, never what a player reads ("All ranks", "Top 3", "Rank 7", "Ranks 4–50"; in Vietnamese "Mọi hạng",
 * "3 hạng đầu" …). Returns the text key and its values. A text that is not a rule comes back as it is.
 */
export function rankLabel(
  text: string,
): { key: TranslationKey; values: Record<string, number> } | { key: null; text: string } {
  const rule = parseRank(text);
  switch (rule?.kind) {
    case 'all':
      return { key: 'tiers:rankAll', values: {} };
    case 'top':
      return { key: 'tiers:rankTop', values: { n: rule.n } };
    case 'position':
      return { key: 'tiers:rankPosition', values: { n: rule.n } };
    case 'range':
      return { key: 'tiers:rankRange', values: { from: rule.from, to: rule.to } };
    default:
      return { key: null, text };
  }
}

export function rankWords(t: RankTranslate, text: string): string {
  const label = rankLabel(text);
  return label.key === null ? label.text : t(label.key, label.values);
}

/** What a tier says, whether stored or being typed: its rank text, how many it rewards, what each gets. */
export interface TierText {
  rank: string;
  winners?: number | null | undefined;
  reward?: string | null | undefined;
}

/**
 * A tier in one sentence, the host's live preview and what players read: "Ranks 4–10: 7 winners get 10 USDT
 * each", "Rank 1: 1 winner gets 1,000 USDT", "All ranks: every ranked player gets a badge". The winners are the
 * tier's `winners`, else every position its rank covers. Null for a rank that is not a rule yet.
 */
export function tierWords(t: RankTranslate, tier: TierText): string | null {
  const rule = parseRank(tier.rank);
  if (!rule) return null;
  const ranks = rankWords(t, tier.rank);
  const reward = tier.reward?.trim() ?? '';
  const count = tier.winners ?? rankSize(rule);
  const values = { ranks, reward, count };
  if (!Number.isFinite(count))
    return t(reward ? 'tiers:previewEveryone' : 'tiers:previewEveryoneNoReward', values);
  if (count === 1) return t(reward ? 'tiers:previewOne' : 'tiers:previewOneNoReward', values);
  return t(reward ? 'tiers:previewMany' : 'tiers:previewManyNoReward', values);
}

/**
 * Where a tier's ranks meet an earlier tier's: the message for the later tier's rank field ("Ranks 2–3 are
 * already in tier 1"), tiers counted from 1 in list order; null when they do not meet.
 */
export function rankOverlapMessage(earlier: RankRule, later: RankRule, earlierTier: number): string | null {
  if (!ranksOverlap(earlier, later)) return null;
  const a = rankBounds(earlier);
  const b = rankBounds(later);
  const from = Math.max(a.first, b.first);
  const to = Math.min(a.last, b.last);
  if (!Number.isFinite(to)) return message('tiers:overlapOnward', { from, tier: earlierTier });
  if (from === to) return message('tiers:overlapOne', { from, tier: earlierTier });
  return message('tiers:overlap', { from, to, tier: earlierTier });
}
