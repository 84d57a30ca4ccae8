import { Badge, Button, Cell, List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import type { PlayerTask, PlayerTaskList } from '@w2e/core/contracts/tasks';
import { tierWords } from '@w2e/core/events/rank';
import { checkLabel, STATUS_LABELS } from '@w2e/core/tasks/player-labels';
import { taskProgress } from '@w2e/core/tasks/progress';
import { usePublicConfig } from '@w2e/react/config/queries';
import { useEvent } from '@w2e/react/events/queries';
import { useEventTasks } from '@w2e/react/tasks/queries';
import { eventStartLink } from '../../app/deep-link';
import { ActionCell } from '../../components/action-cell';
import { Page } from '../../components/page';
import { useNavigate, useParams } from '../../components/router';
import { Failed, Loading } from '../../components/screen-state';
import { share, useMainButton } from '../../components/telegram';
import { useTranslation } from '../../i18n';
import { portalEventUrl } from './task-kinds';

const DONE = new Set<PlayerTask['state']['status']>(['done', 'finished', 'pending_review']);

function TaskCell({ task, slug, scoreLabel }: { task: PlayerTask; slug: string; scoreLabel: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = task.state.status;
  return (
    <ActionCell
      data-testid="task-cell"
      data-status={status}
      onClick={() => void navigate(`/events/${slug}/tasks/${task.id}`)}
      subtitle={`${t(STATUS_LABELS[status])} · ${t(checkLabel(task))}`}
      after={
        <Badge type="number" mode={DONE.has(status) ? 'gray' : 'primary'} data-testid="task-points">
          {t('eventPlay:points', { score: task.score, label: scoreLabel })}
        </Badge>
      }
      multiline
    >
      {task.name}
    </ActionCell>
  );
}

/** The player's progress: tasks done (mandatory ones apart), the next open task, the daily streak. */
function Progress({ tasks, slug }: { tasks: PlayerTaskList; slug: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const progress = taskProgress(tasks.items);
  const streak = tasks.streak ?? null;
  const next = progress.next;
  return (
    <Section header={t('miniapp:progressTitle')} data-testid="event-progress">
      <Cell multiline data-testid="progress-count">
        {t('miniapp:progressDone', { done: progress.done, total: progress.total })}
      </Cell>
      {progress.mandatoryTotal > 0 ? (
        <Cell multiline data-testid="progress-mandatory">
          {t('miniapp:progressMandatory', { done: progress.mandatoryDone, total: progress.mandatoryTotal })}
        </Cell>
      ) : null}
      {next ? (
        <ActionCell
          data-testid="progress-next"
          onClick={() => void navigate(`/events/${slug}/tasks/${next.id}`)}
        >
          {t('miniapp:progressNext', { task: next.name })}
        </ActionCell>
      ) : null}
      {streak ? (
        <Cell
          multiline
          data-testid="progress-streak"
          description={t('miniapp:progressWindow', {
            time: new Date(streak.window_closes).toLocaleTimeString(i18n.language, {
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        >
          {t('miniapp:progressStreak', { days: streak.days })}
        </Cell>
      ) : null}
    </Section>
  );
}

/**
 * One event: when it runs, the player's score, its leaderboard and lucky wheel (when it has one), its tasks
 * with their states; share it to a chat.
 */
export function EventScreen() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const event = useEvent(slug);
  const tasks = useEventTasks(slug);
  const config = usePublicConfig();
  const next = tasks.data?.items.find((task) => task.state.status === 'available');
  useMainButton({
    text: next ? `${t('eventPlay:start')}: ${next.name}` : '',
    visible: Boolean(next),
    onClick: () => {
      if (next) void navigate(`/events/${slug}/tasks/${next.id}`);
    },
  });

  if (event.isPending)
    return (
      <Page>
        <Loading />
      </Page>
    );
  if (event.isError) {
    return (
      <Page>
        <Placeholder header={t('eventPlay:loadFailed')} description={t('miniapp:eventNotFound')} />
      </Page>
    );
  }
  const data = event.data;
  const scoreLabel = tasks.data?.score_label ?? data.score_label ?? t('eventPlay:scoreDefaultLabel');
  const start = new Date(data.start_time).toLocaleString(i18n.language);
  const end = data.end_time ? new Date(data.end_time).toLocaleString(i18n.language) : t('eventPlay:nonstop');
  const botUsername = config.data?.telegram_bot_username;
  const tiers = [...data.leaderboards].sort((a, b) => a.order - b.order);
  const link = botUsername ? eventStartLink(botUsername, data.slug) : portalEventUrl(data.slug);

  return (
    <Page>
      <List>
        <Section>
          <Cell
            multiline
            subtitle={t('eventPlay:hostedBy', { host: data.host.name })}
            description={`${start} – ${end}`}
          >
            <span data-testid="event-title">{data.title}</span>
          </Cell>
          {data.prize_pool ? (
            <Cell subtitle={t('eventPlay:prizePool')} multiline>
              {data.prize_pool}
            </Cell>
          ) : null}
          {data.viewer.score ? (
            <Cell subtitle={t('eventPlay:yourScore')} data-testid="event-score">
              {t('eventPlay:points', { score: data.viewer.score.total, label: scoreLabel })}
            </Cell>
          ) : null}
          <ActionCell
            data-testid="event-leaderboard"
            onClick={() => void navigate(`/events/${slug}/leaderboard`)}
          >
            {t('leaderboards:title')}
          </ActionCell>
          {data.wheel_id ? (
            <ActionCell data-testid="event-wheel" onClick={() => void navigate(`/wheel/${data.wheel_id}`)}>
              {t('miniapp:wheelEvent')}
            </ActionCell>
          ) : null}
          <Button
            mode="plain"
            size="m"
            stretched
            data-testid="share-event"
            onClick={() => share(link, t('miniapp:shareText', { name: data.title }))}
          >
            {t('miniapp:shareEvent')}
          </Button>
        </Section>
        {data.reward_by_leaderboard && tiers.length > 0 ? (
          // The tiers in the words hosts preview ("Ranks 4–10: 7 winners get 10 USDT each"), not "[4-10]".
          <Section header={t('eventPlay:rewards')} data-testid="event-reward-tiers">
            {tiers.map((tier) => (
              <Cell key={tier.order} multiline subtitle={tier.name ?? undefined}>
                {tierWords((key, values) => t(key, values), tier) ?? tier.rank}
              </Cell>
            ))}
          </Section>
        ) : null}
        {tasks.data && tasks.data.items.length > 0 ? <Progress tasks={tasks.data} slug={slug} /> : null}
        <Section header={t('eventPlay:tasks')}>
          {tasks.isPending ? <Loading /> : null}
          {tasks.isError ? <Failed onRetry={() => void tasks.refetch()} /> : null}
          {tasks.data?.items.length === 0 ? <Cell>{t('eventPlay:noTasks')}</Cell> : null}
          {tasks.data?.items.map((task) => (
            <TaskCell key={task.id} task={task} slug={slug} scoreLabel={scoreLabel} />
          ))}
        </Section>
      </List>
    </Page>
  );
}
