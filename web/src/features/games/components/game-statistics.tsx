import { Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { METRICS_DATE_RANGE } from '@w2e/core/constants';
import { useGameStatistics } from '@w2e/react/games/queries';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const GameCharts = lazy(() => import('./game-charts'));

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

/** Players and earnings per day over the last 100 days (spec: metrics range 100), with their totals. */
export function GameStatisticsSection({ gameId }: { gameId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useGameStatistics(gameId, METRICS_DATE_RANGE);
  const title = t('games:statsTitle', { days: METRICS_DATE_RANGE });
  const hasData = data?.series.some((day) => day.players > 0 || Number(day.earnings) > 0) ?? false;
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
            <Suspense
              fallback={
                <Group justify="center" py="md">
                  <Loader aria-label={t('common:loading')} />
                </Group>
              }
            >
              <GameCharts statistics={data} />
            </Suspense>
          ) : (
            <Text c="dimmed">{t('games:statsEmpty')}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
