import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { errorBody } from '@w2e/core/api/http';
import { apiErrorSchema } from '@w2e/core/contracts/common';
import type { Event } from '@w2e/core/contracts/events';
import type { PlayerTaskList } from '@w2e/core/contracts/tasks';
import { eventNotice } from '@w2e/core/events/state';
import { buildPath, ROUTES, wheelPlayPath } from '@w2e/core/routes';
import { translateMessage } from '@w2e/core/validation/message';
import { useEvent } from '@w2e/react/events/queries';
import { useSession } from '@w2e/react/session/queries';
import { useEventTasks } from '@w2e/react/tasks/queries';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Participants } from '../../../components/event-card';
import { EventDates } from '../../../components/event-dates';
import { NotFoundPage } from '../../../components/not-found-page';
import { RichTextView } from '../../../components/rich-text-view';
import { PremiumLabel } from '../../../components/token-holder-badge';
import { HydrateLater } from '../../../lib/hydrate-later';
import { imageLoading } from '../../../lib/image-priority';
import { hostPagePath } from '../../../lib/links';
import { usePageMeta } from '../../../lib/use-page-meta';
import { TaskCard } from '../tasks/task-card';
import { groupTasks } from '../tasks/task-groups';
import { Countdown, useNow } from './countdown';
import { EligibilityPanel } from './eligibility-panel';
import { EventLeaderboard } from './event-leaderboard';
import { EventResults } from './event-results';
import { EventRewards } from './event-rewards';
import { EventStatistics } from './event-statistics';
import { PlayerProgress } from './player-progress';

/** "Hosted by …", a link to the host's page when it has one. */
function HostLine({ host }: { host: Event['host'] }) {
  const { t } = useTranslation();
  const path = hostPagePath(host);
  const text = t('eventPlay:hostedBy', { host: host.name });
  return path ? (
    <Anchor component={Link} to={path} size="sm" data-testid="event-host-link">
      {text}
    </Anchor>
  ) : (
    <Text size="sm">{text}</Text>
  );
}

/** "Co-hosted by A, B": the hosts that accepted to co-host it, each a link to its page when it has one. */
function CoHostLine({ coHosts }: { coHosts: Event['co_hosts'] }) {
  const { t } = useTranslation();
  if (coHosts.length === 0) return null;
  return (
    <Group gap={6} data-testid="event-co-hosts">
      <Text size="sm">{t('coHosts:coHostedBy')}</Text>
      {coHosts.map((coHost, index) => {
        const path = hostPagePath(coHost);
        const comma = index < coHosts.length - 1 ? ',' : '';
        return path ? (
          <Anchor key={`${coHost.kind}:${coHost.id}`} component={Link} to={path} size="sm">
            {coHost.name}
            {comma}
          </Anchor>
        ) : (
          <Text key={`${coHost.kind}:${coHost.id}`} size="sm">
            {coHost.name}
            {comma}
          </Text>
        );
      })}
    </Group>
  );
}

/** The host's pages of an event (built with the creation flow), and its wheel's configuration. */
const hostPath = (slug: string, page: 'update' | 'submissions' | 'wheel' | 'participants') =>
  `${buildPath(ROUTES.eventDetail, { slug })}/${page}`;

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** The signed-in player's score in this event: the three leaderboard columns and their total. */
function ViewerScore({ event, label }: { event: Event; label: string }) {
  const { t } = useTranslation();
  const score = event.viewer.score;
  if (!score) return null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="viewer-score">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('eventPlay:yourScore')}
      </Text>
      <Text fz="h2" fw={700}>
        {score.total} {label}
      </Text>
      <Group gap="md" mt={4}>
        <Text size="sm">
          {t('events:columnInGameScore')}: {score.in_game}
        </Text>
        <Text size="sm">
          {t('events:columnSocialScore')}: {score.social}
        </Text>
        <Text size="sm">
          {t('events:columnOtherScore')}: {score.other}
        </Text>
      </Group>
    </Card>
  );
}

