import { READING_WORDS_PER_MINUTE } from '../constants';
import { message } from '../validation/message';
import { stripTags } from './page-meta';

/** Words a reader sees: markup and entities removed first, so `<p>` and `&nbsp;` do not count. */
export function countWords(text: string): number {
  const plain = stripTags(text);
  return plain === '' ? 0 : plain.split(' ').length;
}

/**
 * Spec section 9: reading time is words / 200, rounded. A short text still reads "1 min", not "0 min"; only an
 * empty one is 0.
 */
export function readingTimeMinutes(text: string): number {
  const words = countWords(text);
  if (words === 0) return 0;
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}

/** "{{minutes}} min read" as a message for the reader's language. */
export function readingTimeMessage(text: string): string {
  return message('format:readingTime', { minutes: readingTimeMinutes(text) });
}
