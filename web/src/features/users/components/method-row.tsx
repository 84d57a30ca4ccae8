import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One sign-in method on the profile: its name, then its state and what can be done about it. */
export function MethodRow({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid={testId}>
      <Text c="dimmed" w={120}>
        {label}
      </Text>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}
