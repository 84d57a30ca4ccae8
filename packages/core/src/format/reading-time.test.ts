import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../validation/message';
import { countWords, readingTimeMessage, readingTimeMinutes } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading time', () => {
  it('is words / 200, rounded', () => {
    expect(readingTimeMinutes(words(400))).toBe(2);
    expect(readingTimeMinutes(words(499))).toBe(2);
    expect(readingTimeMinutes(words(500))).toBe(3);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it('is at least a minute for any text and 0 for none', () => {
    expect(readingTimeMinutes('Hello')).toBe(1);
    expect(readingTimeMinutes(words(99))).toBe(1);
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes('  <p> </p>&nbsp;')).toBe(0);
  });

  it('counts the words of the text, not of its markup', () => {
    expect(countWords('<p class="lead">Play <strong>and</strong>&nbsp;earn</p><img src="a.png">')).toBe(3);
    expect(countWords('<p>one</p><p>two</p>')).toBe(2);
  });

  it('never exceeds half a minute of error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (n) => {
        const minutes = readingTimeMinutes(words(n));
        expect(Math.abs(minutes - n / 200) <= 0.5 || minutes === 1).toBe(true);
      }),
    );
  });

  it('gives a message with the minutes', () => {
    expect(parseMessage(readingTimeMessage(words(600)))).toEqual({
      key: 'format:readingTime',
      params: { minutes: 3 },
    });
  });
});
