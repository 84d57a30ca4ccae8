import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { en } from '../i18n/resources-en';
import { vi } from '../i18n/resources-vi';
import { metricLabelKey } from './metric';

describe('metricLabelKey', () => {
  it('names the common statistics in both languages, so an in-game goal reads "Đạt 20 trận đấu"', () => {
    const goal = (language: 'en' | 'vi', metric: string) => {
      const i18n = createI18n({ language, resources: { en, vi } });
      const key = metricLabelKey(metric);
      return i18n.t('eventPlay:inGameGoal', { target: 20, metric: key ? i18n.t(key) : metric });
    };
    expect(goal('vi', 'matches')).toBe('Đạt 20 trận đấu');
    expect(goal('en', 'matches')).toBe('Reach 20 matches');
    expect(goal('vi', 'Wins')).toBe('Đạt 20 trận thắng');
  });

  it('leaves a game’s own statistic as the game names it', () => {
    expect(metricLabelKey('dragons_tamed')).toBeNull();
    expect(metricLabelKey('constructor')).toBeNull();
  });
});
