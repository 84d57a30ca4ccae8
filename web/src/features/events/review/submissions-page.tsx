import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  Loader,
  NumberInput,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type HostSubmission,
  SUBMISSION_STATUSES,
  SUBMISSIONS_PAGE_SIZE,
  type SubmissionStatus,
} from '@w2e/core/contracts/tasks';
import { pageCount } from '@w2e/core/format/page-count';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { useEvent, useEventEditor } from '@w2e/react/events/queries';
import { useOverrideTask, useReviewSubmission, useSubmissions } from '@w2e/react/tasks/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { paginationControls } from '../../../lib/pagination';
import { toast } from '../../../lib/toast';
import { useFormatDateTime } from '../../../lib/use-format-date-time';
import { usePageMeta } from '../../../lib/use-page-meta';

const STATUS_COLOR: Record<SubmissionStatus, string> = {
  pending: 'yellow',
  accepted: 'teal',
  rejected: 'red',
};

/** Accept with a score (the task's score unless changed) or reject with a reason the player sees. */
function ReviewActions({
  submission,
  taskScore,
}: {
  submission: HostSubmission;
  taskScore: number | undefined;
}) {
  const { t } = useTranslation();
  const review = useReviewSubmission();
  // Until the host types one, the field shows the task's score (once the event's tasks have loaded) and the
  // accept sends none: the server grants the task's own score. Sending the field's value let a host who accepted
  // before the tasks loaded grant 0.
  const [typed, setScore] = useState<number | string | null>(null);
  const score = typed ?? taskScore ?? '';
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);

  const send = async (body: Parameters<typeof review.mutateAsync>[0]['body']) => {
    try {
      const result = await review.mutateAsync({ id: submission.id, body });
      toast.success(result.message);
    } catch {
      // The API client has shown the server's message.
    }
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <NumberInput
          label={t('eventEditor:acceptScore')}
          allowDecimal={false}
          min={0}
          value={score}
          onChange={setScore}
          w={160}
        />
        <Button
          color="teal"
          loading={review.isPending}
          onClick={() =>
            void send({ decision: 'accept', ...(typeof typed === 'number' ? { score: typed } : {}) })
          }
        >
          {t('eventEditor:accept')}
        </Button>
        <Button variant="light" color="red" onClick={() => setRejecting((open) => !open)}>
          {t('eventEditor:reject')}
        </Button>
      </Group>
      {rejecting ? (
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('eventEditor:rejectReason')}
            value={reason}
            onChange={(change) => setReason(change.currentTarget.value)}
            style={{ flex: 1 }}
            maxLength={500}
          />
          <Button
            color="red"
            loading={review.isPending}
            disabled={reason.trim() === ''}
            onClick={() => void send({ decision: 'reject', reason })}
          >
            {t('eventEditor:reject')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The host's override (POST /tasks/{id}/overrides): when a check cannot see what a player really did, the
 * host grants the task by the player's username, with the task's score or another. The server records who
 * and when; the grant then appears in the list below as an override.
 */
function OverrideForm({ tasks }: { tasks: readonly { id: string; name: string; score: number }[] }) {
  const { t } = useTranslation();
  const override = useOverrideTask();
  const [taskId, setTaskId] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [score, setScore] = useState<number | string>('');

  const grant = async () => {
    if (!taskId) return;
    try {
      const result = await override.mutateAsync({
        id: taskId,
        body: { username: username.trim(), ...(typeof score === 'number' ? { score } : {}) },
      });
      toast.success(result.message);
      setUsername('');
      setScore('');
    } catch {
      // The API client has shown the server's message ("No such player", the task's state).
    }
  };

  return (
    <Card withBorder padding="md" data-testid="override-form">
      <Stack gap="xs">
        <Title order={2} fz="h5">
          {t('verification:overrideTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('verification:overrideHint')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('verification:overrideTask')}
            value={taskId}
            onChange={setTaskId}
            data={tasks.map((task) => ({ value: task.id, label: task.name }))}
            w={220}
          />
          <TextInput
            label={t('verification:overrideUsername')}
            value={username}
            onChange={(change) => setUsername(change.currentTarget.value)}
            maxLength={50}
            w={200}
          />
          <NumberInput
            label={t('verification:overrideScore')}
            allowDecimal={false}
            min={0}
            value={score}
            onChange={setScore}
            w={200}
          />
          <Button
            loading={override.isPending}
            disabled={!taskId || username.trim() === ''}
            onClick={() => void grant()}
          >
            {t('verification:overrideGrant')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function SubmissionCard({
  submission,
  taskScore,
}: {
  submission: HostSubmission;
  taskScore: number | undefined;
}) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const player = submission.player.name ?? submission.player.username ?? submission.player.id;
  return (
    <Card withBorder padding="md" data-testid="submission">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fw={600}>{submission.task_name}</Text>
            <Text size="xs" c="dimmed">
              {t('eventEditor:submittedBy', {
                player,
                date: formatDateTime(submission.created_at),
              })}
            </Text>
          </Stack>
          <Group gap="xs">
            {submission.override ? (
              <Badge color="grape" variant="light">
                {t('verification:overrideBadge')}
              </Badge>
            ) : null}
            <Badge color={STATUS_COLOR[submission.status]}>
              {t(`eventEditor:status_${submission.status}`)}
            </Badge>
          </Group>
        </Group>
        {submission.answers.length > 0 ? (
          <Stack gap={4} component="dl" m={0}>
            {submission.answers.map((answer, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are in the form's field order and labels may repeat
              <div key={index}>
                <Text component="dt" size="sm" fw={500}>
                  {answer.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                  {answer.value}
                </Text>
              </div>
            ))}
          </Stack>
        ) : null}
        {submission.report ? (
          <Stack gap="xs">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {submission.report.text}
            </Text>
            {submission.report.images.length > 0 ? (
              <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label={t('eventEditor:reportImages')}>
                {submission.report.images.map((src) => (
                  <Anchor key={src} href={src} target="_blank" rel="noreferrer">
                    <Image src={src} alt={t('eventEditor:reportImages')} h={100} fit="cover" radius="sm" />
                  </Anchor>
                ))}
              </SimpleGrid>
            ) : null}
          </Stack>
        ) : null}
        {submission.status === 'accepted' && submission.score !== null ? (
          <Text size="sm">{t('eventEditor:scoreGranted', { score: submission.score })}</Text>
        ) : null}
        {submission.override && submission.reviewed_by && submission.reviewed_at ? (
          <Text size="sm" data-testid="override-by">
            {t('verification:overrideBy', {
              name: submission.reviewed_by.name,
              date: formatDateTime(submission.reviewed_at),
            })}
          </Text>
        ) : null}
        {submission.status === 'rejected' && submission.reason ? (
          <Text size="sm">{t('eventEditor:rejectedBecause', { reason: submission.reason })}</Text>
        ) : null}
        {submission.status === 'pending' ? (
          <ReviewActions submission={submission} taskScore={taskScore} />
        ) : null}
      </Stack>
    </Card>
  );
}

/** /event/{slug}/submissions: the host reads form answers and bug reports and reviews the reports. */
export function SubmissionsPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  const editor = useEventEditor(event.data?.id);
  const [taskId, setTaskId] = useState<string | null>(null);
  // Every submission first; pending is one of the filter's choices (`?status=pending` opens on it).
  const [params] = useSearchParams();
  const asked = params.get('status');
  const [status, setStatus] = useState<SubmissionStatus | null>(
    SUBMISSION_STATUSES.find((value) => value === asked) ?? null,
  );
  const [page, setPage] = useState(1);
  const submissions = useSubmissions(event.data?.id ?? '', {
    ...(taskId ? { task_id: taskId } : {}),
    ...(status ? { status } : {}),
    limit: SUBMISSIONS_PAGE_SIZE,
    offset: (page - 1) * SUBMISSIONS_PAGE_SIZE,
  });
  usePageMeta(t('eventEditor:submissionsTitle'), t('eventEditor:submissionsDescription'));

  if (event.isError || (event.data && !event.data.viewer.can_manage)) return <NotFoundPage />;
  const tasks = (editor.data?.tasks ?? []).map(
    (task) => task.config as { id: string; name: string; score: number },
  );
  const scoreOf = (id: string) => tasks.find((task) => task.id === id)?.score;
  const pages = pageCount(submissions.data?.total, SUBMISSIONS_PAGE_SIZE);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('eventEditor:submissionsTitle')}</Title>
          {event.data ? (
            <Anchor component={Link} to={buildPath(ROUTES.eventUpdate, { slug })}>
              {event.data.title}
            </Anchor>
          ) : null}
        </Stack>
        {tasks.length > 0 ? <OverrideForm tasks={tasks} /> : null}
        <Group wrap="wrap">
          <Select
            label={t('eventEditor:filterTask')}
            placeholder={t('eventEditor:allTasks')}
            clearable
            value={taskId}
            onChange={(value) => {
              setTaskId(value);
              setPage(1);
            }}
            data={tasks.map((task) => ({ value: task.id, label: task.name }))}
          />
          <Select
            label={t('eventEditor:filterStatus')}
            placeholder={t('eventEditor:allStatuses')}
            clearable
            value={status}
            onChange={(value) => {
              setStatus(value as SubmissionStatus | null);
              setPage(1);
            }}
            data={SUBMISSION_STATUSES.map((value) => ({ value, label: t(`eventEditor:status_${value}`) }))}
          />
        </Group>
        {!submissions.data ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : submissions.data.items.length === 0 ? (
          <Text c="dimmed">{t('eventEditor:noSubmissions')}</Text>
        ) : (
          <Stack gap="sm">
            {submissions.data.items.map((submission) => (
              <SubmissionCard
                key={submission.id}
                submission={submission}
                taskScore={scoreOf(submission.task_id)}
              />
            ))}
          </Stack>
        )}
        {pages > 1 ? (
          <Pagination getControlProps={paginationControls(t)} total={pages} value={page} onChange={setPage} />
        ) : null}
      </Stack>
    </Container>
  );
}
