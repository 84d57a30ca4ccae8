import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Hint } from './hint';

/** Beside a player's name wherever it shows (profile, public profile, leaderboards): they hold the platform token. */
export function TokenHolderBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Hint label={t('verification:tokenHolderBadgeHint')}>
      <Badge size={size} color="yellow" variant="light" ml={6} style={{ verticalAlign: 'middle' }}>
        {t('verification:tokenHolderBadge')}
      </Badge>
    </Hint>
  );
}

/** On a premium event or task: only platform token holders take part (docs/verification.md). */
export function PremiumLabel({ kind }: { kind: 'event' | 'task' }) {
  const { t } = useTranslation();
  return (
    <Hint label={t(kind === 'event' ? 'verification:premiumEventHint' : 'verification:premiumTaskHint')}>
      <Badge size="sm" color="yellow" variant="filled">
        {t('verification:premiumLabel')}
      </Badge>
    </Hint>
  );
}
