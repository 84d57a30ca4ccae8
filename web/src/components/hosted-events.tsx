import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EVENTS_PAGE_SIZE } from '@w2e/core/contracts/events';
import type { EventHostKind } from '@w2e/core/events/summary';
import { useEventList } from '@w2e/react/events/queries';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventCard } from './event-card';

/**
 * The public events one host holds or co-hosts (`GET /api/events?host={kind}:{id}`): a project's page and a
 * game's page list them as cards, a page at a time, with "more" loading the next into the same list; a
 * co-hosted one is labelled "Co-host".
 */
export function HostedEvents({
  host,
  title,
  empty,
  more,
}: {
  host: { kind: EventHostKind; id: string };
  title: string;
  empty: string;
  more: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [limit, setLimit] = useState(EVENTS_PAGE_SIZE);
  const { data, isPending, isFetching } = useEventList({ host: `${host.kind}:${host.id}`, limit });
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="hosted-events">
      <Title order={2} fz="h3" id={headingId}>
        {title}
      </Title>
      {isPending || !data ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : data.items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {data.items.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  coHost={event.host.kind !== host.kind || event.host.id !== host.id}
                />
              </li>
            ))}
          </SimpleGrid>
          {data.total > data.items.length ? (
            <Group justify="center">
              <Button
                variant="default"
                loading={isFetching}
                onClick={() => setLimit((value) => Math.min(value + EVENTS_PAGE_SIZE, 50))}
                disabled={limit >= 50}
              >
                {more}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
