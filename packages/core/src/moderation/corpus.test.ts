import { describe, expect, it } from 'vitest';
import { DEFAULT_MODERATION_SETTINGS } from '../contracts/moderation';
import { CORPUS, CORPUS_STOP_WORDS, type CorpusMessage } from './corpus';
import { holdReason, matchStopWords } from './rules';

/** What the bot decides for one message with the default settings and the corpus's stop words. */
function removed(m: CorpusMessage): boolean {
  if (m.admin) return false;
  if (matchStopWords(m.text, CORPUS_STOP_WORDS)) return true;
  return (
    m.newcomer &&
    holdReason(
      { text: m.text, forwarded: m.forwarded === true, media: m.media === true },
      DEFAULT_MODERATION_SETTINGS.hold,
    ) !== null
  );
}

describe('the rules on the labelled corpus', () => {
  it('remove no honest message and most spam (precision and recall printed)', () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const honestRemoved: string[] = [];
    for (const m of CORPUS) {
      const hit = removed(m);
      if (hit && m.spam) tp++;
      else if (hit) {
        fp++;
        honestRemoved.push(m.text);
      } else if (m.spam) fn++;
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    console.info(
      `moderation corpus: ${CORPUS.length} messages, precision ${precision.toFixed(2)}, recall ${recall.toFixed(2)} (${tp} caught, ${fp} honest removed, ${fn} spam missed)`,
    );
    expect(honestRemoved).toEqual([]);
    expect(recall).toBeGreaterThanOrEqual(0.8);
  });
});
