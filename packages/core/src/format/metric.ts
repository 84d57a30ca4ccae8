import type { TranslationKey } from '../i18n/resources-en';

/**
 * A game's statistic as a player reads it. Metric names are the keys game servers send ("matches", "wins"), so
 * an in-game task's goal printed them raw: "Đạt 20 matches" on a Vietnamese page. The common ones have words in
 * both languages; any other is the game's own name for it and is shown as it is.
 */
const KNOWN_METRICS: Record<string, TranslationKey> = {
  matches: 'eventPlay:metricMatches',
  wins: 'eventPlay:metricWins',
  level: 'eventPlay:metricLevel',
  kills: 'eventPlay:metricKills',
  score: 'eventPlay:metricScore',
};

export function metricLabelKey(metric: string): TranslationKey | null {
  return Object.hasOwn(KNOWN_METRICS, metric.toLowerCase())
    ? (KNOWN_METRICS[metric.toLowerCase()] ?? null)
    : null;
}
