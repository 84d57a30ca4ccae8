import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PlayerTask } from '@w2e/core/contracts/tasks';
import { checkLabel, STATUS_LABELS } from '@w2e/core/tasks/player-labels';
import { taskRegistry } from '@w2e/core/tasks/registry';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PremiumLabel } from '../../../components/token-holder-badge';
import { useFormatDateTime } from '../../../lib/use-format-date-time';
import { TaskAction } from './task-action';
import { TaskDetails } from './task-details';
import { CHECK_COLORS, STATUS_COLORS } from './task-labels';

export interface TaskCardProps {
  task: PlayerTask;
  eventSlug: string;
  /** The event's word for score ("XP"), already defaulted. */
  scoreLabel: string;
  signedIn: boolean;
  /** Where a visitor signs in and comes back to the event. */
  signInHref: string;
}

/** Why the task is in its state, in a line: what it waits for, when it opens again, how many turns are left. */
function StateDetail({ task }: { task: PlayerTask }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const { state } = task;
  if (state.status === 'locked') {
    const names = (state.waiting_for.length > 0 ? state.waiting_for : task.dependent_tasks).map(
      (d) => d.name,
    );
    return names.length > 0 ? (
      <Text size="sm" c="dimmed" data-testid="task-waiting-for">
        {t('eventPlay:stateLockedWaiting', { tasks: names.join(', ') })}
      </Text>
    ) : null;
  }
  if (state.status === 'waiting_recurrence' && state.next_window_start)
    return (
      <Text size="sm" c="dimmed" data-testid="task-next-window">
        {t('eventPlay:stateWaitingRecurrence', {
          time: formatDateTime(state.next_window_start),
        })}
      </Text>
    );
  if (state.status === 'available' && task.turn_limit > 1 && state.turns_used > 0)
    return (
      <Text size="sm" c="dimmed">
        {t('eventPlay:turnsLeft', { count: state.turns_left })}
      </Text>
    );
  return null;
}

/** One task on the event page: what it is worth, how it is checked, where the player stands, and the action. */
export function TaskCard({ task, eventSlug, scoreLabel, signedIn, signInHref }: TaskCardProps) {
  const { t } = useTranslation();
  const { status } = task.state;
  const rejected = task.state.last_submission?.status === 'rejected' ? task.state.last_submission : null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={task.name}
      id={`task-${task.id}`}
      data-testid="task-card"
      data-status={status}
    >
      <Stack gap="xs">
        <Stack gap={2} miw={0}>
          <Title order={3} fz="h5" style={{ overflowWrap: 'anywhere' }}>
            {task.name}
          </Title>
          <Text size="xs" c="dimmed">
            {t(taskRegistry[task.type].labelKey)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Badge color={STATUS_COLORS[status]} variant="light" data-testid="task-status">
            {t(STATUS_LABELS[status])}
          </Badge>
          <Badge variant="filled" color="violet">
            {t('eventPlay:points', { score: task.score, label: scoreLabel })}
          </Badge>
          {task.prize ? (
            <Badge variant="outline" color="yellow">
              {t('eventPlay:prize', { prize: task.prize })}
            </Badge>
          ) : null}
          {task.spins > 0 ? (
            <Badge variant="outline" color="grape" data-testid="task-spins">
              {t('wheel:taskSpinsBadge', { count: task.spins })}
            </Badge>
          ) : null}
          {task.premium ? <PremiumLabel kind="task" /> : null}
          {task.mandatory ? (
            <Badge variant="light" color="red">
              {t('eventPlay:mandatory')}
            </Badge>
          ) : null}
          <Badge variant="dot" color={CHECK_COLORS[task.check]} data-testid="task-check">
            {t(checkLabel(task))}
          </Badge>
        </Group>
        {task.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {task.description}
          </Text>
        ) : null}
        <StateDetail task={task} />
        {rejected?.reason ? (
          <Text size="sm" c="red" data-testid="task-rejected">
            {t('eventPlay:rejected', { reason: rejected.reason })}
          </Text>
        ) : null}
        <TaskDetails task={task} eventSlug={eventSlug} />
        {signedIn ? (
          <TaskAction task={task} scoreLabel={scoreLabel} />
        ) : status === 'available' ? (
          <Group>
            <Button component={Link} to={signInHref} variant="light" size="sm">
              {t('eventPlay:signInToTakePart')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
