import { Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The host statistics' charts: plain SVG and boxes, no chart library (a few hundred bytes instead of recharts).
 * Every bar carries its figure as text (a `<title>` or a label beside it), so the numbers are there for screen
 * readers and for tests, not only as lengths.
 */

export interface Column {
  key: string;
  /** Under the axis (first and last only) and in the bar's title. */
  label: string;
  value: number;
  /** What the bar says when pointed at: "2030-07-01: 12 participants". */
  title: string;
}

const WIDTH = 600;
const HEIGHT = 140;

export function ChartFigure({
  caption,
  hint,
  testId,
  children,
}: {
  caption: string;
  hint?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box component="figure" m={0} data-testid={testId}>
      <Text component="figcaption" fw={600} mb={hint ? 0 : 'xs'}>
        {caption}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" mb="xs">
          {hint}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}

/** Vertical bars over a row of categories (days, score ranges); the highest value is said at the top. */
export function ColumnChart({
  columns,
  label,
  color = 'var(--mantine-primary-color-filled)',
  language,
}: {
  columns: readonly Column[];
  label: string;
  color?: string;
  language: string;
}) {
  const max = Math.max(1, ...columns.map((column) => column.value));
  const slot = WIDTH / Math.max(1, columns.length);
  const gap = Math.min(4, slot * 0.2);
  const first = columns[0];
  const last = columns.length > 1 ? columns[columns.length - 1] : undefined;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {max.toLocaleString(language)}
      </Text>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {columns.map((column, i) => {
          const height = (column.value / max) * HEIGHT;
          return (
            <rect
              key={column.key}
              data-testid="chart-column"
              data-value={column.value}
              x={i * slot + gap / 2}
              y={HEIGHT - height}
              width={Math.max(1, slot - gap)}
              height={height}
              fill={color}
              rx={2}
            >
              <title>{column.title}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {first?.label}
        </Text>
        <Text size="xs" c="dimmed">
          {last?.label}
        </Text>
      </Group>
    </Stack>
  );
}

export interface Bar {
  key: string;
  label: ReactNode;
  value: number;
  /** The figure shown beside the label ("12 completions by 9 players"). */
  figure: string;
}

/** Horizontal bars, one per row with its label and figure: tasks, the funnel's steps. */
export function BarList({
  bars,
  color = 'var(--mantine-primary-color-filled)',
  testId,
}: {
  bars: readonly Bar[];
  color?: string;
  testId: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {bars.map((bar) => (
        <Box component="li" key={bar.key} data-testid={testId}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
              {bar.label}
            </Text>
            <Text size="sm" fw={600} ta="right" style={{ flexShrink: 0 }} data-testid={`${testId}-figure`}>
              {bar.figure}
            </Text>
          </Group>
          <Box h={8} mt={4} bg="var(--mantine-color-default-border)" style={{ borderRadius: 4 }} aria-hidden>
            <Box h={8} w={`${(bar.value / max) * 100}%`} bg={color} style={{ borderRadius: 4 }} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
