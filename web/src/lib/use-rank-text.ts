import { rankWords } from '@w2e/core/events/rank';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A reward tier's stored rank ("ALL", "TOP 3", "[4-50]") in the reader's words (core's `rankWords`). */
export function useRankText(): (rank: string) => string {
  const { t } = useTranslation();
  return useCallback((rank) => rankWords((key, values) => t(key, values), rank), [t]);
}
