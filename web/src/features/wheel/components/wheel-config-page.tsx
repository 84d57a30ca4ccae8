import { Alert, Anchor, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { errorBody } from '@w2e/core/api/http';
import { apiErrorSchema } from '@w2e/core/contracts/common';
import type { Event, EventHostList } from '@w2e/core/contracts/events';
import { PLATFORM_WHEEL } from '@w2e/core/contracts/wheel';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { PLAN_FEATURES, type PricingTier, tierAllowsFeature } from '@w2e/core/pricing/tiers';
import { buildPath, ROUTES, wheelPlayPath } from '@w2e/core/routes';
import { useEvent, useEventHosts } from '@w2e/react/events/queries';
import { useWheel } from '@w2e/react/wheel/queries';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminFrame } from '../../../components/admin-frame';
import { NotFoundPage } from '../../../components/not-found-page';
import { usePageMeta } from '../../../lib/use-page-meta';
import { WheelEditor } from './wheel-editor';

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common:loading')} />
    </Center>
  );
}

/** The saved wheel, loaded, in the editor; `key` remounts the form on another wheel. */
function SavedWheel({ id, eventId }: { id: string; eventId: string | null }) {
  const { t } = useTranslation();
  const wheel = useWheel(id);
  if (wheel.isError) {
    const body = apiErrorSchema.safeParse(errorBody(wheel.error));
    // The platform wheel does not exist until an operator creates it here.
    if (id === PLATFORM_WHEEL && body.success && body.data.statusCode === 404)
      return <WheelEditor key="new" wheel={null} eventId={null} />;
    return <Alert color="red">{t('wheel:loadFailed')}</Alert>;
  }
  if (!wheel.data) return <Loading />;
  return <WheelEditor key={wheel.data.id} wheel={wheel.data} eventId={eventId} />;
}

/** What the host may do with the wheel: operators anything; a host by its plan; null when it is not theirs. */
function accessOf(event: Event, hosts: EventHostList): 'operator' | PricingTier | null {
  if (hosts.operator) return 'operator';
  return hosts.items.find((item) => item.kind === event.host.kind && item.id === event.host.id)?.tier ?? null;
}

function EventWheel({ event, hosts }: { event: Event; hosts: EventHostList }) {
  const { t } = useTranslation();
  const access = accessOf(event, hosts);
  if (access === null) return <Alert color="yellow">{t('wheel:forbidden')}</Alert>;
  if (access !== 'operator' && !tierAllowsFeature(access, 'mini_game'))
    return (
      <Alert color="yellow" data-testid="wheel-tier-locked">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {t('wheel:tierLocked', {
              tier: t(PLAN_LABELS[PLAN_FEATURES.mini_game]),
              current: t(PLAN_LABELS[access]),
            })}
          </Text>
          <Button component={Link} to={ROUTES.pricing} variant="light" size="xs">
            {t('wheel:seePlans')}
          </Button>
        </Stack>
      </Alert>
    );
  return event.wheel_id ? (
    <SavedWheel id={event.wheel_id} eventId={event.id} />
  ) : (
    <WheelEditor key="new" wheel={null} eventId={event.id} />
  );
}

/**
 * /event/{slug}/wheel: the host configures their event's lucky wheel (Premium and up, or an operator); a host
 * on a lower plan is told which plan brings it. Opened from the event page's host links and the event editor.
 */
export function EventWheelConfigPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  const hosts = useEventHosts();
  usePageMeta(t('wheel:configTitle'), t('wheel:intro'));
  if (event.isError || (event.data && !event.data.viewer.can_manage)) return <NotFoundPage />;
  const data = event.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('wheel:configTitle')}</Title>
          {data ? <Text c="dimmed">{t('wheel:configEventIntro', { event: data.title })}</Text> : null}
        </div>
        {data ? (
          <Group gap="md">
            <Anchor component={Link} to={buildPath(ROUTES.eventDetail, { slug: data.slug })}>
              {t('eventEditor:viewEvent')}
            </Anchor>
            <Anchor component={Link} to={buildPath(ROUTES.eventUpdate, { slug: data.slug })}>
              {t('eventPlay:editEvent')}
            </Anchor>
            {data.wheel_id ? (
              <Anchor component={Link} to={wheelPlayPath(data.wheel_id)}>
                {t('wheel:openWheel')}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
        {data && hosts.data ? <EventWheel event={data} hosts={hosts.data} /> : <Loading />}
      </Stack>
    </Container>
  );
}

/** /admin/wheel: operators configure the platform wheel (created here the first time). */
export function PlatformWheelConfigPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('wheel:platformSection')} description={t('wheel:configPlatformIntro')}>
      <Anchor component={Link} to={ROUTES.luckyWheel}>
        {t('wheel:openWheel')}
      </Anchor>
      <SavedWheel id={PLATFORM_WHEEL} eventId={null} />
    </AdminFrame>
  );
}
