import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileStopWord,
  foldText,
  holdReason,
  invalidStopWords,
  matchStopWords,
  spamFingerprint,
} from './rules';

/** Vietnamese letters with their accents, and their plain forms. */
const ACCENTED: Record<string, string[]> = {
  a: ['a', 'á', 'à', 'ả', 'ã', 'ạ', 'ă', 'ắ', 'ặ', 'â', 'ấ', 'ậ', 'A', 'Á', 'Ấ'],
  e: ['e', 'é', 'è', 'ê', 'ế', 'ệ', 'E', 'Ê'],
  o: ['o', 'ó', 'ô', 'ố', 'ơ', 'ớ', 'ợ', 'O', 'Ơ'],
  u: ['u', 'ú', 'ư', 'ứ', 'ự', 'U', 'Ư'],
  d: ['d', 'đ', 'D', 'Đ'],
  n: ['n', 'N'],
  g: ['g', 'G'],
  k: ['k', 'K'],
  y: ['y', 'ý', 'Y', 'Ỳ'],
};
const plainWord = fc
  .array(fc.constantFrom(...Object.keys(ACCENTED)), { minLength: 2, maxLength: 8 })
  .map((a) => a.join(''));
/** The same word as a member might write it: any case, any accents. */
const written = (word: string) =>
  fc.tuple(...[...word].map((ch) => fc.constantFrom(...ACCENTED[ch]!))).map((chars) => chars.join(''));
const filler = fc.array(plainWord, { maxLength: 4 }).map((w) => w.join(' '));

describe('foldText', () => {
  it('is idempotent and leaves no accents or capitals', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = foldText(s);
        expect(foldText(once)).toBe(once);
        expect(/\p{M}/u.test(once)).toBe(false);
      }),
    );
    expect(foldText('Đăng KÝ nhận Airdrop')).toBe('dang ky nhan airdrop');
  });
});

describe('stop words', () => {
  it('match a whole word however it is cased or accented', () => {
    fc.assert(
      fc.property(
        plainWord.chain((w) => fc.tuple(fc.constant(w), written(w), filler, filler)),
        ([word, variant, before, after]) => {
          expect(matchStopWords(`${before} ${variant}, ${after}`, [word])).toBe(word);
        },
      ),
    );
  });

  it('never match inside a longer word', () => {
    fc.assert(
      fc.property(plainWord, plainWord, plainWord, (prefix, word, suffix) => {
        expect(matchStopWords(`${prefix}${word}${suffix}`, [word])).toBeNull();
      }),
    );
  });

  it('take * for any letters and ? for one, and nothing else as a pattern', () => {
    expect(matchStopWords('Nhận AIRDROP miễn phí', ['air*'])).toBe('air*');
    expect(matchStopWords('fair play', ['air*'])).toBeNull();
    expect(matchStopWords('free b0ts here', ['b?ts'])).toBe('b?ts');
    expect(matchStopWords('đăng ký ngay', ['dang ky'])).toBe('dang ky');
    expect(matchStopWords('a.b.c', ['a.b'])).toBe('a.b');
    expect(matchStopWords('axb', ['a.b'])).toBeNull();
    expect(matchStopWords('(x+y)', ['(x+y'])).toBe('(x+y');
  });

  it('refuse patterns that would match nearly everything', () => {
    expect(invalidStopWords(['*', '?*', 'a*', '!!!', '* *', 'ok', 'scam*'])).toEqual([
      '*',
      '?*',
      'a*',
      '!!!',
      '* *',
    ]);
    fc.assert(
      fc.property(fc.stringMatching(/^[*? .!]{1,10}$/), (p) => {
        expect(compileStopWord(p).ok).toBe(false);
      }),
    );
  });
});

describe('newcomer hold', () => {
  const all = ['link', 'forward', 'media', 'mention'] as const;
  it('finds links, forwards, media and mentions, only among the kinds held', () => {
    expect(holdReason({ text: 'see https://x.example' }, all)).toBe('link');
    expect(holdReason({ text: 'join t.me/scamchat' }, all)).toBe('link');
    expect(holdReason({ text: 'x', entities: [{ type: 'text_link' }] }, all)).toBe('link');
    expect(holdReason({ text: 'hi', forwarded: true }, all)).toBe('forward');
    expect(holdReason({ media: true }, all)).toBe('media');
    expect(holdReason({ text: 'join @cryptopumps' }, all)).toBe('mention');
    expect(holdReason({ text: 'join @cryptopumps' }, ['link'])).toBeNull();
    expect(holdReason({ text: 'Xin chào mọi người, rất vui được tham gia!' }, all)).toBeNull();
    expect(holdReason({ text: 'mail me at a@b.example' }, all)).toBeNull();
  });
});

describe('spam fingerprint', () => {
  it('is the same for copies that differ in digits, spacing, case, accents and emoji', () => {
    const a = spamFingerprint('🚀 Nhận 500 USDT miễn phí tại t.me/freeusdt ngay!');
    expect(a).not.toBeNull();
    expect(spamFingerprint('nhan 800 usdt MIEN PHI tai t.me/freeusdt ngay 🔥🔥')).toBe(a);
    expect(spamFingerprint('gm')).toBeNull();
    expect(spamFingerprint('Completely different honest message here')).not.toBe(a);
  });
});
