import { Alert, Center, Loader, SegmentedControl, Table, Text } from '@mantine/core';
import {
  PLATFORM_LEADERBOARD_PERIODS,
  type PlatformLeaderboardPeriod,
  type PlatformLeaderboardRow,
} from '@w2e/core/contracts/leaderboards';
import { LEADERBOARD_COLUMNS } from '@w2e/core/events/leaderboard';
import { usePlatformLeaderboard } from '@w2e/react/leaderboards/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../components/content-page';
import { PlayerLink } from '../../../components/player-link';
import { leaderboardClasses, useDetailColumns } from '../../../lib/leaderboard-columns';
import { PERIOD_LABELS } from '../../../lib/period-labels';

/** /leaderboard: the platform-wide ranking of GET /users/leaderboards, in the spec's six columns. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PlatformLeaderboardPeriod>('all');
  const board = usePlatformLeaderboard(period);
  const columns = useDetailColumns();
  const isDetail = (key: string) => key !== 'rank' && key !== 'player' && key !== 'total_score';
  const me = board.data?.me ?? null;
  const meOnPage = me !== null && (board.data?.items.some((row) => row.player.id === me.player.id) ?? false);
  const rowOf = (row: PlatformLeaderboardRow, mine: boolean) => (
    <Table.Tr
      key={row.player.id}
      data-testid={mine ? 'leaderboard-me' : 'leaderboard-row'}
      bg={mine ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Table.Td ta="right" fw={700}>
        {row.rank}
      </Table.Td>
      <Table.Td>
        <PlayerLink player={row.player} />
        {mine ? ` (${t('leaderboards:you')})` : ''}
      </Table.Td>
      <Table.Td ta="right" className={columns.detail}>
        {row.in_game_score}
      </Table.Td>
      <Table.Td ta="right" className={columns.detail}>
        {row.social_score}
      </Table.Td>
      <Table.Td ta="right" className={columns.detail}>
        {row.other_score}
      </Table.Td>
      <Table.Td ta="right" fw={700}>
        {row.total_score}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <ContentPage
      title="pages:leaderboardTitle"
      description="pages:leaderboardDescription"
      intro="pages:leaderboardIntro"
      size="lg"
    >
      <div className={leaderboardClasses.tabs}>
        <SegmentedControl
          value={period}
          onChange={(value) => setPeriod(value as PlatformLeaderboardPeriod)}
          aria-label={t('leaderboards:period')}
          data={PLATFORM_LEADERBOARD_PERIODS.map((value) => ({
            value,
            label: t(PERIOD_LABELS[value]),
          }))}
        />
      </div>
      {board.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : board.isError ? (
        <Alert color="red">{t('pages:leaderboardError')}</Alert>
      ) : (
        <>
          {columns.toggle}
          <Table.ScrollContainer minWidth={columns.open ? 560 : 0}>
            <Table striped highlightOnHover data-testid="leaderboard" {...columns.tableProps}>
              <Table.Thead>
                <Table.Tr>
                  {LEADERBOARD_COLUMNS.map((column) => (
                    <Table.Th
                      key={column.key}
                      ta={column.key === 'player' ? undefined : 'right'}
                      className={isDetail(column.key) ? columns.detail : undefined}
                    >
                      {t(column.labelKey)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {board.data.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={LEADERBOARD_COLUMNS.length}>
                      <Text c="dimmed" ta="center" py="md">
                        {t('pages:leaderboardEmpty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  <>
                    {board.data.items.map((row) => rowOf(row, row.player.id === me?.player.id))}
                    {me && !meOnPage ? rowOf(me, true) : null}
                  </>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <Text size="sm" c="dimmed">
        {t('leaderboards:tieBreak')}
      </Text>
    </ContentPage>
  );
}
