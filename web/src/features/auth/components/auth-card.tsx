import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={440} mx="auto" my="xl">
      <Stack gap={4} mb="lg">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      {children}
    </Paper>
  );
}
