import { Anchor, Group, Loader, SegmentedControl, Text } from '@mantine/core';
import {
  PLATFORM_LEADERBOARD_PERIODS,
  type PlatformLeaderboardPeriod,
} from '@w2e/core/contracts/leaderboards';
import { ROUTES } from '@w2e/core/routes';
import { useClanRank } from '@w2e/react/clans/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PERIOD_LABELS } from '../../../lib/period-labels';
import { boardPeriod } from '../list-params';

/** A clan's place on the clan leaderboard for the chosen period, linking to the board at that period. */
export function ClanRank({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PlatformLeaderboardPeriod>('all');
  const rank = useClanRank(slug, period);
  const board = `${ROUTES.clans}?view=board${period === 'all' ? '' : `&period=${period}`}`;
  return (
    <Group gap="sm" component="section" aria-label={t('clans:clanRankLabel')} data-testid="clan-rank">
      <SegmentedControl
        size="xs"
        value={period}
        onChange={(value) => setPeriod(boardPeriod(value))}
        aria-label={t('leaderboards:period')}
        data={PLATFORM_LEADERBOARD_PERIODS.map((value) => ({ value, label: t(PERIOD_LABELS[value]) }))}
      />
      {rank.data ? (
        <Text size="sm" fw={700}>
          {t('clans:clanRank', { rank: rank.data.rank, total: rank.data.total })} ·{' '}
          {t('clans:clanRankScore', { score: rank.data.score.toLocaleString() })}
        </Text>
      ) : rank.isError ? null : (
        <Loader size="xs" aria-label={t('common:loading')} />
      )}
      <Anchor component={Link} to={board} size="sm">
        {t('clans:boardLink')}
      </Anchor>
    </Group>
  );
}
