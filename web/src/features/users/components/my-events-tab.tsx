import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { EventSummary } from '@w2e/core/contracts/events';
import { EVENT_STATUS_LABELS } from '@w2e/core/events/state';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useMyCampaigns } from '@w2e/react/events/queries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoHostInvitations } from './co-host-invitations';
import { HostChecklist } from './host-checklist';
import { ListSection } from './list-section';
import { PlanCard } from './plan-card';

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
      <HostChecklist hosted={data.hosted} />
      <CoHostInvitations />
      <ListSection
        title={t('eventPlay:myHosted')}
        action={
          <Button
            component={Link}
            to={ROUTES.eventCreate}
            variant="light"
            size="xs"
            data-testid="host-event-button"
          >
            {t('eventEditor:hostEvent')}
          </Button>
        }
        testId="my-hosted-events"
        items={data.hosted}
        empty={t('eventPlay:myHostedEmpty')}
        columns={[
          {
            header: t('eventPlay:event'),
            cell: (event) => (
              <Anchor component={Link} to={hostedPath(event)}>
                {event.title}
              </Anchor>
            ),
          },
          {
            header: t('eventPlay:status'),
            cell: (event) => (
              <Text size="sm" fw={600} c={event.status === 'draft' ? 'dimmed' : 'teal'}>
                {t(EVENT_STATUS_LABELS[event.status])}
              </Text>
            ),
          },
          {
            header: t('eventPlay:participants'),
            cell: (event) =>
              event.max_participants === null
                ? event.participants_count
                : t('eventPlay:participantsOf', {
                    joined: event.participants_count,
                    max: event.max_participants,
                  }),
          },
        ]}
      />
      <PlanCard />
      <ListSection
        title={t('eventPlay:myJoined')}
        testId="my-joined-events"
        items={data.joined}
        empty={
          <Group gap="sm">
            <Text c="dimmed">{t('profile:noEvents')}</Text>
            <Button component={Link} to={ROUTES.events} variant="light" size="xs">
              {t('eventPlay:browseEvents')}
            </Button>
          </Group>
        }
        columns={[
          {
            header: t('eventPlay:event'),
            cell: (event) => (
              <Anchor component={Link} to={buildPath(ROUTES.eventDetail, { slug: event.slug })}>
                {event.title}
              </Anchor>
            ),
          },
          { header: t('eventPlay:status'), cell: (event) => t(EVENT_STATUS_LABELS[event.status]) },
          {
            header: t('eventPlay:score'),
            cell: (event) => (
              <Text span fw={600}>
                {event.score.total}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}
