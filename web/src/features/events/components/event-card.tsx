import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { EventSummary } from '@w2e/core/contracts/events';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PremiumLabel } from '../../../components/token-holder-badge';
import { imageLoading } from '../../../lib/image-priority';
import { EventDates } from './event-dates';

/** Joined of max, or just joined when the event has no limit. */
export function Participants({
  event,
}: {
  event: Pick<EventSummary, 'participants_count' | 'max_participants'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {event.max_participants === null
        ? t('eventPlay:participantsCount', { joined: event.participants_count })
        : t('eventPlay:participantsOf', { joined: event.participants_count, max: event.max_participants })}
    </>
  );
}

/** An event in the list: the whole card is one link to its page; `first` on the list's first. */
export function EventCard({ event, first = false }: { event: EventSummary; first?: boolean }) {
  const { t } = useTranslation();
  const image = event.thumbnail ?? event.banner;
  return (
    <Card
      component={Link}
      to={buildPath(ROUTES.eventDetail, { slug: event.slug })}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      data-testid="event-card"
    >
      {image ? (
        <Card.Section>
          <Image
            src={image}
            alt={t('eventPlay:thumbnailAlt', { event: event.title })}
            h={140}
            fit="cover"
            {...imageLoading(first)}
          />
        </Card.Section>
      ) : null}
      <Stack gap={6} mt={image ? 'sm' : 0}>
        <Title order={3} fz="h4" lineClamp={2}>
          {event.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {t('eventPlay:hostedBy', { host: event.host.name })}
        </Text>
        {event.premium ? (
          <Group gap="xs">
            <PremiumLabel kind="event" />
          </Group>
        ) : null}
        <Text size="sm" component="div">
          {event.end_time === null ? (
            <Badge variant="light" color="grape">
              {t('eventPlay:nonstop')}
            </Badge>
          ) : (
            <EventDates start={event.start_time} end={event.end_time} />
          )}
        </Text>
        <Group gap="md" wrap="wrap">
          {event.prize_pool ? (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('eventPlay:prizePool')}:{' '}
              </Text>
              <Text span fw={600} size="sm">
                {event.prize_pool}
              </Text>
            </Text>
          ) : null}
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('eventPlay:participants')}:{' '}
            </Text>
            <Text span fw={600} size="sm" data-testid="event-participants">
              <Participants event={event} />
            </Text>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
