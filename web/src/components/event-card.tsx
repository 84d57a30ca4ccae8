import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { EventSummary } from '@w2e/core/contracts/events';
import { EVENT_BADGE_LABELS, type EventBadge, eventBadge } from '@w2e/core/events/discovery';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageLoading } from '../lib/image-priority';
import { EventDates } from './event-dates';
import { PremiumLabel } from './token-holder-badge';

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

const BADGE_COLORS: Record<EventBadge, string> = {
  ongoing: 'green',
  upcoming: 'blue',
  ended: 'gray',
  nonstop: 'grape',
};

/** Where the event stands (ongoing, upcoming, ended, nonstop), as a badge in words, not by colour alone. */
export function EventStatusBadge({
  event,
}: {
  event: Pick<EventSummary, 'status' | 'start_time' | 'end_time'>;
}) {
  const { t } = useTranslation();
  const badge = eventBadge(event, new Date());
  return (
    <Badge variant="light" color={BADGE_COLORS[badge]} data-testid="event-status">
      {t(EVENT_BADGE_LABELS[badge])}
    </Badge>
  );
}

/** An event in the list: the whole card is one link to its page; `first` on the list's first. */
export function EventCard({
  event,
  first = false,
  coHost = false,
}: {
  event: EventSummary;
  first?: boolean;
  /** Listed on a host's page that co-hosts it (not its own event): the "Co-host" label. */
  coHost?: boolean;
}) {
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
        <Group gap="xs">
          <EventStatusBadge event={event} />
          {coHost ? (
            <Badge variant="light" data-testid="co-host-badge">
              {t('coHosts:coHostBadge')}
            </Badge>
          ) : null}
          {event.featured ? (
            <Badge variant="outline" color="yellow">
              {t('discovery:featuredBadge')}
            </Badge>
          ) : null}
          {event.premium ? <PremiumLabel kind="event" /> : null}
        </Group>
        {event.end_time === null ? null : (
          <Text size="sm" component="div">
            <EventDates start={event.start_time} end={event.end_time} />
          </Text>
        )}
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
