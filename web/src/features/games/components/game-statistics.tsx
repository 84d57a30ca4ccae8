import { Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { METRICS_DATE_RANGE } from '@w2e/core/constants';
import { useGameStatistics } from '@w2e/react/games/queries';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeen } from '../../../lib/use-seen';

const GameCharts = lazy(() => import('./game-charts'));
/** The two charts' height (two 220 px charts with their captions), kept while they are not drawn yet. */
const CHARTS_HEIGHT = 540;

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * Players and earnings per day over the last 100 days (spec: metrics range 100), with their totals. The charts
 * (their code and their drawing) wait until the reader comes near them (`useSeen`); their space is kept, so
 * nothing moves when they are drawn.
 */
export function GameStatisticsSection({ gameId }: { gameId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useGameStatistics(gameId, METRICS_DATE_RANGE);
  const title = t('games:statsTitle', { days: METRICS_DATE_RANGE });
  const hasData = data?.series.some((day) => day.players > 0 || Number(day.earnings) > 0) ?? false;
  const [chartsRef, chartsSeen] = useSeen<HTMLDivElement>();
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {!data ? (
        <Center py="md">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Total
              label={t('games:playersTotal')}
              value={data.totals.players.toLocaleString(i18n.language)}
              testId="players-total"
            />
            <Total label={t('games:earningsTotal')} value={data.totals.earnings} testId="earnings-total" />
          </SimpleGrid>
          {hasData ? (
            <div ref={chartsRef} style={chartsSeen ? undefined : { minHeight: CHARTS_HEIGHT }}>
              {chartsSeen && (
                <Suspense
                  fallback={
                    <Group justify="center" py="md" mih={CHARTS_HEIGHT}>
                      <Loader aria-label={t('common:loading')} />
                    </Group>
                  }
                >
                  <GameCharts statistics={data} />
                </Suspense>
              )}
            </div>
          ) : (
            <Text c="dimmed">{t('games:statsEmpty')}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
