import { describe, expect, it } from 'vitest';
import { CORPUS, scoreCorpus } from './corpus';

describe('the rules on the labelled corpus', () => {
  it('remove no honest message and most spam (the benchmark prints the figures)', () => {
    const score = scoreCorpus();
    expect(score.messages).toBe(CORPUS.length);
    expect(score.honestRemoved).toEqual([]);
    expect(score.precision).toBe(1);
    expect(score.recall).toBeGreaterThanOrEqual(0.8);
  });
});
