import { rankLabel } from '@w2e/core/format/rank';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A reward tier's stored rank ("ALL", "TOP 3", "[4-50]") in the reader's words (core's `rankLabel`). */
export function useRankText(): (rank: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (rank) => {
      const label = rankLabel(rank);
      return label.key === null ? label.text : t(label.key, label.values);
    },
    [t],
  );
}
