import { Anchor, Card, Progress, Stack, Text } from '@mantine/core';
import type { PlayerTaskList } from '@w2e/core/contracts/tasks';
import { relativeTime } from '@w2e/core/events/discovery';
import { taskProgress } from '@w2e/core/tasks/progress';
import { useTranslation } from 'react-i18next';

/**
 * The signed-in player's progress in the event: tasks done (the mandatory ones apart), the next task open to
 * them (a link to its card) and, with daily tasks, their streak and when today's window closes.
 */
export function PlayerProgress({ tasks }: { tasks: PlayerTaskList }) {
  const { t, i18n } = useTranslation();
  const progress = taskProgress(tasks.items);
  if (progress.total === 0) return null;
  const streak = tasks.streak ?? null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="player-progress">
      <Stack gap={6}>
        <Text fw={600} data-testid="progress-count">
          {t('discovery:tasksDone', { done: progress.done, count: progress.total })}
        </Text>
        <Progress
          value={(progress.done / progress.total) * 100}
          aria-label={t('discovery:progressTitle')}
          size="sm"
        />
        {progress.mandatoryTotal > 0 ? (
          <Text size="sm" data-testid="progress-mandatory">
            {t('discovery:mandatoryDone', { done: progress.mandatoryDone, count: progress.mandatoryTotal })}
          </Text>
        ) : null}
        <Text size="sm" data-testid="progress-next">
          {progress.next ? (
            <Anchor href={`#task-${progress.next.id}`}>
              {t('discovery:nextTask', { task: progress.next.name })}
            </Anchor>
          ) : progress.done === progress.total ? (
            t('discovery:allDone')
          ) : null}
        </Text>
        {streak ? (
          <Text size="sm" data-testid="progress-streak">
            {streak.days > 0 ? t('discovery:streak', { count: streak.days }) : t('discovery:streakNone')}{' '}
            {t('discovery:windowCloses', {
              when: relativeTime(streak.window_closes, new Date(), i18n.language),
            })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
