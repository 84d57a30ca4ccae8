import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface ListColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

/**
 * One titled list of the profile's tabs (my events, my clans): a heading, then either what to say when it is
 * empty (a sentence, with a way to find some where there is one) or a table with one row per item, scrolling
 * sideways on a phone rather than squeezing its columns.
 */
export function ListSection<T extends { id: string }>({
  title,
  items,
  columns,
  empty,
  testId,
  minWidth = 280,
  action,
}: {
  title: string;
  items: readonly T[];
  columns: readonly ListColumn<T>[];
  empty: ReactNode;
  /** The table's test id. */
  testId: string;
  minWidth?: number;
  /** A control beside the heading (a way to add one). */
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="h4" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      {items.length === 0 ? (
        typeof empty === 'string' ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          empty
        )
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(item)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