function Tasks({
  event,
  tasks,
  scoreLabel,
  signedIn,
}: {
  event: Event;
  tasks: PlayerTaskList | undefined;
  scoreLabel: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const signInHref = `${ROUTES.login}?redirect=${encodeURIComponent(buildPath(ROUTES.eventDetail, { slug: event.slug }))}`;
  return (
    <Stack gap="md" component="section" aria-labelledby="event-tasks">
      <Group justify="space-between" align="center">
        <Title order={2} fz="h3" id="event-tasks">
          {t('eventPlay:tasks')}
        </Title>
        {signedIn ? null : (
          <Button component={Link} to={signInHref} data-testid="sign-in-to-take-part">
            {t('eventPlay:signInToTakePart')}
          </Button>
        )}
      </Group>
      {signedIn && tasks ? <PlayerProgress tasks={tasks} /> : null}
      {!tasks ? (
        <Center py="md">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : tasks.items.length === 0 ? (
        <Text c="dimmed">{t('eventPlay:noTasks')}</Text>
      ) : (
        groupTasks(tasks.items).map((group) => (
          <Stack key={group.name ?? ''} gap="sm" data-testid="task-group">
            {group.name ? (
              <Title order={3} fz="h4">
                {group.name}
              </Title>
            ) : null}
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {group.tasks.map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  eventSlug={event.slug}
                  scoreLabel={scoreLabel}
                  signedIn={signedIn}
                  signInHref={signInHref}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}

function EventView({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const tasks = useEventTasks(event.slug);
  // The notice only changes at the start and the end: a coarse clock is enough.
  const now = useNow(15_000);
  const notice = eventNotice(
    {
      status: event.status,
      start_time: new Date(event.start_time),
      end_time: event.end_time ? new Date(event.end_time) : null,
    },
    now,
  );
  const scoreLabel = tasks.data?.score_label ?? event.score_label ?? t('eventPlay:scoreDefaultLabel');

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        {event.banner ? (
          <Image
            src={event.banner}
            alt={t('eventPlay:bannerAlt', { event: event.title })}
            {...imageLoading(true)}
            radius="md"
            mah={320}
            fit="cover"
          />
        ) : null}
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {event.title}
            </Title>
            {event.viewer.can_manage ? (
              <Group gap="xs" data-testid="host-links">
                <Button component={Link} to={hostPath(event.slug, 'update')} variant="light" size="xs">
                  {t('eventPlay:editEvent')}
                </Button>
                <Button component={Link} to={hostPath(event.slug, 'submissions')} variant="default" size="xs">
                  {t('eventPlay:submissions')}
                </Button>
                <Button component={Link} to={hostPath(event.slug, 'wheel')} variant="default" size="xs">
                  {t('wheel:configure')}
                </Button>
                <Button
                  component={Link}
                  to={hostPath(event.slug, 'participants')}
                  variant="default"
                  size="xs"
                  data-testid="host-risk-link"
                >
                  {t('trust:openRisk')}
                </Button>
              </Group>
            ) : null}
          </Group>
          <Group gap="xs">
            <Avatar src={event.host.logo_url} size="sm" radius="xl">
              {event.host.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <HostLine host={event.host} />
            <CoHostLine coHosts={event.co_hosts} />
            {event.status === 'draft' ? <Badge color="gray">{t('events:statusDraft')}</Badge> : null}
            {event.premium ? <PremiumLabel kind="event" /> : null}
          </Group>
        </Stack>
        {notice ? (
          <Alert color={event.status === 'draft' ? 'yellow' : 'blue'} data-testid="event-notice">
            {translateMessage(t, notice)}
          </Alert>
        ) : null}
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Fact label={t('eventPlay:when')}>
              <EventDates start={event.start_time} end={event.end_time} />
            </Fact>
            {event.prize_pool ? <Fact label={t('eventPlay:prizePool')}>{event.prize_pool}</Fact> : null}
            <Fact label={t('eventPlay:participants')} testId="event-participants">
              <Participants event={event} />
            </Fact>
            <Countdown start={event.start_time} end={event.end_time} />
          </SimpleGrid>
        </Card>
        {event.wheel_id ? (
          <Card withBorder radius="md" padding="md">
            <Group justify="space-between">
              <Text fw={600}>{t('wheel:title')}</Text>
              <Button component={Link} to={wheelPlayPath(event.wheel_id)} data-testid="event-wheel-link">
                {t('wheel:spinTheWheel')}
              </Button>
            </Group>
          </Card>
        ) : null}
        <ViewerScore event={event} label={scoreLabel} />
        {event.status !== 'draft' ? (
          <EligibilityPanel slug={event.slug} eventId={event.id} signedIn={user !== null} />
        ) : null}
        {event.viewer.can_manage ? <EventStatistics eventId={event.id} /> : null}
        {/* Below the fold on a phone, and most of the page's markup: hydrated after the rest, in slices. Its
            parts take what can change (the session, the tasks) as props from here. */}
        <HydrateLater>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                {event.guideline ? (
                  <Stack gap={4} component="section">
                    <Title order={2} fz="h3">
                      {t('eventPlay:guideline')}
                    </Title>
                    <Text style={{ whiteSpace: 'pre-line' }}>{event.guideline}</Text>
                  </Stack>
                ) : null}
                {event.description ? (
                  <Stack gap={4} component="section">
                    <Title order={2} fz="h3">
                      {t('eventPlay:description')}
                    </Title>
                    <RichTextView html={event.description} />
                  </Stack>
                ) : null}
                <Tasks event={event} tasks={tasks.data} scoreLabel={scoreLabel} signedIn={user !== null} />
                {event.status !== 'draft' ? <EventLeaderboard slug={event.slug} /> : null}
                {event.status !== 'draft' ? <EventResults slug={event.slug} meId={user?.id ?? null} /> : null}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <EventRewards event={event} tasks={tasks.data?.items ?? []} />
            </Grid.Col>
          </Grid>
        </HydrateLater>
        <Anchor component={Link} to={ROUTES.events} size="sm">
          ← {t('eventPlay:listTitle')}
        </Anchor>
      </Stack>
    </Container>
  );
}

/** /event/:slug: an event and its tasks; players do the tasks here, hosts find their pages from here. */
export function EventPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  usePageMeta(event.data?.title ?? t('eventPlay:listTitle'), event.data?.guideline ?? undefined, {
    image: event.data?.banner ?? event.data?.thumbnail ?? undefined,
  });
  if (event.isError) {
    const body = apiErrorSchema.safeParse(errorBody(event.error));
    if (body.success && body.data.statusCode === 404) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <Alert color="red">{t('eventPlay:loadFailed')}</Alert>
      </Container>
    );
  }
  if (!event.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  return <EventView event={event.data} />;
}
