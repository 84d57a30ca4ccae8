import { Box, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The figures, the charts and the export are a chunk of their own: players never load it, hosts when they open it.
const StatisticsPanel = lazy(() => import('./statistics-panel'));

/** The host's statistics on the event's page, closed until asked for (the page shows it to its managers only). */
export function EventStatistics({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted while hidden, so hiding it does not cancel an export under way.
  const [opened, setOpened] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="event-statistics">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Title order={2} fz="h3" id="event-statistics">
              {t('leaderboards:statsTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('leaderboards:statsHint')}
            </Text>
          </Stack>
          <Button
            variant={open ? 'default' : 'light'}
            aria-expanded={open}
            onClick={() => {
              setOpen(!open);
              setOpened(true);
            }}
            data-testid="statistics-toggle"
          >
            {open ? t('leaderboards:statsHide') : t('leaderboards:statsShow')}
          </Button>
        </Group>
        {opened ? (
          <Box hidden={!open}>
            <Suspense
              fallback={
                <Center py="md">
                  <Loader aria-label={t('common:loading')} />
                </Center>
              }
            >
              <StatisticsPanel eventId={eventId} />
            </Suspense>
          </Box>
        ) : null}
      </Stack>
    </Card>
  );
}
