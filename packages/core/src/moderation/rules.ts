import type { HoldKind } from '../contracts/moderation';

/**
 * The moderation rules as pure functions: the bot decides with them and the portal previews with them, so an
 * admin sees exactly what the bot will do. Nothing here keeps a message: each call reads what it is given.
 */

/** Lower case without accents: "Đăng KÝ" and "dang ky" fold alike (Vietnamese đ included). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

const WORD = '[\\p{L}\\p{N}]';
/** A pattern needs this many letters or digits of its own, so `*` or `a*` cannot hold back every message. */
export const STOP_WORD_MIN_LITERALS = 2;

export type CompiledStopWord =
  | { ok: true; pattern: string; regex: RegExp }
  | { ok: false; pattern: string; reason: 'too_broad' };

/**
 * A stop word or pattern: whole words only, `*` for any run of letters or digits, `?` for one; spaces match any
 * run of spaces. Everything else is literal (never a regular expression an admin could get wrong).
 */
export function compileStopWord(pattern: string): CompiledStopWord {
  const folded = foldText(pattern.trim()).replace(/\s+/g, ' ');
  const literals = folded.replace(/[*?\s]/g, '').match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  if (literals < STOP_WORD_MIN_LITERALS) return { ok: false, pattern, reason: 'too_broad' };
  let source = '';
  for (const ch of folded) {
    if (ch === '*') source += `${WORD}*`;
    else if (ch === '?') source += WORD;
    else if (ch === ' ') source += '\\s+';
    else source += ch.replace(/[.+^${}()|[\]\\/-]/g, '\\$&');
  }
  return { ok: true, pattern, regex: new RegExp(`(?<!${WORD})${source}(?!${WORD})`, 'u') };
}

/** The first stop word the text contains (folded for case and accents), or null. */
export function matchStopWords(text: string, patterns: readonly string[]): string | null {
  if (patterns.length === 0 || !text) return null;
  const folded = foldText(text);
  for (const pattern of patterns) {
    const compiled = compileStopWord(pattern);
    if (compiled.ok && compiled.regex.test(folded)) return pattern;
  }
  return null;
}

/** The patterns an admin may not save (too broad: they would hold back nearly every message). */
export function invalidStopWords(patterns: readonly string[]): string[] {
  return patterns.filter((p) => !compileStopWord(p).ok);
}

/** What the bot knows of a message, without keeping it. */
export interface MessageShape {
  text?: string | undefined;
  entities?: readonly { type: string }[] | undefined;
  forwarded?: boolean;
  media?: boolean;
}

const LINK = /(https?:\/\/|www\.|\bt\.me\/|\btelegram\.(me|dog)\/)/i;

/** What a newcomer's message would be held for, among the kinds the admin chose; the first one, or null. */
export function holdReason(message: MessageShape, held: readonly HoldKind[]): HoldKind | null {
  const types = new Set((message.entities ?? []).map((e) => e.type));
  const found: Record<HoldKind, boolean> = {
    forward: message.forwarded === true,
    link: types.has('url') || types.has('text_link') || LINK.test(message.text ?? ''),
    media: message.media === true,
    mention: types.has('mention') || /(^|\s)@[a-z]\w{3,}/i.test(message.text ?? ''),
  };
  for (const kind of ['forward', 'link', 'media', 'mention'] as const) {
    if (held.includes(kind) && found[kind]) return kind;
  }
  return null;
}

/** Shorter than this once normalised ("hi", "gm"), a text is never taken for a spam wave. */
export const SPAM_FINGERPRINT_MIN = 16;

/**
 * Nearly the same text gives the same fingerprint: folded, without digits, spaces, punctuation or emoji, so a
 * spammer's counters, spacing and decorations do not make copies look different. Null for a short text.
 */
export function spamFingerprint(text: string): string | null {
  const core = foldText(text).replace(/[^\p{L}]+/gu, '');
  return core.length < SPAM_FINGERPRINT_MIN ? null : core;
}
