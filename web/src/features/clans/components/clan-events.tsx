import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { ClanEventList } from '@w2e/core/contracts/clans';
import { EVENT_STATUS_LABELS } from '@w2e/core/events/state';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A clan's events with their state; managers get each one's update page (/clan/{slug}/{eventSlug}/update). */
export function ClanEvents({
  clanSlug,
  events,
  manage,
}: {
  clanSlug: string;
  events: ClanEventList['items'];
  manage: boolean;
}) {
  const { t } = useTranslation();
  if (events.length === 0) return <Text c="dimmed">{t('clans:noEvents')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table data-testid="clan-events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clans:events')}</Table.Th>
            <Table.Th>{t('clans:eventStatus')}</Table.Th>
            {manage ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Group gap="xs">
                  <Anchor component={Link} to={buildPath(ROUTES.eventDetail, { slug: event.slug })}>
                    {event.title}
                  </Anchor>
                  {event.members_only ? (
                    <Badge size="sm" variant="light">
                      {t('clans:membersOnlyBadge')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{t(EVENT_STATUS_LABELS[event.status])}</Table.Td>
              {manage ? (
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={buildPath(ROUTES.clanEventUpdate, { slug: clanSlug, eventSlug: event.slug })}
                  >
                    {t('clans:updateEvent')}
                  </Anchor>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
