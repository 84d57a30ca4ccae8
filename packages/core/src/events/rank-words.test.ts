import { describe, expect, it } from 'vitest';
import { eventCreationSchema, stepSchemas } from '../contracts/events';
import { createI18n } from '../i18n/create-i18n';
import { en } from '../i18n/resources-en';
import { vi } from '../i18n/resources-vi';
import { errorMap } from '../validation/error-map';
import { translateMessage } from '../validation/message';
import { rankLabel, rankWords, type TierText, tierWords } from './rank';

const translator = (language: 'en' | 'vi') => {
  const i18n = createI18n({ language, resources: { en, vi } });
  return (key: string, values?: Record<string, string | number>) => i18n.t(key, values);
};

describe('rank words', () => {
  it('says each kind of rule in words, in English and Vietnamese, never the stored text', () => {
    const say = (language: 'en' | 'vi', text: string) => rankWords(translator(language), text);
    expect(say('en', 'ALL')).toBe('All ranks');
    expect(say('en', 'TOP 3')).toBe('Top 3');
    expect(say('en', '7')).toBe('Rank 7');
    expect(say('en', '[4-50]')).toBe('Ranks 4–50');
    expect(say('vi', 'ALL')).toBe('Mọi hạng');
    expect(say('vi', 'TOP 3')).toBe('3 hạng đầu');
    expect(say('vi', '7')).toBe('Hạng 7');
    expect(say('vi', '[4-50]')).toBe('Hạng 4–50');
  });

  it('gives back a text that is not a rule as it is', () => {
    expect(rankLabel('first')).toEqual({ key: null, text: 'first' });
  });

  it('says a tier in one sentence: its ranks, how many win and what each gets', () => {
    const say = (language: 'en' | 'vi', tier: TierText) => tierWords(translator(language), tier);
    expect(say('en', { rank: '[4-10]', reward: '10 USDT' })).toBe('Ranks 4–10: 7 winners get 10 USDT each');
    expect(say('en', { rank: 'TOP 10', winners: 2, reward: 'A ticket' })).toBe(
      'Top 10: 2 winners get A ticket each',
    );
    expect(say('en', { rank: '1', reward: '1,000 USDT' })).toBe('Rank 1: 1 winner gets 1,000 USDT');
    expect(say('en', { rank: 'ALL', reward: 'A badge' })).toBe('All ranks: every ranked player gets A badge');
    expect(say('en', { rank: 'TOP 3' })).toBe('Top 3: 3 winners');
    expect(say('vi', { rank: '[4-10]', reward: '10 USDT' })).toBe(
      'Hạng 4–10: 7 người thắng, mỗi người nhận 10 USDT',
    );
    expect(say('en', { rank: '[10-4]', reward: '1 USDT' })).toBeNull();
    for (const text of [say('en', { rank: '[4-50]' }), say('vi', { rank: 'ALL' })]) {
      expect(text).not.toMatch(/\[|\]|ALL|RANK/);
    }
  });
});

describe('reward tiers that overlap', () => {
  const issuesOf = (ranks: string[], language: 'en' | 'vi' = 'en') => {
    const t = translator(language);
    const result = stepSchemas.leaderboard.safeParse(
      { leaderboards: ranks.map((rank, index) => ({ order: index + 1, rank })) },
      { error: errorMap },
    );
    return result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join('.'), translateMessage(t, issue.message)]);
  };

  it('are refused under the later tier’s rank, naming the ranks and the earlier tier', () => {
    expect(issuesOf(['TOP 3', '[2-10]'])).toEqual([
      ['leaderboards.1.rank', 'Ranks 2–3 are already in tier 1'],
    ]);
    expect(issuesOf(['TOP 3', '[4-10]', '10'])).toEqual([
      ['leaderboards.2.rank', 'Rank 10 is already in tier 2'],
    ]);
    expect(issuesOf(['TOP 3', 'ALL'])).toEqual([['leaderboards.1.rank', 'Ranks 1–3 are already in tier 1']]);
    expect(issuesOf(['ALL', 'ALL'])).toEqual([
      ['leaderboards.1.rank', 'Ranks from 1 on are already in tier 1'],
    ]);
    expect(issuesOf(['TOP 3', '[2-10]'], 'vi')).toEqual([['leaderboards.1.rank', 'Hạng 2–3 đã thuộc bậc 1']]);
  });

  it('are fine when each rank is in one tier', () => {
    expect(issuesOf(['TOP 3', '[4-10]', '11'])).toEqual([]);
  });

  it('are refused by the whole event’s schema too, which the server checks on publish', () => {
    const result = eventCreationSchema.safeParse({
      leaderboards: [
        { order: 1, rank: 'TOP 3' },
        { order: 2, rank: '[2-10]' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path.join('.') === 'leaderboards.1.rank')).toBe(true);
  });
});
