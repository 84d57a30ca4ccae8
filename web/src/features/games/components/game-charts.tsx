import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { GameStatistics } from '@w2e/core/contracts/games';
import { useTranslation } from 'react-i18next';

/**
 * The day charts of a game's statistics. Loaded on demand (recharts is large) and only on a game's page;
 * the totals beside them are text, so the numbers are there for screen readers and before this loads.
 */
export default function GameCharts({ statistics }: { statistics: GameStatistics }) {
  const { t } = useTranslation();
  const data = statistics.series.map((day) => ({
    date: day.date.slice(5),
    players: day.players,
    // Charts draw numbers; the exact decimal string stays in the totals.
    earnings: Number(day.earnings),
  }));
  return (
    <Stack gap="lg">
      <figure style={{ margin: 0 }}>
        <Text component="figcaption" fw={500} mb="xs">
          {t('games:playersChart')}
        </Text>
        <AreaChart
          h={220}
          data={data}
          dataKey="date"
          series={[{ name: 'players', label: t('games:playersTotal'), color: 'teal.6' }]}
          curveType="monotone"
          withDots={false}
          gridAxis="y"
          tickLine="none"
        />
      </figure>
      <figure style={{ margin: 0 }}>
        <Text component="figcaption" fw={500} mb="xs">
          {t('games:earningsChart')}
        </Text>
        <BarChart
          h={220}
          data={data}
          dataKey="date"
          series={[{ name: 'earnings', label: t('games:earningsTotal'), color: 'indigo.5' }]}
          gridAxis="y"
          tickLine="none"
        />
      </figure>
    </Stack>
  );
}
