import type { WheelSegment } from '@w2e/core/contracts/wheel';
import type { useTranslation } from 'react-i18next';

type T = ReturnType<typeof useTranslation>['t'];

/** What a segment (or a spin) gives, as players read it: on the wheel page, its history and the editor's preview. */
export function prizeText(t: T, segment: Pick<WheelSegment, 'prize_kind' | 'amount'>): string {
  switch (segment.prize_kind) {
    case 'score':
      return t('wheel:prizeScore', { amount: segment.amount });
    case 'spins':
      return t('wheel:prizeSpins', { amount: segment.amount });
    case 'badge':
      return t('wheel:prizeBadge');
    case 'manual':
      return t('wheel:prizeManual');
  }
}
