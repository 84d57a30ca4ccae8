import type { PlatformLeaderboardPeriod } from '@w2e/core/contracts/leaderboards';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';

/** The period switch of the platform and clan leaderboards: all time, the last 30 or 7 days. */
export const PERIOD_LABELS: Record<PlatformLeaderboardPeriod, TranslationKey> = {
  all: 'leaderboards:periodAll',
  '30d': 'leaderboards:period30d',
  '7d': 'leaderboards:period7d',
};
