import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import type { ChatDay } from '@w2e/core/contracts/monitoring';
import { useTranslation } from 'react-i18next';

/**
 * A chat's day charts. Loaded on demand (recharts is large): only when an admin opens a chat's statistics, never
 * in the portal's first bundle; the numbers are also in the tables beside them.
 */
export default function InsightCharts({ days }: { days: ChatDay[] }) {
  const { t } = useTranslation();
  const data = days.map((d) => ({ ...d, date: d.day.slice(5) }));
  const figure = (caption: string, chart: React.ReactNode) => (
    <figure style={{ margin: 0 }} data-testid="monitoring-chart">
      <Text component="figcaption" fw={500} mb="xs" fz="sm">
        {caption}
      </Text>
      {chart}
    </figure>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {figure(
        t('monitoring:chartMoves'),
        <BarChart
          h={180}
          data={data}
          dataKey="date"
          series={[
            { name: 'joins', label: t('monitoring:seriesJoins'), color: 'teal.6' },
            { name: 'leaves', label: t('monitoring:seriesLeaves'), color: 'red.5' },
          ]}
          gridAxis="y"
          tickLine="none"
        />,
      )}
      {figure(
        t('monitoring:chartActivity'),
        <AreaChart
          h={180}
          data={data}
          dataKey="date"
          type="stacked"
          series={[
            { name: 'messages', label: t('monitoring:seriesMessages'), color: 'indigo.5' },
            { name: 'reactions', label: t('monitoring:seriesReactions'), color: 'yellow.6' },
            { name: 'media', label: t('monitoring:seriesMedia'), color: 'grape.5' },
          ]}
          withDots={false}
          gridAxis="y"
          tickLine="none"
        />,
      )}
      {figure(
        t('monitoring:chartActive'),
        <LineChart
          h={180}
          data={data}
          dataKey="date"
          series={[{ name: 'active_members', label: t('monitoring:seriesActive'), color: 'teal.6' }]}
          withDots={false}
          gridAxis="y"
          tickLine="none"
        />,
      )}
    </SimpleGrid>
  );
}
