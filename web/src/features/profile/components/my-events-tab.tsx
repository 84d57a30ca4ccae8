import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { EventSummary } from '@w2e/core/contracts/events';
import { EVENT_STATUS_LABELS } from '@w2e/core/events/state';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useMyCampaigns } from '@w2e/react/events/queries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A hosted draft opens in the creation flow to be finished; anything else opens its page. */
function hostedPath(event: EventSummary): string {
  const page = buildPath(ROUTES.eventDetail, { slug: event.slug });
  return event.status === 'draft' ? `${page}/update` : page;
}

/** /profile?tab=event: the events the user hosts (drafts too) and the ones they take part in, with their score. */
export function MyEventsTab() {
  const { t } = useTranslation();
  const { data, isError } = useMyCampaigns();
  if (isError) return <Text c="red">{t('eventPlay:loadFailed')}</Text>;
  if (!data) return <Loader aria-label={t('common:loading')} />;
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="my-hosted-events">
        <Title order={2} fz="h4" id="my-hosted-events">
          {t('eventPlay:myHosted')}
        </Title>
        {data.hosted.length === 0 ? (
          <Text c="dimmed">{t('eventPlay:myHostedEmpty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table data-testid="my-hosted-events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('eventPlay:event')}</Table.Th>
                  <Table.Th>{t('eventPlay:status')}</Table.Th>
                  <Table.Th>{t('eventPlay:participants')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.hosted.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hostedPath(event)}>
                        {event.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} c={event.status === 'draft' ? 'dimmed' : 'teal'}>
                        {t(EVENT_STATUS_LABELS[event.status])}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {event.max_participants === null
                        ? event.participants_count
                        : t('eventPlay:participantsOf', {
                            joined: event.participants_count,
                            max: event.max_participants,
                          })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="my-joined-events">
        <Title order={2} fz="h4" id="my-joined-events">
          {t('eventPlay:myJoined')}
        </Title>
        {data.joined.length === 0 ? (
          <Group gap="sm">
            <Text c="dimmed">{t('profile:noEvents')}</Text>
            <Button component={Link} to={ROUTES.events} variant="light" size="xs">
              {t('eventPlay:browseEvents')}
            </Button>
          </Group>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table data-testid="my-joined-events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('eventPlay:event')}</Table.Th>
                  <Table.Th>{t('eventPlay:status')}</Table.Th>
                  <Table.Th>{t('eventPlay:score')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.joined.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td>
                      <Anchor component={Link} to={buildPath(ROUTES.eventDetail, { slug: event.slug })}>
                        {event.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(EVENT_STATUS_LABELS[event.status])}</Table.Td>
                    <Table.Td fw={600}>{event.score.total}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
